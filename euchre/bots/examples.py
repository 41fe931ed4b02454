"""The example hands of the strategy lessons: one real deal per tip, played by the bots, with notes.

Each example is a deal (by its seed) on which the bots' play shows the tip at a key moment, and on
which the exact solver agrees: the tip's card is worth strictly more than the tempting other card.
`build_example(tip_id)` replays the deal and writes the notes (the project's own words, with the
solver's numbers); the files in `euchre/data/strategy/` are exactly its output, which the tests check.

    python -m euchre.bots.examples            # rewrite the files
    python -m euchre.bots.examples --find     # search for fresh deals (prints the seeds)
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from euchre import egn
from euchre.actions import Action, Play
from euchre.bots.claims import FITS
from euchre.bots.decision import Decision, Strength
from euchre.bots.evaluate import high_trumps
from euchre.bots.heuristic import HeuristicBot
from euchre.bots.records import step_indexes
from euchre.bots.tips import LESSON_TIPS, tip
from euchre.egn import EGNGame, EGNMetadata
from euchre.explain import explain_score
from euchre.hands import HandLike
from euchre.phases import Phase
from euchre.rules import Rules
from euchre.seats import side_name
from euchre.solver import best_moves, solve
from euchre.state import new_hand
from euchre.tricks import trick_winner

State = HandLike

RULES = Rules.preset("standard")
NAMES = ("Nora", "Eli", "Sam", "Wen")
HERO = 2
"""The key decision is always Sam's (South), the seat the learner plays in the trainer."""
DATA = Path(__file__).resolve().parent.parent / "data" / "strategy"

EXAMPLE_SEEDS: dict[str, int] = {
    "lead_trump": 4,
    "lead_off_suit": 25,
    "call_two_high": 4,
    "no_overtrump_partner": 1115,
    "no_trump_partners_ace": 71,
    "throw_lowest": 3,
    "count_cards": 462,
}
"""The deal of each example (`new_hand(standard, seed % 4, seed=seed)`), found by `find_example`."""

NOTES: dict[str, str] = {
    "lead_trump": "{who}'s side made trump, so {who} leads the highest trump, {card}. Every round of trump pulls "
                  "trumps out of the other side's hands, and the side cards that follow are safer.",
    "lead_off_suit": "The other side made trump, so {who} leads the best off-suit card, {card}: it can take a trick "
                     "now, before the makers run out of that suit and start trumping it.",
    "call_two_high": "{who} holds {highs}: two or more high trumps. With a partner to take a trick too, that is "
                     "enough to make trump.",
    "no_overtrump_partner": "{partner}'s {winning} is already winning the trick, so {who} does not waste {other} "
                            "on it and plays {card} instead.",
    "no_trump_partners_ace": "{partner}'s {winning} is winning the trick. {who} has no card of that suit and could "
                             "trump it with {other}, but lets the ace win and throws {card}.",
    "throw_lowest": "{who} cannot beat {winning}, so {who} throws the lowest card, {card}, and keeps {other} for a "
                    "trick it can still win.",
    "count_cards": "{who} has been counting: {reason}.",
}


@dataclass(frozen=True)
class Example:
    tip_id: str
    seed: int
    final: State
    key_step: int
    notes: dict[int, str]
    """Notes by step of the hand (1 is the first action)."""

    def game(self) -> EGNGame:
        indexes = step_indexes(self.final)
        calls: dict[int, list[str]] = {}
        plays: dict[int, list[str]] = {}
        for step, text in sorted(self.notes.items()):
            call, play = indexes[step]
            if play is not None:
                plays.setdefault(play, []).append(text)
            else:
                if call is None:
                    call = max(c for c, _ in indexes[:step] if c is not None)
                calls.setdefault(call, []).append(text)
        deal = egn.deal_from_state(self.final, call_notes=calls, play_notes=plays)
        title = tip(self.tip_id).title
        meta = EGNMetadata(players=NAMES, title=title,
                           description=f"An example hand for the tip: {title.lower()}. Dealt and played by the "
                                       f"Euchre Tutor bots; the key moment is checked with the exact solver.")
        return EGNGame(metadata=meta, rules=RULES, deals=(deal,))

    def text(self) -> str:
        return egn.dumps(self.game()) + "\n"


def _bot(seat: int) -> HeuristicBot:
    return HeuristicBot(Strength.INTERMEDIATE, seed=seat, play=Strength.STRONG, endgame_cards=0)


def _other_card(tip_id: str, state: State, decision: Decision) -> Play | None:
    """The tempting card the tip warns against (for counting: the card played without counting)."""
    if tip_id == "count_cards":
        plain = HeuristicBot(Strength.INTERMEDIATE).decide(state).action
        return plain if isinstance(plain, Play) and plain != decision.action else None
    fits, _ = FITS[tip_id]
    found = fits(state)
    if found is None or not isinstance(decision.action, Play) or found[0] != decision.action.card:
        return None
    return Play(found[1])


def build_example(tip_id: str, seed: int | None = None) -> Example | None:
    """Play the deal and annotate it; None when the deal does not show the tip (with the solver's agreement)."""
    seed = EXAMPLE_SEEDS[tip_id] if seed is None else seed
    state = new_hand(RULES, seed % 4, seed=seed)
    bots = [_bot(s) for s in range(4)]
    notes: dict[int, str] = {}
    key = None
    step = 0
    while not state.is_over:
        assert state.to_act is not None
        decision = bots[state.to_act].decide(state)
        step += 1
        note = None
        if key is None and state.to_act == HERO and decision.tip.id == tip_id:
            note = _key_note(tip_id, state, decision)
            if note is not None:
                key = step
        if note is None and state.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and not _is_pass(decision.action):
            verb, why = decision.reason.split(": ", 1)
            note = f"{NAMES[state.to_act]} {verb}. Rule of thumb: {why}."
        after = state.apply(decision.action)
        if after.is_over and after.tricks:
            note = (note + " " if note else "") + explain_score(after.result, RULES)
        if note:
            notes[step] = note
        state = after
    if key is None or not state.tricks:
        return None
    return Example(tip_id, seed, state, key, notes)


def _is_pass(action: Action) -> bool:
    return action.text == "pass"


def _key_note(tip_id: str, state: State, decision: Decision) -> str | None:
    who = NAMES[state.to_act]
    side = side_name(RULES.side_of(state.to_act))
    if tip_id == "call_two_high":
        return _call_note(state, decision, who)
    other = _other_card(tip_id, state, decision)
    if other is None or not isinstance(decision.action, Play):
        return None
    values = dict(best_moves(state))
    card = decision.action.card
    if values[card] <= values[other.card]:
        return None
    fill: dict[str, str] = {"who": who, "card": str(card), "other": str(other.card), "reason": _after(decision)}
    if state.trick:
        best = trick_winner(state.trick, state.trump)
        fill["winning"] = str(state.trick[best])
        fill["partner"] = NAMES[state.trick_seats[best]]
    won = state.tricks_by_side()[RULES.side_of(state.to_act)]
    return (NOTES[tip_id].format(**fill) + f" Solved exactly from here, {card} gives {side} "
            f"{_tricks(won + values[card])} in all; {other.card} would give {won + values[other.card]}.")


def _tricks(n: int) -> str:
    return f"{n} trick" + ("" if n == 1 else "s")


def _after(decision: Decision) -> str:
    return decision.reason.split(": ", 1)[-1]


def _call_note(state: State, decision: Decision, who: str) -> str | None:
    if state.phase is not Phase.ROUND_ONE or _is_pass(decision.action):
        return None
    hand = list(state.hand(state.to_act))
    if state.to_act == state.dealer:
        hand.append(state.upcard)
    highs = high_trumps(hand, state.upcard_suit, RULES)
    after = state.apply(decision.action)
    while after.phase is not Phase.PLAY:
        if after.is_over:
            return None
        after = after.apply(_bot(after.to_act).decide(after).action)
    makers = solve(after).for_seat(state.to_act)
    if makers < 3:
        return None
    names = [str(c) for c in highs]
    cards = ", ".join(names[:-1]) + " and " + names[-1]
    return (NOTES["call_two_high"].format(who=who, highs=cards) + f" Solved exactly with every card known, "
            f"{who}'s side takes {makers} of the 5 tricks with {state.upcard_suit.plural} trump.")


def find_example(tip_id: str, start: int = 0, tries: int = 5000) -> Example:
    for seed in range(start, start + tries):
        found = build_example(tip_id, seed)
        if found is not None:
            return found
    raise LookupError(f"no example for {tip_id!r} in seeds {start} to {start + tries - 1}")


def example_path(tip_id: str) -> Path:
    return DATA / f"{tip_id}.egn"


TIP_IDS: tuple[str, ...] = tuple(t.id for t in LESSON_TIPS)


def write_examples(tips: Sequence[str] = TIP_IDS) -> list[Path]:
    DATA.mkdir(parents=True, exist_ok=True)
    out = []
    for tip_id in tips:
        example = build_example(tip_id)
        if example is None:
            raise LookupError(f"the seed for {tip_id!r} no longer shows the tip: run with --find")
        path = example_path(tip_id)
        path.write_text(example.text(), encoding="utf-8")
        out.append(path)
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write (or find) the strategy lessons' example hands.")
    parser.add_argument("--find", action="store_true", help="search for a deal for every tip and print the seeds")
    args = parser.parse_args(argv)
    if args.find:
        for t in LESSON_TIPS:
            print(f'    "{t.id}": {find_example(t.id).seed},', flush=True)
        return
    for path in write_examples():
        print(path)


if __name__ == "__main__":
    main()
