"""Euchre Game Notation (EGN): read and write `.egn` files, and replay them through the engine.

This package reads every published version (1.0.0, 1.1.0 and 1.2 to 1.4; `versions` lists the
differences) and EGN 1.4's match files (Euchre Match Notation, `.emn`: several games and who sat
where). This package knows the format; the rules live in the engine (`euchre.engine.state`), as python-chess keeps
`pgn.py` apart from the board. Three layers:

- records: `EGNGame`, `EGNMetadata`, `EGNDeal` and `EGNAlternative` are frozen values holding
  exactly what a file says. `loads`/`load` read them, `dumps`/`dump` write them back, and a save
  round-trips (annotations, alternative lines, partial deals and missing discards included).
- rules: `rules_from_egn` and `rules_to_egn` map EGN's ruleset toggles to `Rules` and back.
- replay: `replay(game)` plays every deal through the engine. EGN files rarely record the hands,
  so each seat's hand is inferred from the cards it plays; the few cards nobody saw are filled in
  from the unseen cards, never in a suit the seat later shows void in, and are marked as inferred
  (they are never written back). `check(game)` collects every renege and inconsistency instead
  of stopping at the first one.

Every error is an `EGNError` (a ValueError) whose message names the deal, the trick and the reason.

Modules: `records` (the frozen records), `notation` (card and call spellings), `rulesets`,
`reader` (loads/load and their match forms), `versions` (older versions), `limits` (the size,
number and nesting limits every input passes), `schema` (the JSON schema backstop), `writer` (to_json/dumps/dump),
`lines` (a deal's lines bid through the engine), `infer` (the hands nobody recorded),
`replays` (replay/check/iter_actions and their results), `from_states` (records of hands played
in the engine), `errors`, and `json_kinds`.
"""

from euchre.engine.egn.errors import EGNReplayError, EGNUnsupportedError, Problem
from euchre.engine.egn.from_states import deal_from_state, game_from_states
from euchre.engine.egn.limits import MAX_BYTES as MAX_BYTES
from euchre.engine.egn.notation import parse_egn_card
from euchre.engine.egn.reader import load, load_any, load_match, loads, loads_any, loads_match
from euchre.engine.egn.records import FILE_TYPE as FILE_TYPE
from euchre.engine.egn.records import MATCH_FILE_TYPE as MATCH_FILE_TYPE
from euchre.engine.egn.records import VERSION as VERSION
from euchre.engine.egn.records import Annotations as Annotations
from euchre.engine.egn.records import (
    EGNAlternative,
    EGNDeal,
    EGNGame,
    EGNLine,
    EGNMatch,
    EGNMatchGame,
    EGNMatchResult,
    EGNMetadata,
    EGNPlayer,
)
from euchre.engine.egn.replays import (
    DealReplay,
    GameReplay,
    LineReplay,
    MatchReplay,
    check,
    check_match,
    iter_actions,
    replay,
    replay_match,
)
from euchre.engine.egn.rulesets import DEFAULT_RULESET_KEYS as DEFAULT_RULESET_KEYS
from euchre.engine.egn.rulesets import EGN_DEFAULTS as EGN_DEFAULTS
from euchre.engine.egn.rulesets import rules_from_egn, rules_to_egn
from euchre.engine.egn.writer import dump, dumps, to_json
from euchre.engine.errors import EGNError as EGNError

__all__ = [
    "DealReplay",
    "EGNAlternative",
    "EGNDeal",
    "EGNGame",
    "EGNLine",
    "EGNMatch",
    "EGNMatchGame",
    "EGNMatchResult",
    "EGNMetadata",
    "EGNPlayer",
    "EGNReplayError",
    "EGNUnsupportedError",
    "GameReplay",
    "LineReplay",
    "MatchReplay",
    "Problem",
    "check",
    "check_match",
    "deal_from_state",
    "dump",
    "dumps",
    "game_from_states",
    "iter_actions",
    "load",
    "load_any",
    "load_match",
    "loads",
    "loads_any",
    "loads_match",
    "parse_egn_card",
    "replay",
    "replay_match",
    "rules_from_egn",
    "rules_to_egn",
    "to_json",
]
