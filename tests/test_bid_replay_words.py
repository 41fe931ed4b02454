"""A Bid Euchre hand read back in the replay and play-along widgets: every call (bids, naming trump, high and low
no-trump, partner's best or the moon, the bidder's discard and the partner's card) is a translated sentence, never
the engine's action text."""

from __future__ import annotations

import random
import re

import pytest

from euchre.engine.actions import Action, Bid, Discard, GiveCard, NameTrump, Pass, PlayContract
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import Rules
from euchre.engine.state import Phase
from euchre.explain.steps import calls_text, partner_card_hidden
from euchre.i18n.context import use_language
from euchre.widgets.play import SOUTH, public_sentence
from euchre.widgets.replay import ReplayWidget

LANGUAGES = ("en", "tr", "fi", "az")


def _choose(state: HandLike, rng: random.Random, style: str) -> Action:
    """Random legal actions, steered by `style` towards the contracts a replay must word."""
    legal = list(state.legal_actions())
    if state.phase is Phase.AUCTION and style != "random":
        bids = [a for a in legal if isinstance(a, Bid)]
        return max(bids, key=lambda a: a.tricks) if bids else legal[0]
    if state.phase is Phase.DECLARE and style in ("high", "low"):
        return NameTrump(NoTrump.HIGH if style == "high" else NoTrump.LOW)
    if state.phase is Phase.CONTRACT:
        wanted = [a for a in legal if isinstance(a, PlayContract) and a.kind == style]
        if wanted:
            return wanted[0]
    return rng.choice(legal)


def _hand(name: str, seed: int, style: str) -> HandLike:
    rules = Rules.preset(name)
    rng = random.Random(seed)
    state = new_hand(rules, seed % rules.num_players, rng=rng)
    while not state.is_over:
        state = state.apply(_choose(state, rng, style))
    return state


STYLES = {"bid-euchre-6": ("random", "high", "low", "random"),
          "bid-euchre-moon": ("partner's best", "moon", "partner's best", "random")}
CASES = [(name, seed, style) for name, styles in STYLES.items() for seed, style in enumerate(styles)]


def _engine_words(action: Action) -> re.Pattern[str]:
    """The engine's own text for `action` ("bid 3", "pass", "trump H", "give 9H"), as a whole-word pattern."""
    return re.compile(rf"(?<!\w){re.escape(action.text)}(?!\w)", re.IGNORECASE)


@pytest.mark.parametrize(("name", "seed", "style"), CASES)
def test_every_step_of_a_bid_euchre_replay_is_a_sentence(name: str, seed: int, style: str) -> None:
    final = _hand(name, seed, style)
    widget = ReplayWidget(final)
    kinds_seen: set[type] = set()
    for lang in LANGUAGES:
        with use_language(lang):
            widget.relabel()
            for step in range(widget.last_step + 1):
                widget.go(step)
                state = widget.state
                action = state.last_action
                lines = [widget.sentence(), *calls_text(state)]
                if action is None or not isinstance(action, Bid | Pass | NameTrump | PlayContract | Discard | GiveCard):
                    continue
                if state.parent is not None and state.parent.phase is Phase.PLAY:
                    continue
                kinds_seen.add(type(action))
                said = lines[0]
                assert said.endswith("."), (lang, step, said)
                assert said[0].isupper(), (lang, step, said)
                assert ": " + action.text not in said, (lang, step, said)
                if lang != "en":
                    for line in lines:
                        assert not _engine_words(action).search(line), (lang, step, action.text, line)
                        assert not re.search(r"(?<!\w)(bid \d|trump [CDHS]|give \w\w)(?!\w)", line), (lang, line)
                if lang == "en" and isinstance(action, Bid):
                    assert f"bids {action.tricks}." in said, said
                bidder_discard = state.parent is not None and state.parent.phase is Phase.BIDDER_DISCARD
                if isinstance(action, Discard) and bidder_discard and state.last_seat != SOUTH:
                    hidden = public_sentence(state)
                    assert str(action.card) not in hidden and hidden != said, (lang, hidden)
                    assert str(action.card) in said, (lang, said)
                if isinstance(action, GiveCard):
                    assert (str(action.card) in public_sentence(state)) is (SOUTH in (state.last_seat,
                                                                                     state.high_bidder)), lang
                    for viewer in range(state.num_players):
                        hidden = partner_card_hidden(state, viewer)
                        assert (hidden is None) is (viewer in (state.last_seat, state.high_bidder)), lang
                        assert hidden is None or str(action.card) not in hidden, (lang, hidden)
    assert Bid in kinds_seen or Pass in kinds_seen


def test_the_cases_reach_every_bid_euchre_call() -> None:
    """The hands above really do word partner's best (discard and card), the moon and both no-trumps."""
    actions: set[str] = set()
    for name, seed, style in CASES:
        state = _hand(name, seed, style)
        while state.parent is not None:
            action = state.last_action
            if isinstance(action, PlayContract):
                actions.add(action.kind)
            elif isinstance(action, NameTrump) and isinstance(action.trump, NoTrump):
                actions.add(action.trump.value)
            elif isinstance(action, Discard | GiveCard | Bid):
                actions.add(type(action).__name__)
            state = state.parent
    assert {"partner's best", "moon", "high", "low", "Discard", "GiveCard", "Bid"} <= actions, actions
