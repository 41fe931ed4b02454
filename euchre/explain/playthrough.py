"""Golden playthroughs: one whole hand per preset (and renege mode and the farmer's hand in both
families), written out step by step as text, in the manner of OpenSpiel's playthrough files.

Each transcript records the deal, every state's phase, player and legal actions, the action taken,
every trick with its winner and the reason, the first leader, the result and the explanation of the
score. `tests/test_playthroughs.py` regenerates every transcript and compares it with the file
exactly, so any change to the rules or to their explanations shows up as a diff to review.

    python -m euchre.explain.playthrough --regenerate     # rewrite tests/playthroughs/*.txt
    python -m euchre.explain.playthrough standard         # print one transcript
"""

from __future__ import annotations

import argparse
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from euchre.engine.actions import Action, CallRenege, Redeal
from euchre.engine.hands import HandLike, is_standard, new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import PRESETS, Rules
from euchre.engine.scoring import Outcome
from euchre.engine.seats import seat_name
from euchre.explain import plays as explain
from euchre.explain.reneges import renege_sentence
from euchre.explain.rule_summary import rules_summary

DIRECTORY = Path(__file__).resolve().parent.parent.parent / "tests" / "playthroughs"


@dataclass(frozen=True)
class Case:
    """One transcript: a ruleset, the seed of its deal and of every choice, and what it must show."""

    name: str
    rules: Rules
    seed: int
    shows: Callable[[HandLike], bool]
    """Whether the finished hand shows what this case is for (checked when it is written)."""


def _played_out(state: HandLike) -> bool:
    return not state.result.thrown_in


def _caught_renege(state: HandLike) -> bool:
    return state.result.outcome is Outcome.RENEGE and any(isinstance(a, CallRenege) for _, a in state.history)


def _farmer(state: HandLike) -> bool:
    return state.result.outcome is Outcome.FARMERS


def _cases() -> list[Case]:
    cases = [Case(name, rules, _SEEDS.get(name, 1), _played_out) for name, rules in PRESETS.items()]
    for family in ("standard", "bid-euchre-6"):
        base = Rules.preset(family)
        for house, option, shows in (("renege", "renege_mode", _caught_renege), ("farmers", "farmers", _farmer)):
            name = f"{family}-{house}"
            cases.append(Case(name, base.replace(**{option: True}), _SEEDS[name], shows))
    return cases


_SEEDS = {
    "standard": 1, "stick-the-dealer": 1, "hoyle": 1, "canadian": 1, "british": 1, "cutthroat": 1,
    "two-handed": 1, "bid-euchre-6": 1, "bid-euchre-moon": 1, "double-deck-bid": 1,
    "standard-renege": 1, "standard-farmers": 141, "bid-euchre-6-renege": 1, "bid-euchre-6-farmers": 8,
}


def _choose(state: HandLike, rng: random.Random, case: Case) -> Action:
    """A random legal action; where a case needs a renege or a farmer's hand, the action that makes it."""
    legal = state.legal_actions()
    if case.shows is _farmer:
        redeal = [a for a in legal if isinstance(a, Redeal)]
        if redeal:
            return redeal[0]
        legal = tuple(a for a in legal if not isinstance(a, Redeal))
    elif any(isinstance(a, Redeal) for a in legal):
        legal = tuple(a for a in legal if not isinstance(a, Redeal))
    if case.shows is _caught_renege and state.phase is Phase.PLAY:
        calls = [a for a in legal if isinstance(a, CallRenege) and any(r.seat == a.seat for r in state.reneges)]
        if calls:
            return calls[0]
        legal = tuple(a for a in legal if not isinstance(a, CallRenege)) or legal
    return rng.choice(legal)


def play(case: Case) -> HandLike:
    """The finished hand of a case."""
    state: HandLike = new_hand(case.rules, 0, seed=case.seed)
    rng = random.Random(case.seed)
    while not state.is_over:
        state = state.apply(_choose(state, rng, case))
    return state


def transcript(case: Case) -> str:
    """The text of a case's playthrough."""
    final = play(case)
    rules = case.rules
    n = rules.num_players
    first = final.initial
    lines = [
        f"# Playthrough: {case.name}",
        f"# rules: {rules.name}; " + "; ".join(rules_summary(rules)),
        f"# seed {case.seed}, dealer {seat_name(first.dealer, n)}",
        "",
        "deal:",
    ]
    for seat in range(n):
        lines.append(f"  {seat_name(seat, n)}: {' '.join(str(c) for c in first.hand(seat))}")
    if is_standard(first):
        lines.append(f"  upcard: {first.upcard}")
        lines.append(f"  kitty: {' '.join(str(c) for c in first.kitty)}")
    lines.append("")
    path = final.path()
    tricks_seen = 0
    for before, after in itertools.pairwise(path):
        who = seat_name(before.to_act, n) if before.to_act is not None else "-"
        lines.append(f"[{before.phase.value}] {who} to act")
        lines.append("  legal: " + " | ".join(a.text for a in before.legal_actions()))
        lines.append(f"  action: {after.last_action.text}")
        if before.phase is not Phase.PLAY and after.phase is Phase.PLAY:
            lines.append(f"  trump: {after.trump}; {explain.who_leads_sentence(after)}")
        for trick in after.tricks[tricks_seen:]:
            tricks_seen += 1
            lines.append(f"  trick {tricks_seen}: {explain.trick_sentence(trick, after.trump, n, after.rules.joker)}")
    result = final.result
    lines += [
        "",
        f"result: {result.outcome.value}; tricks {list(result.tricks)}; points {list(result.points)}",
    ]
    for renege in result.reneges:
        lines.append(f"renege: {renege_sentence(renege, n)}")
    lines.append(f"explanation: {explain.explain_score(result, rules)}")
    return "\n".join(lines) + "\n"


def path_of(case: Case) -> Path:
    return DIRECTORY / f"{case.name}.txt"


CASES: dict[str, Case] = {case.name: case for case in _cases()}


def regenerate() -> list[Path]:
    """Rewrite every transcript; returns the files written."""
    DIRECTORY.mkdir(parents=True, exist_ok=True)
    written = []
    for case in CASES.values():
        final = play(case)
        if not case.shows(final):
            raise AssertionError(f"the seed of {case.name!r} no longer plays the hand it is meant to show")
        path = path_of(case)
        path.write_text(transcript(case), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Golden playthroughs of whole hands.")
    parser.add_argument("--regenerate", action="store_true", help="rewrite every transcript under tests/playthroughs")
    parser.add_argument("names", nargs="*", help="cases to print (default: list them)")
    args = parser.parse_args(argv)
    if args.regenerate:
        for path in regenerate():
            print(path)
        return
    for name in args.names:
        print(transcript(CASES[name]), end="")
    if not args.names:
        print("\n".join(CASES))


if __name__ == "__main__":
    main()
