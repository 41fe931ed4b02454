"""From EGN hand records (`euchre.engine.egn`) to what the replay widget shows."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path
from typing import Any

from euchre.engine import egn
from euchre.i18n import _, pgettext

DATA_DIR = Path(str(resources.files("euchre") / "data")).resolve()


def example_path(name: str) -> Path:
    """A lesson's example record shipped in `euchre/data/` (e.g. "lesson_hand.egn")."""
    path = DATA_DIR / name
    if not path.is_file():
        raise FileNotFoundError(f"no example record called {name!r} in euchre/data")
    return path


def load_game(source: str | os.PathLike[str] | egn.EGNGame) -> egn.EGNGame:
    """A game from a path (or a game already loaded).

    Records shipped with the app are loaded without the JSON-schema pass, whose first use costs
    over a second of page load; the tests check those files against the schema instead.
    """
    if isinstance(source, egn.EGNGame):
        return source
    shipped = Path(source).resolve().is_relative_to(DATA_DIR)
    return egn.load(source, verify=not shipped)


def said(text: str) -> str:
    """A record's title or note in the current language: the records shipped for the lessons are in
    the catalogue (msgctxt "record", extracted by `euchre.i18n.tools`); any other text is shown as
    written."""
    return pgettext("record", text)


def egn_replay_args(source: str | os.PathLike[str] | egn.EGNGame, deal: int = 0) -> dict[str, Any]:
    """The ReplayWidget arguments for one deal: final state, names, title, annotations by step,
    and the cards the record does not show (inferred by the replay, so marked as guesses). The title
    and the annotations are in the current language (`said`)."""
    game = load_game(source)
    replayed = egn.replay(game)
    if not 0 <= deal < len(replayed.deals):
        raise IndexError(f"this record has {len(replayed.deals)} deals, numbered from 0; there is no deal {deal}")
    played = replayed.deals[deal]
    record = played.deal
    annotations: dict[int, str] = {}
    for step, (_node, call, play) in enumerate(egn.iter_actions(played.state), start=1):
        notes = record.call_notes(call) if call is not None else record.play_notes(play) if play is not None else ()
        if notes:
            annotations[step] = " ".join(said(note) for note in notes)
    meta = game.metadata
    title = said(meta.title) if meta.title else ""
    if len(replayed.deals) > 1:
        n, total = deal + 1, len(replayed.deals)
        title = _("{title} · deal {n} of {total}", title=title, n=n, total=total) if title else _("Deal {n}", n=n)
    return {
        "state": played.state,
        "names": [meta.player_name(seat) or "" for seat in range(played.state.num_players)],
        "title": title,
        "annotations": annotations,
        "inferred": played.inferred,
        "discard_unknown": played.discard_inferred,
    }
