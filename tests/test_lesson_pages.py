"""The lesson notebooks: narrative, imports and display(...) only; every rule they state comes from an
engine call (a RulesView of the preset in force, the scoring table, an explorer, a check); the Bid
Euchre course has its explorers and a check after each idea; and the auction explorer is the engine's."""

from __future__ import annotations

import ast
import json
import re
from html import unescape
from pathlib import Path

import pytest

from euchre import Rules
from euchre.explain.rule_summary import rules_summary
from euchre.progress.lessons import LESSON_CHECKS
from euchre.tutor.catalog import track
from euchre.widgets import AuctionExplorer, RulesView

ROOT = Path(__file__).parents[1]
LESSONS = sorted((ROOT / "lessons").glob("*.ipynb"))
ENGINE_VIEWS = {"RulesView", "ScoringTable", "AuctionExplorer", "BiddingExplorer", "TrickExample", "DealView",
                "DeckView", "LegalPlayExplorer", "ReplayWidget", "PresetTable", "TrumpIndicator", "PlayHandWidget"}


def _cells(path: Path, kind: str) -> list[str]:
    return ["".join(c["source"]) for c in json.loads(path.read_text())["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_code_cells_hold_only_imports_names_and_display(path: Path) -> None:
    for source in _cells(path, "code"):
        for node in ast.parse(source).body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                continue
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant | ast.Call):
                continue  # PAGE = "...", examples = example_path(...)
            assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Call), ast.unparse(node)
            assert getattr(node.value.func, "id", "") == "display", ast.unparse(node)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_states_its_rules_through_the_engine(path: Path) -> None:
    code = "\n".join(_cells(path, "code"))
    shown = {name for name in ENGINE_VIEWS if f"{name}(" in code}
    assert shown, f"{path.stem} shows no engine view"
    page = f"lessons/{path.stem}"
    if page in {p.id for p in track("bid").pages}:
        assert "RulesView(" in code, f"{page} does not show the rules in force"


def test_a_rules_view_is_the_rulesets_own_summary() -> None:
    for preset in ("bid-euchre-6", "bid-euchre-moon", "double-deck-bid", "cutthroat", "two-handed", "british"):
        text = unescape(re.sub(r"<[^>]+>", " ", RulesView(preset).value))
        for sentence in rules_summary(Rules.preset(preset)):
            assert sentence in " ".join(text.split()), (preset, sentence)


def test_the_bid_euchre_course_has_five_lessons_with_a_check_after_each_idea() -> None:
    pages = [p.id for p in track("bid").pages]
    bid = [p for p in pages if "bid_euchre" in p]
    assert len(bid) >= 5
    assert any("three_and_two" in p for p in pages) and any("joker" in p for p in pages)
    for page in pages:
        source = json.loads((ROOT / f"{page}.ipynb").read_text())["cells"]
        assert len(LESSON_CHECKS[page]) >= 2, page
        sections: list[list[str]] = []
        for cell in source:
            text = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and text.startswith("## "):
                sections.append([])
            if sections:
                sections[-1].append(text)
        assert len(sections) >= 2, page
        for section in sections:
            assert any("LessonCheckWidget(PAGE" in text for text in section), f"{page}: {section[0][:40]!r}"


def test_the_auction_explorer_asks_the_engine() -> None:
    explorer = AuctionExplorer("bid-euchre-6", seed=4, dealer=0)
    labels = [b.description for b in explorer.buttons.children]
    assert labels == ["Pass", "Bid 3", "Bid 4", "Bid 5", "Bid 6"]
    assert explorer.try_action("bid 4").startswith("Allowed")
    refused = explorer.try_action("bid 3")
    assert refused.startswith("Not allowed") and "beat the standing bid of 4" in refused
    for call in ("pass", "pass"):
        explorer.try_action(call)
    assert "equalling" in explorer.try_action("bid 3"), "the dealer's privilege, in the engine's words"
    assert explorer.try_action("bid 4").startswith("Allowed")
    assert explorer.state.phase.value == "naming trump"
    explorer.try_action("trump low")
    assert "leads the first trick" in explorer.situation.value
    stuck = AuctionExplorer("bid-euchre-6", seed=4, dealer=0)
    for _ in range(3):
        stuck.try_action("pass")
    assert "must bid" in stuck.try_action("pass")


def _markdown(page: str) -> str:
    return "\n".join(_cells(ROOT / f"lessons/{page}.ipynb", "markdown"))


def test_the_rules_the_lessons_add_are_the_engines() -> None:
    from euchre import new_hand
    from euchre.engine.actions import Discard

    assert "Whoever takes a trick leads the next one" in _markdown("03_following_suit_and_winning_tricks")
    assert any(c.kind == "next_leader" for c in LESSON_CHECKS["lessons/03_following_suit_and_winning_tricks"])
    state = new_hand(Rules.preset("standard"), 3, seed=2).apply("order up")
    assert Discard(state.upcard) in state.legal_actions(), "the dealer may discard the upcard itself"
    assert "even the upcard" in _markdown("05_making_trump")
    assert "RulesView(\"standard\")" in "\n".join(_cells(ROOT / "lessons/08_b_table_rules.ipynb", "code"))
    assert any("dealer's partner orders up alone" in s for s in rules_summary(Rules.preset("standard")))
    farmers = Rules.preset("standard").replace(farmers=True)
    assert any(s.startswith("Farmer's hand:") for s in rules_summary(farmers))
    assert "farmers=True" in "\n".join(_cells(ROOT / "lessons/08_b_table_rules.ipynb", "code"))


def test_lesson_6_describes_its_euchre_as_the_record_has_it() -> None:
    from euchre.engine.ranking import is_left_bower, is_right_bower
    from euchre.widgets import example_path
    from euchre.widgets.records import egn_replay_args

    state = egn_replay_args(example_path("lesson_examples.egn"), 3)["state"]
    deal = state.path()[0]
    maker, dealer, trump = state.result.maker, deal.dealer, state.trump
    assert any(is_left_bower(c, trump) for c in deal.hands[maker])
    assert any(is_right_bower(c, trump) for c in deal.hands[dealer])
    text = _markdown("06_scoring_and_euchres")
    assert "the dealer held the two best ones" not in text and "left bower" in text and "right" in text


def test_march_is_defined_where_it_is_first_used() -> None:
    for path in LESSONS:
        text = "\n".join(_cells(path, "markdown")).lower()
        if "march" in text:
            first = text.index("march")
            assert "**march**" in text[max(0, first - 2): first + 8], path.stem
            break


def _views(path: Path, name: str) -> list:
    """The `name` widgets a lesson displays, built from its own code cells (imports and the calls alone)."""
    namespace: dict[str, object] = {}
    views: list = []
    for source in _cells(path, "code"):
        for node in ast.parse(source).body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                exec(compile(ast.Module([node], []), str(path), "exec"), namespace)
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == name:
                    views.append(eval(compile(ast.Expression(call), str(path), "eval"), namespace))
    return views


def _rules_views(path: Path) -> list[RulesView]:
    return _views(path, "RulesView")


def test_every_trick_a_lesson_shows_is_complete() -> None:
    """The review of issue 27: lesson 2 drew its three example tricks with South's seat empty, and said
    who "takes the trick" while a beginner could only wonder whether South would have beaten it. No
    lesson shows a sit-out trick, so every trick example has a card from each of the four seats."""
    shown = [(p.stem, t) for p in LESSONS for t in _views(p, "TrickExample")]
    assert any(stem.startswith("02") for stem, _ in shown), "lesson 2 shows trick examples"
    for stem, trick in shown:
        assert sorted(trick.seats) == [0, 1, 2, 3], (stem, [str(c) for c in trick.cards])


def test_no_lesson_shows_the_scoring_words_before_lesson_6_teaches_them() -> None:
    """Issue 13: lesson 1 showed the whole summary (makers, lone march, euchred) before any of it was
    taught; a house rule met earlier is shown by what it changes only."""
    earlier = [p for p in LESSONS if p.stem < "06"]
    shown = [(p.stem, view) for p in earlier for view in _rules_views(p)]
    assert shown, "lesson 5 shows stick the dealer through a RulesView"
    for stem, view in shown:
        text = unescape(re.sub(r"<[^>]+>", " ", view.value)).lower()
        for word in ("march", "euchred", "makers"):
            assert word not in text, (stem, word, text)
    assert any("stick the dealer" in unescape(v.value).lower() for _, v in shown)
    later = _rules_views(ROOT / "lessons/08_b_table_rules.ipynb")
    assert any("march" in unescape(v.value) for v in later), "the whole summary is shown once it is taught"


# ---- the project's own words -------------------------------------------------------------------------
SEEDS = Path(__file__).parents[2] / "shared" / "seeds"
SEED_RUNS = ROOT / "tests" / "fixtures" / "seed_word_runs.txt"
"""Each run of RUN words of the seed pages, hashed (the pages themselves are not ours to commit)."""
RUN = 8


def _runs(text: str) -> set[str]:
    import hashlib

    words = re.findall(r"\w+", text.lower())
    return {hashlib.blake2b(" ".join(words[i:i + RUN]).encode(), digest_size=5).hexdigest()
            for i in range(len(words) - RUN + 1)}


def _seed_runs() -> set[str]:
    pages = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    if pages:
        runs = set().union(*(_runs(p.read_text(encoding="utf-8")) for p in pages))
        assert runs == set(SEED_RUNS.read_text(encoding="utf-8").split()), "tests/fixtures/seed_word_runs.txt is stale"
        return runs
    return set(SEED_RUNS.read_text(encoding="utf-8").split())


def test_the_lessons_are_in_the_projects_own_words() -> None:
    """No lesson, in English or in translation, shares a run of eight words with a seed page."""
    seeds = _seed_runs()
    assert len(seeds) > 1000
    pages = [*LESSONS, *(p for lang in ("tr", "fi", "az") for p in sorted((ROOT / lang / "lessons").glob("*.ipynb")))]
    assert len(pages) == 4 * len(LESSONS)
    copied = {p.relative_to(ROOT).as_posix(): len(_runs("\n".join(_cells(p, "markdown"))) & seeds) for p in pages}
    assert not {page: n for page, n in copied.items() if n}, copied
    sample = "\n".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt"))[:1]) if SEEDS.is_dir() else ""
    if sample:
        assert _runs(sample) & seeds, "a seed page is found by its own runs"


def test_the_bid_euchre_renege_lesson_states_the_penalty() -> None:
    """Lesson 13 teaches the renege penalty: the rules it shows say what a caught renege costs, in the
    engine's sentence for the ruleset with reneges allowed."""
    rules = Rules.preset("bid-euchre-6").replace(renege_mode=True)
    penalty = next(s for s in rules_summary(rules) if s.startswith("Renege mode"))
    assert "loses 2 points" in penalty
    views = _rules_views(ROOT / "lessons/13_bid_euchre_scoring.ipynb")
    shown = [" ".join(unescape(re.sub(r"<[^>]+>", " ", v.value)).split()) for v in views]
    assert any(penalty in text for text in shown), shown
    assert penalty not in rules_summary(Rules.preset("bid-euchre-6")), "the preset itself refuses illegal plays"


def test_the_placement_test_does_not_use_the_games_word_pass_for_skipping() -> None:
    """The review of issue 27: "A question you pass by counts as not answered" used the call a beginner
    is about to learn ("pass", lesson 5) for leaving a question unanswered."""
    text = "\n".join(_cells(ROOT / "exercises/00_placement_test.ipynb", "markdown"))
    assert "skip" in text
    assert not re.search(r"\bpass(es|ed)? (by|over)\b|\bpass (a|the) question", text), text
