"""Saved progress: every answered question in a store (SQLite by default, PostgreSQL by URL), and
what is computed from it: the streak, mastery per concept and the "review my mistakes" drill.

Pure Python; no widget code here.

    store = open_store()                      # $EUCHRE_TUTOR_DB, else SQLite in the user data dir
    store.record(answer_record("Ada", question, answer, feedback))
    streaks(store.answers(learner="Ada")), mastery(store.answers(learner="Ada"))
"""

from euchre.progress.concepts import CONCEPTS, concepts_for
from euchre.progress.records import AnswerRecord, answer_record
from euchre.progress.review import ReviewItem, ReviewState, review_queue, review_states
from euchre.progress.stats import Mastery, Streaks, mastery, streaks
from euchre.progress.store import DB_ENV, ProgressStore, StoreError, default_url, open_store, shared_store

__all__ = [
    "CONCEPTS", "DB_ENV", "AnswerRecord", "Mastery", "ProgressStore", "ReviewItem", "ReviewState", "StoreError",
    "Streaks", "answer_record", "concepts_for", "default_url", "mastery", "open_store", "review_queue",
    "review_states", "shared_store", "streaks",
]
