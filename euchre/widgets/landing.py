"""The index's landing page: the tracks of `euchre.tutor.catalog` as cards with a picture each, a "start
here" or "continue where you left off" link, and a mark on every page the learner has done
(`euchre.progress.lessons.completed_pages`).

It lists the pages of the current language, linked relative to the index it is shown on: the
English index is at the app's root and each other language's at `<lang>/index.ipynb` (its page
language, `euchre.i18n.page_language`, says which), so `tr/index.ipynb` in Turkish links to
`lessons/01_deck_and_ranks.ipynb` and the root index in Turkish to `tr/lessons/...`.

On a Voila page the landing is shown twice over, for speed: first as plain HTML that the server
writes into the page itself (`STATIC_OUTPUT`, see the page template), so its links are on screen
and work as soon as the page is, before Voila's scripts have loaded, connected to the kernel and
drawn any widget; then as the `Landing` widget, which keeps the marks and the language current.
When the widget is drawn, the plain copy's script removes it (`_SWAP`)."""

from __future__ import annotations

import base64
import logging
import posixpath
from collections.abc import Iterable

import ipywidgets as w

from euchre.engine.cards import Card, Suit
from euchre.explain.render import CSS, cards_html, esc
from euchre.i18n import ENGLISH, N_, _, current_language, html_lang, ngettext, page_language
from euchre.progress import lessons
from euchre.progress.browser import browser_log, in_browser
from euchre.progress.transfer import export_progress
from euchre.tutor.catalog import TRACKS, Page, Track
from euchre.widgets._common import FollowsLanguage
from euchre.widgets.page import in_voila_page

LANDING_CSS = """
<style>
.et-landing{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328}
.et-start{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;margin:4px 0 18px;padding:12px 16px;
  border-radius:10px;background:#eef4ff;border:1px solid #1d4ed8}
.et-start a.et-go{display:inline-block;padding:8px 16px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;
  text-decoration:none}
.et-start a.et-go:hover{background:#1e3a8a}
.et-start .et-go-what{font-weight:600}
.et-static-note{margin:0 0 18px;padding:10px 14px;border-left:4px solid #6b7280;background:#f6f8fa}
.et-tracks{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr));gap:16px}
.et-track{border:1px solid #d0d7de;border-radius:12px;padding:12px 14px 14px;background:#fff;min-width:0}
.et-track h2{font-size:19px;margin:6px 0 2px}
.et-track p{margin:2px 0 8px;color:#333}
.et-track-pic{height:88px;display:flex;align-items:center;justify-content:center;border-radius:8px;background:#f1f7f1}
.et-track-pic svg{height:80px;width:auto}
.et-track ol{margin:0;padding-left:22px}
.et-track li{margin:3px 0}
.et-done{display:inline-block;margin-left:6px;padding:0 6px;border-radius:8px;background:#dcfce7;color:#14532d;
  font-size:12px;font-weight:600;white-space:nowrap}
.et-track-count{font-size:13px;color:#444;margin-top:6px}
.jp-Notebook:has(.et-landing-page .et-landing) .et-landing-static{display:none}
</style>
"""
STARTING = N_("Python is starting in your browser: the exercises will appear in a moment.")
"""What the static edition's corner spinner says to a screen reader while Python starts: scripts/static_build.py
(`label_spinner`) writes it into every page in the page's language, from the catalogues compiled into the wheel,
before any Python runs (its `SPINNER_MESSAGE` is this sentence; a test keeps the two the same)."""
STATIC_OUTPUT = "euchre-tutor-static"
"""An output whose metadata has this key is written into the page by the server (the page template)
instead of being drawn by Voila's scripts."""
_SWAP = (
    "<script>(function(){if(window.etLandingSwap)return;window.etLandingSwap=true;"
    "function sweep(){if(!document.querySelector('.et-landing-page .et-landing'))return;"
    "document.querySelectorAll('.et-landing-static').forEach(function(e){"
    "(e.closest('.jp-OutputArea-output')||e).remove();});}"
    "sweep();new MutationObserver(sweep).observe(document.documentElement,"
    "{childList:true,subtree:true,attributes:true,attributeFilter:['class']});})()"
    "</script>"
)
"""Removes every plain copy once the widget is drawn. It watches the whole page, for as long as it is open,
for added elements and for changed classes: the widget's element may be in the page before it has the
class `et-landing-page` that names it."""

_FELT = '<rect x="2" y="2" width="156" height="76" rx="10" fill="#1f6f43"/>'


def _svg(label: str, body: str) -> str:
    return (
        f'<svg viewBox="0 0 160 80" role="img" aria-label="{esc(label)}" xmlns="http://www.w3.org/2000/svg">'
        f"{_FELT}{body}</svg>"
    )


def _card(x: int, y: int, text: str, red: bool, scale: float = 1.0, corner: bool = False) -> str:
    """A small card face; `corner` writes the rank in the top-left corner (for fanned hands)."""
    ink = "#c0152b" if red else "#111"
    place = 'x="3" y="13" font-size="11"' if corner else 'x="15" y="28" font-size="15" text-anchor="middle"'
    return (
        f'<g transform="translate({x} {y}) scale({scale})"><rect width="30" height="44" rx="4" fill="#fff" '
        f'stroke="#333"/><text {place} font-weight="700" fill="{ink}">{text}</text></g>'
    )


PICTURES: dict[str, tuple[str, str]] = {
    "bid": (
        N_("six cards and a bid of four tricks"),
        "".join(_card(12 + 17 * i, 18, t, r, corner=True) for i, (t, r) in enumerate(
            [("A♠", False), ("K♥", True), ("Q♦", True), ("J♣", False), ("10♠", False), ("9♥", True)]))
        + '<circle cx="132" cy="40" r="18" fill="#fde68a" stroke="#92400e"/>'
        '<text x="132" y="46" font-size="17" font-weight="700" text-anchor="middle" fill="#92400e">4</text>',
    ),
    "practice": (
        N_("a trick of four cards and a tick"),
        _card(68, 4, "9♣", False, 0.8) + _card(100, 22, "A♣", False, 0.8) + _card(68, 41, "J♠", False, 0.8)
        + _card(36, 22, "K♣", False, 0.8)
        + '<circle cx="138" cy="62" r="13" fill="#1d4ed8"/>'
        '<path d="M131 62l5 5 9-10" stroke="#fff" stroke-width="3" fill="none"/>',
    ),
    "strategy": (
        N_("a card led with an arrow to the partner"),
        _card(20, 18, "J♥", True) + _card(110, 18, "A♥", True)
        + '<path d="M56 40 H100" stroke="#fde68a" stroke-width="4" marker-end="url(#et-arrow)"/>'
        '<defs><marker id="et-arrow" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">'
        '<path d="M0 0L8 4L0 8z" fill="#fde68a"/></marker></defs>',
    ),
    "reference": (
        N_("an open book of the game's words"),
        '<path d="M80 14 C62 6 36 6 18 12 V72 C36 66 62 66 80 74 Z" fill="#fff" stroke="#333"/>'
        '<path d="M80 14 C98 6 124 6 142 12 V72 C124 66 98 66 80 74 Z" fill="#fff" stroke="#333"/>'
        + "".join(f'<rect x="{28 if side == 0 else 90}" y="{24 + 11 * i}" width="{16 if i % 2 == 0 else 40}" '
                  f'height="4" fill="{"#1d4ed8" if i % 2 == 0 else "#9ca3af"}"/>'
                  for side in (0, 1) for i in range(4)),
    ),
    "teachers": (
        N_("a worksheet and a class's results"),
        '<rect x="22" y="10" width="50" height="62" rx="4" fill="#fff" stroke="#333"/>'
        + "".join(f'<rect x="30" y="{20 + 12 * i}" width="34" height="4" fill="#9ca3af"/>' for i in range(4))
        + "".join(
            f'<rect x="{92 + 16 * i}" y="{70 - h}" width="11" height="{h}" fill="#fde68a"/>'
            for i, h in enumerate((26, 44, 34, 54))
        ),
    ),
}


def _picture(track: Track) -> str:
    if track.id == "rules":
        cards = [Card.parse(c) for c in ("JH", "JD", "AH")]
        return cards_html(cards, Suit.HEARTS)
    if track.id not in PICTURES:
        return ""
    label, body = PICTURES[track.id]
    return _svg(_(label), body)


def shown_tracks() -> tuple[Track, ...]:
    """The tracks this index offers: in the static edition, not those whose pages need the server (it has no
    such pages, so their links would lead nowhere; its note says where they are)."""
    return tuple(track for track in TRACKS if not (track.needs_server and in_browser()))


def next_page(done: Iterable[str]) -> Page | None:
    """The first page not done, in the order of the tracks (None when every page is done)."""
    finished = set(done)
    for track in shown_tracks():
        for page in track.pages:
            if page.id not in finished:
                return page
    return None


def page_href(page: Page, lang: str, base: str = "") -> str:
    """The link to `page` in `lang` from an index in the folder `base` ("" for the app's root). In the static
    edition each notebook is a page of its own name ending in `.html`."""
    href = posixpath.relpath(page.path_in(lang), base or ".")
    return href.removesuffix(".ipynb") + ".html" if in_browser() else href


def index_folder() -> str:
    """The folder of the index this kernel shows: "" for the English one, "tr" for `tr/index.ipynb`."""
    lang = page_language()
    return "" if lang in (None, ENGLISH) else lang


def landing_html(done: Iterable[str] = (), lang: str | None = None, base: str | None = None,
                 id_prefix: str = "et-track-") -> str:
    """The whole landing page in `lang` (default: the current language), linking to that language's
    pages from an index in the folder `base` (default: this page's): the start link, then a card per
    track. `id_prefix` starts the ids of the tracks' headings (two copies on one page need two)."""
    lang = lang or current_language()
    base = index_folder() if base is None else base
    finished = set(done)
    first = TRACKS[0].pages[0]
    upcoming = next_page(finished)
    if not finished:
        start = '<span>{}</span><a class="et-go" href="{}">{}</a><span class="et-go-what">{}</span>'.format(
            esc(_("New to Euchre?")), esc(page_href(first, lang, base)), esc(_("Start here")), esc(first.shown_title()))
    elif upcoming is None:
        start = "<span>{}</span>".format(esc(_("You have done every page. Any of them is still here to practise.")))
    else:
        start = '<span>{}</span><a class="et-go" href="{}">{}</a><span class="et-go-what">{}</span>'.format(
            esc(_("Continue where you left off:")), esc(page_href(upcoming, lang, base)), esc(_("Continue")),
            esc(upcoming.shown_title()))
    done_mark = '<span class="et-done">{}</span>'.format(esc(_("✓ done")))
    cards = []
    for track in shown_tracks():
        items = "".join(
            f'<li><a href="{esc(page_href(page, lang, base))}">{esc(page.shown_title())}</a>'
            + (done_mark if page.id in finished else "")
            + "</li>"
            for page in track.pages
        )
        done_here = sum(page.id in finished for page in track.pages)
        count = ngettext("{done} of {n} done", "{done} of {n} done", len(track.pages), done=done_here)
        count_html = f'<div class="et-track-count">{esc(count)}</div>' if track.pages else ""
        pages = f"<ol>{items}</ol>{count_html}"
        cards.append(
            f'<section class="et-track et-track-{esc(track.id)}" aria-labelledby="{esc(id_prefix + track.id)}">'
            f'<div class="et-track-pic">{_picture(track)}</div>'
            f'<h2 id="{esc(id_prefix + track.id)}">{esc(track.shown_title())}</h2>'
            f"<p>{esc(track.shown_blurb())}</p>{pages}</section>"
        )
    label = _("lessons and exercises")
    return (
        f'{CSS}{LANDING_CSS}<nav class="et-landing" lang="{html_lang(lang)}" aria-label="{esc(label)}">'
        f'<div class="et-start">{start}</div>{static_note()}<div class="et-tracks">{"".join(cards)}</div></nav>'
    )


def static_note() -> str:
    """In the static edition, what works offline, where the pages that need a server are, and the learner's
    progress as a file to download (for the teacher's dashboard): nothing elsewhere. It stands above the tracks,
    so a learner on a phone reads it without scrolling past every page."""
    kept = browser_log()
    if not in_browser() or kept is None:
        return ""
    data = base64.b64encode(export_progress(kept).encode()).decode()
    link = '<a class="et-progress-download" download="euchre-progress.json" href="{}">{}</a>'.format(
        esc(f"data:application/json;base64,{data}"), esc(_("Download my progress")))
    return '<p class="et-static-note">{} {} {}</p>'.format(esc(_(
        "This is the offline edition: after your first half minute on it, every page in your language opens "
        "without a connection, and your progress stays in this browser. The class results, signing in and making "
        "quiz sets need your class's server; ask your teacher for its address.")), link,
        esc(_("(a file your teacher's dashboard can import)")))


class Landing(FollowsLanguage, w.HTML):
    """The landing page, marked with the pages the learner (or this session) has done."""

    REFRESH_SECONDS = 2.0
    """How often the marks are read again: a pre-heated index kernel runs before the learner arrives,
    and lessons done in other pages (other kernels) must show up without a reload."""

    def __init__(self, learner: str | None = None, done: Iterable[str] | None = None) -> None:
        super().__init__()
        self.add_class("et-landing-page")
        self.learner = learner
        watch = done is None
        if done is None:
            done = lessons.completed_pages(learner)
        self.done = frozenset(done)
        self.value = landing_html(self.done)
        self.follow_language(lambda: self._language_changed(current_language()))
        if watch and not in_browser():  # a static page's kernel is the only one writing its browser's progress
            self._refresh_later()

    def static_html(self) -> str:
        """The plain copy written into the page ahead of the widget; it removes itself once the widget is drawn."""
        return f'<div class="et-landing-static">{landing_html(self.done, id_prefix="et-static-")}{_SWAP}</div>'

    def _ipython_display_(self) -> None:
        from IPython.display import HTML, display

        if in_voila_page():
            display(HTML(self.static_html()), metadata={STATIC_OUTPUT: True})
        display(self._repr_mimebundle_(), raw=True)

    def _language_changed(self, lang: str) -> None:
        self.value = landing_html(self.done, lang)

    def refresh(self) -> bool:
        """Read the done pages again; redraw (and return True) when they changed."""
        done = frozenset(lessons.completed_pages(self.learner))
        if done == self.done:
            return False
        self.done = done
        self.value = landing_html(done)
        return True

    def _refresh_later(self) -> None:
        from tornado.ioloop import IOLoop

        def tick() -> None:
            try:
                self.refresh()
            except Exception:  # a store that cannot be read now: keep the marks shown, try again
                logging.getLogger("euchre.widgets.landing").exception("could not refresh the done marks")
            IOLoop.current().call_later(self.REFRESH_SECONDS, tick)

        IOLoop.current().call_later(self.REFRESH_SECONDS, tick)
