"""Play many seeded random hands of every preset, plain and with every house rule, through the public API and the
fast path, and print one JSON line: which build ran ("compiled" or "pure"), how many hands, and a digest of every
action, refusal, trick and result, and of each final state after a pickle and a deep copy (a state in renege mode
holds its reneges, which the compiled build's classes must survive). tests/test_compiled_build.py runs it once
per build and compares.

    python tests/engine_digest.py HANDS
"""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
import random
import sys
from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

from euchre import IllegalActionError, Rules, new_hand
from euchre.engine.actions import Play
from euchre.engine.cards import build_deck
from euchre.engine.compiled import build
from euchre.engine.errors import EuchreError
from euchre.engine.rollout import random_hand
from euchre.engine.rules import PRESETS


def _bench_house_rules() -> object:
    """The bench's own `with_house_rules` (every house rule of a family on), so both use one definition."""
    spec = spec_from_file_location("bench_engine", Path(__file__).resolve().parent.parent / "bench" / "engine.py")
    assert spec is not None and spec.loader is not None
    module = module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.with_house_rules


def rulesets() -> list[Rules]:
    with_house_rules = _bench_house_rules()
    out = []
    for name in PRESETS:
        rules = Rules.preset(name)
        out += [rules, with_house_rules(rules)]  # type: ignore[operator]
    return out


def play(hands: int) -> tuple[int, str]:
    digest = hashlib.sha256()
    played = 0

    def note(*values: object) -> None:
        digest.update(repr(values).encode())

    for n, rules in enumerate(rulesets()):
        seats = rules.num_players
        deck = build_deck(rules)
        rng = random.Random(1000 + n)
        for i in range(hands):
            state = new_hand(rules, i % seats, seed=n * 100_000 + i)
            while not state.is_over:
                legal = state.legal_actions()
                if rng.random() < 0.05:  # now and then, a card that may not be played here: the same refusal
                    wrong = Play(deck[int(rng.random() * len(deck))])
                    if wrong not in legal:
                        try:
                            state.apply(wrong)
                        except IllegalActionError as error:
                            note("refused", str(error.fact) if isinstance(error, EuchreError) else str(error))
                state = state.apply(legal[int(rng.random() * len(legal))])
            note(rules.name, state.history, state.tricks, state.result)
            for clone in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state)):
                note(clone.history, clone.reneges, clone.result)
            fast = random_hand(rules, i % seats, rng)
            recorded = random_hand(rules, i % seats, rng, record=True)
            note(fast.result, recorded.result, recorded.actions, recorded.trick_record)
            played += 3
    return played, digest.hexdigest()


def main() -> None:
    played, digest = play(int(sys.argv[1]))
    print(json.dumps({"build": build(), "hands": played, "digest": digest}))


if __name__ == "__main__":
    main()
