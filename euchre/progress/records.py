"""One answered question as a plain value, as the store keeps it."""

from __future__ import annotations

import json
import time
import unicodedata
import uuid
from dataclasses import dataclass, field
from typing import Any

from euchre.engine.rules import Rules
from euchre.progress.concepts import concepts_for
from euchre.tutor import Feedback, Question
from euchre.tutor.question import rules_from_dict
from euchre.tutor.stored import stored_label, to_answer_ids

MAX_LEARNER = 80
"""Longest learner name kept (names are untrusted text: stored as given, escaped when shown)."""


@dataclass(frozen=True)
class AnswerRecord:
    """An answered question: who, which question (its code and kind), under which rules, what they
    answered, whether it was right, and when. `set_code` and `position` place it in a quiz set."""

    learner: str
    question_code: str
    kind: str
    rules_name: str
    rules_options: str
    """The ruleset's options as JSON (sorted keys), so a question can be rebuilt exactly."""
    answer: str
    """What the learner answered, as JSON: an answer id or a list of them (`euchre.tutor.answer_ids`).
    Rows written before ids hold English labels ("North", "Order it up"); `answer_label` reads both."""
    correct: bool
    answered_at: float
    """Seconds since the epoch (UTC)."""
    concepts: tuple[str, ...] = ()
    set_code: str = ""
    position: int = -1
    """The question's index in its set (0-based), or -1 outside a set."""
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)
    """A unique id made by the writer, so a retried write never stores an answer twice."""
    id: int | None = None
    """The store's row id (None before it is stored)."""

    @property
    def rules(self) -> Rules:
        return rules_from_dict({"name": self.rules_name, "options": json.loads(self.rules_options)})

    @property
    def answer_value(self) -> Any:
        return json.loads(self.answer)

    def answer_label(self) -> str:
        """What the learner answered, as the viewer reads it in the current language ("Kuzey",
        "J♦, 10♥"): new rows hold ids, old rows English labels, and both read the same; text that
        names no answer is shown as it was saved (escape it when showing it)."""
        try:
            value = self.answer_value
        except ValueError:
            return self.answer
        return stored_label(self.kind, self.question_code, self.rules, value)


_INVISIBLE = frozenset({"Cc", "Cf", "Co", "Cs", "Cn"})
"""Unicode categories a name never shows: controls, format characters (zero-width), private and unassigned."""


def clean_learner(name: object) -> str:
    """A learner name as stored: text in Unicode's compatibility form (NFKC, so a full-width "Ａｄａ" is
    "Ada"), without invisible characters (zero-width spaces and joiners, controls), spaces folded, at most
    MAX_LEARNER characters; so two names that look the same are the same learner. Raises ValueError for
    an empty name."""
    text = unicodedata.normalize("NFKC", str(name if name is not None else ""))
    text = "".join(ch for ch in text if unicodedata.category(ch) not in _INVISIBLE)
    text = " ".join(text.split())[:MAX_LEARNER]
    if not text:
        raise ValueError("a learner needs a name")
    return text


def answer_text(answer: object) -> str:
    """An answer as JSON: cards become their codes, other values their text."""
    def plain(value: object) -> Any:
        if value is None or isinstance(value, bool | int | float | str):
            return value
        if isinstance(value, list | tuple):
            return [plain(v) for v in value]
        return getattr(value, "code", str(value))

    return json.dumps(plain(answer), ensure_ascii=False)


def answer_record(
    learner: str,
    question: Question,
    answer: object,
    feedback: Feedback,
    *,
    set_code: str = "",
    position: int = -1,
    at: float | None = None,
) -> AnswerRecord:
    """The record of `learner` answering `question` with `answer`, graded as `feedback`."""
    return AnswerRecord(
        learner=clean_learner(learner),
        question_code=question.code,
        kind=question.kind,
        rules_name=question.rules.name,
        rules_options=json.dumps(question.rules.options(), sort_keys=True),
        answer=answer_text(to_answer_ids(question, answer)),
        correct=bool(feedback.correct),
        answered_at=time.time() if at is None else at,
        concepts=concepts_for(question),
        set_code=set_code,
        position=position,
    )
