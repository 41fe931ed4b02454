"""The `euchre-tutor` command, voila.json, the page template, and the notebooks the app serves."""

from __future__ import annotations

import ast
import importlib
import itertools
import json
import re
import signal
import socket
import sys
import warnings
from pathlib import Path

import nbformat
import pytest

from euchre.server import app

ROOT = Path(__file__).resolve().parent.parent
CONFIG = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.ipynb"))
EXERCISES = sorted((ROOT / "exercises").glob("[0-9][0-9]_*.ipynb"))
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)")


# ---- the command line ---------------------------------------------------------------------------
def test_defaults_bind_localhost_on_8866_without_a_browser() -> None:
    config = app.resolve([])
    assert config.port == app.DEFAULT_PORT == 8866
    assert config.open_browser is False
    assert config.root == ROOT
    assert config.url == "http://127.0.0.1:8866/"


def test_port_and_browser_options() -> None:
    assert app.resolve(["--port", "9123"]).port == 9123
    assert app.resolve(["--browser"]).open_browser is True
    assert app.resolve(["--no-browser"]).open_browser is False
    for bad in (["--port", "http"], ["--port", "0"], ["--port", "70000"], ["--browser", "--no-browser"]):
        with pytest.raises(SystemExit):
            app.resolve(bad)


def test_root_comes_from_the_environment_or_the_option(tmp_path: Path) -> None:
    (tmp_path / "index.ipynb").write_text("{}", encoding="utf-8")
    assert app.find_root({app.ROOT_ENV: str(tmp_path)}) == tmp_path.resolve()
    assert app.resolve(["--root", str(tmp_path)]).root == tmp_path.resolve()
    with pytest.raises(app.AppError, match=r"no index\.ipynb"):
        app.find_root({app.ROOT_ENV: str(tmp_path / "missing")})


def test_voila_command_line_pins_host_port_and_config() -> None:
    config = app.AppConfig(root=ROOT, port=9001, open_browser=False)
    argv = config.voila_argv()
    assert argv[0] == str(ROOT)
    assert "--port=9001" in argv and "--Voila.ip=127.0.0.1" in argv
    assert "--Voila.port_retries=0" in argv  # a busy port is an error, never a silent other port
    assert f"--Voila.config_file_paths={ROOT}" in argv  # voila.json from the app root only
    assert "--no-browser" in argv
    assert "--no-browser" not in app.AppConfig(ROOT, 9001, True).voila_argv()


def test_environment_puts_the_template_first_on_jupyter_path() -> None:
    env = app.AppConfig(ROOT, 9001, False).environment({"JUPYTER_PATH": "/elsewhere"})
    assert env["JUPYTER_PATH"].split(":") == [str(app.TEMPLATE_DATA), "/elsewhere"]


def test_voila_reads_the_app_configuration(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Voila itself, given our command line from another directory, ends up with our settings."""
    from voila.app import Voila

    config = app.AppConfig(ROOT, 9002, False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("JUPYTER_PATH", config.environment()["JUPYTER_PATH"])
    voila = Voila()
    previous = signal.getsignal(signal.SIGTERM)
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", r"Voila\.mathjax_\w+ is deprecated", DeprecationWarning)
            voila.initialize(config.voila_argv())
    finally:
        signal.signal(signal.SIGTERM, previous)  # Voila installs its own handler
    settings = voila.voila_configuration
    assert (voila.ip, voila.port, voila.open_browser, voila.root_dir) == ("127.0.0.1", 9002, False, str(ROOT))
    assert settings.show_tracebacks is False and settings.strip_sources is True
    assert settings.template == "euchre-tutor" and settings.theme == "light"
    assert settings.file_allowlist == CONFIG["VoilaConfiguration"]["file_allowlist"]
    assert any(str(app.TEMPLATE_DATA) in path for path in voila.template_paths)


def test_the_slow_optional_grammar_module_is_skipped() -> None:
    saved = sys.modules.pop("rfc3987_syntax", "absent")
    try:
        app.skip_slow_optional_imports()
        with pytest.raises(ImportError):
            importlib.import_module("rfc3987_syntax")
    finally:
        if saved == "absent":
            sys.modules.pop("rfc3987_syntax", None)
        else:
            sys.modules["rfc3987_syntax"] = saved


def test_a_busy_port_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        with pytest.raises(app.AppError, match="already in use"):
            app.check_port_free(port)
        assert app.main(["--port", str(port)]) == 2
    assert f"port {port} is already in use" in capsys.readouterr().err


# ---- voila.json and the template ------------------------------------------------------------------
def test_voila_json_hides_tracebacks_and_sources() -> None:
    voila = CONFIG["VoilaConfiguration"]
    assert voila["show_tracebacks"] is False
    assert voila["strip_sources"] is True
    assert voila["theme"] == "light"
    assert voila["template"] == "euchre-tutor"
    assert CONFIG["Voila"]["ip"] == "127.0.0.1"
    assert CONFIG["Voila"]["mathjax_url"] == "null"  # no MathJax from a CDN


def test_file_allowlist_serves_only_app_assets() -> None:
    allow = [re.compile(p) for p in CONFIG["VoilaConfiguration"]["file_allowlist"]]
    deny = [re.compile(p) for p in CONFIG["VoilaConfiguration"]["file_denylist"]]

    def served(path: str) -> bool:
        return any(p.fullmatch(path) for p in allow) and not any(p.fullmatch(path) for p in deny)

    assert served("lessons/bowers.png") and served("exercises/table.svg")
    for private in ("voila.json", "pyproject.toml", "euchre/server/app.py", "lessons/01_deck_and_ranks.ipynb",
                    ".git/config", "euchre/data/lesson_hand.egn", "README.md", "lessons/../voila.json"):
        assert not served(private), private


def test_start_up_preheats_only_the_index() -> None:
    assert CONFIG["VoilaConfiguration"]["preheat_kernel"] is True
    manager = CONFIG["VoilaKernelManager"]
    assert manager["kernel_pools_config"]["default"]["pool_size"] == 1
    deny = [re.compile(p) for p in manager["preheat_denylist"]]
    # Voila applies the denylist to absolute paths at start-up
    ours = [p for p in sorted(ROOT.rglob("*.ipynb")) if not any(part.startswith(".") for part in p.parts)]
    started = [p.relative_to(ROOT).as_posix() for p in ours if not any(d.match(str(p)) for d in deny)]
    assert started == ["index.ipynb"]


def test_the_other_lessons_are_preheated_one_by_one() -> None:
    class Manager:
        def __init__(self) -> None:
            self.fills: list[tuple[float, str]] = []

        def get_pool_size(self, name: str) -> int:
            return 1 if name == "lessons/02_trump_and_bowers.ipynb" else 0  # already has one

        def fill_if_needed(self, *, delay: float, notebook_name: str) -> None:
            self.fills.append((delay, notebook_name))

    class FakeVoila:
        kernel_manager = Manager()

    lessons = app.later_notebooks(ROOT)
    assert lessons == [f"lessons/{p.name}" for p in LESSONS]
    app.preheat_later(FakeVoila(), lessons)
    fills = FakeVoila.kernel_manager.fills
    assert [name for _, name in fills] == [lessons[0], *lessons[2:]]
    delays = [delay for delay, _ in fills]
    assert delays[0] == app.FIRST_LESSON_AFTER < delays[1] == app.PREHEAT_AFTER  # lesson 1 first, soon
    assert all(b - a == app.PREHEAT_SPACING for a, b in itertools.pairwise(delays[1:]))
    app.preheat_later(object(), lessons)  # pre-heating off: nothing to do, no error


def test_the_lessons_wait_for_the_index_to_be_served() -> None:
    """At a cold start, the index's kernel and the browser drawing it have the machine to themselves:
    no lesson is pre-heated until the index has been served, or until `latest` seconds have passed."""
    import asyncio

    class Manager:
        def __init__(self) -> None:
            self.fills: list[str] = []

        def get_pool_size(self, name: str) -> int:
            return 0

        def fill_if_needed(self, *, delay: float, notebook_name: str) -> None:
            self.fills.append(notebook_name)

    class FakeVoila:
        def __init__(self) -> None:
            self.kernel_manager = Manager()
            self.index_served = asyncio.Event()

    lessons = app.later_notebooks(ROOT)

    async def served_later() -> tuple[list[str], list[str]]:
        voila = FakeVoila()
        task = asyncio.ensure_future(app.preheat_after_index(voila, lessons, latest=60))
        await asyncio.sleep(0.05)
        before = list(voila.kernel_manager.fills)
        voila.index_served.set()
        await asyncio.wait_for(task, 5)
        return before, voila.kernel_manager.fills

    before, after = asyncio.run(served_later())
    assert before == [] and after == lessons

    async def never_served() -> list[str]:
        voila = FakeVoila()
        await asyncio.wait_for(app.preheat_after_index(voila, lessons, latest=0.05), 5)
        return voila.kernel_manager.fills

    assert asyncio.run(never_served()) == lessons


def test_template_extends_lab_without_outside_hosts() -> None:
    folder = app.TEMPLATE_DATA / "voila" / "templates" / "euchre-tutor"
    assert json.loads((folder / "conf.json").read_text())["base_template"] == "lab"
    template = (folder / "index.html.j2").read_text(encoding="utf-8")
    assert "voila/templates/lab/index.html.j2" in template
    assert not re.search(r"https?://", template)


def _page_footer(frontend: str) -> str:
    """The template's own footer (its `body_footer` block) as Voila (`voila`) or voici (`voici`) renders it,
    with Voila's lab template and the spinner stood in for by empty ones (only this template's logic is read)."""
    jinja2 = pytest.importorskip("jinja2")
    folder = app.TEMPLATE_DATA / "voila" / "templates" / "euchre-tutor"
    blocks = "".join(f"{{% block {name} %}}{{% endblock %}}" for name in ("notebook_css", "body_footer"))
    stand_ins = {"base.j2": blocks, "voila/templates/lab/index.html.j2": "{% extends 'base.j2' %}" + blocks,
                 "spinner.macro.html.j2": "{% macro css() %}{% endmacro %}"}
    env = jinja2.Environment(loader=jinja2.ChoiceLoader([jinja2.DictLoader(stand_ins),
                                                         jinja2.FileSystemLoader(str(folder))]))
    resources = {"base_url": "/base/", "include_js": lambda _name: ""}
    page = env.get_template("index.html.j2").render(frontend=frontend, resources=resources, nb={"metadata": {}})
    return page.rpartition("</style>")[2]  # what follows the template's style sheets: the footer's scripts


def test_only_the_served_pages_ask_the_server_for_the_xsrf_cookie() -> None:
    served, static = _page_footer("voila"), _page_footer("voici")
    assert 'fetch("/base/euchre/xsrf"' in served
    assert "euchre/xsrf" not in static  # a static host has no /euchre/xsrf: the request was a 404
    assert "et-cardbtn" in static  # the rest of the footer (the page's keyboard and reader helpers) stays


# ---- the notebooks the app serves ---------------------------------------------------------------
def links(path: Path) -> list[str]:
    nb = nbformat.read(path, as_version=4)
    return [target for cell in nb.cells if cell.cell_type == "markdown" for target in LINK.findall(cell.source)]


def test_index_links_every_lesson_and_exercise_in_order() -> None:
    from euchre.widgets.landing import landing_html

    assert "Landing()" in "".join(c.source for c in nbformat.read(ROOT / "index.ipynb", as_version=4).cells)
    targets = re.findall(r'<li><a href="([^"]+)"', landing_html())
    expected = [f"lessons/{p.name}" for p in LESSONS] + [f"exercises/{p.name}" for p in EXERCISES]
    assert [t for t in targets if t in expected] == expected
    for target in targets:
        assert (ROOT / target).is_file(), target


def test_the_lessons_are_the_catalogue_tracks_in_order() -> None:
    from euchre.tutor.catalog import track

    catalogued = [page.path for t in ("rules", "bid") for page in track(t).pages]
    assert catalogued == [f"lessons/{p.name}" for p in LESSONS]
    assert catalogued[:10] == [
        f"lessons/{name}.ipynb"
        for name in (
            "01_deck_and_ranks", "02_trump_and_bowers", "03_following_suit_and_winning_tricks",
            "04_deal_kitty_upcard", "05_making_trump", "06_scoring_and_euchres",
            "07_going_alone_and_defending_alone", "08_a_complete_hand", "08_b_table_rules", "09_a_house_rules",
        )
    ]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_each_lesson_ends_with_a_link_onwards(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    last = nb.cells[-1]
    assert last.cell_type == "markdown"
    following = LESSONS[LESSONS.index(path) + 1].name if path != LESSONS[-1] else "../index.ipynb"
    assert f"]({following})" in last.source
    for target in links(path):
        assert (path.parent / target).resolve().is_file(), target


@pytest.mark.parametrize("path", [*LESSONS, ROOT / "index.ipynb"], ids=lambda p: p.stem)
def test_notebooks_hold_only_imports_and_display_calls(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    checks = 0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        assert cell.outputs == [] and cell.execution_count is None, "commit notebooks with outputs stripped"
        assert len([line for line in cell.source.splitlines() if line.strip()]) <= 6, "a long cell belongs in euchre/"
        for node in ast.parse(cell.source).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                assert not any(alias.name.startswith("ipywidgets") for alias in node.names)
                assert not (isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ipywidgets"))
                continue
            if isinstance(node, ast.Assign):  # naming a shipped example file or the page, nothing more
                named_page = ast.unparse(node.targets[0]) == "PAGE" and isinstance(node.value, ast.Constant)
                example = isinstance(node.value, ast.Call) and ast.unparse(node.value.func) == "example_path"
                assert named_page or example, ast.unparse(node)
                continue
            assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
            assert ast.unparse(node.value.func) == "display"
            checks += any(word in cell.source for word in ("Quiz", "Explorer", "PlayHand", "LessonCheck"))
    if path.parent.name == "lessons":
        assert checks >= 1, "every lesson has an interactive check"
