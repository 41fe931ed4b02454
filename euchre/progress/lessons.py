"""Which lesson checks a learner has passed, and so which pages are done.

Every lesson page has short checks, one after each new idea (`LESSON_CHECKS`: the page id as in
`euchre.tutor.catalog`, then each check's id and the question it asks). A page is done once every one of
its checks has been answered right at least once.

    record_check("lessons/02_trump_and_bowers", "left-bower", correct=True)
    completed_pages()          # {"lessons/02_trump_and_bowers", ...}

Where a pass is kept, and under whose name:

- when the learner is known (the `learner` argument, else the name the environment gives:
  EUCHRE_TUTOR_LEARNER or JupyterHub's JUPYTERHUB_USER), in the progress store (`lesson_checks`
  table) under their name, so it lasts;
- on a page served to a browser (the server handed this kernel a signed visitor, see
  `euchre.progress.visitor`), in the progress store under that browser's anonymous learner
  ("~<browser id>"): each browser its own, never another's;
- on a served page without a visitor (a Voila kernel, or one started by the class server, that was
  handed nobody), in this kernel only: nothing is shared with other visitors;
- otherwise (personal use: JupyterLab, nbval) for the session: a small SQLite file in the temporary
  folder that every kernel of one app server shares (so the index sees what the lesson pages
  recorded), named by the server process and its start time. `EUCHRE_TUTOR_SESSION` names the
  session instead (tests use it);
- on a page of the static edition (the browser's own Python), in the browser's storage
  (`euchre.progress.browser`), so it lasts across reloads and browser restarts.
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from euchre.engine.rules import Rules
from euchre.i18n import N_
from euchre.progress.backends import Backend, Execute, SQLiteBackend
from euchre.progress.browser import BrowserLog, browser_log
from euchre.progress.records import clean_learner
from euchre.progress.store import BrowserStore, ProgressStore, StoreError, shared_store
from euchre.progress.visitor import KERNEL_ID_ENV, KEY_ENV, current_visitor
from euchre.tutor.codes import format_code

if TYPE_CHECKING:
    from euchre.tutor.placement import PlacementResult

log = logging.getLogger("euchre.progress.lessons")

LEARNER_ENVS = ("EUCHRE_TUTOR_LEARNER", "JUPYTERHUB_USER")
SESSION_ENV = "EUCHRE_TUTOR_SESSION"
SESSION_LEARNER = ""
"""The learner name session records are kept under (a real learner name is never empty)."""


@dataclass(frozen=True)
class LessonCheck:
    """One check: a question of `kind` at `difficulty` drawn from `seed`, under the preset `rules`.

    The question itself comes from `euchre.tutor` and is graded by the engine; `idea` says, in a
    few words, which idea of the lesson it checks."""

    page: str
    id: str
    idea: str
    kind: str
    difficulty: int = 1
    seed: int = 1
    rules: str = "standard"
    changes: tuple[tuple[str, object], ...] = ()
    """House-rule changes to the preset (a 32-card deck: `(("min_rank", 7),)`), named in `ruleset`."""

    @property
    def ruleset(self) -> Rules:
        rules = Rules.preset(self.rules)
        if not self.changes:
            return rules
        return rules.replace(**dict(self.changes))

    @property
    def code(self) -> str:
        return format_code(self.kind, self.difficulty, self.seed)


def _checks(page: str, *rows: tuple[object, ...]) -> tuple[LessonCheck, ...]:
    return tuple(LessonCheck(page, *row) for row in rows)  # type: ignore[arg-type]


_L = "lessons/"
LESSON_CHECKS: dict[str, tuple[LessonCheck, ...]] = {
    checks[0].page: checks
    for checks in (
        _checks(
            _L + "01_deck_and_ranks",
            ("led-suit", N_("who takes the trick"), "led_suit_wins", 1, 11),
        ),
        _checks(
            _L + "02_trump_and_bowers",
            ("trump-beats", N_("a trump in a trick"), "which_card_wins", 1, 12),
            ("trump-order", N_("the order of the trumps"), "rank_trumps", 1, 22),
            ("bowers", N_("the right and left bowers in a trick"), "which_card_wins", 2, 21),
        ),
        _checks(
            _L + "03_following_suit_and_winning_tricks",
            ("follow", N_("which cards you may play, and the left bower"), "legal_follow", 2, 31),
            ("winner", N_("which card takes a trick with trumps in it"), "which_card_wins", 3, 32),
            ("winner-leads", N_("who leads the next trick"), "next_leader", 1, 4),
        ),
        _checks(
            _L + "04_deal_kitty_upcard",
            ("deal-order", N_("who gets the cards first and last, and who deals next"), "the_deal", 2, 41),
        ),
        _checks(
            _L + "05_making_trump",
            ("discard-upcard", N_("the dealer's discard"), "dealer_pickup", 1, 53),
            ("lead-after-calls", N_("who leads once trump is made"), "who_leads", 1, 51),
            ("stick-the-dealer", N_("the dealer's choices in round two under stick the dealer"),
             "dealer_options", 1, 51, "stick-the-dealer"),
        ),
        _checks(
            _L + "06_scoring_and_euchres",
            ("score", N_("making it, a march and being euchred"), "is_it_a_euchre", 1, 61),
            ("euchred", N_("who scores when the makers fail"), "is_it_a_euchre", 1, 62),
            ("game-score", N_("adding a hand to the score, and who reaches the target first"), "game_score", 2, 63),
        ),
        _checks(
            _L + "07_going_alone_and_defending_alone",
            ("loner-score", N_("scoring a loner"), "is_it_a_euchre", 2, 72),
            ("loner-lead", N_("who leads when someone sits out"), "who_leads", 2, 71),
        ),
        _checks(
            _L + "08_a_complete_hand",
            ("follow", N_("following suit in a full hand"), "legal_follow", 3, 88),
            ("winner", N_("which card takes the trick"), "which_card_wins", 3, 82),
            ("next-trick", N_("who leads each trick after the first"), "next_leader", 2, 83),
        ),
        _checks(
            _L + "08_b_table_rules",
            ("renege", N_("spotting a renege"), "spot_the_renege", 1, 34),
            ("dealer-behind-loner", N_("the dealer, when their partner goes alone"), "dealer_pickup",
             2, 73),
            ("lone-defender", N_("a defender who defends alone"), "is_it_a_euchre", 3, 71, "hoyle"),
            ("farmers-hand", N_("which hands are a farmer's hand"), "farmers_hand", 1, 42, "standard",
             (("farmers", True), ("name", "standard, with the farmer's hand"))),
        ),
        _checks(
            _L + "09_a_house_rules",
            ("variant-lead", N_("who leads under another preset"), "who_leads", 2, 92, "hoyle"),
        ),
        _checks(
            _L + "09_b_other_tables",
            ("stuck-dealer", N_("when all pass twice under stick the dealer"),
             "dealer_options", 2, 92, "stick-the-dealer"),
        ),
        _checks(
            _L + "10_bid_euchre_the_auction",
            ("auction", N_("which bids are open"), "bid_options", 1, 100, "bid-euchre-6"),
            ("dealer-equal", N_("what the dealer may bid"), "bid_options", 2, 100, "bid-euchre-6"),
            ("stuck-dealer", N_("the dealer when the other players all pass"), "bid_options", 3, 100, "bid-euchre-6"),
        ),
        _checks(
            _L + "11_bid_euchre_trump_and_no_trump",
            ("high-bidder-leads", N_("who leads after the auction"), "who_leads", 1, 100, "bid-euchre-6"),
            ("high-no-trump", N_("a trick in high no-trump"), "which_card_wins", 2, 108,
             "bid-euchre-6"),
            ("low-no-trump", N_("a trick in low no-trump"), "which_card_wins", 3, 100, "bid-euchre-6"),
        ),
        _checks(
            _L + "12_bid_euchre_partners_best_and_the_moon",
            ("best-trump", N_("which card the partner passes"), "partners_best", 2, 100, "bid-euchre-moon"),
            ("no-trump-held", N_("what a partner with no trump passes"), "partners_best", 3, 100,
             "bid-euchre-moon"),
            ("moon-score", N_("what a moon scores"), "bid_score", 2, 103, "bid-euchre-moon"),
        ),
        _checks(
            _L + "13_bid_euchre_scoring",
            ("made-or-set", N_("a made bid and a set bid"), "bid_score", 1, 100, "bid-euchre-6"),
            ("below-zero", N_("a set bid and the score"), "bid_score", 2, 101, "bid-euchre-6"),
            ("renege", N_("a renege and what it costs"), "spot_the_renege", 1, 100, "bid-euchre-6"),
        ),
        _checks(
            _L + "14_bid_euchre_double_deck",
            ("twin-cards", N_("two identical cards in one trick"), "next_leader", 3, 104,
             "double-deck-bid"),
            ("bids-to-12", N_("bidding up to 12"), "bid_options", 2, 100, "double-deck-bid"),
            ("double-partners-best", N_("partner's best with a double deck"), "partners_best", 1, 100,
             "double-deck-bid"),
        ),
        _checks(
            _L + "15_three_and_two_handed",
            ("cutthroat-score", N_("scoring cutthroat: the maker alone against two"), "is_it_a_euchre", 1, 100,
             "cutthroat"),
            ("two-handed-lead", N_("who leads next with two players"), "next_leader", 2, 100, "two-handed"),
        ),
        _checks(
            _L + "16_the_joker_and_the_32_card_deck",
            ("joker-wins", N_("the Joker in a trick"), "which_card_wins", 2, 100, "british"),
            ("joker-order", N_("the trumps in order with the Joker"), "rank_trumps", 1, 100, "british"),
            ("sevens-and-eights", N_("a trick with the 32-card deck"), "which_card_wins", 1, 101, "standard",
             (("min_rank", 7), ("name", "standard, 32-card deck"))),
        ),
    )
}
"""The checks of every lesson page, in the order they appear on the page."""

MOVED_CHECKS: dict[tuple[str, str], str] = {
    (_L + "04_deal_kitty_upcard", "farmers-hand"): _L + "08_b_table_rules",
    (_L + "07_going_alone_and_defending_alone", "dealer-behind-loner"): _L + "08_b_table_rules",
    (_L + "07_going_alone_and_defending_alone", "lone-defender"): _L + "08_b_table_rules",
    (_L + "08_a_complete_hand", "renege"): _L + "08_b_table_rules",
    (_L + "09_variants", "variant-lead"): _L + "09_a_house_rules",
}
"""Checks that moved to another page, keeping their id: (the page it was on, its id) -> its page now.
A pass recorded under the old page counts for the new one (issue 27 gathered the table rules on a
page of their own, and split lesson 9 in two)."""


def _moved(page_id: str, check_id: str) -> tuple[str, str]:
    """Where a check recorded as (`page_id`, `check_id`) is now."""
    return MOVED_CHECKS.get((page_id, check_id), page_id), check_id


def page_checks(page_id: str) -> tuple[str, ...]:
    """The ids of the checks on `page_id`, in page order (empty for a page without checks)."""
    return tuple(c.id for c in LESSON_CHECKS.get(page_id, ()))


def lesson_check(page_id: str, check_id: str) -> LessonCheck:
    """The check `check_id` of `page_id`; KeyError naming the page's checks if there is none."""
    for check in LESSON_CHECKS.get(page_id, ()):
        if check.id == check_id:
            return check
    raise KeyError(f"{page_id} has no check {check_id!r}; its checks are: {', '.join(page_checks(page_id)) or 'none'}")


# ---- where passes are kept -------------------------------------------------------------------
_TABLE = (
    "CREATE TABLE IF NOT EXISTS lesson_checks ("
    "learner TEXT NOT NULL, page_id TEXT NOT NULL, check_id TEXT NOT NULL, passed_at {real} NOT NULL, "
    "PRIMARY KEY (learner, page_id, check_id))"
)
_INSERT = (
    "INSERT INTO lesson_checks (learner, page_id, check_id, passed_at) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (learner, page_id, check_id) DO NOTHING"
)
_SELECT = "SELECT page_id, check_id FROM lesson_checks WHERE learner = ?"

_ready: weakref.WeakSet[object] = weakref.WeakSet()
_lock = threading.Lock()
_session_backend: dict[str, SQLiteBackend] = {}
_memory: dict[str, set[tuple[str, str]]] = {}
"""The fallback when no file can be written: passes kept in this process only."""


def learner_from_env() -> str:
    """The learner the environment names (EUCHRE_TUTOR_LEARNER, JUPYTERHUB_USER), else ''."""
    return next((os.environ[k].strip() for k in LEARNER_ENVS if os.environ.get(k, "").strip()), "")


def session_id() -> str:
    """This session's name: $EUCHRE_TUTOR_SESSION, else the app server (the kernel's parent
    process) and the time it started, so a new server never inherits an old server's passes."""
    named = os.environ.get(SESSION_ENV, "").strip()
    if named:
        return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in named)[:80]
    parent = os.getppid()
    try:
        started = Path(f"/proc/{parent}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        started = "0"
    return f"server-{parent}-{started}"


def session_path() -> Path:
    return Path(tempfile.gettempdir()) / f"euchre-tutor-{session_id()}.sqlite"


def _session() -> SQLiteBackend | BrowserLog | None:
    kept_in_browser = browser_log()
    if kept_in_browser is not None:
        return kept_in_browser
    path = str(session_path())
    with _lock:
        if path not in _session_backend:
            try:
                _session_backend[path] = SQLiteBackend(path)
            except StoreError as exc:
                log.warning("lesson checks kept in memory only: %s", exc)
                return None
        return _session_backend[path]


def _backend(where: ProgressStore | SQLiteBackend) -> Backend:
    backend: Backend = where.backend if isinstance(where, ProgressStore) else where
    if backend not in _ready:
        real = "REAL" if isinstance(backend, SQLiteBackend) else "DOUBLE PRECISION"
        backend.transaction(lambda execute: execute(_TABLE.format(real=real), ()))
        _ready.add(backend)
    return backend


def served_page() -> bool:
    """Whether this kernel serves a page to a browser (Voila's, or the class server's), where a
    session shared by the server's kernels would be shared by every visitor."""
    if os.environ.get(SESSION_ENV, "").strip():
        return False
    return any(os.environ.get(name, "").strip() for name in (KERNEL_ID_ENV, KEY_ENV))


Where = SQLiteBackend | ProgressStore | BrowserLog | None


def _where(learner: str | None, store: ProgressStore | None) -> tuple[str, Where]:
    """The learner name to file passes under, and where they go (None: this process's memory)."""
    if isinstance(store, BrowserStore):
        return _where(learner, None)
    name = learner if learner is not None and learner.strip() else learner_from_env()
    if name:
        found = store if store is not None else shared_store()
        return clean_learner(name), found.log if isinstance(found, BrowserStore) else found
    visitor = current_visitor()
    if visitor is not None and visitor.anonymous_learner:
        return visitor.anonymous_learner, store if store is not None else shared_store()
    if served_page():
        return SESSION_LEARNER, None
    return SESSION_LEARNER, _session()


def record_check(
    page_id: str, check_id: str, correct: bool, learner: str | None = None, *, store: ProgressStore | None = None
) -> bool:
    """Note an answer to a check; a right one marks the check passed (once; later answers never
    undo a pass). Returns whether the page is now done. A store that fails is logged and the pass
    is kept for the session instead, so the learner never sees an error for it. A check that moved
    (`MOVED_CHECKS`) is recorded under its page now."""
    page_id, check_id = _moved(page_id, check_id)
    lesson_check(page_id, check_id)
    if correct:
        name, where = _where(learner, store)
        try:
            _write(name, where, page_id, check_id)
        except Exception as exc:
            log.exception("could not save a lesson check; keeping it in this kernel", exc_info=exc)
            _write(name, None, page_id, check_id)
    return page_id in completed_pages(learner, store=store)


def _write(name: str, where: Where, page_id: str, check_id: str) -> None:
    _memory.setdefault(name, set()).add((page_id, check_id))
    if where is None:
        return
    if isinstance(where, BrowserLog):
        where.add_check(name, page_id, check_id)
        return
    _backend(where).transaction(lambda execute: execute(_INSERT, (name, page_id, check_id, time.time())))


def passed_checks(learner: str | None = None, *, store: ProgressStore | None = None) -> set[tuple[str, str]]:
    """Every (page id, check id) passed by `learner` (or, when no learner is known, by this page's
    browser, or in this session in personal use); a check that moved is under its page now."""
    name, where = _where(learner, store)
    found = set(_memory.get(name, set()))
    if isinstance(where, BrowserLog):
        found.update(where.checks(name))
    elif where is not None:
        try:
            backend = _backend(where)

            def read(execute: Execute) -> list[tuple[str, str]]:
                return [(str(p), str(c)) for p, c in execute(_SELECT, (name,))]

            found.update(backend.transaction(read))
        except Exception as exc:
            log.exception("could not read lesson checks", exc_info=exc)
    return {_moved(page, check) for page, check in found}


def completed_pages(learner: str | None = None, *, store: ProgressStore | None = None) -> set[str]:
    """The pages (ids as in `euchre.tutor.catalog`) whose every check `learner` has passed."""
    passed = passed_checks(learner, store=store)
    return {page for page, checks in LESSON_CHECKS.items() if checks and all((page, c.id) in passed for c in checks)}


def mark_known(
    result: PlacementResult, learner: str | None = None, *, store: ProgressStore | None = None
) -> tuple[str, ...]:
    """Record every check of each lesson a placement test found known (`euchre.tutor.placement`) as passed
    for `learner`, where a check answered on the lesson page would be. Returns the lessons marked."""
    for page in result.known:
        for check in LESSON_CHECKS.get(page, ()):
            record_check(page, check.id, True, learner, store=store)
    return result.known


def page_progress(page_id: str, learner: str | None = None, *, store: ProgressStore | None = None) -> tuple[int, int]:
    """(checks passed, checks on the page)."""
    passed = passed_checks(learner, store=store)
    ids = page_checks(page_id)
    return sum((page_id, c) in passed for c in ids), len(ids)


__all__ = [
    "LESSON_CHECKS", "MOVED_CHECKS", "LessonCheck", "completed_pages", "learner_from_env", "lesson_check",
    "mark_known", "page_checks", "page_progress", "passed_checks", "record_check", "session_id",
]
