"""Write the static edition of Euchre Tutor: a folder any static file server can serve, where every lesson,
exercise, strategy and reference page, in every language, runs the `euchre` package in the browser
(Pyodide, through voici and jupyterlite-pyodide-kernel), with nothing fetched from another host.

Run by scripts/build-static inside .venv-static (which holds voici and jupyterlite). Steps:

1. the browser's Python packages: pinned pure-Python wheels from PyPI (scripts/static/pyodide-requirements.txt),
   the kernel's own wheels, the euchre wheel built from this checkout, two empty stand-ins (`sqlite3` and
   `jedi`, which the kernel asks for and the pages never use); Babel's locale data cut to the app's
   languages; every module turned into bytecode by Pyodide itself (scripts/static/pycompile.mjs);
2. Pyodide's runtime from npm (`npm pack pyodide@<version>`), and a pyodide-lock.json naming only those wheels;
3. the notebooks, copied with a first cell that opens the browser's progress store and `.ipynb` links
   turned into the `.html` pages voici writes; the teacher's pages (they need the server) left out;
4. `voici build`, then its service worker told to keep the pages' files for offline use, the corner spinner
   given words for screen readers in each page's language, and the kernel's worker told to start from a snapshot
   of Python's memory kept after the first visit (warm-start.js).

Downloads are kept in build/static-cache, so a second build fetches nothing.
"""

from __future__ import annotations

import argparse
import ast
import gettext
import hashlib
import html
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "scripts" / "static"
PYODIDE_VERSION = "0.29.0"
LANGUAGES = ("tr", "fi", "az")
FOLDERS = ("lessons", "exercises", "strategy", "reference")
"""The page folders the static edition serves; `teacher/` (dashboard, quiz sets) needs the server."""
BABEL_LOCALES = ("root", "en", *LANGUAGES)
PYODIDE_RUNTIME = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                   "package.json")
KERNEL_WHEELS = ("pyodide_kernel-", "ipykernel-", "widgetsnbextension-4")
STAND_INS = ("sqlite3", "jedi", "micropip")
"""Empty wheels the kernel asks Pyodide for by name and the pages never import."""
OWN_PIPLITE = HERE / "piplite"
"""Our `piplite` in place of the kernel's (which imports micropip): it installs nothing and keeps IPython's
terminal out of the kernel's start (see its docstring)."""
TEMPLATE = "euchre-tutor"
STAMP = "static-build.json"
OPEN_STORAGE = "from euchre.progress.browser import load_browser_progress\nawait load_browser_progress()"
"""The first cell of every page: the learner's progress is read from the browser's storage before the page's
widgets ask for it (reading it is asynchronous in a browser, and a cell may await)."""


class BuildError(RuntimeError):
    """A build step failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[build-static] {message}", flush=True)


def run(cmd: list[str], **kwargs: object) -> None:
    try:
        subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]
    except (OSError, subprocess.CalledProcessError) as exc:
        raise BuildError(f"{' '.join(cmd[:3])} ... failed: {exc}") from None


# ---- what the build reads ---------------------------------------------------------------------
def input_files() -> list[Path]:
    """Every file whose change changes the site."""
    files = [ROOT / "pyproject.toml", ROOT / "setup.py", ROOT / "scripts" / "build_backend.py", ROOT / "index.ipynb",
             Path(__file__).resolve()]
    files += sorted(p for p in (ROOT / "euchre").rglob("*") if p.is_file() and "__pycache__" not in p.parts
                    and p.suffix not in (".pyc", ".mo"))
    files += sorted(p for p in HERE.rglob("*") if p.is_file())
    for base in (ROOT, *(ROOT / lang for lang in LANGUAGES)):
        files += [base / "index.ipynb"] if base != ROOT else []
        for folder in FOLDERS:
            files += sorted((base / folder).glob("*.ipynb"))
    return files


def input_hash() -> str:
    digest = hashlib.sha256()
    for path in input_files():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def is_current(out: Path) -> bool:
    """Whether `out` holds a finished build of exactly these inputs."""
    try:
        return json.loads((out / STAMP).read_text())["inputs"] == input_hash()
    except (OSError, ValueError, KeyError):
        return False


# ---- wheels -----------------------------------------------------------------------------------
def download_wheels(cache: Path) -> list[Path]:
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--python-version",
         "3.13", "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(wheels),
         "-r", str(HERE / "pyodide-requirements.txt")])
    return pinned_wheels(wheels)


def pinned_wheels(folder: Path) -> list[Path]:
    """The wheel of each pin in `folder`, and nothing else it holds (older versions, packages no longer pinned)."""
    pins = pinned()
    found = sorted(w for w in folder.glob("*.whl") if tuple(w.name.split("-")[:2]) in pins)
    if len(found) != len(pins):
        raise BuildError(f"{len(found)} of the {len(pins)} pinned wheels are in {folder}")
    return found


def pinned() -> set[tuple[str, str]]:
    """(name, version) as wheel file names spell them, for each pin in scripts/static/pyodide-requirements.txt
    (the download cache may hold other versions and packages no longer pinned)."""
    lines = (HERE / "pyodide-requirements.txt").read_text().splitlines()
    pins = [line.split("==") for line in lines if line.strip() and not line.startswith("#")]
    return {(re.sub(r"[-_.]+", "_", name.strip()).lower(), version.strip()) for name, version in pins}


def kernel_wheels() -> list[Path]:
    pypi = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    found = sorted(p for p in pypi.glob("*.whl") if p.name.startswith(KERNEL_WHEELS))
    if len(found) != len(KERNEL_WHEELS):
        raise BuildError(f"the kernel's wheels were not found in {pypi}: is jupyterlite-pyodide-kernel installed?")
    return found


def euchre_wheel(into: Path) -> Path:
    """The euchre wheel, built from a copy of the package (so no stale build/lib leaks into it)."""
    with tempfile.TemporaryDirectory(prefix="euchre-src-") as tmp:
        src = Path(tmp)
        for name in ("pyproject.toml", "setup.py", "README.md", "scripts/build_backend.py"):
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
        shutil.copytree(ROOT / "euchre", src / "euchre", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so"))
        # Pyodide takes pure-Python wheels: the engine's compiled build (docs/engine.md) is not for the browser
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(into), str(src)],
            env={**os.environ, "EUCHRE_TUTOR_PURE": "1"})
    (wheel,) = into.glob("euchre_tutor-*.whl")
    return wheel


def stand_in_wheel(name: str, into: Path, source: Path | None = None) -> Path:
    """A wheel called `name` holding the Python files under `source` (none: an empty one, which the kernel
    asks Pyodide for by name and the pages never import)."""
    dist = f"{name}-0.0.0.dist-info"
    path = into / f"{name}-0.0.0-py3-none-any.whl"
    files = {
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\n",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: euchre-build-static\nRoot-Is-Purelib: true\n"
                         "Tag: py3-none-any\n",
    }
    if source is not None:
        files |= {p.relative_to(source).as_posix(): p.read_text(encoding="utf-8") for p in sorted(source.rglob("*.py"))}
    with zipfile.ZipFile(path, "w") as z:
        for file, text in files.items():
            z.writestr(file, text)
        z.writestr(f"{dist}/RECORD", "".join(f"{f},,\n" for f in [*files, f"{dist}/RECORD"]))
    return path


def trim_wheel(wheel: Path, keep: object) -> None:
    """Rewrite `wheel` without the files `keep(name)` refuses (RECORD lists what is left)."""
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        kept = [n for n in src.namelist() if n != record and keep(n)]  # type: ignore[operator]
        for name in kept:
            dst.writestr(src.getinfo(name), src.read(name))
        dst.writestr(record, "".join(f"{n},,\n" for n in [*kept, record]))
    tmp.replace(wheel)


def keep_babel_file(name: str) -> bool:
    if not name.startswith("babel/locale-data/"):
        return True
    stem = name.rsplit("/", 1)[1].removesuffix(".dat")
    return any(stem == code or stem.startswith(code + "_") for code in BABEL_LOCALES)


def keep_euchre_file(name: str) -> bool:
    """The browser needs no message sources: the wheel holds the compiled catalogues."""
    return not (name.startswith("euchre/locale/") and name.endswith((".po", ".pot")))


def keep_library_file(name: str) -> bool:
    """A library's own tests are never imported by the pages."""
    return "/tests/" not in name


# ---- Pyodide ----------------------------------------------------------------------------------
def pyodide_runtime(cache: Path) -> Path:
    folder = cache / f"pyodide-{PYODIDE_VERSION}"
    if (folder / "pyodide.asm.wasm").exists():
        return folder
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        run(["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache)],
            stdout=subprocess.DEVNULL)
    tmp = cache / "pyodide-unpack"
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    shutil.rmtree(folder, ignore_errors=True)
    (tmp / "package").rename(folder)
    shutil.rmtree(tmp)
    return folder


def wheel_entry(wheel: Path) -> dict[str, object]:
    with zipfile.ZipFile(wheel) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = z.read(meta_name).decode()
        tops = sorted({n.split("/")[0].removesuffix(".py").removesuffix(".pyc") for n in z.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    fields = dict(re.findall(r"^(Name|Version): (.+)$", meta, re.M))
    name = fields["Name"].strip().lower().replace("_", "-")
    return {"name": name, "version": fields["Version"].strip(), "file_name": wheel.name, "install_dir": "site",
            "package_type": "package", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "imports": tops,
            "depends": [], "unvendored_tests": False}


def write_lock(runtime: Path, wheels: list[Path], into: Path) -> list[str]:
    """pyodide-lock.json for exactly these wheels (Pyodide's own lists hundreds that live on a CDN)."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    entries = [wheel_entry(w) for w in wheels]
    lock["packages"] = {e["name"]: e for e in entries}
    (into / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return sorted(str(e["name"]) for e in entries)


# ---- notebooks --------------------------------------------------------------------------------
_LINK = re.compile(r"(\]\(|href=[\"'])(?!https?:|/|#)([^)\"'\s#]+)\.ipynb(?=[)#\"'])")


def static_links(text: str) -> str:
    """`[x](lessons/02_y.ipynb)` becomes `[x](lessons/02_y.html)`: voici writes each notebook as a page."""
    return _LINK.sub(lambda m: f"{m.group(1)}{m.group(2)}.html", text)


def page_notebook(source: Path) -> dict[str, object]:
    nb = json.loads(source.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            cell["source"] = static_links(text)
    opener = {"cell_type": "code", "execution_count": None, "id": "et-open-progress", "metadata": {},
              "outputs": [], "source": OPEN_STORAGE}
    nb["cells"] = [opener, *nb["cells"]]
    return nb


def copy_pages(into: Path) -> int:
    count = 0
    for base in (ROOT, *(ROOT / lang for lang in LANGUAGES)):
        rel = base.relative_to(ROOT)
        sources = [base / "index.ipynb", *(p for f in FOLDERS for p in sorted((base / f).glob("*.ipynb")))]
        for source in sources:
            target = into / rel / source.relative_to(base)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(page_notebook(source), indent=1, ensure_ascii=False), encoding="utf-8")
            count += 1
    return count


# ---- the site ---------------------------------------------------------------------------------
def lite_config(packages: list[str]) -> dict[str, object]:
    return {"jupyter-config-data": {
        "enableServiceWorkerCache": True,
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": "./static/pyodide/pyodide.js",
            "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": packages},
        }},
    }}


_WORKER_CHANGES = (
    # Every /api/ request went to the network, so a page's notebook (/api/contents/...) could not load
    # offline; only the kernel's live channels must bypass the cache.
    ('t.pathname.includes("/api/")', 't.pathname.includes("/api/stdin")||t.pathname.includes("/api/drive")'),
    # The cache was switched on only in the worker's first run ("activate"): a worker the browser stopped
    # and started again (after a restart, say) served nothing offline. Read the switch on every start.
    ("let enableCache=!1;", 'let enableCache="true"===new URL(location.href).searchParams.get("enableCache");'),
)
_KEEP_LISTENER = """
self.addEventListener("message",function(e){var u=e.data&&e.data.euchreKeep;if(!Array.isArray(u))return;
e.waitUntil(openCache().then(function(c){return Promise.all(u.filter(function(x){return typeof x==="string"&&
new URL(x).origin===location.origin}).map(function(x){return c.match(x).then(function(hit){return hit||fetch(x)
.then(function(r){if(r.ok)return c.put(x,r)}).catch(function(){})})}))}))});
"""
"""Keeps the files a page names (scripts/static/keep-offline.js): the ones it loaded before the worker ran."""


def make_offline(out: Path) -> None:
    """Patch voici's service worker (see _WORKER_CHANGES) and make every page hand it what it loaded."""
    worker = out / "service-worker.js"
    text = worker.read_text()
    for old, new in _WORKER_CHANGES:
        if text.count(old) != 1:
            raise BuildError(f"voici's service-worker.js changed ({old!r} not found once): update make_offline")
        text = text.replace(old, new)
    worker.write_text(text + _KEEP_LISTENER)
    shutil.copy2(HERE / "keep-offline.js", out / "keep-offline.js")
    for page in (out / "voici" / "render").rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        up = "../" * len(page.relative_to(out).parts[:-1])
        tag = f'<script src="{up}keep-offline.js"></script>'
        if html.count("</body>") != 1:
            raise BuildError(f"{page} has no single </body> to put the offline script before")
        page.write_text(html.replace("</body>", tag + "</body>"), encoding="utf-8")


SPINNER_MESSAGE = "Python is starting in your browser: the exercises will appear in a moment."
"""The spinner's words for a screen reader: `euchre.widgets.landing.STARTING`, whose translations the euchre wheel
holds (this script cannot import the package: it runs in the build's own venv)."""
_SPINNER = re.compile(r'<div id="loading"([^>]*)>')
_SPINNER_SVG = '<svg class="spinner"'


def spinner_words(wheel: Path) -> dict[str, str]:
    """SPINNER_MESSAGE in English and each language, read from the compiled catalogues (`.mo`) in the euchre
    `wheel`; English where a language has not translated it."""
    words = {"en": SPINNER_MESSAGE}
    with zipfile.ZipFile(wheel) as z:
        for lang in LANGUAGES:
            folder = f"euchre/locale/{lang}/LC_MESSAGES/"
            catalogues = sorted(n for n in z.namelist() if n.startswith(folder) and n.endswith(".mo"))
            said = (gettext.GNUTranslations(io.BytesIO(z.read(n))).gettext(SPINNER_MESSAGE) for n in catalogues)
            words[lang] = next((s for s in said if s != SPINNER_MESSAGE), SPINNER_MESSAGE)
    return words


def label_spinner(out: Path, words: dict[str, str]) -> int:
    """Give voici's corner spinner (shown while Python starts in the browser) what a screen reader needs: it
    becomes a polite live status region whose text, visually hidden, is `words` in the page's language; the
    spinning picture (whose SVG title says "spin") is hidden from screen readers. Returns how many pages were
    labelled; fails when a page has no spinner to label (voici's template changed)."""
    pages = sorted((out / "voici" / "render").rglob("*.html"))
    for page in pages:
        lang = language_of(page.relative_to(out / "voici" / "render"))
        text = page.read_text(encoding="utf-8")
        if len(_SPINNER.findall(text)) != 1 or text.count(_SPINNER_SVG) != 1:
            raise BuildError(f"{page} has no single spinner (#loading with its picture): update label_spinner")
        said = html.escape(words.get(lang, SPINNER_MESSAGE))
        spinner = _SPINNER.search(text)
        assert spinner is not None
        text = (f'{text[:spinner.start()]}<div id="loading"{spinner.group(1)} role="status" aria-live="polite" '
                f'lang="{lang}"><span class="et-visually-hidden">{said}</span>{text[spinner.end():]}')
        text = text.replace(_SPINNER_SVG, f'{_SPINNER_SVG} aria-hidden="true" focusable="false"')
        page.write_text(text, encoding="utf-8")
    return len(pages)


SHARED_CSS = Path("static/euchre-css")
"""Where the style blocks every page repeats are written, one file each, named by a hash of its content."""
SHARE_AT_LEAST = 1024
"""A smaller repeated <style> stays in the page: one more request would cost more than its bytes."""
_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
_RELATIVE_URL = re.compile(r"""url\(\s*+(?!["']?(?:data:|https?:|/|#))|@import""", re.I)
"""A url(...) that resolves against the stylesheet's own address, or an @import: such a block moved to another
folder would point elsewhere, so it stays in the page."""


def share_styles(out: Path) -> list[Path]:
    """Put each <style> block that every page holds byte for byte into one file under SHARED_CSS, and replace it
    in each page with a <link> to that file at the same place (so the cascade keeps its order). A first visit
    downloads the theme once; the other pages shrink to their own content. Fails when the pages share no block
    (voici's template changed: a page would again carry the whole theme)."""
    pages = sorted((out / "voici" / "render").rglob("*.html"))
    if not pages:
        raise BuildError(f"no pages under {out / 'voici' / 'render'} to share styles between")
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    common: set[str] | None = None
    for text in texts.values():
        blocks = {m.group(0) for m in _STYLE.finditer(text)}
        common = blocks if common is None else common & blocks
    shared = sorted(b for b in common or () if len(b) >= SHARE_AT_LEAST and not _RELATIVE_URL.search(b))
    if not shared:
        raise BuildError("the pages share no large <style> block: voici's template changed, update share_styles")
    folder = out / SHARED_CSS
    folder.mkdir(parents=True, exist_ok=True)
    files = {}
    for block in shared:
        css = _STYLE.fullmatch(block).group(1)  # type: ignore[union-attr]
        path = folder / f"{hashlib.sha256(css.encode()).hexdigest()[:16]}.css"
        path.write_text(css, encoding="utf-8")
        files[block] = path
    for page, text in texts.items():
        up = "../" * len(page.relative_to(out).parts[:-1])
        for block, path in files.items():
            if text.count(block) != 1:
                raise BuildError(f"{page} holds a shared <style> block {text.count(block)} times, not once")
            link = f'<link rel="stylesheet" href="{up}{path.relative_to(out).as_posix()}">'
            text = text.replace(block, link)
        page.write_text(text, encoding="utf-8")
    return list(files.values())


OFFLINE_MANIFEST = "offline-pages.json"
"""Every page of each language and what opening it needs beyond the shared scripts: keep-offline.js has the
service worker fetch those of the page's language once the page is idle, so every page opens offline."""


def language_of(rel: Path) -> str:
    """The language of a page or contents file from its path under its root folder ("en" when not in a language's)."""
    return rel.parts[0] if len(rel.parts) > 1 and rel.parts[0] in LANGUAGES else "en"


def write_offline_manifest(out: Path, shared_css: list[Path]) -> dict[str, list[str]]:
    """offline-pages.json: for each language, the addresses (from the site's root) of its pages, the notebooks
    behind them (files/ and api/contents/), every language's index page and the shared style files."""
    by_language: dict[str, list[str]] = {lang: [] for lang in ("en", *LANGUAGES)}
    roots = (("voici/render", "*.html"), ("files", "*.ipynb"), ("api/contents", "all.json"))
    for root, pattern in roots:
        for path in sorted((out / root).rglob(pattern)):
            by_language[language_of(path.relative_to(out / root))].append(path.relative_to(out).as_posix())
    indexes = sorted(p.relative_to(out).as_posix() for p in (out / "voici" / "render").rglob("index.html"))
    common = [*(p.relative_to(out).as_posix() for p in shared_css), *indexes]
    manifest = {lang: sorted(set(urls) | set(common)) for lang, urls in by_language.items()}
    if not all(any(u.endswith(".html") and u not in indexes for u in urls) for urls in manifest.values()):
        raise BuildError("a language has no pages for the offline manifest: the site's folders changed")
    (out / OFFLINE_MANIFEST).write_text(json.dumps(manifest, indent=1))
    return manifest


WARM_START = HERE / "warm-start.js"
PREWARM = ("IPython.display", "ipywidgets", "euchre.progress.browser")
"""Imported on a first visit before the snapshot is taken (warm-start.js), with what the lessons import."""
PREWARM_PAGES = ("index.ipynb", "lessons/*.ipynb")
"""The pages whose imports go into the snapshot: where a learner starts. Other pages import the rest (the bots
behind the trainer and the calling exercise, about 3 s more) when they open, as before."""
_FROM_IMPORT = re.compile(r"^\s*from (euchre[\w.]*) import \(?([\w, ]+)", re.M)


def prewarm_modules() -> list[str]:
    """PREWARM and every `euchre` module the PREWARM_PAGES import; a name taken from `euchre.widgets` (which
    imports each widget's module on first use) counts as the module that holds it."""
    tree = ast.parse((ROOT / "euchre" / "widgets" / "__init__.py").read_text(encoding="utf-8"))
    where = next(ast.literal_eval(node.value) for node in tree.body
                 if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "_WHERE")
    found = set(PREWARM)
    for page in (p for pattern in PREWARM_PAGES for p in sorted(ROOT.glob(pattern))):
        cells = json.loads(page.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for module, names in _FROM_IMPORT.findall(code):
            if module == "euchre.widgets":
                found |= {f"euchre.widgets.{where[n.strip()]}" for n in names.split(",") if n.strip() in where}
            else:
                found.add(module)
    return sorted(found)
KERNEL_STATIC = Path("extensions/@jupyterlite/pyodide-kernel-extension/static")
_KERNEL_START = ("await this.initRuntime(e),await this.initFilesystem(e),await this.initPackageManager(e),"
                 "await this.initKernel(e),")
"""The kernel worker's start-up steps in jupyterlite-pyodide-kernel 0.7.0 (its `initialize`, minified)."""


def make_warm_start(out: Path, build_hash: str) -> list[str]:
    """Have the kernel's worker scripts start Python through warm-start.js; the names of the scripts changed.

    The worker scripts are the kernel extension's chunks that stand alone (a worker loads them directly,
    not through webpack's chunk list); there is one for pages that are cross-origin isolated and one for
    the rest. Fails loudly when neither holds the start-up steps exactly once (another kernel version)."""
    prelude = (WARM_START.read_text(encoding="utf-8").replace("__EUCHRE_BUILD__", build_hash)
               .replace("__EUCHRE_PREWARM__", json.dumps(prewarm_modules())))
    patched = []
    for script in sorted((out / KERNEL_STATIC).glob("*.js")):
        text = script.read_text(encoding="utf-8")
        if "webpackChunk" in text[:300] or _KERNEL_START not in text:
            continue
        if text.count(_KERNEL_START) != 1:
            raise BuildError(f"{script.name} holds the kernel's start-up steps more than once: update make_warm_start")
        script.write_text(prelude + "\n" + text.replace(_KERNEL_START, "await self.euchreWarmStart(this,e),"),
                          encoding="utf-8")
        patched.append(script.name)
    if not patched:
        raise BuildError("the kernel's worker script (jupyterlite-pyodide-kernel) no longer starts Python as "
                         "make_warm_start expects: update it")
    return patched


def start_page(out: Path) -> None:
    """The folder's own index.html opens the English index page."""
    (out / "index.html").write_text(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Euchre Tutor</title>'
        '<meta http-equiv="refresh" content="0; url=voici/render/index.html">'
        '<p><a href="voici/render/index.html">Euchre Tutor</a></p></html>\n')


def build(out: Path, cache: Path) -> None:
    started = time.monotonic()
    digest = input_hash()
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="euchre-static-") as tmp:
        work = Path(tmp)
        lite, content = work / "lite", work / "content"
        pyodide_dir = lite / "static" / "pyodide"
        pyodide_dir.mkdir(parents=True)

        log("wheels")
        wheels = [shutil.copy2(w, pyodide_dir / w.name) for w in download_wheels(cache)]
        wheels += [shutil.copy2(w, pyodide_dir / w.name) for w in kernel_wheels()]
        own_wheel = euchre_wheel(pyodide_dir)
        wheels += [own_wheel]
        wheels += [stand_in_wheel(name, pyodide_dir) for name in STAND_INS]
        wheels += [stand_in_wheel("piplite", pyodide_dir, OWN_PIPLITE)]
        paths = [Path(w) for w in wheels]
        for wheel in paths:
            if wheel.name.startswith("babel-"):
                trim_wheel(wheel, keep_babel_file)
            elif wheel.name.startswith("euchre_tutor-"):
                trim_wheel(wheel, keep_euchre_file)
            else:
                trim_wheel(wheel, keep_library_file)

        log(f"Pyodide {PYODIDE_VERSION}")
        runtime = pyodide_runtime(cache)
        for name in PYODIDE_RUNTIME:
            shutil.copy2(runtime / name, pyodide_dir / name)
        log("bytecode")
        run(["node", str(HERE / "pycompile.mjs"), str(runtime), *map(str, paths)])
        packages = write_lock(runtime, paths, pyodide_dir)
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(packages), indent=1))

        log(f"{copy_pages(content)} pages")
        env = {**os.environ, "JUPYTER_PATH": str(ROOT / "euchre" / "data" / "jupyter")}
        staged = work / "site"
        with (cache / "voici-build.log").open("w") as voici_log:  # one line per page: kept out of the way
            log(f"voici build (its log: {voici_log.name})")
            run([str(Path(sys.executable).parent / "voici"), "build", "--contents", str(content), "--lite-dir",
                 str(lite), "--output-dir", str(staged), "--no-sourcemaps", "--template", TEMPLATE,
                 "--log-level", "WARN"], env=env, cwd=work, stdout=voici_log, stderr=subprocess.STDOUT)
        shared_css = share_styles(staged)
        make_offline(staged)
        log(f"spinner labelled for screen readers in {label_spinner(staged, spinner_words(Path(own_wheel)))} pages")
        manifest = write_offline_manifest(staged, shared_css)
        for lang, urls in manifest.items():
            total = sum((staged / u).stat().st_size for u in urls)
            log(f"offline manifest, {lang}: {len(urls)} files, {total / 1e6:.1f} MB")
        log(f"warm start in {', '.join(make_warm_start(staged, digest))}")
        start_page(staged)
        size = sum(p.stat().st_size for p in staged.rglob("*") if p.is_file())
        (staged / STAMP).write_text(json.dumps({"inputs": digest, "pyodide": PYODIDE_VERSION}, indent=1))
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(staged), out)
    log(f"wrote {out} ({size / 1e6:.1f} MB) in {time.monotonic() - started:.0f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the static (offline, serverless) edition of Euchre Tutor.")
    parser.add_argument("out", nargs="?", default=str(ROOT / "build" / "static"), help="the folder to write")
    parser.add_argument("--cache", default=str(ROOT / "build" / "static-cache"), help="where downloads are kept")
    parser.add_argument("--if-changed", action="store_true", help="do nothing when OUT already holds this build")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    if args.if_changed and is_current(out):
        log(f"{out} is up to date")
        return 0
    try:
        build(out, Path(args.cache).resolve())
    except BuildError as exc:
        print(f"build-static: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
