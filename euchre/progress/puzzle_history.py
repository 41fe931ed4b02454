"""A learner's puzzle history (`euchre.puzzles.history`) kept in the progress store: each first attempt is
an answer of kind "puzzle" whose question code is the puzzle ID and whose answer holds the mode, the cards
played and the puzzle's rating as JSON."""

from __future__ import annotations

import json

from euchre.engine.rules import Rules
from euchre.progress.records import AnswerRecord, clean_learner
from euchre.progress.store import ProgressStore
from euchre.puzzles.history import KIND, PuzzleResult


class StoreHistory:
    """The history of one learner in a `euchre.progress.ProgressStore`."""

    def __init__(self, store: ProgressStore, learner: str) -> None:
        self.store = store
        self.learner = clean_learner(learner)

    def results(self) -> list[PuzzleResult]:
        records = self.store.answers(learner=self.learner)
        out = []
        for r in records:
            if r.kind != KIND:
                continue
            try:
                extra = json.loads(r.answer)
            except ValueError:
                extra = {}
            out.append(PuzzleResult(
                puzzle_id=r.question_code, solved=bool(r.correct), rating=int(extra.get("rating", 1500)),
                at=float(r.answered_at), mode=str(extra.get("mode", "practice")), run=str(extra.get("run", "")),
                moves=tuple(extra.get("moves", ())), rules_name=r.rules_name,
            ))
        return out

    def record(self, result: PuzzleResult) -> None:
        answer = {"mode": result.mode, "moves": list(result.moves), "rating": result.rating}
        if result.run:
            answer["run"] = result.run
        self.store.record(AnswerRecord(
            learner=self.learner, question_code=result.puzzle_id, kind=KIND, rules_name=result.rules_name,
            rules_options=json.dumps(Rules.preset(result.rules_name).options(), sort_keys=True),
            answer=json.dumps(answer, ensure_ascii=False), correct=result.solved, answered_at=result.at,
        ))
