"""Fixed inputs and the English sentences the core, the explanations, the bots and the puzzles give for
them: `tests/fixtures/english_sentences.json` holds what they gave before the messages went through
gettext, so wrapping them changes nothing an English learner sees.

Regenerate (only after an intended change of English wording): `python -m tests.english_samples`."""

from __future__ import annotations

import json
import random
from pathlib import Path

from euchre.explain.rule_summary import farmers_hand_words, rules_summary

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "english_sentences.json"


def _rulesets():
    from euchre.engine.rules import PRESETS, FarmersHand, JokerNoTrump, JokerUpcard, LonerLead, RenegePenalty

    out = dict(PRESETS)
    std = PRESETS["standard"]
    bid = PRESETS["bid-euchre-6"]
    out["x-joker-redeal"] = std.replace(joker=True, joker_upcard=JokerUpcard.REDEAL)
    out["x-defend-loner"] = std.replace(defend_alone=True, defend_alone_requires_loner=True,
                                        dealer_pickup_behind_loner=True)
    out["x-farmers"] = std.replace(farmers=True, farmers_hand=FarmersHand.NO_FACE_ONE_ACE,
                                   loner_lead=LonerLead.LEFT_OF_LONER, make_score=2)
    out["x-renege"] = std.replace(renege_mode=True)
    out["x-renege-2"] = std.replace(renege_mode=True, renege_penalty=RenegePenalty.OPPONENTS_GAIN,
                                    renege_call_ends_hand=False, uncalled_renege_penalised=True,
                                    renege_hand_scores=True, renege_points=3)
    out["x-renege-3"] = std.replace(renege_mode=True, uncalled_renege_penalised=True)
    out["x-renege-cutthroat"] = PRESETS["cutthroat"].replace(renege_mode=True)
    out["x-renege-two-handed"] = PRESETS["two-handed"].replace(renege_mode=True,
                                                              renege_penalty=RenegePenalty.OPPONENTS_GAIN)
    out["x-limit"] = std.replace(deal_limit=8)
    out["x-limit-only"] = std.replace(winning_score=0, deal_limit=8)
    out["x-cut-tie"] = PRESETS["cutthroat"].replace(tie_plays_on=True)
    out["x-bid-joker"] = bid.replace(joker=True, farmers=True, renege_mode=True)
    out["x-bid-joker-2"] = bid.replace(joker=True, joker_no_trump=JokerNoTrump.NOT_LED, stick_the_dealer=False,
                                       dealer_may_equal=False, win_needs_made_bid=False, tie_plays_on=True)
    out["x-two-decks-joker"] = std.replace(deck_copies=2, joker=True, hand_size=5)
    return out


def _random_games(rules, seeds):
    from euchre.engine.game import Game

    hands = []
    for seed in seeds:
        game = Game(rules, seed=seed)
        rng = random.Random(seed)
        while not game.is_over and len(game.hands) < 6:
            game.apply(rng.choice(game.current.legal_actions()))
        hands.extend(game.hands)
    return hands


def samples() -> dict[str, list[str]]:
    from euchre.engine.cards import Card, Suit
    from euchre.engine.ranking import NoTrump, effective_suit
    from euchre.engine.rules import PRESETS, FarmersHand
    from euchre.engine.tricks import trick_winner
    from euchre.explain import plays as explain
    from euchre.explain.contracts import special_score_sentence
    from euchre.explain.refusals import why_illegal
    from euchre.explain.reneges import renege_sentence
    from euchre.explain.ruleset_names import PRESET_DESCRIPTIONS

    out: dict[str, list[str]] = {}
    rulesets = _rulesets()
    out["summary"] = [f"{name}: {line}" for name, r in rulesets.items() for line in rules_summary(r)]
    out["descriptions"] = [f"{k}: {v}" for k, v in PRESET_DESCRIPTIONS.items()]
    out["farmers"] = [farmers_hand_words(k, rules) for k in FarmersHand
                      for rules in (PRESETS["standard"], PRESETS["british"], PRESETS["standard"].replace(min_rank=7))]
    trumps = [*Suit, NoTrump.HIGH, NoTrump.LOW, None]
    deck = [Card.parse(c) for c in "9C TC JC QC KC AC 9D TD JD QD KD AD 9H TH JH QH KH AH 9S TS JS QS KS AS".split()]
    joker = Card.parse("B")
    rng = random.Random(16)
    roles, plays, legal, won, compare = [], [], [], [], []
    for trump in trumps:
        out.setdefault("trump_words", []).append(explain.trump_words(trump))
        for card in [*deck, joker]:
            roles.append(explain.card_role(card, trump))
        for _ in range(60):
            cards = rng.sample(deck + [joker], 9)
            hand, trick = cards[:5], cards[5:5 + rng.randrange(0, 4)]
            for card in hand + cards[8:]:
                plays.append(explain.why_not_playable(card, hand, trick, trump))
                plays.append(explain.why_not_playable(card, hand, trick, trump, who="North"))
            legal.append(explain.explain_legal_plays(hand, trick, trump))
            full = rng.sample(deck + [joker], 4)
            won.append(explain.why_card_won(full, trump, trick_winner(full, trump)))
            compare.append(explain.compare_cards(full[0], full[1], trump, effective_suit(full[2], trump)))
        if isinstance(trump, Suit):
            out.setdefault("trump_order", []).append(explain.trump_order_sentence(deck + [joker], trump))
    out["roles"], out["plays"], out["legal"], out["compare"], out["won"] = roles, plays, legal, compare, won
    scores, tricks_said, leads, why = [], [], [], []
    for rules in rulesets.values():
        for hand in _random_games(rules, range(4)):
            result = hand.result
            if rules.family.value == "standard":
                scores.append(explain.explain_score(result, rules))
                out.setdefault("outcome_words", []).append(explain.outcome_words(result))
            else:
                scores.append(special_score_sentence(result, rules) or "")
            for trick in hand.tricks:
                tricks_said.append(explain.trick_sentence(trick, result.trump, rules.num_players))
            if rules.family.value == "standard":
                leads.append(explain.who_leads_sentence(hand))
            for renege in result.reneges:
                why.append(renege_sentence(renege, rules.num_players))
        game_hand = _random_games(rules, [99])[0]
        node = game_hand
        while node is not None:
            parent = getattr(node, "parent", None)
            if parent is not None and not parent.is_over:
                for action in ["pass", "order up alone", "call H", "play JH", "play 9C", "bid 2", "bid 9",
                               "trump high", "give AS", "discard 9C", "call S alone", "order up"]:
                    try:
                        legal_now = [a.text for a in parent.legal_actions()]
                        if action not in legal_now:
                            why.append(why_illegal(parent, action))
                    except ValueError:
                        pass
            node = parent
    out["scores"], out["tricks"], out["leads"], out["why_illegal"] = scores, tricks_said, leads, why
    out.update(puzzle_samples())
    out.update(bot_samples())
    return {key: list(dict.fromkeys(lines))[:400] for key, lines in out.items()}


def puzzle_samples() -> dict[str, list[str]]:
    from euchre.puzzles import PuzzlePlay, shipped
    from euchre.puzzles.history import summary
    from euchre.puzzles.views import header_html
    from euchre.puzzles.writeup import line_steps, writeup

    out: dict[str, list[str]] = {"puzzle": [], "puzzle_play": []}
    for puzzle in list(shipped())[:60]:
        out["puzzle"] += [puzzle.situation(), puzzle.goal_text(), writeup(puzzle), *line_steps(puzzle),
                          header_html(puzzle, reveal=True)]
        play = PuzzlePlay(puzzle)
        out["puzzle_play"].append(play.hint())
        wrong = [c for c in play.legal() if c not in puzzle.first_winning]
        if wrong:
            out["puzzle_play"].append(play.play(wrong[0]).text)
            play.retry()
        while play.status == "playing" and play.your_turn:
            out["puzzle_play"].append(play.hint())
            out["puzzle_play"].append(play.play(play.model_card()).text)
    from euchre.puzzles.history import PuzzleResult

    results = [PuzzleResult(f"P{i}", i % 3 != 0, 1500, at=1.0 + i) for i in range(7)]
    out["puzzle_summary"] = [summary(results[:n]) for n in range(8)]
    return out


def bot_samples() -> dict[str, list[str]]:
    from euchre.bots import TIPS
    from euchre.bots.thumb import RuleOfThumbBot
    from euchre.engine.hands import new_hand
    from euchre.engine.rules import PRESETS
    from euchre.explain.action_words import action_label, action_past

    out: dict[str, list[str]] = {"bot_reasons": [], "action_words": [], "tips": []}
    out["tips"] = [f"{t.title} | {t.because}" for t in TIPS.values()]
    names = ["standard", "hoyle", "british", "cutthroat", "bid-euchre-6", "bid-euchre-moon", "canadian"]
    for name in names:
        rules = PRESETS[name]
        bots = [RuleOfThumbBot(strength, seed) for seed, strength in enumerate(("beginner", "intermediate",
                                                                                 "strong", "intermediate"))]
        for seed in range(6):
            state = new_hand(rules, seed % rules.num_players, seed=seed)
            while not state.is_over:
                for action in state.legal_actions():
                    out["action_words"].append(f"{action_label(state, action)} | {action_past(state, action)}")
                decision = bots[state.to_act % 4].decide(state)
                out["bot_reasons"].append(decision.reason)
                state = state.apply(decision.action)
    return out


if __name__ == "__main__":
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(json.dumps(samples(), ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print({k: len(v) for k, v in samples().items()})
