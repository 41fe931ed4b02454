"""The published EGN versions, and bringing a file of an older one to the current shape.

What differs (from the format's changelog and schemas):

- 1.0.0: `player_cards`, `card_exchanges`, `calls_annotations` and `tricks_annotations` in
  snake case; `matchId`; an `initialState.kitty` (the undealt cards, "" for one nobody saw) and a
  `TRICK_PLAY.initialLead` seat; `isAlone` is required in the bidding; the app that wrote it may
  add top-level display fields (`timings`, `layouts`, ...). Player entries are names only.
- 1.1.0: camel case (`playerCards`, `cardExchanges`, `callAnnotations`, `playAnnotations`,
  `gameId`); player objects with `playerIds`; the toggles `loner_march_score`,
  `loner_euchred_score`, `defend_alone`, `num_players`; `aloneDefender`. Still `kitty` and
  `initialLead`.
- 1.2: `kitty` and `initialLead` removed as redundant; the version is written as major.minor.
- 1.3: only the schema's text patterns were loosened.
- 1.4: `metadata.finalScore`, the `num_deals` toggle, and Euchre Match Notation files (`.emn`)
  that hold several games.

The reader accepts the older spellings only in files of 1.0 and 1.1, and keeps what 1.2 removed
(the kitty, the first leader) as checks on the replay.
"""

from __future__ import annotations

import re
from typing import Any

from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.places import Place, at, the_file
from euchre.engine.errors import EGNError, Refusal

KNOWN = "1.0.0, 1.1.0 and 1.2 to 1.4"
_VERSION = re.compile(r"^1\.([0-4])(?:\.(\d{1,6}))?$")
LEGACY_BEFORE = (1, 2)
"""Files before this version use the old field names, and may carry a kitty and a first leader."""

_RENAMES = {
    "match_id": "gameId", "matchId": "gameId", "initial_score": "initialScore", "initial_state": "initialState",
    "deal_number": "dealNumber", "phase_number": "phaseNumber", "is_alone": "isAlone",
    "alone_defender": "aloneDefender", "up_card": "upCard", "player_cards": "playerCards",
    "card_exchanges": "cardExchanges", "calls_annotations": "callAnnotations",
    "tricks_annotations": "playAnnotations", "play_annotations": "playAnnotations",
    "alternative_lines": "alternativeLines", "branch_index": "branchIndex", "player_ids": "playerIds",
    "initial_lead": "initialLead",
}
"""Old spelling -> current spelling, for 1.0 and 1.1 files."""
_APP_FIELDS = ("timings", "views", "layouts", "videoUrl", "viewSwitches", "screens")
"""Top-level display data some 1.0 writers add; it says nothing about the game."""
_OPAQUE = ("callAnnotations", "playAnnotations", "ruleset")
"""Objects whose keys are data, never field names."""


def parse_version(version: str) -> tuple[int, int]:
    """(major, minor) of a version EGN published; EGNUnsupportedError for any other."""
    match = _VERSION.match(version)
    if not match:
        raise EGNUnsupportedError(at(the_file(), Refusal("egn_version_not_known", {"version": version})))
    return 1, int(match.group(1))


def is_legacy(version: str) -> bool:
    return parse_version(version) < LEGACY_BEFORE


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a 1.0/1.1 file with the current field names (the kitty and first leader kept)."""
    out = {k: _rename(v, k) for k, v in _renamed(data, the_file()).items() if k not in _APP_FIELDS}
    return out


def _renamed(obj: dict[str, Any], where: Place) -> dict[str, Any]:
    out: dict[str, Any] = {}
    origin: dict[str, str] = {}
    for key, value in obj.items():
        new = _RENAMES.get(key, key)
        if new in out:
            first, second = sorted((origin[new], key))
            raise EGNError(at(where, Refusal("egn_two_spellings", {"first": first, "second": second})))
        out[new] = value
        origin[new] = key
    return out


def _rename(value: Any, key: str) -> Any:
    if key in _OPAQUE:
        return value
    if isinstance(value, dict):
        return {k: _rename(v, k) for k, v in _renamed(value, key).items()}
    if isinstance(value, list):
        return [_rename(v, key) for v in value]
    return value


def schema_copy(data: dict[str, Any]) -> dict[str, Any]:
    """An upgraded legacy file as the current schema can check it: without what 1.2 removed (the
    kitty, the first leader, unseen "" cards) and with the current version number."""

    def strip(value: Any, key: str) -> Any:
        if key in _OPAQUE:
            return value
        if isinstance(value, dict):
            return {k: strip(v, k) for k, v in value.items() if k not in ("kitty", "initialLead")}
        if isinstance(value, list):
            if key == "playerCards":
                return [[c for c in h if c != ""] if isinstance(h, list) else h for h in value]
            return [strip(v, key) for v in value]
        return value

    out = strip(data, "file")
    out["version"] = "1.4"
    return out
