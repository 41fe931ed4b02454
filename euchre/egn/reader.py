"""Reading EGN JSON into records: `loads` and `load`.

The reader checks every field it relies on and names the deal, the phase and the field in its
errors; the JSON schema (`euchre.egn.schema`) is only a backstop for limits such as lengths.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from typing import IO, Any

from euchre.egn.errors import EGNUnsupportedError
from euchre.egn.json_kinds import TYPE_WORDS, kind_of, snippet
from euchre.egn.notation import CALLS, UNSUPPORTED_CALLS, card_at
from euchre.egn.records import FILE_TYPE, Annotations, EGNAlternative, EGNDeal, EGNGame, EGNMetadata, EGNPlayer
from euchre.egn.replays import replay
from euchre.egn.rulesets import rules_from_egn
from euchre.egn.schema import validate_schema
from euchre.errors import EGNError
from euchre.rules import Rules
from euchre.seats import seat_name

_MISSING: Any = object()


def _get(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = _MISSING) -> Any:
    if key not in obj:
        if default is _MISSING:
            raise EGNError(f"{where}: {key!r} is missing")
        return default
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        want = " or ".join(TYPE_WORDS.get(k, k.__name__) for k in kinds)
        raise EGNError(f"{where}: {key!r} must be {want}, not {kind_of(value)} ({snippet(value)})")
    return value


def _only(obj: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise EGNError(f"{where}: unknown field {key!r}")


def _annotations(raw: Any, count: int, what: str, where: str) -> Annotations:
    if not isinstance(raw, dict):
        raise EGNError(f"{where}: {what} annotations must be an object, not {kind_of(raw)}")
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
        raise EGNError(f"{where}: 'phases' must be a list, not {kind_of(phases)}")
    out: dict[str, Any] = {"has_bidding": False, "has_play": False}
    for k, phase in enumerate(phases):
        if not isinstance(phase, dict):
            raise EGNError(f"{where}: phase {k} must be an object, not {kind_of(phase)}")
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
            raise EGNError(f"{where}, call {k}: a call is a string, not {kind_of(call)} ({snippet(call)})")
        if call in UNSUPPORTED_CALLS:
            what = UNSUPPORTED_CALLS[call]
            raise EGNUnsupportedError(f"{where}, call {k}: {call!r} ({what}) is not supported in standard Euchre")
        if call not in CALLS:
            valid = ", ".join(CALLS)
            raise EGNError(f"{where}, call {k}: call {snippet(call)} is not a valid call (calls are {valid})")
    fields: dict[str, Any] = {
        "has_bidding": True,
        "calls": tuple(calls),
        "alone": _get(phase, "isAlone", bool, where, False),
        "alone_defender": _get(phase, "aloneDefender", int, where, None),
    }
    if "discard" in phase:
        fields["discard"] = card_at(phase["discard"], f"{where}, discard")
    if "callAnnotations" in phase:
        fields["call_annotations"] = _annotations(phase["callAnnotations"], len(calls), "call", where)
    return fields


def _play_fields(phase: Mapping[str, Any], where: str) -> dict[str, Any]:
    _only(phase, ("phaseNumber", "type", "tricks", "isAlone", "playAnnotations"), where)
    raw = _get(phase, "tricks", list, where)
    tricks = []
    for t, trick in enumerate(raw, 1):
        if not isinstance(trick, list):
            raise EGNError(f"{where}, trick {t}: a trick must be a list of cards, not {kind_of(trick)}")
        tricks.append(tuple(card_at(c, f"{where}, trick {t}") for c in trick))
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
        raise EGNError(f"deal {index}: a deal must be an object, not {kind_of(raw)}")
    number = _get(raw, "dealNumber", int, f"deal {index}")
    where = f"deal {number}"
    _only(raw, ("dealNumber", "initialState", "phases", "alternativeLines"), where)
    init = _get(raw, "initialState", dict, where)
    _only(init, ("dealer", "upCard", "playerCards"), where)
    dealer = _get(init, "dealer", int, where)
    if not 0 <= dealer < num_players:
        raise EGNError(f"{where}: dealer {dealer} is not a seat (seats are 0 to {num_players - 1})")
    upcard = card_at(_get(init, "upCard", str, where), f"{where}, upCard")
    player_cards = None
    if "playerCards" in init:
        hands = _get(init, "playerCards", list, where)
        if len(hands) != num_players or not all(isinstance(h, list) for h in hands):
            raise EGNError(f"{where}: 'playerCards' must hold one list of cards for each of the {num_players} seats")
        player_cards = tuple(
            tuple(card_at(c, f"{where}, {seat_name(s, num_players)}'s cards") for c in h) for s, h in enumerate(hands)
        )
    fields = _line_fields(_get(raw, "phases", list, where), where, alternative=False)
    alternatives = []
    for a, alt in enumerate(_get(raw, "alternativeLines", list, where, []), 1):
        alt_where = f"{where}, alternative line {a}"
        if not isinstance(alt, dict):
            raise EGNError(f"{alt_where}: must be an object, not {kind_of(alt)}")
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
        raise EGNError(f"{where}: a player is a name or an object with a 'name', not {kind_of(raw)}")
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
        raise EGNError(f"{where}: {key!r} must be two whole numbers [team 0/2, team 1/3], not {snippet(raw)}")
    return (raw[0], raw[1])


def _metadata_from_json(raw: Any) -> tuple[EGNMetadata, Rules, tuple[str, ...] | None]:
    where = "metadata"
    if not isinstance(raw, dict):
        raise EGNError(f"metadata must be an object, not {kind_of(raw)}")
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
        raise EGNError(f"an EGN file holds a JSON object, not {kind_of(data)}")
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
        validate_schema(data)
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
