"""The static build's shared styles and offline list (scripts/static_build.py `share_styles`,
`write_offline_manifest`): the theme every page repeated inline moves to one file each page links, with the
pages' CSS unchanged and in the same order; the list names every page of a language for keep-offline.js. The
browser test (tests/browser/test_static_edition_browser.py) checks that a page never opened then opens offline."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

THEME = "body { color: var(--jp-ui-font-color1); }\n" + ".jp-x { margin: 0; }\n" * 200
SMALL = ".et-tiny { padding: 0; }"
ICON = ".jp-icon { background: url(data:image/svg+xml;base64,AAAA); }\n" * 40


def _page(own_css: str, *, relative: str = "") -> str:
    blocks = [f'<style type="text/css">{THEME}</style>', f"<style>{SMALL}</style>", f"<style>{ICON}</style>",
              f"<style>{own_css}</style>"]
    if relative:
        blocks.append(f"<style>{relative}</style>")
    return f"<!doctype html><html><head>{''.join(blocks)}</head><body><h1>{own_css[:5]}</h1></body></html>"


def _site(tmp_path: Path, relative: str = "") -> dict[Path, str]:
    pages = {
        tmp_path / "voici/render/index.html": _page(".a{}", relative=relative),
        tmp_path / "voici/render/lessons/01_deck.html": _page(".b{}", relative=relative),
        tmp_path / "voici/render/tr/lessons/03_trump.html": _page(".c{}", relative=relative),
    }
    for path, text in pages.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return pages


_CSS = re.compile(r'<style[^>]*>(.*?)</style>|<link rel="stylesheet" href="([^"]+)">', re.S)


def _css_in_order(page: Path) -> list[str]:
    """The CSS a browser applies to the page, inline and linked, in document order."""
    return [inline if href is None else (page.parent / href).resolve().read_text(encoding="utf-8")
            for inline, href in ((m.group(1), m.group(2)) for m in _CSS.finditer(page.read_text(encoding="utf-8")))]


def test_the_theme_every_page_repeats_moves_to_one_linked_file_and_the_css_stays_in_order(
    static_build: ModuleType, tmp_path: Path
) -> None:
    pages = _site(tmp_path)
    before = {page: _css_in_order(page) for page in pages}
    files = static_build.share_styles(tmp_path)
    assert sorted(f.read_text(encoding="utf-8") for f in files) == sorted([THEME, ICON])
    for page, text in pages.items():
        assert _css_in_order(page) == before[page], f"{page.name}: the CSS changed or moved"
        assert len(page.read_text(encoding="utf-8")) < len(text) - len(THEME), f"{page.name} still holds the theme"
        assert f"<style>{SMALL}</style>" in page.read_text(encoding="utf-8"), "a small block stays in the page"


def test_a_shared_style_with_a_relative_url_stays_in_each_page(static_build: ModuleType, tmp_path: Path) -> None:
    relative = ".logo { background: url(images/logo.svg); }\n" * 40
    pages = _site(tmp_path, relative)
    static_build.share_styles(tmp_path)
    for page in pages:
        assert f"<style>{relative}</style>" in page.read_text(encoding="utf-8")


def test_pages_sharing_no_style_stop_the_build(static_build: ModuleType, tmp_path: Path) -> None:
    for name, css in (("index.html", THEME), ("lessons/01.html", ICON)):
        page = tmp_path / "voici/render" / name
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(f"<html><head><style>{css}</style></head><body></body></html>", encoding="utf-8")
    with pytest.raises(static_build.BuildError, match="share no large <style>"):
        static_build.share_styles(tmp_path)


def test_the_offline_list_names_each_languages_pages_and_notebooks_and_every_index(
    static_build: ModuleType, tmp_path: Path
) -> None:
    _site(tmp_path)
    for name in ("voici/render/lessons/03_trump.html", "voici/render/tr/index.html", "files/lessons/03_trump.ipynb",
                 "files/tr/lessons/03_trump.ipynb", "api/contents/lessons/all.json",
                 "api/contents/tr/lessons/all.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(_page(".d{}") if name.endswith(".html") else "{}", encoding="utf-8")
    files = static_build.share_styles(tmp_path)
    for lang in static_build.LANGUAGES:
        if lang != "tr":  # every language has pages of its own in a real build
            (tmp_path / f"voici/render/{lang}/lessons/01_deck.html").parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / f"voici/render/{lang}/lessons/01_deck.html").write_text("x", encoding="utf-8")
    manifest = static_build.write_offline_manifest(tmp_path, files)
    english, turkish = set(manifest["en"]), set(manifest["tr"])
    assert {"voici/render/lessons/03_trump.html", "files/lessons/03_trump.ipynb",
            "api/contents/lessons/all.json"} <= english
    assert {"voici/render/tr/lessons/03_trump.html", "files/tr/lessons/03_trump.ipynb",
            "api/contents/tr/lessons/all.json"} <= turkish
    assert "voici/render/tr/lessons/03_trump.html" not in english, "a language keeps only its own pages"
    assert "voici/render/lessons/03_trump.html" not in turkish
    shared = {f.relative_to(tmp_path).as_posix() for f in files} | {"voici/render/index.html",
                                                                   "voici/render/tr/index.html"}
    assert all(shared <= set(urls) for urls in manifest.values()), "every list holds the styles and each index"
    assert (tmp_path / static_build.OFFLINE_MANIFEST).exists()
