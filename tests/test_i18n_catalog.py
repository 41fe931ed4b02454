"""The catalogues: well-formed in every language, the template in step with the code, compiled
catalogues for a fresh checkout, an editable install and a built package, and translation debt
(a message waiting for its translation shows in English; only a release requires none)."""

from __future__ import annotations

import runpy
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.support import Translations
from setuptools.command.build_py import build_py

from euchre.i18n import catalog as i18n_catalog
from euchre.i18n import tools
from euchre.i18n.catalog import CASES_DOMAIN, DOMAIN, DOMAINS, LOCALE_DIR, PARTS, part_of, translations
from euchre.i18n.pofiles import FUZZY, catalogue_debt
from euchre.i18n.words import CASES, INFLECTED

ROOT = Path(__file__).resolve().parent.parent


def test_the_catalogues_are_well_formed_and_in_step_with_the_code():
    """Every `.po` holds every message of its template, with the same placeholders and only cases the
    language has, and the template holds exactly the messages the code marks (so none is forgotten).
    A message not translated yet is debt, not a failure here (see the release check)."""
    assert tools.check() == []
    assert tools.main(["check"]) == 0


@pytest.mark.release
def test_a_release_has_no_translation_debt(capsys):
    """Before a release: every message and page cell translated in every language, none fuzzy."""
    assert tools.release_problems() == []
    assert tools.main(["release-check"]) == 0


def test_the_template_is_not_empty_and_the_case_templates_cover_every_case():
    marked = sum(len([m for m in tools.read_catalog(tools.part_template(part)) if m.id]) for part in PARTS)
    assert marked >= 90
    for lang in tools.TRANSLATED:
        cases = tools.read_catalog(tools.cases_template(lang))
        assert {(m.context, m.id) for m in cases if m.id} == {
            (case, english) for case in CASES[lang] for _, english in INFLECTED
        }


def _one(msgid, string, context=None, fuzzy=False):
    template, po = Catalog(), Catalog(locale="tr")
    template.add(msgid, context=context)
    po.add(msgid, string, context=context, flags=("fuzzy",) if fuzzy else ())
    return tools.catalogue_problems("tr", template, po)


def _debt(msgid, string, fuzzy=False):
    template, po = Catalog(), Catalog(locale="tr")
    template.add(msgid)
    po.add(msgid, string, flags=("fuzzy",) if fuzzy else ())
    return [(w.msgid, w.state) for w in catalogue_debt("tr", "euchre", template, po)]


def test_the_check_finds_each_kind_of_problem():
    assert _one("Play {card}", "{card.acc} oyna") == []
    # Waiting for a translation is debt, not a problem: a fuzzy guess may even have the old placeholders.
    assert _one("Play {card}", "{kart} oyna", fuzzy=True) == _one("Play {card}", "") == []
    assert _debt("Play {card}", "{card.acc} oyna", fuzzy=True) == [("Play {card}", "fuzzy")]
    assert _debt("Play {card}", "") == [("Play {card}", "not translated")]
    assert _debt("Play {card}", "{card.acc} oyna") == []
    assert any("not in the English" in p for p in _one("Play {card}", "{kart} oyna"))
    assert any("drops" in p for p in _one("Play {card}", "Oyna"))
    assert any("no case 'part'" in p for p in _one("Play {card}", "{card.part} oyna"))
    assert any("valid format" in p for p in _one("Play {card}", "{card oyna"))
    template, po = Catalog(), Catalog(locale="tr")
    template.add("Pass")
    assert any("missing" in p for p in tools.catalogue_problems("tr", template, po))
    po.add("Pass", "Pas")
    po.add("Gone", "Yok")
    assert any("not in the template" in p for p in tools.catalogue_problems("tr", template, po))
    template, po = Catalog(), Catalog(locale="tr")
    template.add(("{n} trick", "{n} tricks"))
    po.add(("{n} trick", "{n} tricks"), ("{n} el", "{n} el", "{n} el"))
    assert any("3 plural forms" in p for p in tools.catalogue_problems("tr", template, po))


def test_plural_forms_of_every_language_are_used():
    for lang in tools.TRANSLATED:
        plural = []
        for part in PARTS:
            po = tools.read_catalog(i18n_catalog.po_path(lang, part), lang)
            assert po.num_plurals == 2
            plural += [m for m in po if m.id and isinstance(m.id, tuple)]
        assert plural and all(len(m.string) == 2 for m in plural)


def _copy_locale(tmp_path: Path) -> Path:
    target = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, target, ignore=shutil.ignore_patterns("*.mo"))
    return target


def test_a_fresh_checkout_without_compiled_files_is_translated(tmp_path):
    locale = _copy_locale(tmp_path)
    assert not list(locale.rglob("*.mo"))
    assert translations("tr", DOMAIN, locale).pgettext("seat", "North") == "Kuzey"
    assert translations("fi", CASES_DOMAIN, locale).pgettext("ade", "jack of hearts") == "herttajätkällä"


def test_a_stale_compiled_file_loses_to_the_edited_po(tmp_path, monkeypatch):
    locale = _copy_locale(tmp_path)
    po = locale / "tr" / "LC_MESSAGES" / "euchre.po"
    mo = po.with_suffix(".mo")
    mo.write_bytes(i18n_catalog.compile_po(po, "tr"))
    assert translations("tr", DOMAIN, locale).pgettext("seat", "North") == "Kuzey"
    time.sleep(0.05)
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Kuzey"', 'msgstr "KUZEY"'), encoding="utf-8")
    assert translations("tr", DOMAIN, locale).pgettext("seat", "North") == "KUZEY"


def test_pybabel_compile_through_the_script(tmp_path, monkeypatch):
    locale = _copy_locale(tmp_path)
    monkeypatch.setattr(tools, "LOCALE_DIR", locale)
    tools.compile_all()
    compiled = sorted(p.relative_to(locale).as_posix() for p in locale.rglob("*.mo"))
    assert compiled == sorted(f"{lang}/LC_MESSAGES/{d}.mo" for lang in tools.TRANSLATED for d in DOMAINS)
    assert translations("az", DOMAIN, locale).pgettext("suit", "hearts") == "ürək"


def test_the_package_build_compiles_the_catalogues(tmp_path):
    setup = runpy.run_path(str(ROOT / "setup.py"), run_name="setup_for_tests")
    assert issubclass(setup["BuildPyWithCatalogues"], build_py)
    written = setup["compile_catalogues"](str(tmp_path))
    assert len(written) == len(DOMAINS) * len(tools.TRANSLATED)
    mo = tmp_path / "euchre" / "locale" / "tr" / "LC_MESSAGES" / "euchre.mo"
    with mo.open("rb") as fp:
        assert Translations(fp, DOMAIN).pgettext("seat", "North") == "Kuzey"


@pytest.mark.slow
def test_a_built_wheel_holds_the_compiled_catalogues(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True, timeout=600)
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in tools.TRANSLATED:
        for domain in DOMAINS:
            assert f"euchre/locale/{lang}/LC_MESSAGES/{domain}.mo" in names
            assert f"euchre/locale/{lang}/LC_MESSAGES/{domain}.po" in names


def test_babel_is_a_declared_dependency_of_the_package_and_its_build():
    text = (ROOT / "pyproject.toml").read_text()
    assert text.count('"Babel>=') == 2
    assert '"locale/*/LC_MESSAGES/*.po"' in text


def test_each_part_holds_the_messages_of_its_folders():
    assert part_of("tutor/order_up.py") == "euchre-tutor"
    assert part_of("bots/advisor.py") == part_of("puzzles/model.py") == "euchre-bots"
    assert part_of("widgets/quiz.py") == "euchre-pages"
    assert part_of("app.py") == part_of("classroom/store.py") == part_of("server/pages.py") == "euchre-server"
    assert part_of("explain.py") == part_of("i18n/seats.py") == DOMAIN
    for part in PARTS:
        for lang in tools.TRANSLATED:
            assert i18n_catalog.po_path(lang, part).exists()


def test_the_parts_are_read_as_one_catalogue(tmp_path, monkeypatch):
    """A message of any part is translated by `translations(lang)`; an edit to one part shows up."""
    locale = _copy_locale(tmp_path)
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)
    part = locale / "tr" / "LC_MESSAGES" / "euchre-pages.po"
    part.write_text(part.read_text(encoding="utf-8") + '\nmsgid "Only in pages"\nmsgstr "Yalnız sayfalarda"\n',
                    encoding="utf-8")
    tr = translations("tr", DOMAIN, locale)
    assert tr.gettext("Only in pages") == "Yalnız sayfalarda"
    assert tr.pgettext("seat", "North") == "Kuzey"


def test_updating_changes_only_the_files_whose_messages_changed(tmp_path, monkeypatch):
    locale = _copy_locale(tmp_path)
    monkeypatch.setattr(tools, "LOCALE_DIR", locale)
    monkeypatch.setattr(i18n_catalog, "LOCALE_DIR", locale)
    monkeypatch.setattr(tools, "po_path", lambda lang, domain: locale / lang / "LC_MESSAGES" / f"{domain}.po")
    monkeypatch.setattr(tools, "part_template", lambda part: locale / f"{part}.pot")
    monkeypatch.setattr(tools, "cases_template", lambda lang: locale / "templates" / f"{CASES_DOMAIN}-{lang}.pot")
    before = {p: p.read_bytes() for p in locale.rglob("*.po")}
    tools.update()
    assert {p: p.read_bytes() for p in locale.rglob("*.po")} == before
    template = locale / "euchre-tutor.pot"

    def waiting_now() -> list[tuple[str, str]]:
        return [(w.msgid, w.state) for w in catalogue_debt(
            "tr", "euchre-tutor", tools.read_catalog(template),
            tools.read_catalog(locale / "tr/LC_MESSAGES/euchre-tutor.po", "tr"))]

    already = waiting_now()  # English changed elsewhere and not translated yet
    template.write_text(template.read_text(encoding="utf-8") + '\nmsgid "A new tutor message"\nmsgstr ""\n',
                        encoding="utf-8")
    tools.update()
    changed = sorted(p.relative_to(locale).as_posix() for p in locale.rglob("*.po") if p.read_bytes() != before[p])
    assert changed == [f"{lang}/LC_MESSAGES/euchre-tutor.po" for lang in sorted(tools.TRANSLATED)]
    assert sorted(waiting_now()) == sorted([*already, ("A new tutor message", "not translated")])


def test_a_compiled_catalogue_is_kept_for_the_next_kernel(tmp_path, monkeypatch):
    """The app's .po files are compiled once and cached: a new kernel reads the cached .mo."""
    monkeypatch.setenv(i18n_catalog.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)

    def fresh_kernel() -> None:
        i18n_catalog._recent.clear()
        i18n_catalog._load.cache_clear()
        i18n_catalog._load_parts.cache_clear()

    fresh_kernel()
    assert translations("fi", DOMAIN).pgettext("seat", "North") == "Pohjoinen"
    cached = sorted((tmp_path / "catalogues").glob("fi-*.mo"))
    has_own_mo = all(i18n_catalog.po_path("fi", part).with_suffix(".mo").exists() for part in PARTS)
    assert has_own_mo or len(cached) == len(PARTS)  # (a built package has its own .mo files instead)

    def no_compiling(po: Path, lang: str) -> bytes:
        raise AssertionError(f"compiled {po} again")

    monkeypatch.setattr(i18n_catalog, "compile_po", no_compiling)
    fresh_kernel()
    assert translations("fi", DOMAIN).pgettext("seat", "North") == "Pohjoinen"


def test_a_test_copy_of_the_catalogues_is_not_cached(tmp_path, monkeypatch):
    monkeypatch.setenv(i18n_catalog.CACHE_ENV, str(tmp_path / "cache"))
    locale = _copy_locale(tmp_path)
    assert translations("az", DOMAIN, locale).pgettext("suit", "hearts") == "ürək"
    assert not (tmp_path / "cache").exists()


def test_no_fuzzy_entry_of_the_catalogues_is_used():
    """A fuzzy entry is a translation of an older English sentence: the learner sees the English."""
    for lang in tools.TRANSLATED:
        for part in PARTS:
            for message in tools.read_catalog(i18n_catalog.po_path(lang, part), lang):
                if message.id and message.fuzzy and not isinstance(message.id, tuple):
                    assert translations(lang).pgettext(message.context, message.id) == message.id


@pytest.mark.parametrize("compiled", [False, True], ids=["po read at run time", "pybabel compile"])
def test_a_fuzzy_translation_is_not_used_whether_compiled_or_not(tmp_path, monkeypatch, compiled):
    locale = _copy_locale(tmp_path)
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)
    po = locale / "tr" / "LC_MESSAGES" / "euchre.po"
    text = po.read_text(encoding="utf-8")
    entry = 'msgctxt "seat"\nmsgid "North"\nmsgstr "Kuzey"'
    assert entry in text
    po.write_text(text.replace(entry, "#, fuzzy\n" + entry), encoding="utf-8")
    if compiled:
        monkeypatch.setattr(tools, "LOCALE_DIR", locale)
        tools.compile_all()
        assert po.with_suffix(".mo").exists()
    tr = translations("tr", DOMAIN, locale)
    assert tr.pgettext("seat", "North") == "North"
    assert tr.pgettext("seat", "South") == "Güney"


def _point_tools_at(locale: Path, monkeypatch) -> None:
    monkeypatch.setattr(tools, "LOCALE_DIR", locale)
    monkeypatch.setattr(i18n_catalog, "RECHECK_SECONDS", 0.0)
    monkeypatch.setattr(tools, "po_path", lambda lang, domain: locale / lang / "LC_MESSAGES" / f"{domain}.po")
    monkeypatch.setattr(tools, "part_template", lambda part: locale / f"{part}.pot")
    monkeypatch.setattr(tools, "cases_template", lambda lang: locale / "templates" / f"{CASES_DOMAIN}-{lang}.pot")


def _change_english(template_file: Path, context: str, old: str, new: str) -> None:
    """What `extract` writes after an English sentence of the code is changed."""
    template = tools.read_catalog(template_file)
    template.delete(old, context=context)
    template.add(new, context=context)
    with template_file.open("wb") as fp:
        tools.write_po(fp, template, omit_header=True, sort_output=True, no_location=True, width=76)


OLD = "The two players who did not choose trump. They score when the makers fail."
NEW = "The two players who did not choose trump. They score points when the makers fail."


def test_a_changed_english_sentence_shows_in_english_is_listed_as_debt_and_fails_only_the_release_check(
        tmp_path, monkeypatch, capsys):
    locale = _copy_locale(tmp_path)
    _point_tools_at(locale, monkeypatch)
    part = DOMAIN
    old_turkish = translations("tr", DOMAIN, locale).gettext(OLD)
    assert old_turkish != OLD

    def waiting_now() -> dict[str, set[tuple[object, ...]]]:
        return {lang: {(w.domain, w.context, w.msgid, w.state) for w in items}
                for lang, items in tools.message_debt(places=False).items()}

    before = waiting_now()  # English changed elsewhere and not translated yet: the change adds to it
    _change_english(locale / f"{part}.pot", None, OLD, NEW)
    tools.update()
    po = tools.read_catalog(locale / "tr" / "LC_MESSAGES" / f"{part}.po", "tr")
    assert po.get(NEW).fuzzy and po.get(NEW).string == old_turkish
    # The learner sees the new English sentence, never the stale translation of the old one.
    assert translations("tr", DOMAIN, locale).gettext(NEW) == NEW
    assert translations("tr", DOMAIN, locale).gettext(OLD) == OLD
    # The code now marks the new sentence (what extraction would find after the edit).
    monkeypatch.setattr(tools, "_extracted", lambda: [
        (p, m.context, tuple(m.id) if isinstance(m.id, tuple) else (m.id,))
        for p in PARTS for m in tools.read_catalog(locale / f"{p}.pot") if m.id])
    capsys.readouterr()
    assert tools.check() == []
    assert tools.main(["check"]) == 0
    counts = {lang: len(before[lang]) + 1 for lang in tools.TRANSLATED}
    said = ", ".join(f"{lang} {n}" for lang, n in counts.items())
    assert f"translation debt: {sum(counts.values())} waiting ({said})" in capsys.readouterr().err
    assert waiting_now() == {lang: before[lang] | {(part, None, NEW, FUZZY)} for lang in tools.TRANSLATED}
    assert tools.main(["debt"]) == 0
    listed = capsys.readouterr().out
    assert all(f"{lang}: {counts[lang]} waiting" in listed for lang in tools.TRANSLATED)
    assert listed.count(repr(NEW)) == 3
    assert tools.main(["release-check"]) == 1
    refused = capsys.readouterr().out.splitlines()
    assert {f"{lang}: {part}: {NEW!r}: fuzzy" for lang in tools.TRANSLATED} <= set(refused)
