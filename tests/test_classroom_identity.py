"""Who may do what: learners' passphrases, the teacher's secret, the roles read from the server's
environment, the server's limits, and the store and codes refusing bad input up front."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.classroom import parse_quiz_set
from euchre.classroom.identity import (
    CLASS_CODE_ENV,
    ROLE_ENV,
    SIGN_IN_ENV,
    Mode,
    Setting,
    SignInError,
    sign_in_learner,
)
from euchre.engine.errors import QuizCodeError
from euchre.progress import StoreError, default_url, open_store
from euchre.progress.backends import SCHEMA_VERSION
from euchre.progress.records import clean_learner
from euchre.server.limits import KernelCount, Limits, RateLimit, client_address, end_class
from euchre.server.secret import SECRET_ENV, load_secret, secret_path
from euchre.tutor import KINDS, grade, solve
from euchre.tutor.codes import ALPHABET, SLOTS

SIGN_IN = Setting(Mode.SIGN_IN, class_code="K7PQ2M")


@pytest.fixture
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    with open_store(f"sqlite:///{tmp_path}/p.sqlite") as s:
        yield s


# ---- learners' passphrases -------------------------------------------------------------------
def test_the_first_sign_in_sets_the_passphrase_and_only_it_opens_the_name(store) -> None:  # type: ignore[no-untyped-def]
    assert sign_in_learner(store, " Ada ", "tulip garden", class_code="k7pq2m", setting=SIGN_IN) == "Ada"
    hashed = store.passphrase_hash("Ada")
    assert hashed and "tulip garden" not in hashed and hashed.startswith("$argon2id$")
    assert sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN) == "Ada"
    with pytest.raises(SignInError, match="does not open Ada's answers"):
        sign_in_learner(store, "Ada", "tulip gardens", class_code="K7PQ2M", setting=SIGN_IN)
    assert store.passphrase_hash("Ada") == hashed  # a wrong try changes nothing


def test_a_wrong_class_code_a_short_passphrase_and_no_name_are_refused(store) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SignInError, match="class's code"):
        sign_in_learner(store, "Ada", "tulip garden", class_code="AAAAAA", setting=SIGN_IN)
    with pytest.raises(SignInError, match="at least 4"):
        sign_in_learner(store, "Ada", "abc", class_code="K7PQ2M", setting=SIGN_IN)
    with pytest.raises(SignInError, match="Type your name"):
        sign_in_learner(store, "  ", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN)
    assert store.protected_learners() == []


@pytest.mark.parametrize("lang", ["en", "tr", "fi", "az"])
def test_an_empty_class_code_asks_for_the_code_instead_of_calling_it_wrong(store, lang) -> None:  # type: ignore[no-untyped-def]
    """A newcomer who left the class code box empty read "That is not this class's code"; an empty box is
    asked for, in the page's language, and costs no try against the wrong-code limit."""
    from euchre.i18n import use_language

    with use_language(lang):
        for _try in range(12):  # more than the limit lets through at once
            with pytest.raises(SignInError) as refused:
                sign_in_learner(store, "Ada", "tulip garden", class_code="  ", setting=SIGN_IN)
        with pytest.raises(SignInError) as wrong:
            sign_in_learner(store, "Ada", "tulip garden", class_code="AAAAAA", setting=SIGN_IN)
    assert str(refused.value) != str(wrong.value)
    assert sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN) == "Ada"


def test_the_teacher_resets_a_passphrase_and_the_answers_stay(store) -> None:  # type: ignore[no-untyped-def]
    from test_progress_store import record

    store.record(record("Ada", 0))  # saved before passphrases existed, under a plain name
    sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN)
    assert store.protected_learners() == ["Ada"]
    assert store.reset_passphrase("Ada") and not store.reset_passphrase("Ada")
    assert sign_in_learner(store, "Ada", "rose garden", class_code="K7PQ2M", setting=SIGN_IN) == "Ada"
    with pytest.raises(SignInError):
        sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN)
    assert store.count(learner="Ada") == 1


def test_two_people_claiming_one_name_cannot_both_win(store) -> None:  # type: ignore[no-untyped-def]
    assert store.claim_passphrase("Bo", "hash-one", 1.0)
    assert not store.claim_passphrase("Bo", "hash-two", 2.0)
    assert store.passphrase_hash("Bo") == "hash-one"


def test_roles_come_from_the_server_environment() -> None:
    hub = Setting.from_env({"JUPYTERHUB_USER": "ada", SIGN_IN_ENV: "1"})
    assert hub.mode is Mode.HUB and hub.hub_user == "ada" and not hub.may_teach and not hub.learner_can_type_name
    assert Setting.from_env({"JUPYTERHUB_USER": "mrs-k", ROLE_ENV: "teacher"}).may_teach
    standalone = Setting.from_env({SIGN_IN_ENV: "1", CLASS_CODE_ENV: "k7pq2m"})
    assert standalone.mode is Mode.SIGN_IN and standalone.class_code == "K7PQ2M" and standalone.needs_passphrase
    assert Setting.from_env({}).mode is Mode.PERSONAL


def test_under_the_hub_the_hub_user_answers_whatever_is_typed(store) -> None:  # type: ignore[no-untyped-def]
    hub = Setting(Mode.HUB, hub_user="ada")
    assert sign_in_learner(store, "Grace", "", setting=hub) == "ada"


# ---- the teacher's secret --------------------------------------------------------------------
def test_the_secret_from_the_environment_is_hashed_and_hidden_from_kernels(tmp_path: Path) -> None:
    env = {SECRET_ENV: "correct horse", "HOME": str(tmp_path)}
    secret = load_secret(env)
    assert SECRET_ENV not in env  # kernels inherit the server's environment
    assert secret.check("correct horse") and not secret.check("correct horsE") and not secret.check("")
    with pytest.raises(ValueError, match="at least 8"):
        load_secret({SECRET_ENV: "short", "HOME": str(tmp_path)})


def test_the_first_run_prompts_and_stores_only_a_hash(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    answers = iter(["short", "short", "blue whale 42", "blue whale 42"])
    secret = load_secret(env, interactive=True, ask=lambda _: next(answers))
    path = secret_path(env)
    text = path.read_text()
    assert "blue whale" not in text and text.startswith("$argon2id$")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert secret.check("blue whale 42")
    again = load_secret(env, interactive=False)  # the next run reads the stored hash
    assert again.check("blue whale 42") and again.source == str(path)
    assert not load_secret({"HOME": str(tmp_path / "other")}).is_set


# ---- the server's limits ---------------------------------------------------------------------
def test_limits_default_to_the_class_size_plus_a_margin() -> None:
    assert Limits.from_env(30, {}).max_kernels == 36
    assert Limits.from_env(10, {}).max_kernels == 15
    assert Limits.from_env(0, {}).max_kernels == 20
    custom = Limits.from_env(30, {"EUCHRE_TUTOR_MAX_KERNELS": "12", "EUCHRE_TUTOR_PAGE_RATE": "5/10"})
    assert custom.max_kernels == 12 and custom.page_rate == (5, 10.0)
    for bad in ({"EUCHRE_TUTOR_MAX_KERNELS": "lots"}, {"EUCHRE_TUTOR_PAGE_RATE": "fast"},
                {"EUCHRE_TUTOR_MAX_KERNELS": "0"}):
        with pytest.raises(ValueError):
            Limits.from_env(30, bad)


def test_the_page_rate_is_per_client_and_refills() -> None:
    limit = RateLimit(3, 30.0)
    assert [limit.allow("a", 0.0) for _ in range(4)] == [True, True, True, False]
    assert limit.allow("b", 0.0)  # another client is not held up
    assert not limit.allow("a", 5.0) and limit.allow("a", 10.5)  # one page back every 10 s


def test_the_client_behind_a_trusted_proxy_is_the_forwarded_one() -> None:
    proxies = Limits.from_env(0, {"EUCHRE_TUTOR_TRUSTED_PROXIES": "127.0.0.1, ::1"}).trusted_proxies
    assert client_address("127.0.0.1", {"X-Real-IP": "10.0.0.7"}, proxies) == "10.0.0.7"
    assert client_address("127.0.0.1", {"X-Forwarded-For": "1.2.3.4, 10.0.0.8"}, proxies) == "10.0.0.8"
    assert client_address("10.0.0.9", {"X-Real-IP": "10.0.0.7"}, proxies) == "10.0.0.9"  # only the proxy is believed
    assert client_address("127.0.0.1", {"X-Real-IP": "not an address"}, proxies) == "127.0.0.1"
    # without EUCHRE_TUTOR_TRUSTED_PROXIES, a header from anything reaching the port is ignored
    assert client_address("127.0.0.1", {"X-Real-IP": "10.0.0.7"}) == "127.0.0.1"
    assert client_address("127.0.0.1", {"X-Forwarded-For": "10.0.0.8"}) == "127.0.0.1"


class FakeKernels:
    def __init__(self) -> None:
        self.cull_idle_timeout, self.cull_connected = 600, False
        self.kernel_pools_config = {"default": {"pool_size": 1}}
        self.running = ["pooled-1", "pooled-2"]

    def list_kernel_ids(self) -> list[str]:
        return list(self.running)

    async def start_kernel(self, **kwargs: object) -> str:
        self.running.append(f"fresh-{len(self.running)}")
        return self.running[-1]

    async def get_rendered_notebook(self, notebook_name: str) -> tuple[None, list[str], str]:
        return None, [], self.running[0]


def test_only_kernels_handed_to_pages_count_and_the_end_of_class_culls_sooner() -> None:
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    def run(coroutine: Any) -> Any:  # a loop of its own: Playwright's tests leave one running in this thread
        with ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, coroutine).result()

    manager = FakeKernels()
    count = KernelCount()
    count.watch(manager)
    assert count.in_use() == 0  # pre-heated kernels wait in the pools
    run(manager.start_kernel())
    run(manager.get_rendered_notebook("index.ipynb"))
    assert count.in_use() == 2
    manager.running.remove("pooled-1")  # culled, or its tab closed
    assert count.in_use() == 1
    end_class(manager, 180)
    assert manager.cull_idle_timeout == 180 and manager.cull_connected
    assert manager.kernel_pools_config["exercises/07_class_quiz.ipynb"]["pool_size"] == 0


# ---- the store refuses what is not its own ---------------------------------------------------
def test_a_corrupt_file_is_a_store_error_and_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite"
    path.write_bytes(b"this is a spreadsheet, not a database" * 40)
    before = path.read_bytes()
    with pytest.raises(StoreError, match=r"not a SQLite database.*left untouched"):
        open_store(str(path))
    assert path.read_bytes() == before and not (tmp_path / "progress.sqlite-wal").exists()


def test_a_damaged_sqlite_file_is_a_store_error(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE answers (x)")
    data = bytearray(path.read_bytes())
    data[100:] = b"\xff" * (len(data) - 100)  # the header survives, the pages do not
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError, match=r"damaged|not Euchre Tutor's"):
        open_store(str(path))
    assert path.read_bytes() == bytes(data) and not (tmp_path / "progress.sqlite-wal").exists()


@pytest.mark.parametrize("sql, reason", [
    ("CREATE TABLE invoices (id INTEGER, total REAL)", "another program's database"),
    ("CREATE TABLE answers (id INTEGER, text TEXT)", "not Euchre Tutor's"),
])
def test_a_foreign_database_is_refused_and_never_switched_to_wal(tmp_path: Path, sql: str, reason: str) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    before = path.read_bytes()
    with pytest.raises(StoreError, match=reason):
        open_store(str(path))
    assert path.read_bytes() == before  # bytes 18-19 would say WAL had it been switched
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_a_store_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/p.sqlite"
    open_store(url).close()
    with sqlite3.connect(tmp_path / "p.sqlite") as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION + 1),))
    with pytest.raises(StoreError, match="newer Euchre Tutor"):
        open_store(url)


@pytest.mark.parametrize("value, reason", [
    ("postgresql:/tutor@host/db", "mistyped URL.*postgresql://tutor@host/db"),
    ("postgres:tutor@host/db", "mistyped URL"),
    ("progress.sqlite", "relative path"),
    ("mysql://tutor@host/db", "use an absolute file path"),
])
def test_a_mistyped_database_setting_is_refused(value: str, reason: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match=reason):
        default_url({"EUCHRE_TUTOR_DB": value, "HOME": str(tmp_path)})
    assert list(tmp_path.iterdir()) == []  # nothing was created where the kernel happens to run


# ---- crafted codes -----------------------------------------------------------------------------
def test_a_code_with_an_impossible_hand_size_is_refused_with_the_reason() -> None:
    with pytest.raises(QuizCodeError, match="deals 5 cards to each player, not 6"):
        parse_quiz_set("S1-0000-1XZ6")


_SLOT = st.sampled_from(SLOTS).flatmap(
    lambda slot: st.tuples(st.just(slot[0]), st.text(ALPHABET[:4] if slot[2] == 1 else ALPHABET, min_size=slot[2],
                                                        max_size=slot[2])))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kinds=st.lists(st.sampled_from([k for k in "WFERLS"]), min_size=1, max_size=3, unique=True),
    level=st.integers(1, 3),
    seed=st.integers(0, 32**4 - 1),
    options=st.lists(_SLOT, min_size=1, max_size=4),
)
def test_every_ruleset_a_code_can_express_deals_and_grades(kinds: list[str], level: int, seed: int,
                                                          options: list[tuple[str, str]]) -> None:
    tag = "X" + "".join(slot + value for slot, value in options)
    seed_text = "".join(ALPHABET[(seed >> s) & 31] for s in (15, 10, 5, 0))
    code = f"{''.join(kinds)}{level}-{seed_text}-3{tag}"
    try:
        quiz_set = parse_quiz_set(code)
    except QuizCodeError as exc:
        assert str(exc)  # refused, with a reason
        return
    assert set(quiz_set.kinds) <= set(KINDS)
    for question in quiz_set.questions():
        right = solve(question)
        assert grade(question, right.expected[0] if len(right.expected) == 1 else list(right.expected)).correct


def test_a_custom_ruleset_in_a_code_deals_and_grades() -> None:
    quiz_set = parse_quiz_set("WFS2-8F2K-6XN3S1W0F")  # cutthroat-style: three players, stick the dealer, 15 points
    assert quiz_set.rules.num_players == 3 and quiz_set.rules.winning_score == 15
    for question in quiz_set.questions():
        assert solve(question).expected


# ---- the widgets under each setting ------------------------------------------------------------
@pytest.fixture
def class_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.delenv("EUCHRE_TUTOR_LEARNER", raising=False)
    monkeypatch.setenv(SIGN_IN_ENV, "1")
    monkeypatch.setenv(CLASS_CODE_ENV, "K7PQ2M")


def test_the_class_quiz_asks_for_the_class_code_and_a_passphrase(store, class_server) -> None:  # type: ignore[no-untyped-def]
    from euchre.classroom import make_quiz_set
    from euchre.widgets import ClassQuizWidget

    qs = make_quiz_set(["which_card_wins"], 2, seed=5)
    first = ClassQuizWidget(code=qs.code, store=store)
    first.name_text.value, first.class_text.value, first.passphrase_text.value = "Ada", "k7pq2m", "tulip garden"
    assert first.start() is not None and first.name_text.disabled and first.passphrase_text.value == ""
    other = ClassQuizWidget(code=qs.code, store=store)
    other.name_text.value, other.class_text.value, other.passphrase_text.value = "Ada", "K7PQ2M", "guess"
    other.start_button.click()
    assert other.quiz is None and "does not open Ada" in other.status.value


def test_my_progress_needs_the_passphrase_too(store, class_server) -> None:  # type: ignore[no-untyped-def]
    from test_progress_store import record

    from euchre.widgets import MyProgress

    store.record(record("Ada", 0))
    sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN)
    page = MyProgress(learner="Ada", store=store)
    assert page.progress is None  # nothing is shown before the passphrase
    page.class_text.value, page.passphrase_text.value = "K7PQ2M", "wrong one"
    page.show_button.click()
    assert page.progress is None and "does not open" in page.status.value
    page.passphrase_text.value = "tulip garden"
    page.show_button.click()
    assert page.progress is not None and "Ada" in page.progress.summary.value


def test_a_hub_learner_is_refused_the_teachers_widgets(monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre.widgets import ClassQuizWidget, QuizSetMaker, TeacherDashboard

    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    monkeypatch.delenv(ROLE_ENV, raising=False)
    for widget in (TeacherDashboard(), QuizSetMaker()):
        assert "for the teacher" in widget.children[0].value and len(widget.children) == 1
    quiz = ClassQuizWidget()
    assert quiz.name_text.value == "ada" and quiz.name_text.disabled
    monkeypatch.setenv(ROLE_ENV, "teacher")
    assert len(QuizSetMaker().children) > 1


def test_the_teacher_resets_a_passphrase_from_the_dashboard(store, class_server, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from visitor_helpers import TEACHER, hand_over

    from euchre.widgets import TeacherDashboard

    hand_over(monkeypatch, TEACHER)  # the server handed this kernel the teacher's signed visitor
    empty = TeacherDashboard(store=store)  # no learner to pick: no empty drop-down, a sentence instead
    assert empty.reset_row.layout.display == "none" and "No learner has a passphrase yet." in empty.reset_note.value
    sign_in_learner(store, "Ada", "tulip garden", class_code="K7PQ2M", setting=SIGN_IN)
    board = TeacherDashboard(store=store)
    assert board.reset_box.layout.display != "none" and board.reset_picker.options == ("Ada",)
    assert board.reset_row.layout.display != "none" and "No learner" not in board.reset_note.value
    board.reset_picker.value = "Ada"
    board.reset_button.click()
    assert store.passphrase_hash("Ada") is None and "new passphrase" in board.reset_said.value
    assert board.reset_row.layout.display == "none" and "No learner has a passphrase yet." in board.reset_note.value


def test_the_teachers_cookie_is_secure_behind_an_https_proxy() -> None:
    from types import SimpleNamespace

    from euchre.server.guard import _https, _safe_next

    def request(protocol: str, ip: str, headers: dict[str, str]) -> SimpleNamespace:
        return SimpleNamespace(protocol=protocol, remote_ip=ip, headers=headers)

    assert _https(request("https", "10.0.0.5", {}))
    assert _https(request("http", "127.0.0.1", {"X-Forwarded-Proto": "https"}))
    assert not _https(request("http", "10.0.0.5", {"X-Forwarded-Proto": "https"}))  # only a local proxy is believed
    assert not _https(request("http", "127.0.0.1", {}))
    assert _safe_next("/voila/render/teacher/dashboard.ipynb") == "/voila/render/teacher/dashboard.ipynb"
    for elsewhere in ("https://evil.example/", "//evil.example/voila/render/x", "/voila/render//evil", "/euchre/x"):
        assert _safe_next(elsewhere) == ""


@pytest.mark.parametrize("lookalike", ["Ada\u200b", "\u200dAda", "Ａｄａ", "Ada\u2060", " Ada\t"])
def test_a_name_that_looks_the_same_is_the_same_learner(lookalike: str) -> None:
    """Invisible characters and full-width letters do not make a second "Ada" on the teacher's dashboard,
    and so cannot be used to pose as Ada beside her."""
    assert clean_learner(lookalike) == "Ada"


def test_a_name_of_invisible_characters_only_is_no_name() -> None:
    with pytest.raises(ValueError):
        clean_learner("\u200b\u200c\u2060")
