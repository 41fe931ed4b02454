"""Euchre Game Notation (EGN): read and write `.egn` files, and replay them through the engine.

This module knows the format; the rules live in the engine (`euchre.state`), as python-chess keeps
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
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import IO, Any

from euchre.actions import DEFEND_ALONE, PASS, Action, Call, Discard, OrderUp, Play
from euchre.cards import Card, Suit, build_deck
from euchre.errors import EGNError, EuchreError, IllegalActionError, UnsupportedRuleError
from euchre.explain import card_role
from euchre.ranking import effective_suit, is_left_bower, plain_power, trump_power
from euchre.rules import PRESETS, LonerLead, Rules
from euchre.seats import seat_name
from euchre.state import HandState, Phase, new_hand
from euchre.tricks import legal_plays, trick_winner

__all__ = [
    "DealReplay",
    "EGNAlternative",
    "EGNDeal",
    "EGNGame",
    "EGNLine",
    "EGNMetadata",
    "EGNPlayer",
    "EGNReplayError",
    "EGNUnsupportedError",
    "GameReplay",
    "LineReplay",
    "Problem",
    "check",
    "dump",
    "dumps",
    "iter_actions",
    "load",
    "loads",
    "parse_egn_card",
    "replay",
    "rules_from_egn",
    "rules_to_egn",
    "to_json",
]

FILE_TYPE = "Euchre Game Notation"
VERSION = "1.4"


class EGNUnsupportedError(EGNError, UnsupportedRuleError):
    """The file uses a part of EGN (a toggle, a card form, a feature) the engine does not play yet."""


@dataclass(frozen=True)
class Problem:
    """One renege or inconsistency, with where it is. `str(problem)` is the full message."""

    reason: str
    deal: int | None = None
    line: int | None = None
    """1-based number of the alternative line, or None for the main line."""
    trick: int | None = None
    """1-based trick number within the line (an alternative line counts from the deal's start)."""
    call: int | None = None
    """1-based call number within the bidding."""

    @property
    def location(self) -> str:
        parts = []
        if self.deal is not None:
            parts.append(f"deal {self.deal}")
        if self.line is not None:
            parts.append(f"alternative line {self.line}")
        if self.call is not None:
            parts.append(f"call {self.call}")
        if self.trick is not None:
            parts.append(f"trick {self.trick}")
        return ", ".join(parts) or "game"

    def __str__(self) -> str:
        return f"{self.location}: {self.reason}"


class EGNReplayError(EGNError):
    """A deal cannot be replayed: a renege or an inconsistency. `.problem` holds the details."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


# ==== cards ====================================================================================
_EGN_CARD = re.compile(r"^([78N9TJQKAX][SsHhCcDdxtngh]|[LRB])$")
_EGN_CARD_HELP = (
    "an EGN card is a rank (9 or N, T, J, Q, K, A; 7 and 8 in a 32-card deck) and a suit letter "
    "(s, h, d, c), like 'Jh' or 'Td'; 'B' is the Joker"
)


def parse_egn_card(text: object) -> Card:
    """Read one EGN card string. Raises EGNError, or EGNUnsupportedError for the forms EGN allows
    but this reader does not place yet ('X' unknown cards and the suitless bowers 'L' and 'R')."""
    if not isinstance(text, str) or not _EGN_CARD.match(text):
        raise EGNError(f"{text!r} is not a card: {_EGN_CARD_HELP}")
    if text in ("L", "R"):
        which = "left" if text == "L" else "right"
        raise EGNUnsupportedError(
            f"card {text!r} (the {which} bower without its suit) is not supported yet: write the jack, like 'Jh'"
        )
    if len(text) == 2 and (text[0] == "X" or text[1] in "xtng"):
        raise EGNUnsupportedError(f"card {text!r} has an unknown rank or suit, which this reader does not support yet")
    return Card.parse(text)


def _card(value: object, where: str) -> Card:
    try:
        return parse_egn_card(value)
    except EGNUnsupportedError as exc:
        raise EGNUnsupportedError(f"{where}: {exc}") from None
    except EGNError as exc:
        raise EGNError(f"{where}: {exc}") from None


# ==== ruleset toggles ==========================================================================
EGN_DEFAULTS: dict[str, Any] = {
    "std": True, "min_rank": 9, "winning_score": 10, "num_deals": 0, "canadian": False,
    "loner_lead": "LEFT_OF_DEALER", "loner_march_score": 4, "loner_euchred_score": 2, "defend_alone": False,
    "farmers": False, "partners_best": False, "go_under": False, "joker": False, "num_players": 4,
    "allow_no_trump": False, "fast_break": False, "four_trick_tokens": False,
}
"""Every EGN 1.4 ruleset toggle with its default. Note `std` (stick the dealer) defaults to true."""

DEFAULT_RULESET_KEYS = ("std", "canadian", "loner_lead")
"""The toggles written even at their default value (the form the known EGN writers use)."""

_NOT_PLAYED_YET = {
    "partners_best": "partner's best (the loner's partner passes a card across)",
    "go_under": "going under",
    "allow_no_trump": "no-trump calls",
    "fast_break": "fast break",
    "four_trick_tokens": "four-trick tokens",
}
_PLAYER_COUNT_BASE = {4: "standard", 3: "cutthroat", 2: "two-handed"}


def rules_from_egn(toggles: Mapping[str, Any] | None) -> Rules:
    """The `Rules` for an EGN ruleset object. Missing toggles take EGN's defaults (stick the dealer on).

    Raises EGNUnsupportedError (also an UnsupportedRuleError) naming a toggle the engine does not
    play yet, when it is set to anything but its default, and EGNError for a malformed toggle.
    """
    if toggles is None:
        toggles = {}
    if not isinstance(toggles, Mapping):
        raise EGNError(f"ruleset: must be an object of toggles, not {_kind(toggles)}")
    for key, value in toggles.items():
        if key not in EGN_DEFAULTS:
            raise EGNError(f"ruleset: unknown toggle {key!r}; EGN 1.4 has {', '.join(EGN_DEFAULTS)}")
        expected = type(EGN_DEFAULTS[key])
        if type(value) is not expected:
            raise EGNError(f"ruleset: {key} must be {_TYPE_WORDS[expected]}, not {value!r}")
    value = {**EGN_DEFAULTS, **toggles}
    for key, words in _NOT_PLAYED_YET.items():
        if value[key] != EGN_DEFAULTS[key]:
            raise EGNUnsupportedError(f"ruleset: {key}={value[key]!r} ({words}) is not supported by the engine yet")
    if value["loner_lead"] not in LonerLead.__members__:
        raise EGNError(f"ruleset: loner_lead must be LEFT_OF_DEALER or LEFT_OF_LONER, not {value['loner_lead']!r}")
    base_name = _PLAYER_COUNT_BASE.get(value["num_players"])
    if base_name is None:
        raise EGNUnsupportedError(
            f"ruleset: num_players={value['num_players']} is not supported; the engine plays 2, 3 or 4"
        )
    try:
        rules = PRESETS[base_name].replace(
            stick_the_dealer=value["std"],
            min_rank=value["min_rank"],
            winning_score=value["winning_score"],
            deal_limit=value["num_deals"],
            canadian=value["canadian"],
            loner_lead=LonerLead[value["loner_lead"]],
            loner_march_score=value["loner_march_score"],
            loner_euchred_score=value["loner_euchred_score"],
            # EGN's aloneDefender is "only relevant when ... isAlone is true": defending alone is
            # against a lone maker, and EGN scores a lone defender 4 for 3 or more tricks.
            defend_alone=value["defend_alone"],
            defend_alone_requires_loner=value["defend_alone"],
            farmers=value["farmers"],
            joker=value["joker"],
        )
    except EuchreError as exc:
        raise EGNError(f"ruleset: {exc}") from None
    name = next((n for n, preset in PRESETS.items() if preset == rules), "custom")
    return rules.replace(name=name)


def rules_to_egn(rules: Rules, keys: Sequence[str] | None = DEFAULT_RULESET_KEYS) -> dict[str, Any]:
    """The EGN ruleset object for `rules`: the toggles in `keys` plus every toggle off its default.

    Raises EGNUnsupportedError when EGN cannot express the ruleset (the difference is named).
    """
    value: dict[str, Any] = {
        "std": rules.stick_the_dealer, "min_rank": rules.min_rank, "winning_score": rules.winning_score,
        "num_deals": rules.deal_limit, "canadian": rules.canadian, "loner_lead": rules.loner_lead.name,
        "loner_march_score": rules.loner_march_score, "loner_euchred_score": rules.loner_euchred_score,
        "defend_alone": rules.defend_alone, "farmers": rules.farmers, "joker": rules.joker,
        "num_players": rules.num_players, **{k: EGN_DEFAULTS[k] for k in _NOT_PLAYED_YET},
    }
    order = [k for k in (keys or ()) if k in value] + [k for k in EGN_DEFAULTS if k not in (keys or ())]
    out = {k: value[k] for k in order if k in (keys or ()) or value[k] != EGN_DEFAULTS[k]}
    if "winning_score" in out and "num_deals" in out:
        raise EGNUnsupportedError("EGN cannot record both a winning score and a deal limit")
    try:
        back = rules_from_egn(out)
    except EGNError as exc:
        raise EGNUnsupportedError(f"EGN cannot express this ruleset: {exc}") from None
    if back != rules:
        diffs = ", ".join(f"{k}={mine!r}" for k, (mine, _) in rules.differences(back).items())
        raise EGNUnsupportedError(f"EGN has no toggle for {diffs}")
    return out


_TYPE_WORDS = {bool: "true or false", int: "a whole number", str: "a string"}


# ==== records ==================================================================================
Annotations = tuple[tuple[int, tuple[str, ...]], ...]
"""Notes keyed by a 0-based call or play index, sorted by index: ((index, (text, ...)), ...)."""

_CALLS = ("Pass", "Order", "s", "h", "d", "c")
_SUIT_CALLS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
_UNSUPPORTED_CALLS = {"n": "a no-trump call", "x": "an 'other' call"}


@dataclass(frozen=True)
class EGNPlayer:
    """A player written as an object in the file (players may also be plain name strings)."""

    name: str
    id: str | None = None
    player_ids: tuple[tuple[str, str], ...] = ()
    """(id, source) pairs."""

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class EGNMetadata:
    players: tuple[str | EGNPlayer, ...] = ()
    initial_score: tuple[int, int] = (0, 0)
    """[team 0/2, team 1/3]: side 0 is North–South (seats 0 and 2)."""
    final_score: tuple[int, int] | None = None
    title: str | None = None
    description: str | None = None
    date: str | None = None
    game_id: str | None = None

    def player_name(self, seat: int) -> str | None:
        return str(self.players[seat]) if 0 <= seat < len(self.players) else None


@dataclass(frozen=True, kw_only=True)
class EGNLine:
    """The bidding and trick play of a deal, as recorded. Base of `EGNDeal` and `EGNAlternative`."""

    calls: tuple[str, ...] = ()
    """EGN calls in order from the dealer's left: "Pass", "Order", or a suit letter s h d c."""
    alone: bool = False
    """The maker's call was alone (EGN `isAlone`)."""
    alone_defender: int | None = None
    """EGN `aloneDefender`: a seat, -1 for nobody, None when the file leaves it out."""
    discard: Card | None = None
    tricks: tuple[tuple[Card, ...], ...] = ()
    """Cards in play order, each trick starting with its leader (3 cards when someone sits out)."""
    call_annotations: Annotations = ()
    play_annotations: Annotations = ()
    """Keyed by the index of the play in the flattened tricks of this phase."""
    has_bidding: bool = True
    """The line has a bidding phase (an alternative line that branches in trick play has none)."""
    has_play: bool = True
    play_alone: bool | None = None
    """The optional `isAlone` of the TRICK_PLAY phase, kept as written."""

    @property
    def plays(self) -> tuple[Card, ...]:
        return tuple(c for trick in self.tricks for c in trick)

    @property
    def lone_defender(self) -> int | None:
        return self.alone_defender if self.alone_defender is not None and self.alone_defender >= 0 else None

    def call_notes(self, index: int) -> tuple[str, ...]:
        return dict(self.call_annotations).get(index, ())

    def play_notes(self, index: int) -> tuple[str, ...]:
        return dict(self.play_annotations).get(index, ())


@dataclass(frozen=True, kw_only=True)
class EGNAlternative(EGNLine):
    """An analysis line: the main line's first `branch_index` actions (calls and plays; the discard
    is not counted), then this line's own calls and/or plays. Its annotations index its own phases."""

    branch_index: int


@dataclass(frozen=True, kw_only=True)
class EGNDeal(EGNLine):
    number: int
    dealer: int
    upcard: Card
    player_cards: tuple[tuple[Card, ...], ...] | None = None
    alternative_lines: tuple[EGNAlternative, ...] = ()


@dataclass(frozen=True)
class EGNGame:
    metadata: EGNMetadata
    rules: Rules
    deals: tuple[EGNDeal, ...]
    version: str = VERSION
    ruleset_keys: tuple[str, ...] | None = DEFAULT_RULESET_KEYS
    """The toggles the file wrote out (kept so a save writes the same ruleset object);
    None when the file had no ruleset object."""


# ==== reading JSON =============================================================================
_MISSING: Any = object()


def _kind(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "a string", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)


def _get(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = _MISSING) -> Any:
    if key not in obj:
        if default is _MISSING:
            raise EGNError(f"{where}: {key!r} is missing")
        return default
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        want = " or ".join(_TYPE_WORDS.get(k, {list: "a list", dict: "an object"}.get(k, k.__name__)) for k in kinds)
        raise EGNError(f"{where}: {key!r} must be {want}, not {_kind(value)} ({_short(value)})")
    return value


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _only(obj: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise EGNError(f"{where}: unknown field {key!r}")


def _annotations(raw: Any, count: int, what: str, where: str) -> Annotations:
    if not isinstance(raw, dict):
        raise EGNError(f"{where}: {what} annotations must be an object, not {_kind(raw)}")
    out: dict[int, tuple[str, ...]] = {}
    for key, texts in raw.items():
        if not key.isdigit() or not key.isascii():
            raise EGNError(f"{where}: annotation key {key!r} must be the index of a {what}")
        index = int(key)
        if index in out:
            raise EGNError(f"{where}: two annotations for {what} {index}")
        if index >= count:
            raise EGNError(f"{where}: an annotation refers to {what} {index}, but the phase has only {count}")
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise EGNError(f"{where}: the annotation for {what} {index} must be a list of strings")
        out[index] = tuple(texts)
    return tuple(sorted(out.items()))


def _line_fields(phases: Any, where: str, *, alternative: bool) -> dict[str, Any]:
    if not isinstance(phases, list):
        raise EGNError(f"{where}: 'phases' must be a list, not {_kind(phases)}")
    out: dict[str, Any] = {"has_bidding": False, "has_play": False}
    for k, phase in enumerate(phases):
        if not isinstance(phase, dict):
            raise EGNError(f"{where}: phase {k} must be an object, not {_kind(phase)}")
        kind = _get(phase, "type", str, f"{where}, phase {k}")
        _get(phase, "phaseNumber", int, f"{where}, phase {k}")
        if kind == "EUCHRE_BIDDING":
            if out["has_bidding"] or out["has_play"]:
                raise EGNError(f"{where}: a bidding phase must come first, and only once")
            out.update(_bidding_fields(phase, where))
        elif kind == "TRICK_PLAY":
            if out["has_play"]:
                raise EGNError(f"{where}: more than one trick-play phase")
            out.update(_play_fields(phase, where))
        else:
            raise EGNError(f"{where}: phase {k} has type {kind!r}; EGN phases are EUCHRE_BIDDING and TRICK_PLAY")
    if out["has_play"] and not out["has_bidding"] and not alternative:
        raise EGNError(f"{where}: trick play is recorded without the bidding")
    return out


def _bidding_fields(phase: Mapping[str, Any], where: str) -> dict[str, Any]:
    _only(phase, ("phaseNumber", "type", "calls", "isAlone", "aloneDefender", "discard", "cardExchanges",
                  "callAnnotations"), where)
    if "cardExchanges" in phase:
        raise EGNUnsupportedError(f"{where}: 'cardExchanges' (partner's best) is not supported yet")
    calls = _get(phase, "calls", list, where)
    for k, call in enumerate(calls, 1):
        if not isinstance(call, str):
            raise EGNError(f"{where}, call {k}: a call is a string, not {_kind(call)} ({_short(call)})")
        if call in _UNSUPPORTED_CALLS:
            what = _UNSUPPORTED_CALLS[call]
            raise EGNUnsupportedError(f"{where}, call {k}: {call!r} ({what}) is not supported in standard Euchre")
        if call not in _CALLS:
            valid = ", ".join(_CALLS)
            raise EGNError(f"{where}, call {k}: call {_short(call)} is not a valid call (calls are {valid})")
    fields: dict[str, Any] = {
        "has_bidding": True,
        "calls": tuple(calls),
        "alone": _get(phase, "isAlone", bool, where, False),
        "alone_defender": _get(phase, "aloneDefender", int, where, None),
    }
    if "discard" in phase:
        fields["discard"] = _card(phase["discard"], f"{where}, discard")
    if "callAnnotations" in phase:
        fields["call_annotations"] = _annotations(phase["callAnnotations"], len(calls), "call", where)
    return fields


def _play_fields(phase: Mapping[str, Any], where: str) -> dict[str, Any]:
    _only(phase, ("phaseNumber", "type", "tricks", "isAlone", "playAnnotations"), where)
    raw = _get(phase, "tricks", list, where)
    tricks = []
    for t, trick in enumerate(raw, 1):
        if not isinstance(trick, list):
            raise EGNError(f"{where}, trick {t}: a trick must be a list of cards, not {_kind(trick)}")
        tricks.append(tuple(_card(c, f"{where}, trick {t}") for c in trick))
    fields: dict[str, Any] = {"has_play": True, "tricks": tuple(tricks),
                              "play_alone": _get(phase, "isAlone", bool, where, None)}
    if "playAnnotations" in phase:
        count = sum(len(t) for t in tricks)
        fields["play_annotations"] = _annotations(phase["playAnnotations"], count, "play", where)
    return fields


def _deal_from_json(raw: Any, index: int, num_players: int) -> EGNDeal:
    if isinstance(raw, str):
        raise EGNUnsupportedError(
            f"deal {index}: this deal is in EGN's compact base64 form, which this reader does not decode yet"
        )
    if not isinstance(raw, dict):
        raise EGNError(f"deal {index}: a deal must be an object, not {_kind(raw)}")
    number = _get(raw, "dealNumber", int, f"deal {index}")
    where = f"deal {number}"
    _only(raw, ("dealNumber", "initialState", "phases", "alternativeLines"), where)
    init = _get(raw, "initialState", dict, where)
    _only(init, ("dealer", "upCard", "playerCards"), where)
    dealer = _get(init, "dealer", int, where)
    if not 0 <= dealer < num_players:
        raise EGNError(f"{where}: dealer {dealer} is not a seat (seats are 0 to {num_players - 1})")
    upcard = _card(_get(init, "upCard", str, where), f"{where}, upCard")
    player_cards = None
    if "playerCards" in init:
        hands = _get(init, "playerCards", list, where)
        if len(hands) != num_players or not all(isinstance(h, list) for h in hands):
            raise EGNError(f"{where}: 'playerCards' must hold one list of cards for each of the {num_players} seats")
        player_cards = tuple(
            tuple(_card(c, f"{where}, {seat_name(s, num_players)}'s cards") for c in h) for s, h in enumerate(hands)
        )
    fields = _line_fields(_get(raw, "phases", list, where), where, alternative=False)
    alternatives = []
    for a, alt in enumerate(_get(raw, "alternativeLines", list, where, []), 1):
        alt_where = f"{where}, alternative line {a}"
        if not isinstance(alt, dict):
            raise EGNError(f"{alt_where}: must be an object, not {_kind(alt)}")
        _only(alt, ("branchIndex", "phases"), alt_where)
        branch = _get(alt, "branchIndex", int, alt_where)
        if branch < 0:
            raise EGNError(f"{alt_where}: 'branchIndex' must not be negative")
        alt_fields = _line_fields(_get(alt, "phases", list, alt_where), alt_where, alternative=True)
        if not (alt_fields["has_bidding"] or alt_fields["has_play"]):
            raise EGNError(f"{alt_where}: an alternative line needs at least one phase")
        alternatives.append(EGNAlternative(branch_index=branch, **alt_fields))
    return EGNDeal(number=number, dealer=dealer, upcard=upcard, player_cards=player_cards,
                   alternative_lines=tuple(alternatives), **fields)


def _player(raw: Any, where: str) -> str | EGNPlayer:
    if isinstance(raw, str):
        return raw
    if not isinstance(raw, dict):
        raise EGNError(f"{where}: a player is a name or an object with a 'name', not {_kind(raw)}")
    _only(raw, ("id", "name", "playerIds"), where)
    ids = []
    for entry in _get(raw, "playerIds", list, where, []):
        if not isinstance(entry, dict):
            raise EGNError(f"{where}: each of 'playerIds' is an object with 'id' and 'source'")
        _only(entry, ("id", "source"), where)
        ids.append((_get(entry, "id", str, where), _get(entry, "source", str, where)))
    return EGNPlayer(_get(raw, "name", str, where), _get(raw, "id", str, where, None), tuple(ids))


def _score(raw: Any, key: str, where: str) -> tuple[int, int]:
    if not isinstance(raw, list) or len(raw) != 2 or not all(type(v) is int for v in raw):
        raise EGNError(f"{where}: {key!r} must be two whole numbers [team 0/2, team 1/3], not {_short(raw)}")
    return (raw[0], raw[1])


def _metadata_from_json(raw: Any) -> tuple[EGNMetadata, Rules, tuple[str, ...] | None]:
    where = "metadata"
    if not isinstance(raw, dict):
        raise EGNError(f"metadata must be an object, not {_kind(raw)}")
    _only(raw, ("gameId", "title", "description", "players", "initialScore", "finalScore", "date", "ruleset"), where)
    players = tuple(_player(p, f"metadata, player {i}") for i, p in enumerate(_get(raw, "players", list, where)))
    initial = _score(_get(raw, "initialScore", list, where), "initialScore", where)
    final = _score(raw["finalScore"], "finalScore", where) if "finalScore" in raw else None
    toggles = _get(raw, "ruleset", dict, where, None)
    rules = rules_from_egn(toggles)
    keys = None if toggles is None else tuple(toggles)
    meta = EGNMetadata(
        players=players, initial_score=initial, final_score=final,
        title=_get(raw, "title", str, where, None), description=_get(raw, "description", str, where, None),
        date=_get(raw, "date", str, where, None), game_id=_get(raw, "gameId", str, where, None),
    )
    return meta, rules, keys


def _game_from_json(data: Any) -> EGNGame:
    if not isinstance(data, dict):
        raise EGNError(f"an EGN file holds a JSON object, not {_kind(data)}")
    _only(data, ("fileType", "version", "metadata", "deals"), "file")
    file_type = _get(data, "fileType", str, "file")
    if file_type != FILE_TYPE:
        raise EGNError(f"file: 'fileType' is {file_type!r}, not {FILE_TYPE!r}")
    version = _get(data, "version", str, "file")
    if not re.match(r"^1\.[234](?:\.\d+)?$", version):
        raise EGNUnsupportedError(f"file: EGN version {version!r} is not supported (this reader knows 1.2 to 1.4)")
    meta, rules, keys = _metadata_from_json(_get(data, "metadata", dict, "file"))
    raw_deals = _get(data, "deals", list, "file")
    deals = tuple(_deal_from_json(d, i, rules.num_players) for i, d in enumerate(raw_deals))
    return EGNGame(metadata=meta, rules=rules, deals=deals, version=version, ruleset_keys=keys)


# ---- the JSON schema, as a backstop for what the reader above does not check (lengths, sizes) ----
@cache
def _schema_validator() -> Any:
    try:
        import jsonschema
    except ImportError:  # pragma: no cover - jsonschema comes with Jupyter; the reader checks the rest
        return None
    from importlib import resources

    schema = json.loads(resources.files("euchre").joinpath("data/egn-schema-v1.json").read_text("utf-8"))
    return jsonschema.Draft7Validator(schema)


def _validate_schema(data: Any) -> None:
    validator = _schema_validator()
    if validator is None:
        return
    errors = sorted(validator.iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path])
    if errors:
        error = _deepest(errors[0], data)
        raise EGNError(f"{_schema_location(list(error.absolute_path), data)}: {error.message}")


def _deepest(error: Any, data: Any) -> Any:
    """For a oneOf/anyOf failure, the error from the branch that fits the value best."""
    while error.context:
        branches: dict[int, list[Any]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        best = min(branches.values(), key=lambda errs: (-max(len(e.absolute_path) for e in errs), len(errs)))
        error = sorted(best, key=lambda e: -len(e.absolute_path))[0]
    return error


def _schema_location(path: list[Any], data: Any) -> str:
    parts: list[str] = []
    node = data
    names = {"calls": "call", "tricks": "trick", "alternativeLines": "alternative line"}
    for i, key in enumerate(path):
        prev = path[i - 1] if i else None
        if prev == "deals" and isinstance(key, int):
            number = node[key].get("dealNumber") if isinstance(node[key], dict) else None
            parts.append(f"deal {number if isinstance(number, int) else key}")
        elif prev in names and isinstance(key, int):
            parts.append(f"{names[prev]} {key + 1}")
        elif isinstance(key, str) and key not in ("deals", "phases", *names):
            parts.append(key)
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            break
    return ", ".join(parts) or "file"


def loads(text: str | bytes, *, verify: bool = True, schema: bool | None = None) -> EGNGame:
    """Read an EGN game from JSON text.

    The reader always checks the structure it relies on. With `verify` (the default) the file is
    also checked against the EGN JSON schema and every deal is replayed through the engine; the
    first renege or inconsistency raises EGNError (`check` lists them all). `schema` overrides
    whether the schema pass runs (by default it follows `verify`; its first use imports jsonschema,
    which can take a second or two).
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise EGNError(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except (UnicodeDecodeError, RecursionError) as exc:
        raise EGNError(f"not valid JSON: {exc}") from None
    game = _game_from_json(data)
    if verify if schema is None else schema:
        _validate_schema(data)
    if verify:
        replay(game)
    return game


def load(source: str | os.PathLike[str] | IO[str] | IO[bytes], *, verify: bool = True,
         schema: bool | None = None) -> EGNGame:
    """Read an EGN game from a path or an open file (see `loads`)."""
    if isinstance(source, (str, os.PathLike)):
        try:
            with open(source, "rb") as f:
                text: str | bytes = f.read()
        except OSError as exc:
            raise EGNError(f"cannot read {os.fspath(source)!r}: {exc.strerror or exc}") from None
    else:
        text = source.read()
    return loads(text, verify=verify, schema=schema)


# ==== writing JSON =============================================================================
def _annotations_json(notes: Annotations) -> dict[str, list[str]]:
    return {str(index): list(texts) for index, texts in notes}


def _phases_json(line: EGNLine) -> list[dict[str, Any]]:
    phases: list[dict[str, Any]] = []
    if line.has_bidding:
        bidding: dict[str, Any] = {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": list(line.calls),
                                   "isAlone": line.alone}
        if line.alone_defender is not None:
            bidding["aloneDefender"] = line.alone_defender
        if line.discard is not None:
            bidding["discard"] = line.discard.egn
        if line.call_annotations:
            bidding["callAnnotations"] = _annotations_json(line.call_annotations)
        phases.append(bidding)
    if line.has_play:
        play: dict[str, Any] = {"phaseNumber": 1, "type": "TRICK_PLAY",
                                "tricks": [[c.egn for c in trick] for trick in line.tricks]}
        if line.play_alone is not None:
            play["isAlone"] = line.play_alone
        if line.play_annotations:
            play["playAnnotations"] = _annotations_json(line.play_annotations)
        phases.append(play)
    return phases


def _deal_json(deal: EGNDeal) -> dict[str, Any]:
    init: dict[str, Any] = {"dealer": deal.dealer, "upCard": deal.upcard.egn}
    if deal.player_cards is not None:
        init["playerCards"] = [[c.egn for c in hand] for hand in deal.player_cards]
    out: dict[str, Any] = {"dealNumber": deal.number, "initialState": init, "phases": _phases_json(deal)}
    if deal.alternative_lines:
        out["alternativeLines"] = [{"branchIndex": alt.branch_index, "phases": _phases_json(alt)}
                                   for alt in deal.alternative_lines]
    return out


def _player_json(player: str | EGNPlayer) -> Any:
    if isinstance(player, str):
        return player
    out: dict[str, Any] = {}
    if player.id is not None:
        out["id"] = player.id
    out["name"] = player.name
    if player.player_ids:
        out["playerIds"] = [{"id": i, "source": s} for i, s in player.player_ids]
    return out


def to_json(game: EGNGame) -> dict[str, Any]:
    """The game as a JSON-ready dict (what `dumps` writes)."""
    m = game.metadata
    meta: dict[str, Any] = {}
    for key, value in (("gameId", m.game_id), ("title", m.title), ("description", m.description), ("date", m.date)):
        if value is not None:
            meta[key] = value
    meta["players"] = [_player_json(p) for p in m.players]
    meta["initialScore"] = list(m.initial_score)
    if m.final_score is not None:
        meta["finalScore"] = list(m.final_score)
    ruleset = rules_to_egn(game.rules, game.ruleset_keys)
    if game.ruleset_keys is not None or ruleset:
        meta["ruleset"] = ruleset
    return {"fileType": FILE_TYPE, "version": game.version, "metadata": meta,
            "deals": [_deal_json(d) for d in game.deals]}


def dumps(game: EGNGame) -> str:
    """The game as EGN text (JSON, two-space indent, like the files EGN writers produce)."""
    return json.dumps(to_json(game), indent=2, ensure_ascii=False)


def dump(game: EGNGame, target: str | os.PathLike[str] | IO[str]) -> None:
    """Write the game to a path or an open text file."""
    text = dumps(game)
    if isinstance(target, (str, os.PathLike)):
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        target.write(text)


# ==== replay ===================================================================================
@dataclass(frozen=True)
class LineReplay:
    """One line of a deal played through the engine."""

    line: EGNLine
    state: HandState
    """The state after the last recorded action; `state.path()` steps through the line."""
    discard: Card | None
    """The dealer's discard (None when the dealer did not pick up)."""
    discard_inferred: bool
    """The file does not record the discard, so it was inferred (show it as unknown)."""

    @property
    def is_complete(self) -> bool:
        return self.state.is_over


@dataclass(frozen=True)
class DealReplay(LineReplay):
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's five dealt cards (before the dealer picks up)."""
    inferred: tuple[frozenset[Card], ...]
    """Per seat, the cards of `hands` the record does not show: placeholders, not facts."""
    score_before: tuple[int, ...]
    score_after: tuple[int, ...]
    alternatives: tuple[LineReplay, ...]

    @property
    def deal(self) -> EGNDeal:
        assert isinstance(self.line, EGNDeal)
        return self.line

    @property
    def points(self) -> tuple[int, ...] | None:
        """Points per side (side 0 = seats 0 and 2), or None when the record stops before the end."""
        return self.state.result.points if self.state.is_over else None


@dataclass(frozen=True)
class GameReplay:
    game: EGNGame
    deals: tuple[DealReplay, ...]

    @property
    def initial_score(self) -> tuple[int, ...]:
        return self.game.metadata.initial_score

    @property
    def final_score(self) -> tuple[int, ...]:
        return self.deals[-1].score_after if self.deals else self.initial_score


class _Fail(Exception):
    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


@dataclass
class _Line:
    """A line resolved from the start of the deal, and what its bidding and plays show."""

    record: EGNLine
    alt: int | None
    calls: tuple[str, ...]
    alone: bool
    alone_defender: int | None
    discard: Card | None
    tricks: tuple[tuple[Card, ...], ...]
    shares_bidding: bool = False
    """An alternative line that branches after the main line's bidding (so it shares its discard)."""
    trump: Suit | None = None
    pickup: bool = False
    seats: list[tuple[int, ...]] = field(default_factory=list)
    played: dict[int, list[tuple[int, Card]]] = field(default_factory=dict)
    """seat -> [(trick number, card)] in play order."""
    voids: dict[int, set[Suit]] = field(default_factory=dict)

    def problem(self, deal: EGNDeal, reason: str, trick: int | None = None, call: int | None = None) -> _Fail:
        return _Fail(Problem(reason, deal.number, self.alt, trick, call))


def _resolve_lines(deal: EGNDeal) -> tuple[list[_Line], list[Problem]]:
    main = _Line(deal, None, deal.calls, deal.alone, deal.alone_defender, deal.discard, deal.tricks)
    lines, problems = [main], []
    plays = deal.plays
    ncalls = len(deal.calls)
    for a, alt in enumerate(deal.alternative_lines, 1):
        b = alt.branch_index
        try:
            if b > ncalls + len(plays):
                raise _Fail(Problem(f"branches after {b} actions, but the main line has only {ncalls + len(plays)}",
                                    deal.number, a))
            if b <= ncalls:
                if b < ncalls and not alt.has_bidding:
                    raise _Fail(Problem(f"branches in the bidding (after {b} calls) but has no bidding phase",
                                        deal.number, a))
                src: EGNLine = alt if alt.has_bidding else deal
                calls = deal.calls[:b] + (alt.calls if alt.has_bidding else ())
                lines.append(_Line(alt, a, calls, src.alone, src.alone_defender, src.discard, alt.tricks,
                                   shares_bidding=not alt.has_bidding))
                continue
            if alt.has_bidding:
                raise _Fail(Problem(f"branches in trick play (after {b} actions) but has a bidding phase",
                                    deal.number, a))
            kept, tricks = b - ncalls, []
            for trick in deal.tricks:
                if kept >= len(trick):
                    tricks.append(trick)
                    kept -= len(trick)
                    continue
                if kept:
                    tricks.append(trick[:kept] + (alt.tricks[0] if alt.tricks else ()))
                    tricks.extend(alt.tricks[1:])
                else:
                    tricks.extend(alt.tricks)
                break
            else:
                tricks.extend(alt.tricks)
            lines.append(_Line(alt, a, deal.calls, deal.alone, deal.alone_defender, deal.discard, tuple(tricks),
                               shares_bidding=True))
        except _Fail as exc:
            problems.append(exc.problem)
    return lines, problems


def _call_action(line: _Line, deal: EGNDeal, k: int, call: str, phase: Phase, making_alone: bool) -> Action:
    if call == "Pass":
        return PASS
    if call == "Order":
        if phase is Phase.ROUND_ONE:
            return OrderUp(making_alone)
        raise line.problem(deal, "'Order' is a round-one call; in round two the upcard is turned down and "
                           "a player names a suit (s, h, d, c) or passes", call=k)
    suit = _SUIT_CALLS[call]
    if phase is Phase.ROUND_ONE:
        raise line.problem(deal, f"{call!r} names {suit.plural}, but this is round one, where a player "
                           "passes or orders up ('Order')", call=k)
    return Call(suit, making_alone)


def _bid(state: HandState, line: _Line, deal: EGNDeal, discard: Card) -> HandState:
    """Apply the line's calls, the dealer's discard and any defending alone."""
    rules = state.rules
    for k, call in enumerate(line.calls, 1):
        if state.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            after = "the hand was thrown in" if state.is_over else "trump was made"
            raise line.problem(deal, f"call {call!r} comes after {after}", call=k)
        seat = seat_name(state.to_act or 0, rules.num_players)
        action = _call_action(line, deal, k, call, state.phase, line.alone and call != "Pass")
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            raise line.problem(deal, f"{seat} cannot {action.text}: {exc}", call=k) from None
    if line.alone and state.maker is None:
        raise line.problem(deal, "'isAlone' is set, but nobody made trump")
    if state.phase is Phase.DISCARD:
        line.pickup = True
        state = state.apply(Discard(discard))
    elif line.discard is not None:
        raise line.problem(deal, f"a discard ({line.discard}) is recorded, but the dealer did not pick up the upcard")
    defender = line.alone_defender
    if defender is not None and not -1 <= defender < rules.num_players:
        raise line.problem(deal, f"'aloneDefender' is {defender}, which is not a seat (or -1 for nobody)")
    while state.phase is Phase.DEFEND_ALONE:
        state = state.apply(DEFEND_ALONE if state.to_act == defender else PASS)
    if defender is not None and defender >= 0 and state.lone_defender != defender:
        who = seat_name(defender, rules.num_players)
        why = ("the ruleset does not allow defending alone (defend_alone is off)" if not rules.defend_alone
               else f"{who} could not defend alone here (only a defender may, against a lone maker)")
        raise line.problem(deal, f"'aloneDefender' names {who}, but {why}")
    return state


def _provisional_hands(rules: Rules, upcard: Card) -> list[list[Card]]:
    cards = [c for c in build_deck(rules) if c != upcard]
    k = rules.hand_size
    return [cards[i * k:(i + 1) * k] for i in range(rules.num_players)]


def _map_line(line: _Line, deal: EGNDeal, rules: Rules) -> None:
    """Run the bidding (on placeholder hands: bidding does not depend on the cards) and work out
    who played each card, who won each trick, and which suits each seat showed void in."""
    n = rules.num_players
    state = new_hand(rules, deal.dealer, hands=_provisional_hands(rules, deal.upcard), upcard=deal.upcard)
    state = _bid(state, line, deal, deal.upcard)
    line.played = {s: [] for s in range(n)}
    line.voids = {s: set() for s in range(n)}
    if state.phase is not Phase.PLAY:
        if line.tricks:
            if state.is_over:
                raise line.problem(deal, "everyone passed twice and the hand was thrown in, but tricks are recorded")
            who = seat_name(state.to_act or 0, n)
            raise line.problem(deal, f"the bidding is unfinished after {len(line.calls)} calls ({who} to call), "
                               "but tricks are recorded")
        return
    assert isinstance(state.trump, Suit)
    trump = line.trump = state.trump
    active = [s for s in range(n) if s not in state.sitting_out]
    size = len(active)
    leader = state.leader
    assert leader is not None
    deck = Counter(build_deck(rules))
    seen: dict[Card, int] = {}
    if len(line.tricks) > rules.tricks_per_hand:
        raise line.problem(deal, f"{len(line.tricks)} tricks are recorded, but a hand has {rules.tricks_per_hand}")
    for t, cards in enumerate(line.tricks, 1):
        last = t == len(line.tricks)
        if not cards or len(cards) > size or (len(cards) < size and not last):
            out = ", ".join(seat_name(s, n) for s in state.sitting_out)
            sits = f" ({out} sitting out)" if out else ""
            raise line.problem(deal, f"the trick has {len(cards)} cards, but {size} players are playing{sits}", t)
        seats = [leader]
        while len(seats) < len(cards):
            seats.append(active[(active.index(seats[-1]) + 1) % size])
        for pos, (card, seat) in enumerate(zip(cards, seats, strict=True)):
            who = seat_name(seat, n)
            if card not in deck:
                raise line.problem(deal, f"{who} played {card}, which is not in the {rules.deck_size}-card deck", t)
            if card in seen:
                where = "in this trick" if seen[card] == t else f"(in trick {seen[card]} and trick {t})"
                raise line.problem(deal, f"{card} is played twice {where}", t)
            seen[card] = t
            if card == deal.upcard and not (seat == deal.dealer and line.pickup):
                how = "the dealer picked it up" if line.pickup else "nobody picked it up, so it stayed in the kitty"
                raise line.problem(deal, f"{who} played {card}, the upcard, but {how}", t)
            if line.discard == card:
                raise line.problem(deal, f"{who} played {card}, but the dealer discarded it", t)
            line.played[seat].append((t, card))
            if pos and effective_suit(card, trump) != effective_suit(cards[0], trump):
                led = effective_suit(cards[0], trump)
                if led is not None:
                    line.voids[seat].add(led)
        line.seats.append(tuple(seats))
        if len(cards) == size:
            leader = seats[trick_winner(cards, trump, rules)]


# ---- inferring the hands -------------------------------------------------------------------
def _held_rest(seat: int, hand: Sequence[Card], line: _Line, deal: EGNDeal) -> Counter[Card]:
    held = Counter(hand)
    if seat == deal.dealer and line.pickup:
        held[deal.upcard] += 1
    held.subtract(c for _, c in line.played[seat])
    return held


def _violates(card: Card, seat: int, line: _Line) -> bool:
    return line.trump is not None and effective_suit(card, line.trump) in line.voids.get(seat, ())


def _discard_for(hand: Sequence[Card], line: _Line, deal: EGNDeal, fillers: Set[Card],
                 forced: Card | None = None, avoid: Set[Card] = frozenset()) -> tuple[Card | None, bool, bool]:
    """The dealer's discard in a line where the dealer picked up: (discard, not in the file, fits).

    The discard is the recorded one (or `forced`, the main line's, for a line branching after it),
    else the one card left over in a complete line, else a card the dealer could not have kept (of a
    suit the dealer later shows void in), else the weakest, leaving out the cards in `avoid` (those
    the dealer plays in lines branching after the discard) while there is a choice. `fits` is False when inferred cards
    (`fillers`) would be left in a suit the dealer shows void in. The discard is None when the
    known discard is not among the dealer's cards (a problem the caller reports).
    """
    rest = +_held_rest(deal.dealer, hand, line, deal)
    known = line.discard or forced
    if known is not None:
        if rest[known] <= 0:
            return None, line.discard is None, True
        rest[known] -= 1
        return known, line.discard is None, not any(c in fillers and _violates(c, deal.dealer, line) for c in +rest)
    candidates = sorted(rest, key=lambda c: (c in avoid, trump_power(c, line.trump), plain_power(c, line.trump), c))
    bad = [c for c in candidates if c in fillers and _violates(c, deal.dealer, line)]
    pick = (bad or [c for c in candidates if _violates(c, deal.dealer, line)] or candidates or [None])[0]
    return pick, True, len(bad) <= 1


def _discards(hand: Sequence[Card], lines: Sequence[_Line], deal: EGNDeal,
              fillers: Set[Card]) -> tuple[list[tuple[Card | None, bool] | None], bool]:
    """The dealer's (discard, not in the file) in each line (None where the dealer did not pick up),
    and whether the inferred cards fit every line."""
    out: list[tuple[Card | None, bool] | None] = []
    main: Card | None = None
    fits = True
    avoid = {c for line in lines if line.shares_bidding for _, c in line.played.get(deal.dealer, ())}
    for line in lines:
        if not line.pickup:
            out.append(None)
            continue
        forced = main if line.shares_bidding else None
        card, inferred, ok = _discard_for(hand, line, deal, fillers, forced, avoid if line.alt is None else set())
        fits = fits and ok
        if line.alt is None:
            main = card
        out.append((card, inferred))
    return out, fits


def _seat_fits(seat: int, hand: Sequence[Card], fillers: Set[Card], lines: Sequence[_Line], deal: EGNDeal) -> bool:
    """No inferred card (filler) may sit in a seat's hand in a suit the seat shows void in."""
    if seat == deal.dealer and not _discards(hand, lines, deal, fillers)[1]:
        return False
    for line in lines:
        if seat == deal.dealer and line.pickup:
            continue
        if any(c in fillers and _violates(c, seat, line) for c in +_held_rest(seat, hand, line, deal)):
            return False
    return True


_SEARCH_BUDGET = 20000


def _infer_hands(deal: EGNDeal, lines: Sequence[_Line], rules: Rules) -> tuple[list[list[Card]], list[set[Card]]]:
    n, k = rules.num_players, rules.hand_size
    fail = lines[0].problem
    if deal.player_cards is not None:
        hands = [list(h) for h in deal.player_cards]
        for s, h in enumerate(hands):
            if len(h) != k:
                raise fail(deal, f"'playerCards' gives {seat_name(s, n)} {len(h)} cards; each seat is dealt {k}")
        deck = set(build_deck(rules))
        dealt = Counter(c for h in hands for c in h)
        dealt[deal.upcard] += 1
        for card, count in dealt.items():
            if card not in deck:
                raise fail(deal, f"'playerCards' deals {card}, which is not in the {rules.deck_size}-card deck")
            if count > 1:
                also = " (it is also the upcard)" if card == deal.upcard else ""
                raise fail(deal, f"'playerCards' deals {card} more than once{also}")
        return hands, [set() for _ in range(n)]
    owner: dict[Card, tuple[int, str]] = {}
    must: list[list[Card]] = [[] for _ in range(n)]

    def claim(card: Card, seat: int, where: str) -> None:
        if card in owner:
            other, other_where = owner[card]
            if other != seat:
                raise fail(deal, f"{card} is held by {seat_name(other, n)} ({other_where}) and by "
                           f"{seat_name(seat, n)} ({where})")
            return
        owner[card] = (seat, where)
        must[seat].append(card)

    for line in lines:
        name = "main line" if line.alt is None else f"alternative line {line.alt}"
        for seat, plays in line.played.items():
            for t, card in plays:
                if not (card == deal.upcard and seat == deal.dealer):
                    claim(card, seat, f"{name}, trick {t}")
        if line.pickup and line.discard is not None and line.discard != deal.upcard:
            claim(line.discard, deal.dealer, f"{name}, the discard")
    for s in range(n):
        if len(must[s]) > k:
            shown = ", ".join(str(c) for c in must[s])
            raise fail(deal, f"{seat_name(s, n)} would need {len(must[s])} cards ({shown}), but is dealt {k}")
    pool = [c for c in build_deck(rules) if c != deal.upcard and c not in owner]

    def card_ok(seat: int, card: Card) -> bool:
        return seat == deal.dealer or not any(_violates(card, seat, line) for line in lines)

    order = sorted(range(n), key=lambda s: (sum(card_ok(s, c) for c in pool) - (k - len(must[s])), s))
    budget = [_SEARCH_BUDGET]

    def search(i: int, free: list[Card]) -> dict[int, list[Card]] | None:
        if i == len(order):
            return {}
        seat = order[i]
        candidates = [c for c in free if card_ok(seat, c)]
        for combo in combinations(candidates, k - len(must[seat])):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            hand = must[seat] + list(combo)
            if not _seat_fits(seat, hand, set(combo), lines, deal):
                continue
            found = search(i + 1, [c for c in free if c not in combo])
            if found is not None:
                found[seat] = hand
                return found
        return None

    found = search(0, pool)
    if found is None:
        for seat in order:
            need = k - len(must[seat])
            if sum(card_ok(seat, c) for c in pool) < need:
                voids = sorted({v.plural for line in lines for v in line.voids[seat]})
                raise fail(deal, f"no deal fits these plays: {seat_name(seat, n)} needs {need} more cards, but "
                           f"the unseen cards are {', '.join(map(str, pool))}, and {seat_name(seat, n)} shows no "
                           f"{' or '.join(voids)}")
        raise fail(deal, "no deal fits these plays: the unseen cards cannot be shared out without someone "
                   "holding a card of a suit they show void in")
    hands = [found[s] for s in range(n)]
    return hands, [set(hands[s]) - set(must[s]) for s in range(n)]


# ---- checking and replaying ----------------------------------------------------------------
def _renege_reason(who: str, card: Card, hand: Sequence[Card], trick: Sequence[Card], line: _Line,
                   seat: int, t: int) -> str:
    trump = line.trump
    led = effective_suit(trick[0], trump)
    assert led is not None
    followers = [c for c in hand if effective_suit(c, trump) == led]
    later = {c: when for when, c in line.played[seat] if when > t}
    held = ", ".join(f"{c}" + (f", played in trick {later[c]}" if c in later else "") for c in followers)
    reason = f"{who} played {card} but had to follow {led.plural} (holds {held}) — a renege"
    notes = [card_role(c, trump) for c in (trick[0], *followers, card) if is_left_bower(c, trump)]
    if notes:
        reason += "; " + "; ".join(dict.fromkeys(notes))
    return reason


def _scan(line: _Line, deal: EGNDeal, hands: Sequence[Sequence[Card]], discard: Card | None,
          rules: Rules) -> list[Problem]:
    """Every renege (and card not held) in the line, without stopping at the first."""
    held = [list(h) for h in hands]
    if line.pickup:
        held[deal.dealer].append(deal.upcard)
        if discard in held[deal.dealer]:
            held[deal.dealer].remove(discard)
    problems = []
    for t, (cards, seats) in enumerate(zip(line.tricks, line.seats, strict=False), 1):
        for pos, (card, seat) in enumerate(zip(cards, seats, strict=True)):
            who = seat_name(seat, rules.num_players)
            hand = held[seat]
            if card not in hand:
                problems.append(Problem(f"{who} played {card}, which is not in {who}'s hand "
                                        f"({', '.join(map(str, hand)) or 'no cards left'})", deal.number, line.alt, t))
                continue
            if card not in legal_plays(hand, cards[:pos], line.trump, rules):
                problems.append(Problem(_renege_reason(who, card, hand, cards[:pos], line, seat, t),
                                        deal.number, line.alt, t))
            hand.remove(card)
    return problems


def _play_line(line: _Line, deal: EGNDeal, hands: Sequence[Sequence[Card]], discard: Card | None,
               rules: Rules) -> HandState:
    try:
        state = new_hand(rules, deal.dealer, hands=hands, upcard=deal.upcard)
    except EuchreError as exc:
        raise line.problem(deal, str(exc)) from None
    state = _bid(state, line, deal, discard or deal.upcard)
    for t, cards in enumerate(line.tricks, 1):
        for card in cards:
            who = seat_name(state.to_act or 0, rules.num_players)
            try:
                state = state.apply(Play(card))
            except IllegalActionError as exc:
                raise line.problem(deal, f"{who} cannot play {card}: {exc}", t) from None
    return state


@dataclass
class _DealOutcome:
    problems: list[Problem]
    main: LineReplay | None = None
    hands: list[list[Card]] = field(default_factory=list)
    inferred: list[set[Card]] = field(default_factory=list)
    alternatives: list[LineReplay] = field(default_factory=list)


def _replay_deal(deal: EGNDeal, rules: Rules) -> _DealOutcome:
    if deal.upcard not in build_deck(rules):
        return _DealOutcome([Problem(f"the upcard {deal.upcard} is not in the {rules.deck_size}-card deck",
                                     deal.number)])
    if deal.upcard.is_joker:
        return _DealOutcome([Problem("the Joker is turned up, and EGN does not record the suit the dealer names for "
                                     "it; this is not supported yet", deal.number)])
    lines, problems = _resolve_lines(deal)
    mapped = []
    main_failures: set[tuple[str, int | None, int | None]] = set()
    for line in lines:
        try:
            _map_line(line, deal, rules)
            mapped.append(line)
        except _Fail as exc:
            p = exc.problem
            if (p.reason, p.trick, p.call) not in main_failures:  # an alternative inheriting the same fault
                problems.append(p)
            if line.alt is None:
                main_failures.add((p.reason, p.trick, p.call))
    if not mapped or mapped[0].alt is not None:
        return _DealOutcome(problems)
    try:
        hands, inferred = _infer_hands(deal, mapped, rules)
    except _Fail as exc:
        return _DealOutcome([*problems, exc.problem])
    out = _DealOutcome(problems, hands=hands, inferred=inferred)
    discards = _discards(hands[deal.dealer], mapped, deal, inferred[deal.dealer])[0]
    main_discard = discards[0][0] if discards[0] else None
    for line, chosen in zip(mapped, discards, strict=True):
        discard, guessed = None, False
        if chosen is not None:
            discard, guessed = chosen
            if discard is None:
                held = ", ".join(map(str, hands[deal.dealer]))
                reason = (f"the dealer discards {line.discard}, which is not among the dealer's cards ({held} and "
                          f"the upcard {deal.upcard})" if line.discard is not None else
                          f"the dealer plays {main_discard}, but that is the dealer's discard in the main line, "
                          "before this line branches")
                out.problems.append(Problem(reason, deal.number, line.alt))
                continue
        reneges = _scan(line, deal, hands, discard, rules)
        if reneges:
            out.problems.extend(reneges)
            continue
        try:
            state = _play_line(line, deal, hands, discard, rules)
        except _Fail as exc:
            out.problems.append(exc.problem)
            continue
        replayed = LineReplay(line.record, state, discard, guessed)
        if line.alt is None:
            out.main = replayed
        else:
            out.alternatives.append(replayed)
    return out


def _replay(game: EGNGame) -> tuple[list[DealReplay], list[Problem]]:
    score = tuple(game.metadata.initial_score)
    deals: list[DealReplay] = []
    problems: list[Problem] = []
    if game.rules.num_players != 4:
        problems.append(Problem(f"EGN deals for {game.rules.num_players} players are not supported yet: EGN's team "
                                "scores assume four seats in two partnerships"))
        return deals, problems
    for deal in game.deals:
        out = _replay_deal(deal, game.rules)
        problems.extend(out.problems)
        if out.main is None:
            continue
        before = score
        if out.main.state.is_over:
            score = tuple(a + b for a, b in zip(score, out.main.state.result.points, strict=True))
        deals.append(DealReplay(
            line=deal, state=out.main.state, discard=out.main.discard, discard_inferred=out.main.discard_inferred,
            hands=tuple(tuple(h) for h in out.hands), inferred=tuple(frozenset(s) for s in out.inferred),
            score_before=before, score_after=score, alternatives=tuple(out.alternatives),
        ))
    final = game.metadata.final_score
    complete = len(deals) == len(game.deals) and all(d.is_complete for d in deals)
    if final is not None and complete and not problems and tuple(final) != score:
        problems.append(Problem(f"'finalScore' is {final[0]}–{final[1]}, but the deals add up to "
                                f"{score[0]}–{score[1]} from the initial score"))
    return deals, problems


def replay(game: EGNGame) -> GameReplay:
    """Play every deal (and every alternative line) through the engine.

    Raises EGNReplayError (an EGNError) at the first renege or inconsistency; `check` lists them all.
    """
    deals, problems = _replay(game)
    if problems:
        raise EGNReplayError(problems[0])
    return GameReplay(game, tuple(deals))


def check(game: EGNGame) -> list[Problem]:
    """Every renege and inconsistency in the game, in file order (an empty list when it is clean)."""
    return _replay(game)[1]


def iter_actions(state: HandState) -> Iterator[tuple[HandState, int | None, int | None]]:
    """Walk a replayed line: (state after the action, EGN call index or None, EGN play index or None).

    The indexes are the ones EGN annotations use (the discard and defending alone have neither)."""
    calls = plays = 0
    for node in state.path()[1:]:
        parent = node.parent
        assert parent is not None
        if parent.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            yield node, calls, None
            calls += 1
        elif isinstance(node.last_action, Play):
            yield node, None, plays
            plays += 1
        else:
            yield node, None, None
