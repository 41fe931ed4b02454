"""`euchre-tutor`: serve the lessons and exercises with Voila on 127.0.0.1.

The app root is the directory holding `index.ipynb` and `voila.json`: `$EUCHRE_TUTOR_ROOT` if set,
otherwise the project directory this package was installed from. Voila reads `voila.json` from the
app root only (not from the current directory or the user's Jupyter config), so the app behaves
the same wherever it is started. The page template (`euchre-tutor`, in `euchre/data/jupyter`) is
Voila's "lab" template without links to outside hosts, so everything works offline.

What it prints in the terminal (its errors, `--help` and the start-up lines) is in the terminal's
language (`euchre.i18n.terminal_language`: EUCHRE_TUTOR_LANG, then LC_ALL, LC_MESSAGES, LANG); the
pages follow each learner's language.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import os
import socket
import sys
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from euchre.i18n import _, terminal_language, use_language
from euchre.i18n.commands import Parser

HOST = "127.0.0.1"
DEFAULT_PORT = 8866
ROOT_ENV = "EUCHRE_TUTOR_ROOT"
INDEX = "index.ipynb"
CONFIG = "voila.json"
TEMPLATE_DATA = Path(__file__).resolve().parent.parent / "data" / "jupyter"
LESSONS = "lessons/[0-9][0-9]_*.ipynb"
FIRST_LESSON_AFTER = 1.0
"""Seconds after the index has been served before lesson 1 pre-heats (the browser draws the index first)."""
PREHEAT_AFTER = 5.0
"""Seconds after the index has been served before the other lessons start pre-heating."""
PREHEAT_SPACING = 3.0
"""Seconds between two lessons' pre-heating."""
PREHEAT_AT_THE_LATEST = 8.0
"""Seconds after start-up when the lessons start pre-heating even if no one has opened the index."""


class AppError(Exception):
    """The app cannot start; the message says why and what to do."""


@dataclass(frozen=True)
class AppConfig:
    root: Path
    port: int
    open_browser: bool

    @property
    def url(self) -> str:
        """The address to open: `/` redirects to the index."""
        return f"http://{HOST}:{self.port}/"

    def voila_argv(self) -> list[str]:
        """The Voila command line (without the program name)."""
        argv = [
            str(self.root),
            f"--port={self.port}",
            f"--Voila.ip={HOST}",
            "--Voila.port_retries=0",
            f"--Voila.config_file_paths={self.root}",
        ]
        if not self.open_browser:
            argv.append("--no-browser")
        return argv

    def environment(self, base: dict[str, str] | None = None) -> dict[str, str]:
        """The environment Voila needs: the app's template directory first on JUPYTER_PATH."""
        env = dict(os.environ if base is None else base)
        paths = [str(TEMPLATE_DATA)] + [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
        env["JUPYTER_PATH"] = os.pathsep.join(dict.fromkeys(paths))
        return env


def find_root(env: dict[str, str] | None = None) -> Path:
    """The app root: $EUCHRE_TUTOR_ROOT, else the directory above the installed `euchre` package."""
    env = dict(os.environ) if env is None else env
    if env.get(ROOT_ENV):
        root = Path(env[ROOT_ENV]).expanduser().resolve()
        if not (root / INDEX).is_file():
            raise AppError(_("{variable} is {folder}, but there is no {index} there", variable=ROOT_ENV,
                             folder=str(root), index=INDEX))
        return root
    root = Path(__file__).resolve().parent.parent.parent
    if (root / INDEX).is_file():
        return root
    raise AppError(_("cannot find the lessons: there is no {index} next to the installed package ({folder}). "
                     "Install the project from its folder with `pip install -e .`, or set {variable} to that folder.",
                     index=INDEX, folder=str(root), variable=ROOT_ENV))


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = Parser(
        prog="euchre-tutor",
        description=_("Serve the Euchre Tutor lessons and exercises with Voila on 127.0.0.1."),
        epilog=_("Language of the terminal: EUCHRE_TUTOR_LANG (en, tr, fi, az), else LC_ALL, LC_MESSAGES or LANG "
                 "(tr_TR.UTF-8), else English; each page speaks its learner's language."),
    )
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT,
                        help=_("port to listen on (default {port})", port=DEFAULT_PORT))
    browser = parser.add_mutually_exclusive_group()
    browser.add_argument(
        "--no-browser", dest="open_browser", action="store_false", help=_("do not open a browser (the default)")
    )
    browser.add_argument("--browser", dest="open_browser", action="store_true",
                         help=_("open the index in a browser"))
    parser.set_defaults(open_browser=False)
    parser.add_argument("--root", type=Path, default=None,
                        help=_("the app folder (default: ${variable} or the project)", variable=ROOT_ENV))
    return parser.parse_args(argv)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not a port number", text=repr(text))) from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(_("a port is a number from 1 to 65535, not {port}", port=port))
    return port


def resolve(argv: Sequence[str] | None = None, env: dict[str, str] | None = None) -> AppConfig:
    args = parse_args(argv)
    if args.root is not None:
        env = {**(dict(os.environ) if env is None else env), ROOT_ENV: str(args.root)}
    return AppConfig(root=find_root(env), port=args.port, open_browser=args.open_browser)


def check_port_free(port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((HOST, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise AppError(_("port {port} is already in use; try another one, e.g. --port {next}", port=port,
                                 next=port + 1)) from None
            address = f"{HOST}:{port}"
            raise AppError(_("cannot listen on {address}: {reason}", address=address, reason=exc.strerror)) from None


def skip_slow_optional_imports() -> None:
    """Start the server about 1.7 s sooner on a small machine.

    Jupyter Server imports jsonschema, which imports the optional `rfc3987_syntax` if present;
    that module compiles a grammar at import time, only to check the "iri" string formats, which
    nothing in this app validates. Marking it absent in this process makes jsonschema skip those
    two checkers (it already handles the module being missing). Kernels are not affected.
    """
    sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[assignment]


def later_notebooks(root: Path) -> list[str]:
    """The lessons, in order: voila.json pre-heats only the index at start-up; lesson 1 follows
    shortly and the rest one by one afterwards (see `preheat_later`)."""
    return [path.relative_to(root).as_posix() for path in sorted(root.glob(LESSONS))]


def preheat_later(voila: Any, notebooks: Sequence[str]) -> None:
    """Give each notebook a pre-heated kernel, a few seconds apart, from now on.

    Pre-heating every lesson at once would start all their kernels together and slow the page
    being opened down on a small machine; staggering them keeps it quick, and the learner finds
    each next lesson already run. The first notebook (lesson 1, the index's "Start here") starts
    `FIRST_LESSON_AFTER` seconds in, the others from `PREHEAT_AFTER` on, `PREHEAT_SPACING` apart.
    Voila keeps one spare kernel per notebook used this way (`kernel_pools_config`). Does nothing
    when pre-heating is off.
    """
    manager = getattr(voila, "kernel_manager", None)
    if not hasattr(manager, "fill_if_needed"):
        return
    pending = [nb for nb in notebooks if manager.get_pool_size(nb) == 0]
    for i, notebook in enumerate(pending):
        delay = FIRST_LESSON_AFTER if i == 0 else PREHEAT_AFTER + (i - 1) * PREHEAT_SPACING
        manager.fill_if_needed(delay=delay, notebook_name=notebook)


async def preheat_after_index(voila: Any, notebooks: Sequence[str], latest: float = PREHEAT_AT_THE_LATEST) -> None:
    """`preheat_later`, once the index has been served (`TutorVoila.index_served`) or `latest`
    seconds from now, whichever comes first: at a cold start the index's kernel and the browser
    drawing it have the machine to themselves, and lesson 1 is ready soon after."""
    served = getattr(voila, "index_served", None)
    if served is not None:
        try:
            await asyncio.wait_for(served.wait(), latest)
        except TimeoutError:
            pass
    preheat_later(voila, notebooks)


def _terminal(text: str) -> None:
    print(text, file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    # Only what is printed here is in the terminal's language: a `use_language` around `voila.start()`
    # would also hold for the requests the server answers on this thread.
    with use_language(terminal_language()):
        try:
            config = resolve(argv)
            check_port_free(config.port)
        except AppError as exc:
            _terminal(_("euchre-tutor: {error}", error=str(exc)))
            return 2
    os.environ.update(config.environment())
    os.environ[ROOT_ENV] = str(config.root)
    skip_slow_optional_imports()
    # Voila, Jupyter and the classroom load only when serving: `--help` and bad options answer at once
    from euchre.classroom.serve import class_size
    from euchre.server.setup import prepare

    with use_language(terminal_language()):
        try:
            size = class_size()
            guard = prepare(size)
        except ValueError as exc:
            _terminal(_("euchre-tutor: {error}", error=str(exc)))
            return 2
    # (Voila loads only when serving, after the checks above)
    from euchre.server.voila_app import TutorVoila

    # voila.json sets Voila.mathjax_url/mathjax_config to "null" so the page never asks a CDN for
    # MathJax; Voila calls those options deprecated, which is noise in a learner's terminal. (The
    # filter goes in after the import, which installs filters of its own.)
    warnings.filterwarnings("ignore", r"Voila\.mathjax_(url|config) is deprecated", DeprecationWarning)
    from tornado.ioloop import IOLoop

    TutorVoila.guard = guard
    voila = TutorVoila.instance()
    voila.initialize(config.voila_argv())
    # (the routes import Jupyter's server, so they load with Voila)
    from euchre.server.routes import install

    install(voila)
    with use_language(terminal_language()):
        print(_("Euchre Tutor is starting. Open {url}", url=config.url), flush=True)
        print(_("Class code: {code}. Teacher sign-in: {url}", code=guard.class_code,
                url="http://" + HOST + ":" + str(config.port) + "/euchre/teacher"), flush=True)
        print(_("Press Ctrl+C to stop."), flush=True)
        if size:
            print(_("Class mode: keeping {n} kernels ready for the class quiz page.", n=size), flush=True)
    IOLoop.current().add_callback(preheat_after_index, voila, later_notebooks(config.root))
    # (the classroom loads only when serving)
    from euchre.classroom.serve import preheat_class

    if size:
        IOLoop.current().add_callback(preheat_class, voila, size)
    voila.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
