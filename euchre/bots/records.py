"""Saving a reviewed hand: an EGN file with the review's marks as annotations, or, for the variants EGN
cannot record (Bid Euchre, Hoyle's scores, renege mode, three- and two-handed play), the project's
extended record (`euchre.engine.records`) with the same notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from euchre.bots.review import Graded
from euchre.engine import egn, records
from euchre.engine.actions import Play
from euchre.engine.egn import EGNGame, EGNMetadata, EGNUnsupportedError
from euchre.engine.hands import HandLike
from euchre.engine.phases import Phase

State = HandLike

SEAT_LABELS = ("North", "East", "South", "West")


@dataclass(frozen=True)
class SavedRecord:
    """A record ready to download: its file name, its text, and which format it is in."""

    filename: str
    text: str
    format: str
    """"EGN" or "extended" (see `euchre.engine.records`)."""
    note: str = ""
    """Why the extended format was used, when it was."""


def step_indexes(final: State) -> list[tuple[int | None, int | None]]:
    """For every step of the hand, its EGN call index and play index (None where EGN has none)."""
    out: list[tuple[int | None, int | None]] = [(None, None)]
    calls = plays = 0
    for node in final.path()[1:]:
        parent = node.parent
        if parent.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO):
            out.append((calls, None))
            calls += 1
        elif isinstance(node.last_action, Play):
            out.append((None, plays))
            plays += 1
        else:
            out.append((None, None))
    return out


def egn_notes(final: State, graded: Sequence[Graded]) -> tuple[dict[int, list[str]], dict[int, list[str]]]:
    """The review's comments keyed as EGN annotations: (call notes, play notes). A discard or a decision
    to defend alone has no index of its own in EGN, so its note goes with the last call before it."""
    indexes = step_indexes(final)
    calls: dict[int, list[str]] = {}
    plays: dict[int, list[str]] = {}
    for g in graded:
        call, play = indexes[g.step]
        if play is not None:
            plays.setdefault(play, []).append(g.comment)
            continue
        if call is None:
            call = max((c for c, _ in indexes[: g.step] if c is not None), default=None)
        if call is not None:
            calls.setdefault(call, []).append(g.comment)
    return calls, plays


def save_reviewed(
    final: State, graded: Sequence[Graded], *, title: str = "A reviewed hand", players: Sequence[str] = SEAT_LABELS,
    description: str = "",
) -> SavedRecord:
    """The hand as an annotated record: EGN where EGN can hold it, the extended format otherwise."""
    try:
        call_notes, play_notes = egn_notes(final, graded)
        deal = egn.deal_from_state(final, call_notes=call_notes, play_notes=play_notes)
        meta = EGNMetadata(players=tuple(players), title=title, description=description or None)
        game = EGNGame(metadata=meta, rules=final.rules, deals=(deal,))
        return SavedRecord("reviewed-hand.egn", egn.dumps(game), "EGN")
    except EGNUnsupportedError as exc:
        why = str(exc)
    data = records.game_to_json([final], final.rules, title=title, players=list(players))
    _annotate_extended(data["deals"][0], final, graded)
    return SavedRecord("reviewed-hand.json", records.dumps(data), "extended", why)


def _annotate_extended(deal: dict[str, Any], final: State, graded: Sequence[Graded]) -> None:
    """Attach the comments to the extended record: by action index (standard family) or, for Bid Euchre,
    as play annotations and as notes on the auction and the declaration."""
    phases = deal["phases"]
    if phases and phases[0].get("type") == "ACTIONS":
        notes: dict[str, list[str]] = {}
        for g in graded:
            notes.setdefault(str(g.step - 1), []).append(g.comment)
        phases[0]["annotations"] = notes
        return
    indexes = step_indexes(final)
    by_type = {p["type"]: p for p in phases}
    for g in graded:
        _, play = indexes[g.step]
        if play is not None and "TRICK_PLAY" in by_type:
            by_type["TRICK_PLAY"].setdefault("playAnnotations", {}).setdefault(str(play), []).append(g.comment)
        else:
            where = by_type.get("TRUMP_DECLARATION") if g.before.phase is not Phase.AUCTION else None
            target = where or by_type["BID_AUCTION"]
            target.setdefault("notes", []).append(g.comment)
