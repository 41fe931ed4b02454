"""From the attacker's side, over HTTP, against the real server (`python -m euchre.server.app`): every
teacher notebook of the app, in every language, asked for under every spelling of its address and
through every route Voila has, without the teacher's cookie, never shows the page (never a 200 with
its heading, the class code or a dashboard widget) and never answers 5xx. With the cookie the plain
address works, and the page's kernel holds the visitor the server saw. Unknown and malformed
addresses get 404, even when the class is full (the last test fills it).

The servers serve a copy of the app root holding the index, one page that is never pre-heated
(`tr/index.ipynb`) and every teacher notebook the project has, so no lesson kernels are started.
"""

from __future__ import annotations

import html
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from euchre.progress.visitor import IDENTITY_ENV, KEY_ENV, Visitor, read
from euchre.server.paths import Page, is_teacher_path, resolve_page

PROJECT = Path(__file__).resolve().parent.parent
SECRET = "attack-test-teacher-secret"
CLASS_CODE = "ZQXW7K"
START_TIMEOUT = 90.0
MAX_KERNELS = 7
"""The test server's cap: room for the teacher's and the browsers' pages below, then full."""
TEACHER_NOTEBOOKS = sorted(p.relative_to(PROJECT).as_posix() for p in PROJECT.glob("**/*.ipynb")
                           if is_teacher_path(p.relative_to(PROJECT).as_posix())
                           and ".ipynb_checkpoints" not in p.parts)
OPEN_PAGE = "tr/index.ipynb"
"""A learner's page that voila.json never pre-heats: each request starts a kernel for it."""


def heading(notebook: str) -> str:
    cells = json.loads((PROJECT / notebook).read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        for line in "".join(cell["source"]).splitlines():
            if cell["cell_type"] == "markdown" and line.startswith("# "):
                return line[2:].strip()
    raise AssertionError(f"{notebook} has no heading")


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]
    folder: Path

    def request(self, target: str, cookie: str = "", method: str = "GET",
                body: str | None = None) -> tuple[int, dict[str, str], str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        try:
            connection.putrequest(method, target, skip_accept_encoding=True)
            if cookie:
                connection.putheader("Cookie", cookie)
            if body is not None:
                connection.putheader("Content-Type", "application/x-www-form-urlencoded")
                connection.putheader("Content-Length", str(len(body.encode())))
            connection.endheaders(body.encode() if body is not None else None)
            reply = connection.getresponse()
            headers = {k.lower(): v for k, v in reply.getheaders() if k.lower() != "set-cookie"}
            headers["set-cookie"] = "\n".join(reply.headers.get_all("Set-Cookie") or [])
            return reply.status, headers, html.unescape(reply.read().decode("utf-8", "replace"))
        finally:
            connection.close()

    def kernel_env(self, kernel_id: str) -> dict[str, str]:
        """The environment the server started a page's kernel with (from /proc)."""
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            try:
                cmdline = (proc / "cmdline").read_bytes()
                if f"kernel-{kernel_id}.json".encode() not in cmdline:
                    continue
                raw = (proc / "environ").read_bytes()
            except OSError:
                continue
            return dict(item.split("=", 1) for item in raw.decode("utf-8", "replace").split("\0") if "=" in item)
        raise AssertionError(f"no process for kernel {kernel_id}")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(folder: Path, **env: str) -> Server:
    root = folder / "app"
    for rel in ["index.ipynb", "voila.json", OPEN_PAGE, *TEACHER_NOTEBOOKS]:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(PROJECT / rel, root / rel)
    port = free_port()
    server_env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(PROJECT), *filter(None, [os.environ.get("PYTHONPATH")])]),
        "EUCHRE_TUTOR_ROOT": str(root),
        "EUCHRE_TUTOR_DB": f"sqlite:///{folder / 'progress.sqlite'}",
        "EUCHRE_TUTOR_LOG_DIR": str(folder / "logs"),
        "EUCHRE_TUTOR_TEACHER_SECRET": SECRET,
        "EUCHRE_TUTOR_CLASS_CODE": CLASS_CODE,
        "EUCHRE_TUTOR_PAGE_RATE": "10000/60",
        **env,
    }
    for name in (IDENTITY_ENV, KEY_ENV, "EUCHRE_TUTOR_TRUSTED_PROXIES"):
        server_env.pop(name, None)
    log = (folder / "server.out").open("wb")
    process = subprocess.Popen([sys.executable, "-m", "euchre.server.app", "--port", str(port)], cwd=folder,
                               stdout=log, stderr=subprocess.STDOUT, env=server_env, start_new_session=True)
    log.close()
    server = Server(port, process, folder)
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError((folder / "server.out").read_text(errors="replace"))
        try:
            if server.request("/voila/static/voila.js")[0] == 200:
                return server
        except OSError:
            time.sleep(0.2)
    stop_server(server)
    raise RuntimeError("the server did not answer in time")


def stop_server(server: Server) -> None:
    if server.process.poll() is None:
        server.process.send_signal(signal.SIGTERM)
        try:
            server.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.process.pid, signal.SIGKILL)  # the session this test started
            server.process.wait(timeout=5)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    started = start_server(tmp_path_factory.mktemp("attack"), EUCHRE_TUTOR_MAX_KERNELS=str(MAX_KERNELS))
    try:
        yield started
    finally:
        stop_server(started)


def teacher_cookie(server: Server) -> str:
    status, headers, page = server.request("/euchre/teacher")
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)
    cookies = re.search(r"_xsrf=([^;]+)", headers["set-cookie"])
    assert status == 200 and xsrf and cookies
    body = urllib.parse.urlencode({"_xsrf": xsrf.group(1), "secret": SECRET, "next": ""})
    status, headers, _ = server.request("/euchre/teacher", cookie=f"_xsrf={cookies.group(1)}", method="POST",
                                        body=body)
    session = re.search(r"euchre_teacher=([^;]+)", headers["set-cookie"])
    assert status == 303 and session
    return f"euchre_teacher={session.group(1)}"


# ---- every spelling, every route -------------------------------------------------------------
def spellings(rel: str) -> list[str]:
    folder, name = rel.rsplit("/", 1)
    every = "".join(f"%{byte:02X}" for byte in rel.encode())
    return [
        rel, "/" + rel, "//" + rel, "./" + rel, "lessons/../" + rel, "tr/../" + rel, "./tr/../" + rel,
        "teacher/../" + rel, "fi/./../" + rel, rel.replace("/", "//"), rel.replace("/", "/./"),
        rel.replace("/", "%2F"), rel.replace("/", "%2f"), rel.replace("/", "\\"), rel.replace("/", "%5C"),
        rel.replace("teacher/", "teacher/../teacher/"), rel.replace("teacher", "Teacher"),
        rel.replace("teacher", "TEACHER"), rel.replace("teacher", "te%61cher"), rel.replace(".ipynb", "%2Eipynb"),
        rel.replace(".ipynb", ".IPYNB"), every, rel + "/", rel + "?", rel + "?x=1&template=lab", rel + "#top",
        rel + "%00", rel + "%20", rel + "%0a", rel + ";x", "%2e/" + rel, "%2e%2e/" + rel, "lessons/%2e%2e/" + rel,
        "lessons/%252e%252e/" + rel, rel.replace("/", "%252F"), "./" * 1500 + rel, "a/../" * 600 + rel,
        f"{folder}/x/../{name}", f"{folder}/{name}/../{name}",
    ]


ROUTES = ["/voila/files/", "/voila/static/", "/voila/tree/", "/voila/api/contents/", "/voila/templates/",
          "//voila/render/", "/voila//render/", "/voila/render/../render/"]


def refuses(server: Server, target: str, markers: list[str]) -> list[str]:
    """What went wrong for `target` (followed through redirects on this server, without cookies)."""
    problems = []
    for _ in range(6):
        status, headers, body = server.request(target)
        if status >= 500:
            problems.append(f"{target!r}: {status}")
        if status == 200:
            problems += [f"{target!r}: 200 with {marker!r}" for marker in markers if marker in body]
        location = headers.get("location", "")
        if not 300 <= status < 400 or not location:
            return problems
        if location.startswith("/euchre/teacher"):
            return problems  # sent to sign in
        parts = urllib.parse.urlsplit(location)
        if parts.netloc and parts.netloc != f"127.0.0.1:{server.port}":
            return problems + [f"{target!r}: redirected off the server to {location!r}"]
        target = urllib.parse.quote(parts.path, safe="/%;") + (f"?{parts.query}" if parts.query else "")
        if target.startswith("/voila/render/") and not is_teacher_path(urllib.parse.unquote(parts.path)):
            return problems  # a learner's page (the index): opening it would only use up a kernel
    return problems + [f"{target!r}: too many redirects"]


def test_the_project_has_teacher_pages_in_every_language() -> None:
    assert {"teacher/dashboard.ipynb", "teacher/quiz_sets.ipynb", "tr/teacher/dashboard.ipynb",
            "fi/teacher/quiz_sets.ipynb", "az/teacher/dashboard.ipynb"} <= set(TEACHER_NOTEBOOKS)


@pytest.mark.parametrize("notebook", TEACHER_NOTEBOOKS)
def test_no_spelling_or_route_shows_a_teacher_page_without_the_teachers_cookie(server: Server,
                                                                                notebook: str) -> None:
    markers = [heading(notebook), CLASS_CODE, "et-dashboard", "et-set-maker", "et-reset-passphrase"]
    problems: list[str] = []
    for spelling in spellings(notebook):
        problems += refuses(server, "/voila/render/" + spelling, markers)
    for route in ROUTES:
        for spelling in (notebook, "/" + notebook, notebook.replace("/", "%2F"), "lessons/../" + notebook):
            problems += refuses(server, route + spelling, markers)
    problems += refuses(server, f"http://127.0.0.1:{server.port}/voila/render/{notebook}", markers)
    assert problems == []


def test_the_plain_address_sends_to_sign_in_and_other_spellings_to_it(server: Server) -> None:
    for notebook in TEACHER_NOTEBOOKS:
        status, headers, _ = server.request(f"/voila/render/{notebook}")
        assert status == 303
        assert headers["location"] == "/euchre/teacher?next=" + urllib.parse.quote(f"/voila/render/{notebook}")
        status, headers, _ = server.request(f"/voila/render/lessons/..//{notebook.replace('/', '%2F')}?lang=fi")
        assert status == 302 and headers["location"] == f"/voila/render/{notebook}?lang=fi"


def test_a_template_or_theme_of_the_visitors_choosing_is_ignored_not_a_hung_request(server: Server) -> None:
    status, _, page = server.request(f"/voila/render/{OPEN_PAGE}?template=no-such-template&theme=no-such-theme")
    assert status == 200 and "euchre-tutor" in page  # the app's own template, not an error or a wait


@pytest.mark.parametrize("target", [
    "/voila/render/%00", "/voila/render/index.ipynb%00", "/voila/render/%00/teacher/dashboard.ipynb",
    "/voila/render/%0d%0a", "/voila/render/%7f.ipynb", "/voila/render/..", "/voila/render/../voila.json",
    "/voila/render/" + "x" * 3000 + ".ipynb", "/voila/render/", "/voila/render/voila.json",
    "/voila/render/no_such_page.ipynb", "/voila/render/.ipynb_checkpoints/index-checkpoint.ipynb",
    "/voila/render/%ff%fe.ipynb", "/voila/files/%00", "/voila/static/%00", "/voila/templates/%00",
    "/voila/api/contents/%00", "/voila/tree/%00",
])
def test_malformed_and_unknown_addresses_are_not_found_never_an_error(server: Server, target: str) -> None:
    status, _, body = server.request(target)
    assert status < 500 and "Traceback" not in body
    if target.startswith("/voila/render/") and "%ff" not in target:
        assert status == 404


# ---- the teacher, and the visitor a page's kernel holds --------------------------------------
def kernel_id(page: str) -> str:
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page)
    assert found, "the page names no kernel"
    return found.group(1)


def visitor_of(server: Server, page: str) -> Visitor | None:
    kernel = kernel_id(page)
    env = server.kernel_env(kernel)
    return read(env.get(IDENTITY_ENV, ""), kernel, env.get(KEY_ENV, ""))


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads kernels' environments from /proc")
def test_the_teacher_opens_the_plain_address_and_its_kernel_knows_the_teacher(server: Server) -> None:
    cookie = teacher_cookie(server)
    for notebook in ("teacher/dashboard.ipynb", "tr/teacher/quiz_sets.ipynb"):
        status, _, page = server.request(f"/voila/render/{notebook}", cookie=cookie)
        assert status == 200 and heading(notebook) in page
        visitor = visitor_of(server, page)
        assert visitor is not None and visitor.teacher and visitor.browser and visitor.client == "127.0.0.1"
    status, _, page = server.request("/euchre/teacher", cookie=cookie)
    links = [link for link in re.findall(r'href="/voila/render/([^"]+)"', page) if is_teacher_path(link)]
    assert status == 200 and len(links) >= 2
    for link in links:  # the teacher's own links are the plain spelling, which is guarded
        assert resolve_page(PROJECT, link) == Page(link, teacher=True)
        assert server.request(f"/voila/render/{link}")[0] == 303


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads kernels' environments from /proc")
def test_each_browser_gets_an_id_of_its_own_and_no_teacher_role(server: Server) -> None:
    status, headers, page = server.request(f"/voila/render/{OPEN_PAGE}")
    assert status == 200
    cookie = re.search(r"(euchre_browser=[^;]+);", headers["set-cookie"])
    assert cookie and "httponly" in headers["set-cookie"].lower() and "samesite=lax" in headers["set-cookie"].lower()
    first = visitor_of(server, page)
    status, headers, page = server.request(f"/voila/render/{OPEN_PAGE}", cookie=cookie.group(1))
    again = visitor_of(server, page)
    assert "euchre_browser=" not in headers["set-cookie"]  # the browser keeps its id
    forged = server.request(f"/voila/render/{OPEN_PAGE}", cookie="euchre_browser=AAAAAAAAAAAAAAAAAAAAAA;"
                            " euchre_teacher=made-up")
    other = visitor_of(server, forged[2])
    assert first is not None and again is not None and other is not None
    assert not first.teacher and not other.teacher and first.browser == again.browser != other.browser
    assert other.browser != "AAAAAAAAAAAAAAAAAAAAAA"  # an unsigned id is replaced


def test_with_the_class_full_an_unknown_address_is_still_not_found(server: Server) -> None:
    """Last in this file: fills the server's cap (MAX_KERNELS) with pages that never connect."""
    opened = [server.request(f"/voila/render/{OPEN_PAGE}")[0] for _ in range(MAX_KERNELS + 1)]
    assert 503 in opened and set(opened) <= {200, 503}  # a page that never connects counts on
    assert server.request(f"/voila/render/{OPEN_PAGE}")[0] == 503
    for target in ("/voila/render/no_such_page.ipynb", "/voila/render/%00", "/voila/render/Teacher/x.ipynb",
                   "/voila/render/../x.ipynb"):
        assert server.request(target)[0] == 404
    assert server.request("/voila/render/teacher/dashboard.ipynb")[0] == 303
