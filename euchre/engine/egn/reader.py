"""Reading EGN JSON into records: `loads` and `load` for a game, `loads_match` and `load_match` for
a match file (EMN), `load_any` for either.

The reader checks every field it relies on and names the deal, the phase and the field in its
errors; the JSON schema (`euchre.engine.egn.schema`) is only a backstop for limits such as lengths. Files
of EGN 1.0 and 1.1 are brought to the current shape first (`euchre.engine.egn.versions`), and every input
passes the limits of `euchre.engine.egn.limits` (size, file kind, numbers, nesting) before it is parsed.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import IO, Any

from euchre.engine.cards import Card
from euchre.engine.egn import places
from euchre.engine.egn.errors import EGNUnsupportedError
from euchre.engine.egn.json_kinds import kind_of, snippet, type_words
from euchre.engine.egn.limits import parse_json, read_source
from euchre.engine.egn.notation import CALLS, UNSUPPORTED_CALLS, card_at
from euchre.engine.egn.records import (
    FILE_TYPE,
    MATCH_FILE_TYPE,
    MATCH_FORMATS,
    MATCH_STATUSES,
    Annotations,
    EGNAlternative,
    EGNDeal,
    EGNGame,
    EGNMatch,
    EGNMatchGame,
    EGNMatchResult,
    EGNMetadata,
    EGNPlayer,
)
from euchre.engine.egn.replays import replay, replay_match
from euchre.engine.egn.rulesets import rules_from_egn
from euchre.engine.egn.schema import validate_schema
from euchre.engine.egn.versions import is_legacy, parse_version, schema_copy, upgrade
from euchre.engine.errors import EGNError, Refusal
from euchre.engine.rules import Rules
from euchre.engine.seats import seat_name

_MISSING: Any = object()


def _get(obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = _MISSING) -> Any:
    if key not in obj:
        if default is _MISSING:
            raise EGNError(places.at(where, Refusal("egn_field_missing", {"key": key})))
        return default
    value = obj[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise EGNError(places.at(where, Refusal("egn_field_kind", {
            "key": key, "kinds": tuple(type_words(k) for k in kinds), "found": kind_of(value),
            "value": snippet(value)})))
    return value


def _only(obj: Mapping[str, Any], allowed: Sequence[str], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise EGNError(places.at(where, Refusal("egn_unknown_field", {"field": key})))


def _annotations(raw: Any, count: int, what: str, where: str) -> Annotations:
    """`what` is "call" or "play": the annotations of a bidding or a trick-play phase."""
    calls = what == "call"
    if not isinstance(raw, dict):
        found = kind_of(raw)
        raise EGNError(places.at(where, Refusal("egn_call_annotations_object", {"found": found}) if calls
                                 else Refusal("egn_play_annotations_object", {"found": found})))
    out: dict[int, tuple[str, ...]] = {}
    for key, texts in raw.items():
        if not key.isdigit() or not key.isascii() or len(key) > 6:
            shown = key
            raise EGNError(places.at(where, Refusal("egn_annotation_key_index_call", {"key": shown}) if calls
                                     else Refusal("egn_annotation_key_index_play", {"key": shown})))
        index = int(key)
        if index in out:
            raise EGNError(places.at(where, Refusal("egn_two_annotations_call", {"index": index}) if calls
                                     else Refusal("egn_two_annotations_play", {"index": index})))
        if index >= count:
            reason = "egn_annotation_refers_call_but" if calls else "egn_annotation_refers_play_but"
            raise EGNError(places.at(where, Refusal(reason, {"n": count, "index": index})))
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise EGNError(places.at(where, Refusal("egn_annotation_call_list_strings", {"index": index})
                                     if calls else
                                     Refusal("egn_annotation_play_list_strings", {"index": index})))
        out[index] = tuple(texts)
    return tuple(sorted(out.items()))


_BIDDING_FIELDS = ("phaseNumber", "type", "calls", "isAlone", "aloneDefender", "discard", "cardExchanges",
                   "callAnnotations")
_PLAY_FIELDS = ("phaseNumber", "type", "tricks", "isAlone", "playAnnotations")
_LEGACY_PLAY_FIELDS = (*_PLAY_FIELDS, "initialLead")


def _line_fields(phases: Any, where: str, *, alternative: bool, legacy: bool = False) -> dict[str, Any]:
    if not isinstance(phases, list):
        raise EGNError(places.at(where, Refusal("egn_phases_list", {"found": kind_of(phases)})))
    out: dict[str, Any] = {"has_bidding": False, "has_play": False}
    for k, phase in enumerate(phases):
        if not isinstance(phase, dict):
            raise EGNError(places.at(where, Refusal("egn_phase_object", {"number": k, "found": kind_of(phase)})))
        kind = _get(phase, "type", str, places.within(where, places.phase(k)))
        _get(phase, "phaseNumber", int, places.within(where, places.phase(k)))
        if kind == "EUCHRE_BIDDING":
            if out["has_bidding"] or out["has_play"]:
                raise EGNError(places.at(where, Refusal("egn_bidding_phase_come_first")))
            out.update(_bidding_fields(phase, where))
        elif kind == "TRICK_PLAY":
            if out["has_play"]:
                raise EGNError(places.at(where, Refusal("egn_more_than_one_trick")))
            out.update(_play_fields(phase, where, legacy))
        else:
            raise EGNError(places.at(where, Refusal("egn_phase_has_type_egn", {"number": k, "type": kind})))
    if out["has_play"] and not out["has_bidding"] and not alternative:
        raise EGNError(places.at(where, Refusal("egn_trick_play_recorded_without")))
    return out


def _bidding_fields(phase: Mapping[str, Any], where: str) -> dict[str, Any]:
    _only(phase, _BIDDING_FIELDS, where)
    if "cardExchanges" in phase:
        raise EGNUnsupportedError(places.at(where, Refusal("egn_cardexchanges_partner_best_supported")))
    calls = _get(phase, "calls", list, where)
    for k, call in enumerate(calls, 1):
        here = places.within(where, places.call(k))
        if not isinstance(call, str):
            raise EGNError(places.at(here, Refusal("egn_call_not_text", {"found": kind_of(call),
                                                                         "value": snippet(call)})))
        if call in UNSUPPORTED_CALLS:
            raise EGNUnsupportedError(places.at(here, Refusal("egn_call_not_played", {"call": call})))
        if call not in CALLS:
            raise EGNError(places.at(here, Refusal("egn_not_a_call", {"call": snippet(call), "valid": CALLS})))
    fields: dict[str, Any] = {
        "has_bidding": True,
        "calls": tuple(calls),
        "alone": _get(phase, "isAlone", bool, where, False),
        "alone_defender": _get(phase, "aloneDefender", int, where, None),
    }
    if "discard" in phase:
        fields["discard"] = card_at(phase["discard"], places.within(where, Refusal("egn_discard")))
    if "callAnnotations" in phase:
        fields["call_annotations"] = _annotations(phase["callAnnotations"], len(calls), "call", where)
    return fields


def _play_fields(phase: Mapping[str, Any], where: str, legacy: bool = False) -> dict[str, Any]:
    _only(phase, _LEGACY_PLAY_FIELDS if legacy else _PLAY_FIELDS, where)
    raw = _get(phase, "tricks", list, where)
    tricks = []
    for t, trick in enumerate(raw, 1):
        if not isinstance(trick, list):
            raise EGNError(places.at(places.within(where, places.trick(t)),
                                     Refusal("egn_trick_list_cards", {"found": kind_of(trick)})))
        tricks.append(tuple(card_at(c, places.within(where, places.trick(t))) for c in trick))
    fields: dict[str, Any] = {"has_play": True, "tricks": tuple(tricks),
                              "play_alone": _get(phase, "isAlone", bool, where, None)}
    if "initialLead" in phase:
        fields["initial_lead"] = _get(phase, "initialLead", int, where)
    if "playAnnotations" in phase:
        count = sum(len(t) for t in tricks)
        fields["play_annotations"] = _annotations(phase["playAnnotations"], count, "play", where)
    return fields


def _cards_at(raw: list[Any], where: str, legacy: bool) -> tuple[Card, ...]:
    """A list of cards; in a 1.0/1.1 file "" stands for a card nobody saw and is left out."""
    return tuple(card_at(c, where) for c in raw if not (legacy and c == ""))


def _deal_from_json(raw: Any, index: int, num_players: int, legacy: bool = False) -> EGNDeal:
    if isinstance(raw, str):
        raise EGNUnsupportedError(places.at(places.deal(index), Refusal("egn_deal_egn_compact_base")))
    if not isinstance(raw, dict):
        raise EGNError(places.at(places.deal(index), Refusal("egn_deal_object", {"found": kind_of(raw)})))
    number = _get(raw, "dealNumber", int, places.deal(index))
    where = places.deal(number)
    _only(raw, ("dealNumber", "initialState", "phases", "alternativeLines"), where)
    init = _get(raw, "initialState", dict, where)
    _only(init, ("dealer", "upCard", "playerCards", *(("kitty",) if legacy else ())), where)
    dealer = _get(init, "dealer", int, where)
    if not 0 <= dealer < num_players:
        raise EGNError(places.at(where, Refusal("egn_dealer_seat_seats_are", {"dealer": dealer,
                                                                              "last": num_players - 1})))
    upcard = card_at(_get(init, "upCard", str, where), places.within(where, "upCard"))
    player_cards = None
    if "playerCards" in init:
        hands = _get(init, "playerCards", list, where)
        if len(hands) > num_players or not all(isinstance(h, list) for h in hands):
            raise EGNError(places.at(where, Refusal("egn_playercards_hold_list_cards", {"most": num_players})))
        hands = hands + [[] for _seat in range(num_players - len(hands))]
        player_cards = tuple(
            _cards_at(h, places.within(where, Refusal("egn_seats_cards", {"seat": s, "num_players": num_players})),
                      legacy) for s, h in enumerate(hands))
    kitty = None
    if "kitty" in init:
        kitty = _cards_at(_get(init, "kitty", list, where), places.within(where, Refusal("egn_kitty")), legacy)
    fields = _line_fields(_get(raw, "phases", list, where), where, alternative=False, legacy=legacy)
    alternatives = []
    for a, alt in enumerate(_get(raw, "alternativeLines", list, where, []), 1):
        alt_where = places.within(where, places.alternative(a))
        if not isinstance(alt, dict):
            raise EGNError(places.at(alt_where, Refusal("egn_object", {"found": kind_of(alt)})))
        _only(alt, ("branchIndex", "phases"), alt_where)
        branch = _get(alt, "branchIndex", int, alt_where)
        if branch < 0:
            raise EGNError(places.at(alt_where, Refusal("egn_branchindex_negative")))
        alt_fields = _line_fields(_get(alt, "phases", list, alt_where), alt_where, alternative=True, legacy=legacy)
        if not (alt_fields["has_bidding"] or alt_fields["has_play"]):
            raise EGNError(places.at(alt_where, Refusal("egn_alternative_line_needs_least")))
        alternatives.append(EGNAlternative(branch_index=branch, **alt_fields))
    return EGNDeal(number=number, dealer=dealer, upcard=upcard, player_cards=player_cards,
                   alternative_lines=tuple(alternatives), kitty=kitty, **fields)


def _player(raw: Any, where: str) -> str | EGNPlayer:
    if isinstance(raw, str):
        return raw
    if not isinstance(raw, dict):
        raise EGNError(places.at(where, Refusal("egn_player_name_object_name", {"found": kind_of(raw)})))
    _only(raw, ("id", "name", "playerIds"), where)
    ids = []
    for entry in _get(raw, "playerIds", list, where, []):
        if not isinstance(entry, dict):
            raise EGNError(places.at(where, Refusal("egn_each_playerids_object_id")))
        _only(entry, ("id", "source"), where)
        ids.append((_get(entry, "id", str, where), _get(entry, "source", str, where)))
    return EGNPlayer(_get(raw, "name", str, where), _get(raw, "id", str, where, None), tuple(ids))


def _score(raw: Any, key: str, where: str) -> tuple[int, int]:
    if not isinstance(raw, list) or len(raw) != 2 or not all(type(v) is int for v in raw):
        raise EGNError(places.at(where, Refusal("egn_two_whole_numbers_team", {"key": repr(key),
                                                                               "value": snippet(raw)})))
    return (raw[0], raw[1])


def _metadata_from_json(raw: Any) -> tuple[EGNMetadata, Rules, tuple[str, ...] | None]:
    where = "metadata"
    if not isinstance(raw, dict):
        raise EGNError(Refusal("egn_metadata_object", {"found": kind_of(raw)}))
    _only(raw, ("gameId", "title", "description", "players", "initialScore", "finalScore", "date", "ruleset"), where)
    players = tuple(_player(p, places.within(where, places.player(i)))
                    for i, p in enumerate(_get(raw, "players", list, where)))
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


def _game_from_json(data: Any, in_match: bool = False) -> tuple[EGNGame, Any]:
    """The game, and the JSON the schema should check (a legacy file's, brought up to date).
    `in_match`: the game is a match's `gameData`, not a file of its own."""
    where = "gameData" if in_match else places.the_file()
    if not isinstance(data, dict):
        raise EGNError(Refusal("egn_egn_file_holds_json", {"found": kind_of(data)}))
    file_type = data.get("fileType")
    if file_type == MATCH_FILE_TYPE and not in_match:
        raise EGNError(places.at(where, Refusal("egn_file_match_several_games", {"type": MATCH_FILE_TYPE})))
    if isinstance(file_type, str) and file_type != FILE_TYPE:
        raise EGNError(places.at(where, Refusal("egn_file_type_is", {"found": file_type, "wanted": repr(FILE_TYPE)})))
    version = _get(data, "version", str, where)
    parse_version(version)
    legacy = is_legacy(version)
    if legacy:
        data = upgrade(data)
    _only(data, ("fileType", "version", "metadata", "deals"), where)
    file_type = _get(data, "fileType", str, where)
    if file_type != FILE_TYPE:
        raise EGNError(places.at(where, Refusal("egn_file_type_is", {"found": file_type, "wanted": repr(FILE_TYPE)})))
    meta, rules, keys = _metadata_from_json(_get(data, "metadata", dict, where))
    raw_deals = _get(data, "deals", list, where)
    deals = tuple(_deal_from_json(d, i, rules.num_players, legacy) for i, d in enumerate(raw_deals))
    game = EGNGame(metadata=meta, rules=rules, deals=deals, version=version, ruleset_keys=keys)
    return game, schema_copy(data) if legacy else data


def _text(raw: Mapping[str, Any], key: str, where: str) -> str | None:
    value: str | None = _get(raw, key, str, where, None)
    return value


def _match_from_json(data: Any) -> tuple[EGNMatch, list[Any]]:
    where = places.the_match()
    if not isinstance(data, dict):
        raise EGNError(Refusal("egn_emn_file_holds_json", {"found": kind_of(data)}))
    _only(data, ("fileType", "version", "metadata", "games"), where)
    if _get(data, "fileType", str, where) != MATCH_FILE_TYPE:
        raise EGNError(places.at(where, Refusal("egn_not_a_match_file", {"wanted": repr(MATCH_FILE_TYPE)})))
    version = _get(data, "version", str, where)
    if version not in ("1.0",) and not version.startswith("1.0."):
        raise EGNUnsupportedError(places.at(where, Refusal("egn_emn_version_supported_reader", {"version": version})))
    raw_meta = _get(data, "metadata", dict, where)
    mwhere = places.match_metadata()
    _only(raw_meta, ("matchId", "title", "description", "date", "players", "matchFormat", "result"), mwhere)
    players = []
    for i, raw in enumerate(_get(raw_meta, "players", list, mwhere)):
        pwhere = places.within(mwhere, places.player(i))
        player = _player(raw, pwhere)
        if not isinstance(player, EGNPlayer) or player.id is None:
            raise EGNError(places.at(pwhere, Refusal("egn_match_player_object_id")))
        if any(p.id == player.id for p in players):
            raise EGNError(places.at(pwhere, Refusal("egn_id_used_twice", {"id": player.id})))
        players.append(player)
    if not players:
        raise EGNError(places.at(mwhere, Refusal("egn_players_name_least_one")))
    fmt_type = fmt_target = None
    if "matchFormat" in raw_meta:
        fmt = _get(raw_meta, "matchFormat", dict, mwhere)
        fwhere = places.within(mwhere, "matchFormat")
        _only(fmt, ("type", "target"), fwhere)
        fmt_type = _get(fmt, "type", str, fwhere)
        if fmt_type not in MATCH_FORMATS:
            raise EGNError(places.at(fwhere, Refusal("egn_type_one", {"type": fmt_type, "known": MATCH_FORMATS})))
        fmt_target = _get(fmt, "target", int, fwhere, None)
        if fmt_target is not None and fmt_target < 1:
            raise EGNError(places.at(fwhere, Refusal("egn_target_least")))
    result = None
    if "result" in raw_meta:
        res = _get(raw_meta, "result", dict, mwhere)
        rwhere = places.within(mwhere, "result")
        _only(res, ("status", "winner", "scores"), rwhere)
        status = _get(res, "status", str, rwhere, None)
        if status is not None and status not in MATCH_STATUSES:
            raise EGNError(places.at(rwhere, Refusal("egn_status_one", {"status": status, "known": MATCH_STATUSES})))
        winner = _get(res, "winner", list, rwhere, [])
        if not all(isinstance(w, str) for w in winner):
            raise EGNError(places.at(rwhere, Refusal("egn_winner_list_player_ids")))
        scores = _get(res, "scores", dict, rwhere, {})
        if not all(type(v) in (int, float) for v in scores.values()):
            raise EGNError(places.at(rwhere, Refusal("egn_each_scores_number")))
        result = EGNMatchResult(status, tuple(winner), tuple(scores.items()))
    ids = {p.id for p in players}
    games: list[EGNMatchGame] = []
    checked: list[Any] = []
    for g, raw in enumerate(_get(data, "games", list, where)):
        gwhere = places.game(g)
        if not isinstance(raw, dict):
            raise EGNError(places.at(gwhere, Refusal("egn_game_match_object", {"found": kind_of(raw)})))
        _only(raw, ("gameIndex", "players", "gameData"), gwhere)
        index = _get(raw, "gameIndex", int, gwhere)
        gwhere = places.game(index)
        if index < 0 or any(m.index == index for m in games):
            raise EGNError(places.at(gwhere, Refusal("egn_gameindex_new_whole_number")))
        seats = _get(raw, "players", list, gwhere)
        if len(seats) != 4 or not all(isinstance(p, str) for p in seats) or len(set(seats)) != 4:
            raise EGNError(places.at(gwhere, Refusal("egn_players_different_player_ids")))
        for pid in seats:
            if pid not in ids:
                raise EGNError(places.at(gwhere, Refusal("egn_player_id_among_match", {"id": pid})))
        try:
            game, schema_data = _game_from_json(_seated(_get(raw, "gameData", dict, gwhere), seats, players),
                                                in_match=True)
        except EGNError as exc:
            raise type(exc)(places.at(gwhere, exc)) from None
        games.append(EGNMatchGame(index, tuple(seats), game))
        checked.append(schema_data)
    match = EGNMatch(players=tuple(players), games=tuple(games), title=_text(raw_meta, "title", mwhere),
                     description=_text(raw_meta, "description", mwhere), date=_text(raw_meta, "date", mwhere),
                     match_id=_text(raw_meta, "matchId", mwhere), format_type=fmt_type, format_target=fmt_target,
                     result=result, version=version)
    return match, checked


def _seated(game_data: dict[str, Any], seats: Sequence[str], players: Sequence[EGNPlayer]) -> dict[str, Any]:
    """A match's game with its players' names from the match's registry and seating when the game does
    not list them itself (the EMN specification's own example leaves them out)."""
    meta = game_data.get("metadata")
    if not isinstance(meta, dict) or "players" in meta:
        return game_data
    names = {p.id: p.name for p in players}
    return {**game_data, "metadata": {**meta, "players": [names[pid] for pid in seats]}}


def _schema_pass(verify: bool, schema: bool | None) -> bool:
    return verify if schema is None else schema


def _checked_game(data: Any, verify: bool, schema: bool | None) -> EGNGame:
    game, checked = _game_from_json(data)
    if _schema_pass(verify, schema):
        validate_schema(checked)
    if verify:
        replay(game)
    return game


def _checked_match(data: Any, verify: bool, schema: bool | None) -> EGNMatch:
    if isinstance(data, dict) and data.get("fileType") == MATCH_FILE_TYPE:
        match, checked = _match_from_json(data)
    else:
        game, one = _game_from_json(data)
        match, checked = _single_game_match(game), [one]
    if _schema_pass(verify, schema):
        for entry, game_data in zip(match.games, checked, strict=True):
            try:
                validate_schema(game_data)
            except EGNError as exc:
                raise EGNError(places.at(places.game(entry.index), exc)) from None
    if verify:
        replay_match(match)
    return match


def loads(text: str | bytes, *, verify: bool = True, schema: bool | None = None) -> EGNGame:
    """Read an EGN game (any published version, 1.0.0 to 1.4) from JSON text.

    The reader always checks the structure it relies on. With `verify` (the default) the file is
    also checked against the EGN JSON schema and every deal is replayed through the engine; the
    first renege or inconsistency raises EGNError (`check` lists them all). `schema` overrides
    whether the schema pass runs (by default it follows `verify`; its first use imports jsonschema,
    which can take a second or two). A match file (EMN) is refused with a pointer to `loads_match`.
    """
    return _checked_game(parse_json(text), verify, schema)


def loads_match(text: str | bytes, *, verify: bool = True, schema: bool | None = None) -> EGNMatch:
    """Read a Euchre Match Notation file (several games; see `loads` for `verify` and `schema`).
    A plain EGN game is read as a match of that one game."""
    return _checked_match(parse_json(text), verify, schema)


def _single_game_match(game: EGNGame) -> EGNMatch:
    names = [game.metadata.player_name(s) or seat_name(s) for s in range(4)]
    players = tuple(EGNPlayer(name, f"seat-{s}") for s, name in enumerate(names))
    return EGNMatch(players=players, games=(EGNMatchGame(0, tuple(p.id or "" for p in players), game),),
                    title=game.metadata.title, format_type="SINGLE_GAME")


def loads_any(text: str | bytes, *, verify: bool = True, schema: bool | None = None) -> EGNGame | EGNMatch:
    """An EGN game or an EMN match, whichever the text holds."""
    data = parse_json(text)
    if isinstance(data, dict) and data.get("fileType") == MATCH_FILE_TYPE:
        return _checked_match(data, verify, schema)
    return _checked_game(data, verify, schema)


Source = str | os.PathLike[str] | IO[str] | IO[bytes]


def load(source: Source, *, verify: bool = True, schema: bool | None = None) -> EGNGame:
    """Read an EGN game from a path or an open file (see `loads`). Only regular files are read, and
    at most `euchre.engine.egn.limits.MAX_BYTES` of them."""
    return loads(read_source(source), verify=verify, schema=schema)


def load_match(source: Source, *, verify: bool = True, schema: bool | None = None) -> EGNMatch:
    """Read an EMN match (or an EGN game, as a match of one) from a path or an open file."""
    return loads_match(read_source(source), verify=verify, schema=schema)


def load_any(source: Source, *, verify: bool = True, schema: bool | None = None) -> EGNGame | EGNMatch:
    """Read whichever an EGN game or an EMN match the path or open file holds."""
    return loads_any(read_source(source), verify=verify, schema=schema)
