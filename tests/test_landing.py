"""The index's landing page: every track as a card with a picture, start or continue, done marks."""

from __future__ import annotations

import re

from euchre.tutor.catalog import TRACKS, all_pages
from euchre.widgets.landing import Landing, landing_html, next_page


def test_every_track_is_a_card_with_a_picture_and_every_page_a_link() -> None:
    html = landing_html()
    assert html.count('<section class="et-track ') == len(TRACKS)
    for track in TRACKS:
        section = html.split(f'id="et-track-{track.id}"')[0].rsplit("<section", 1)[1]
        assert 'role="img"' in section and "aria-label=" in section  # a picture with a text alternative
    links = re.findall(r'<li><a href="([^"]+)"', html)
    assert links == [page.path for page in all_pages()]


def test_a_new_learner_is_told_where_to_start() -> None:
    html = landing_html()
    first = TRACKS[0].pages[0]
    assert "Start here" in html and f'href="{first.path}">Start here' in html
    assert "✓ done" not in html


def test_done_pages_are_marked_and_continue_goes_to_the_first_page_not_done() -> None:
    pages = all_pages()
    done = {pages[0].id, pages[1].id, pages[3].id}
    html = landing_html(done)
    assert html.count("✓ done") == 3
    assert next_page(done) == pages[2]
    assert f'href="{pages[2].path}">Continue' in html
    assert f"3 of {len(TRACKS[0].pages)} done" in html and len(TRACKS[0].pages) == 11
    assert "every page" in landing_html({p.id for p in pages})


def test_the_widget_reads_the_learners_progress(monkeypatch) -> None:
    from euchre.progress import lessons

    seen = []
    monkeypatch.setattr(
        lessons, "completed_pages", lambda learner=None: seen.append(learner) or {"lessons/01_deck_and_ranks"}
    )
    widget = Landing("ada")
    assert seen == ["ada"] and widget.done == {"lessons/01_deck_and_ranks"}
    assert widget.value.count("✓ done") == 1
