"""Writing records back as EGN JSON: `to_json`, `dumps` and `dump`."""

from __future__ import annotations

import json
import os
from typing import IO, Any

from euchre.engine.egn.records import FILE_TYPE, VERSION, Annotations, EGNDeal, EGNGame, EGNLine, EGNPlayer
from euchre.engine.egn.rulesets import rules_to_egn
from euchre.engine.egn.versions import is_legacy


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
    """The game as a JSON-ready dict (what `dumps` writes). A game read from EGN 1.0 or 1.1 is
    written as 1.4, without the kitty and first leader that 1.2 dropped."""
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
    version = VERSION if is_legacy(game.version) else game.version  # written in today's shape
    return {"fileType": FILE_TYPE, "version": version, "metadata": meta,
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
