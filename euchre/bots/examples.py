"""The example hands of the strategy lessons: one real deal per tip, played by the bots, with notes.

Each example is a deal (by its seed) on which the bots' play shows the tip at a key moment, and on
which the exact solver agrees: the tip's card is worth strictly more than the tempting other card.
The deal is chosen so that the tip visibly works: what the note says happens next (the ace holds, the
partner's trump takes the trick, the kept card wins a trick later) is what the replay shows, and the
tricks the solver gives the tip's card are the tricks the hand ends with.

`build_example(tip_id)` replays the deal and writes the notes (the project's own words, in the third
person, with the solver's numbers) and, beside them, what each note claims as data (`Example.claims`,
checked on the replay by `claim_holds`) and the guided stop at the key moment (the move, the moves as
good as it, and the hint that speaks to the learner). The files in `euchre/data/strategy/` (one `.egn`
per tip and `examples.json`) are exactly its output, which the tests check.

    python -m euchre.bots.examples            # rewrite the files
    python -m euchre.bots.examples --find     # search for fresh deals (prints the seeds)
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from euchre.bots.claims import FITS
from euchre.bots.decision import Decision, Strength
from euchre.bots.evaluate import high_trumps
from euchre.bots.heuristic import HeuristicBot
from euchre.bots.person import about
from euchre.bots.records import step_indexes
from euchre.bots.tips import LESSON_TIPS, tip
from euchre.engine import egn
from euchre.engine.actions import Action, Play
from euchre.engine.cards import Card
from euchre.engine.egn import EGNGame, EGNMetadata
from euchre.engine.hands import HandLike, is_standard, new_hand
from euchre.engine.phases import Phase
from euchre.engine.rules import Rules
from euchre.engine.tricks import trick_winner, winning_seat
from euchre.explain.plays import explain_score
from euchre.i18n.context import current_language, use_language
from euchre.i18n.languages import ENGLISH, LANGUAGES
from euchre.i18n.messages import N_, _, ngettext
from euchre.i18n.seats import side_label
from euchre.i18n.text import lower
from euchre.i18n.words import suit_words
from euchre.solver import best_moves

State = HandLike

RULES = Rules.preset("standard")
NAMES = ("Nora", "Eli", "Sam", "Wen")
HERO = 2
"""The key decision is always Sam's (South), the seat the learner plays in the trainer."""
DATA = Path(__file__).resolve().parent.parent / "data" / "strategy"
STOPS = DATA / "examples.json"

EXAMPLE_SEEDS: dict[str, int] = {
    "lead_trump": 4,
    "lead_off_suit": 143,
    "call_two_high": 4,
    "no_overtrump_partner": 1115,
    "no_trump_partners_ace": 71,
    "throw_lowest": 3,
    "count_cards": 462,
}
"""The deal of each example (`new_hand(standard, seed % 4, seed=seed)`), found by `find_example`."""

NOTES: dict[str, str] = {
    "lead_trump": N_("{who}'s side made trump, so {who} leads the highest trump, {card}. Every round of trump pulls "
                  "trumps out of the other side's hands, and the side cards that follow are safer."),
    "lead_off_suit": N_("The other side made trump, so {who} leads the best off-suit card, {card}: it can take a trick "
                     "now, before the makers run out of that suit and start trumping it."),
    "call_two_high": N_("{who} holds {highs}: two or more high trumps. With a partner to take a trick too, that is "
                     "enough to make trump."),
    "no_overtrump_partner": N_("{partner}'s {winning} is already winning the trick, so {who} does not waste {other} "
                            "on it and plays {card} instead."),
    "no_trump_partners_ace": N_("{partner}'s {winning} is winning the trick. {who} has no card of that suit and could "
                             "trump it with {other}, but lets the ace win and throws {card}."),
    "throw_lowest": N_("{who} cannot beat {winning}, so {who} throws the lowest card, {card}, and keeps {other} for a "
                    "trick it can still win."),
    "count_cards": N_("{who} has been counting: {reason}."),
}

WHAT_FOLLOWS: dict[str, str] = {
    "lead_trump": N_("It works: {winner} takes the trick for {side}."),
    "lead_off_suit": N_("It works: {card} is not trumped, and {side} take the trick."),
    "no_overtrump_partner": N_("It works: {partner}'s {winning} takes the trick, and {other} is still in {who}'s "
                               "hand."),
    "no_trump_partners_ace": N_("It works: the ace holds, and {partner} takes the trick."),
    "throw_lowest": N_("It works: later in the hand {other} takes a trick of its own."),
    "count_cards": N_("It works: nothing beats {card}, and {who} takes the trick."),
}
"""The sentence that says what the replay then shows; its claim is in `Example.claims`."""


# ---- claims: what a note says happens, as data a test checks on the replay --------------------------
def claim_holds(claim: dict[str, Any], final: State) -> bool:
    """Whether the finished hand `final` ends as `claim` says. The kinds:

    - {"kind": "trick_seat", "trick": i, "seat": s}: trick i (0 is the first) goes to seat s;
    - {"kind": "trick_side", "trick": i, "side": s}: trick i goes to side s;
    - {"kind": "wins_a_trick", "card": "KS", "after": i}: that card takes a trick after trick i;
    - {"kind": "side_tricks", "side": s, "tricks": n}: side s takes n tricks in the hand;
    - {"kind": "makes_it", "side": s}: side s made trump and took at least 3 tricks."""
    tricks = final.tricks
    winners = [winning_seat(t.cards, t.seats, final.trump) for t in tricks]
    kind = claim["kind"]
    if kind == "trick_seat":
        return winners[claim["trick"]] == claim["seat"]
    if kind == "trick_side":
        return RULES.side_of(winners[claim["trick"]]) == claim["side"]
    if kind == "wins_a_trick":
        card = Card.parse(claim["card"])
        later = list(zip(tricks, winners, strict=True))[claim["after"] + 1:]
        return any(t.cards[t.seats.index(w)] == card for t, w in later)
    if kind == "side_tricks":
        return final.tricks_by_side()[claim["side"]] == claim["tricks"]
    if kind == "makes_it":
        return (final.maker is not None and RULES.side_of(final.maker) == claim["side"]
                and final.tricks_by_side()[claim["side"]] >= 3)
    raise ValueError(f"unknown claim kind {kind!r}")


@dataclass(frozen=True)
class Example:
    tip_id: str
    seed: int
    final: State
    key_step: int
    notes: dict[int, str]
    """Notes by step of the hand (1 is the first action)."""
    move: str = ""
    """The tip's move at the key step (the action's text), which the guided stop asks for."""
    as_good: tuple[str, ...] = ()
    """Other moves the exact solver values as highly: a learner who picks one is right too."""
    hint: str = ""
    """The tip's reason as a hint to the learner (second person: "your side called trump, so ...")."""
    claims: tuple[dict[str, Any], ...] = field(default=())
    """What the notes say happens, as data (`claim_holds`)."""

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
        lang = current_language()
        title = tip(self.tip_id).said_title
        meta = EGNMetadata(players=NAMES, title=title,
                           description=_("An example hand for the tip: {title}. Dealt and played by the Euchre Tutor "
                                         "bots; the key moment is checked with the exact solver.",
                                         title=lower(title, lang)))
        return EGNGame(metadata=meta, rules=RULES, deals=(deal,))

    def text(self) -> str:
        return egn.dumps(self.game()) + "\n"

    def stop(self) -> dict[str, Any]:
        """The guided stop and the claims, as `examples.json` keeps them."""
        return {"seed": self.seed, "key_step": self.key_step, "move": self.move, "as_good": list(self.as_good),
                "hint": self.hint, "claims": list(self.claims)}


def _bot(seat: int) -> HeuristicBot:
    return HeuristicBot(Strength.INTERMEDIATE, seed=seat, play=Strength.STRONG, endgame_cards=0)


def _other_card(tip_id: str, state: State, decision: Decision) -> Play | None:
    """The tempting card the tip warns against (for counting: the card played without counting)."""
    fits, _ = FITS[tip_id]
    found = fits(state)
    if found is None or not isinstance(decision.action, Play) or found[0] != decision.action.card:
        return None
    return Play(found[1])


def _play_out(state: State, bots: Sequence[HeuristicBot]) -> tuple[State, list[Decision]]:
    """The hand played by the bots, each decision's reason said of its player (`person.about`)."""
    decisions = []
    while not state.is_over:
        assert state.to_act is not None
        with about(NAMES[state.to_act]):
            decision = bots[state.to_act].decide(state)
        decisions.append(decision)
        state = state.apply(decision.action)
    return state, decisions


def build_example(tip_id: str, seed: int | None = None) -> Example | None:
    """Play the deal and annotate it; None when the deal does not show the tip working (with the solver's
    agreement, and the replay ending as the note says)."""
    seed = EXAMPLE_SEEDS[tip_id] if seed is None else seed
    start = new_hand(RULES, seed % 4, seed=seed)
    bots = [_bot(s) for s in range(4)]
    final, decisions = _play_out(start, bots)
    if not final.tricks:
        return None
    path = final.path()
    key = next((i + 1 for i, d in enumerate(decisions)
                if path[i].to_act == HERO and d.tip.id == tip_id), None)
    if key is None:
        return None
    found = _key_note(tip_id, path[key - 1], decisions[key - 1], final)
    if found is None:
        return None
    key_note, as_good, claims = found
    if not all(claim_holds(c, final) for c in claims):
        return None
    notes: dict[int, str] = {}
    for step, (state, decision) in enumerate(zip(path, decisions, strict=False), start=1):
        note = key_note if step == key else None
        if note is None and state.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and not _is_pass(decision.action):
            note = _call_words(NAMES[state.to_act], decision)
        if step == len(decisions):
            score = explain_score(final.result, RULES)
            note = _("{note} {score}", note=note, score=score) if note else score
        if note:
            notes[step] = note
    decision = decisions[key - 1]
    hint = bots[HERO].decide(path[key - 1])
    return Example(tip_id, seed, final, key, notes, move=decision.action.text, as_good=as_good,
                   hint=hint.why, claims=claims)


def _call_words(who: str, decision: Decision) -> str:
    return _("{who} {did}. Rule of thumb: {reason}.", who=who, did=decision.what, reason=decision.why)


def _is_pass(action: Action) -> bool:
    return action.text == "pass"


def _key_note(tip_id: str, state: State, decision: Decision,
              final: State) -> tuple[str, tuple[str, ...], tuple[dict[str, Any], ...]] | None:
    who = NAMES[state.to_act]
    if tip_id == "call_two_high":
        return _call_note(state, decision, who, final)
    other = _other_card(tip_id, state, decision)
    if other is None or not isinstance(decision.action, Play):
        return None
    values = dict(best_moves(state))
    card = decision.action.card
    if values[card] <= values[other.card]:
        return None
    side = RULES.side_of(state.to_act)
    won = state.tricks_by_side()[side]
    total = won + values[card]
    if final.tricks_by_side()[side] != total:
        return None  # the bots' play after the key moment did not reach the solver's value: not shown
    trick = len(state.tricks)
    fill: dict[str, str] = {"who": who, "card": str(card), "other": str(other.card),
                            "reason": decision.why, "side": side_label(side)}
    claims: list[dict[str, Any]] = [{"kind": "side_tricks", "side": side, "tricks": total}]
    if state.trick:
        best = trick_winner(state.trick, state.trump)
        fill["winning"] = str(state.trick[best])
        fill["partner"] = NAMES[state.trick_seats[best]]
    done = final.tricks[trick]
    winner = winning_seat(done.cards, done.seats, final.trump)
    fill["winner"] = NAMES[winner]
    if tip_id in ("lead_trump", "lead_off_suit"):
        claims.append({"kind": "trick_side", "trick": trick, "side": side})
    elif tip_id in ("no_overtrump_partner", "no_trump_partners_ace"):
        claims.append({"kind": "trick_seat", "trick": trick, "seat": state.trick_seats[trick_winner(state.trick,
                                                                                                     state.trump)]})
    elif tip_id == "count_cards":
        claims.append({"kind": "trick_seat", "trick": trick, "seat": state.to_act})
    elif tip_id == "throw_lowest":
        claims.append({"kind": "wins_a_trick", "card": other.card.code, "after": trick})
    as_good = tuple(Play(c).text for c, v in values.items() if v == values[card] and c != card)
    text = ngettext("{note} Solved exactly from here, {card} gives {side} {n} trick in all; {other} would give "
                    "{other_n}. {follows}",
                    "{note} Solved exactly from here, {card} gives {side} {n} tricks in all; {other} would give "
                    "{other_n}. {follows}", total,
                    note=_(NOTES[tip_id], **fill), card=str(card), side=side_label(side), other=str(other.card),
                    other_n=won + values[other.card], follows=_(WHAT_FOLLOWS[tip_id], **fill))
    return text, as_good, tuple(claims)


def _call_note(state: State, decision: Decision, who: str,
               final: State) -> tuple[str, tuple[str, ...], tuple[dict[str, Any], ...]] | None:
    if state.phase is not Phase.ROUND_ONE or not is_standard(state) or _is_pass(decision.action):
        return None
    hand = list(state.hand(state.to_act))
    if state.to_act == state.dealer:
        hand.append(state.upcard)
    highs = high_trumps(hand, state.upcard_suit, RULES)
    side = RULES.side_of(state.to_act)
    took = final.tricks_by_side()[side]
    if len(highs) < 2 or took < 3 or final.maker != state.to_act:
        return None
    names = [str(c) for c in highs]
    cards = _("{cards} and {last}", cards=", ".join(names[:-1]), last=names[-1])
    text = _("{note} It works: played out by the bots, {who}'s side takes {took} of the 5 tricks with {suit} trump.",
             note=_(NOTES["call_two_high"], who=who, highs=cards), who=who, took=took,
             suit=suit_words(state.upcard_suit))
    return text, (), ({"kind": "makes_it", "side": side}, {"kind": "side_tricks", "side": side, "tricks": took})


def find_example(tip_id: str, start: int = 0, tries: int = 5000) -> Example:
    for seed in range(start, start + tries):
        found = build_example(tip_id, seed)
        if found is not None:
            return found
    raise LookupError(f"no example for {tip_id!r} in seeds {start} to {start + tries - 1}")


def example_path(tip_id: str, lang: str = ENGLISH) -> Path:
    """The example's record in a language: `euchre/data/strategy/<tip>.egn` in English, `.../<lang>/<tip>.egn`
    in the others (the same deal, its notes and title in that language)."""
    return (DATA if lang == ENGLISH else DATA / lang) / f"{tip_id}.egn"


def stops_path(lang: str = ENGLISH) -> Path:
    return (DATA if lang == ENGLISH else DATA / lang) / STOPS.name


TIP_IDS: tuple[str, ...] = tuple(t.id for t in LESSON_TIPS)


def stops_text(examples: Sequence[Example]) -> str:
    return json.dumps({e.tip_id: e.stop() for e in examples}, indent=1, ensure_ascii=False) + "\n"


def load_stops(lang: str | None = None) -> dict[str, dict[str, Any]]:
    """The guided stop and the claims of every shipped example (`examples.json`), its hints in `lang`
    (by default the current language)."""
    lang = lang or current_language()
    path = stops_path(lang)
    if not path.exists():
        path = STOPS
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def write_examples(tips: Sequence[str] = TIP_IDS, langs: Sequence[str] = LANGUAGES) -> list[Path]:
    """Every example's record and the stops file, in each language (English at the top of `DATA`)."""
    out = []
    for lang in langs:
        with use_language(lang):
            stops_path(lang).parent.mkdir(parents=True, exist_ok=True)
            built = []
            for tip_id in tips:
                example = build_example(tip_id)
                if example is None:
                    raise LookupError(f"the seed for {tip_id!r} no longer shows the tip: run with --find")
                path = example_path(tip_id, lang)
                path.write_text(example.text(), encoding="utf-8")
                out.append(path)
                built.append(example)
            if tuple(tips) == TIP_IDS:
                stops_path(lang).write_text(stops_text(built), encoding="utf-8")
                out.append(stops_path(lang))
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write (or find) the strategy lessons' example hands.")
    parser.add_argument("--find", action="store_true", help="search for a deal for every tip and print the seeds")
    parser.add_argument("tips", nargs="*", help="with --find: only these tips")
    args = parser.parse_args(argv)
    if args.find:
        for t in args.tips or TIP_IDS:
            print(f'    "{t}": {find_example(t).seed},', flush=True)
        return
    for path in write_examples():
        print(path)


if __name__ == "__main__":
    main()
