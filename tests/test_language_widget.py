"""The language picker: switching needs no restart, the picker speaks the new language, and a
named learner's choice follows them to their next page."""

from __future__ import annotations

import pytest

from euchre.i18n import context as i18n_context
from euchre.i18n import current_language, pgettext, set_session_learner
from euchre.widgets.language import LanguagePicker
from tests.html_text import visible_text
from tests.i18n_helpers import english_session  # noqa: F401

pytestmark = pytest.mark.usefixtures("english_session")


def test_the_picker_lists_each_language_in_its_own_name():
    picker = LanguagePicker()
    assert [label for label, _ in picker.dropdown.options] == ["English", "Türkçe", "suomi", "Azərbaycanca"]
    assert picker.language == "en"
    assert picker.dropdown.description == "Language"


@pytest.mark.parametrize(("lang", "label", "status"), [
    ("tr", "Dil", "Dil artık Türkçe."),
    ("fi", "Kieli", "Kieli on nyt suomi."),
    ("az", "Dil", "Proqramın dili indi: Azərbaycanca."),
])
def test_picking_a_language_switches_the_session_at_once(lang, label, status):
    heard = []
    picker = LanguagePicker(on_change=heard.append)
    picker.choose(lang)
    assert current_language() == lang
    assert pgettext("seat", "North") != "North"
    assert picker.dropdown.description == label
    assert visible_text(picker.status.value) == status
    assert heard == [lang]
    picker.choose("en")
    assert current_language() == "en" and picker.dropdown.description == "Language"


def test_two_pickers_on_a_page_stay_in_step_and_a_closed_one_stops_listening():
    first, second = LanguagePicker(), LanguagePicker()
    first.choose("fi")
    assert second.language == "fi" and second.dropdown.description == "Kieli"
    second.close()
    first.choose("az")
    assert second.language == "fi"


def test_a_named_learner_gets_their_language_on_the_next_page():
    set_session_learner("Ada")
    LanguagePicker().choose("tr")
    i18n_context._reset_session_for_tests()  # a new Voila page: a new kernel
    set_session_learner("Ada")
    assert LanguagePicker().language == "tr"


def test_the_picker_starts_on_the_language_in_force(monkeypatch):
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "az-AZ,az;q=0.9")
    picker = LanguagePicker()
    assert picker.language == "az" and picker.dropdown.description == "Dil"


def test_picking_a_language_opens_the_pages_own_notebook_in_it(monkeypatch, tmp_path):
    """A page's narrative is its notebook's: picking a language the page has a notebook in asks the page
    template to open it (a hidden link `et-language-go`); a picker that only follows the switch does not,
    nor a pick of a language the page has no notebook in."""
    import re

    page = "lessons/01.ipynb"
    for folder in ("lessons", "tr/lessons"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "01.ipynb").write_text("{}")
    monkeypatch.setenv("EUCHRE_TUTOR_ROOT", str(tmp_path))
    picker, follower, bare = LanguagePicker(page=page), LanguagePicker(page=page), LanguagePicker()
    picker.choose("tr")
    go = re.findall(r'<a class="et-language-go" href="([^"]+)"', picker.pages.value)
    assert go == ["/voila/render/tr/lessons/01.ipynb"]
    assert "et-language-go" not in follower.pages.value and "et-language-go" not in bare.pages.value
    turkish = LanguagePicker(page="tr/" + page)
    turkish.choose("en")
    assert re.findall(r'class="et-language-go" href="([^"]+)"', turkish.pages.value) == [f"/voila/render/{page}"]
    turkish.choose("fi")  # no Finnish notebook of this page: the widgets switch, the page stays
    assert "et-language-go" not in turkish.pages.value
    for widget in (picker, follower, bare, turkish):
        widget.close()
