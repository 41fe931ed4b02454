"""Euchre Game Notation: loading, saving, replaying and checking the real game records."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine import egn
from euchre.engine.cards import Card
from euchre.engine.errors import EGNError, UnsupportedRuleError
from euchre.engine.rules import LonerLead, Rules
from euchre.engine.state import Phase

HERE = Path(__file__).parent
COMMITTED = HERE / "fixtures" / "egn"
SHARED = Path(__file__).parents[2] / "shared" / "egn"


def fixture_path(name: str) -> Path:
    """The shared copy when the repository sits beside ../shared (as in CI), else the committed copy."""
    shared = SHARED / name
    return shared if shared.exists() else COMMITTED / name


def raw(name: str) -> dict[str, Any]:
    return json.loads(fixture_path(name).read_text("utf-8"))


def loads_doc(doc: Any, **kw: Any) -> egn.EGNGame:
    return egn.loads(json.dumps(doc, ensure_ascii=False), **kw)


# ---- the expected results, worked out by reading the files -------------------------------------
# Points per deal are [team 0/2 (North–South), team 1/3 (East–West)]. For each deal: the maker is the
# seat of the non-Pass call (calls start left of the dealer, round two after four passes), trump is the
# upcard's suit for "Order" or the named suit, and the makers' tricks are counted trick by trick
# (seat order from the leader, left bower as trump, partner of a loner skipped). `independent_points`
# below redoes this without the engine, and a test checks it agrees with this table.
EXPECTED: dict[str, tuple[tuple[int, int], list[tuple[int, int]], tuple[int, int]]] = {
    # Dealer N, up J♣. Four passes, East names spades. West ruffs trick 1 (9♠ on hearts), wins trick 2
    # with J♠ and trick 5 with Q♠; South takes tricks 3 and 4 (K♦, A♦). East–West 3 tricks: 1 point.
    "custom_scenario.egn": ((0, 0), [(0, 1)], (0, 1)),
    # From 0–7: S makes ♥ 3 tricks (+1), E makes ♦ 2 (euchred, +2 N–S), N makes ♣ 5 (march +2),
    # E ♦ 4 (+1 E–W), S ♦ 3 (+1), E ♦ 4 (+1 E–W), W ♣ 0 (+2 N–S), N ♥ 4 (+1), W ♥ 2 (+2 N–S):
    # North–South 1+2+2+1+2+1+2 = 11, East–West 7+1+1 = 9 — the "0-7 comeback" of the title.
    "epic_comeback.egn": (
        (0, 7),
        [(1, 0), (2, 0), (2, 0), (0, 1), (1, 0), (0, 1), (2, 0), (1, 0), (2, 0)],
        (11, 9),
    ),
    # E ♠ 2 (+2 N–S), S ♥ 2 (+2 E–W), S ♥ 3, S ♣ 3, S ♦ alone 4 (+1), W ♥ 2 (+2 N–S), N ♥ 3, S ♣ 3,
    # E ♦ 4 (+1 E–W), S ♦ 2 (+2 E–W), W ♣ alone 5 (lone march +4 E–W), N ♦ 3 (+1): 10–9.
    "me_and_bears.egn": (
        (0, 0),
        [(2, 0), (0, 2), (1, 0), (1, 0), (1, 0), (2, 0), (1, 0), (1, 0), (0, 1), (0, 2), (0, 4), (1, 0)],
        (10, 9),
    ),
    # E ♦ 4, W ♠ 3, S ♠ 5 (march), S ♥ 4, S ♥ 3, W ♣ 3, E ♦ 5 (march), E ♣ 4, S ♦ 5 (march),
    # W ♠ alone 3 (+1), N ♥ alone 5 (lone march +4): North–South 2+1+1+2+4 = 10, East–West 7.
    "quite_the_hustle_annotated.egn": (
        (0, 0),
        [(0, 1), (0, 1), (2, 0), (1, 0), (1, 0), (0, 1), (0, 2), (0, 1), (2, 0), (0, 1), (4, 0)],
        (10, 7),
    ),
    # From 4–9: South names ♥ alone and takes all five (A♠, J♥, J♦ left bower, 10♥, Q♠): +4; then South
    # is ordered ♦ and North–South take all five (the last with North's K♠): +2. "Six points in two hands".
    "six_points_in_two_hands.egn": ((4, 9), [(4, 0), (2, 0)], (10, 9)),
    # S ♣ 4, N ♣ 3, N ♣ 2 (euchred), E ♥ 2 (euchred), N ♣ 3, W ♦ 3, N ♠ 4, E ♠ alone 4 (+1; South leads
    # under LEFT_OF_LONER), S ♠ 4, N ♣ 1, N ♦ 3, S ♣ 1, S ♣ 1: North–South 8, East–West 10.
    "vwec_finals_annotated.egn": (
        (0, 0),
        [(1, 0), (1, 0), (0, 2), (2, 0), (1, 0), (0, 1), (1, 0), (0, 1), (1, 0), (0, 2), (1, 0), (0, 2), (0, 2)],
        (8, 10),
    ),
}
NAMES = sorted(EXPECTED)

_SAME_COLOUR = {"s": "c", "c": "s", "h": "d", "d": "h"}
_RANKS = "9TJQKA"


def independent_points(doc: dict[str, Any]) -> list[tuple[int, int]]:
    """Score each deal straight from the JSON, with no engine code: a check on the table above."""

    def suit(card: str, trump: str) -> str:
        return trump if card[0] == "J" and card[1] == _SAME_COLOUR[trump] else card[1]

    def power(card: str, trump: str, led: str) -> int:
        if card == "J" + trump:
            return 200
        if card == "J" + _SAME_COLOUR[trump]:
            return 199
        if card[1] == trump:
            return 100 + _RANKS.index(card[0])
        return _RANKS.index(card[0]) if card[1] == led else -1

    lead_rule = doc["metadata"].get("ruleset", {}).get("loner_lead", "LEFT_OF_DEALER")
    out = []
    for deal in doc["deals"]:
        dealer, up = deal["initialState"]["dealer"], deal["initialState"]["upCard"]
        bidding, play = deal["phases"]
        calls, alone = bidding["calls"], bidding.get("isAlone", False)
        maker = (dealer + len(calls)) % 4
        trump = up[1] if calls[-1] == "Order" else calls[-1]
        out_seat = (maker + 2) % 4 if alone else None
        leader = (maker + 1) % 4 if alone and lead_rule == "LEFT_OF_LONER" else (dealer + 1) % 4
        if leader == out_seat:
            leader = (leader + 1) % 4
        won = [0, 0]
        for trick in play["tricks"]:
            seats, seat = [], leader
            for _ in trick:
                seats.append(seat)
                seat = (seat + 1) % 4
                if seat == out_seat:
                    seat = (seat + 1) % 4
            led = suit(trick[0], trump)
            best = max(range(len(trick)), key=lambda i: (power(trick[i], trump, led), -i))
            leader = seats[best]
            won[leader % 2] += 1
        made = won[maker % 2]
        points = [0, 0]
        if made == 5:
            points[maker % 2] = 4 if alone else 2
        elif made >= 3:
            points[maker % 2] = 1
        else:
            points[1 - maker % 2] = 2
        out.append((points[0], points[1]))
    return out


# ---- the fixtures -------------------------------------------------------------------------------
def test_all_fixtures_are_present_and_committed_copies_match() -> None:
    assert sorted(p.name for p in COMMITTED.glob("*.egn")) == NAMES
    assert (COMMITTED / "egn-schema-v1.json").exists()
    if SHARED.exists():
        assert sorted(p.name for p in SHARED.glob("*.egn")) == NAMES
        for name in [*NAMES, "egn-schema-v1.json"]:
            assert (COMMITTED / name).read_bytes() == (SHARED / name).read_bytes(), name


@pytest.mark.parametrize("name", NAMES)
def test_table_agrees_with_an_independent_count(name: str) -> None:
    start, points, final = EXPECTED[name]
    doc = raw(name)
    assert tuple(doc["metadata"]["initialScore"]) == start
    assert independent_points(doc) == points
    assert (start[0] + sum(p[0] for p in points), start[1] + sum(p[1] for p in points)) == final


@pytest.mark.parametrize("name", NAMES)
def test_fixture_replays_legally_to_the_expected_score(name: str) -> None:
    start, points, final = EXPECTED[name]
    game = egn.load(fixture_path(name))
    assert egn.check(game) == []
    result = egn.replay(game)
    assert len(result.deals) == len(game.deals) == len(points)
    assert [d.points for d in result.deals] == points
    assert result.initial_score == start
    assert result.final_score == final
    running = start
    for deal in result.deals:
        assert deal.score_before == running
        assert deal.state.is_over and deal.state.phase is Phase.OVER
        running = deal.score_after
        # every trick's leader is the previous trick's winner, and all 20 (or 15) cards were played
        tricks = deal.state.tricks
        assert len(tricks) == 5
        assert all(tricks[i].leader == tricks[i - 1].winner for i in range(1, 5))
        assert [list(t.cards) for t in tricks] == [list(t) for t in deal.deal.tricks]
    if game.metadata.final_score is not None:
        assert game.metadata.final_score == final


@pytest.mark.parametrize("name", NAMES)
def test_alternative_lines_replay(name: str) -> None:
    result = egn.replay(egn.load(fixture_path(name)))
    for deal in result.deals:
        assert len(deal.alternatives) == len(deal.deal.alternative_lines)
        for alt in deal.alternatives:
            assert isinstance(alt.line, egn.EGNAlternative)
            assert alt.state.is_over


def test_alternative_line_that_completes_a_trick() -> None:
    """vwec deal 4: six calls, branchIndex 7, so one play is kept and the first alt trick has 3 cards."""
    game = egn.load(fixture_path("vwec_finals_annotated.egn"))
    deal = game.deals[4]
    alt = deal.alternative_lines[0]
    assert (len(deal.calls), alt.branch_index, len(alt.tricks[0])) == (6, 7, 3)
    replayed = egn.replay(game).deals[4].alternatives[0].state
    first = replayed.tricks[0]
    assert first.cards == (deal.tricks[0][0], *alt.tricks[0])
    assert replayed.tricks[0].cards != egn.replay(game).deals[4].state.tricks[0].cards


def test_alternative_line_cannot_replay_the_discard() -> None:
    """vwec deal 0: South picks up K♣ and the main line shows South's five plays, so South's discard
    is the one card of the alternative line (branching after trick 1) that the main line never plays."""
    doc = raw("vwec_finals_annotated.egn")
    doc["deals"] = doc["deals"][:1]
    alt = doc["deals"][0]["alternativeLines"][0]["phases"][0]
    assert alt["tricks"][3] == ["Kc", "As", "Ac", "Kh"]
    alt["tricks"][3][0] = "Qc"  # South leads Q♣ instead of K♣ in trick 5
    problems = egn.check(loads_doc(doc, verify=False))
    assert [str(p) for p in problems] == [
        "deal 0, alternative line 1: the dealer plays Q♣, but that is the dealer's discard in the main line, "
        "before this line branches"
    ]
    main = doc["deals"][0]["phases"][1]["tricks"]
    del main[2:]  # with the main line cut after two tricks the discard is open, and Q♣ is not chosen
    deal = egn.replay(loads_doc(doc)).deals[0]
    assert deal.discard_inferred and deal.discard != Card.parse("Qc")
    assert Card.parse("Qc") in deal.hands[2] and Card.parse("Qc") not in deal.inferred[2]


def test_annotations_are_read_by_index() -> None:
    game = egn.load(fixture_path("vwec_finals_annotated.egn"))
    deal = game.deals[1]
    assert deal.call_notes(4)[0].startswith("Pretty ambitious next call")
    assert deal.play_notes(10)[0].startswith("Even if dealer trumps here")
    assert deal.plays[10] == Card.parse("Jh")
    assert deal.play_notes(9) == ()
    alt = game.deals[4].alternative_lines[1]
    assert alt.play_notes(3)[0].startswith("Instead of playing trump")
    assert alt.plays[3] == Card.parse("9h")


def test_players_upcard_and_rules_are_read() -> None:
    game = egn.load(fixture_path("vwec_finals_annotated.egn"))
    assert game.metadata.players == ("WWMM", "Llama", "Euchrazy1", "LeftyKnavey")
    assert game.metadata.title == "VWEC Finals"
    assert game.rules.loner_lead is LonerLead.LEFT_OF_LONER and game.rules.stick_the_dealer
    deal = game.deals[0]
    assert (deal.number, deal.dealer, deal.upcard) == (0, 2, Card.parse("Kc"))


# ---- saving -------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_round_trip(name: str) -> None:
    text = fixture_path(name).read_text("utf-8")
    game = egn.loads(text)
    saved = egn.dumps(game)
    assert egn.loads(saved) == game
    assert json.loads(saved) == json.loads(text)
    assert saved == text  # the writer's own layout, byte for byte


def test_dump_and_load_files(tmp_path: Path) -> None:
    game = egn.load(fixture_path("six_points_in_two_hands.egn"))
    target = tmp_path / "copy.egn"
    egn.dump(game, target)
    assert egn.load(target) == game
    with open(target, encoding="utf-8") as f:
        assert egn.load(f) == game
    with open(target, "rb") as f:
        assert egn.load(f) == game


def test_partial_deal_loads_replays_and_round_trips() -> None:
    doc = raw("epic_comeback.egn")
    tricks = doc["deals"][2]["phases"][1]["tricks"]
    del tricks[3:]
    game = loads_doc(doc)
    assert len(game.deals[2].tricks) == 3
    result = egn.replay(game)
    partial = result.deals[2]
    assert not partial.is_complete and partial.points is None
    assert partial.score_after == partial.score_before
    assert len(partial.state.tricks) == 3
    # deal 2 was a North march (+2), so the final score is two short
    assert result.final_score == (9, 9)
    # the unplayed cards are inferred and marked; none is written back
    assert sum(len(s) for s in partial.inferred) >= 8
    again = egn.loads(egn.dumps(game))
    assert again == game
    assert json.loads(egn.dumps(game))["deals"][2]["phases"][1]["tricks"] == tricks


def test_deal_cut_in_the_middle_of_a_trick() -> None:
    doc = raw("me_and_bears.egn")
    doc["deals"] = doc["deals"][:1]
    doc["deals"][0]["phases"][1]["tricks"] = [["Ah", "Qh", "9d", "Th"], ["Jd", "Ad"]]
    game = loads_doc(doc)
    state = egn.replay(game).deals[0].state
    assert state.phase is Phase.PLAY and state.trick == (Card.parse("Jd"), Card.parse("Ad"))
    assert json.loads(egn.dumps(game))["deals"][0]["phases"][1]["tricks"][1] == ["Jd", "Ad"]


def test_deal_with_only_bidding() -> None:
    doc = raw("six_points_in_two_hands.egn")
    del doc["deals"][1]["phases"][1]
    doc["deals"][1]["phases"][0]["calls"] = ["Pass", "Pass"]
    game = loads_doc(doc)
    assert not game.deals[1].has_play
    state = egn.replay(game).deals[1].state
    assert state.phase is Phase.ROUND_ONE and state.to_act == (1 + 3) % 4
    assert json.loads(egn.dumps(game)) == doc


def test_missing_discard_is_inferred_but_not_saved() -> None:
    doc = raw("me_and_bears.egn")
    assert doc["deals"][1]["phases"][0].pop("discard") == "Qc"
    game = loads_doc(doc)
    assert game.deals[1].discard is None
    deal = egn.replay(game).deals[1]
    assert deal.discard_inferred and deal.discard is not None
    dealer = deal.deal.dealer
    assert deal.discard in deal.inferred[dealer]
    assert deal.discard not in deal.deal.plays
    assert "discard" not in json.loads(egn.dumps(game))["deals"][1]["phases"][0]
    recorded = egn.replay(egn.load(fixture_path("me_and_bears.egn"))).deals[1]
    assert recorded.discard == Card.parse("Qc") and not recorded.discard_inferred


def test_loner_partner_hand_is_inferred() -> None:
    deal = egn.replay(egn.load(fixture_path("six_points_in_two_hands.egn"))).deals[0]
    assert deal.state.sitting_out == (0,)
    assert len(deal.inferred[0]) == 5
    assert deal.inferred[1:] == (frozenset(), frozenset(), frozenset())
    seen = set(deal.deal.plays) | {deal.deal.upcard}
    assert not deal.inferred[0] & seen
    assert len({c for h in deal.hands for c in h}) == 20


def test_recorded_hands_are_used_as_given() -> None:
    game = egn.load(fixture_path("custom_scenario.egn"))
    deal = egn.replay(game).deals[0]
    assert deal.hands == game.deals[0].player_cards
    assert deal.inferred == (frozenset(),) * 4


def test_recorded_hands_must_hold_the_plays() -> None:
    doc = raw("custom_scenario.egn")
    hands = doc["deals"][0]["initialState"]["playerCards"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # swap N's K♥ and E's 9♣
    with pytest.raises(EGNError) as info:
        loads_doc(doc)
    assert str(info.value) == "deal 0, trick 2: East played 9♣, which is not in East's hand (K♥, Q♣, Q♦, K♣)"


# Every prefix of every legal deal is legal: replaying each cut must fill the unknown cards without
# inventing a renege (fillers stay out of suits the seat later shows void in).
def _cuts(doc: dict[str, Any], index: int) -> list[dict[str, Any]]:
    deal = doc["deals"][index]
    tricks = deal["phases"][1]["tricks"]
    flat = [c for t in tricks for c in t]
    size = len(tricks[0])
    out = []
    for n in range(len(flat)):
        cut = copy.deepcopy(deal)
        cut["phases"][1]["tricks"] = [flat[i:i + size] for i in range(0, n, size)]
        cut.pop("alternativeLines", None)
        cut["phases"][1].pop("playAnnotations", None)
        out.append(cut)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_every_cut_of_every_deal_replays(name: str) -> None:
    doc = raw(name)
    for index in range(len(doc["deals"])):
        for cut in _cuts(doc, index):
            one = dict(doc, deals=[cut])
            game = loads_doc(one, verify=False)
            assert egn.check(game) == [], (name, index, cut["phases"][1]["tricks"])


# ---- rules ---------------------------------------------------------------------------------------
def test_egn_defaults_are_stick_the_dealer() -> None:
    rules = egn.rules_from_egn({})
    assert rules.stick_the_dealer
    assert rules == Rules.preset("stick-the-dealer") and rules.name == "stick-the-dealer"
    assert egn.rules_from_egn({"std": False}) == Rules.preset("standard")


@pytest.mark.parametrize(
    ("toggles", "field", "value"),
    [
        ({"std": False}, "stick_the_dealer", False),
        ({"min_rank": 7}, "min_rank", 7),
        ({"winning_score": 11}, "winning_score", 11),
        ({"num_deals": 8}, "deal_limit", 8),
        ({"canadian": True}, "canadian", True),
        ({"loner_lead": "LEFT_OF_LONER"}, "loner_lead", LonerLead.LEFT_OF_LONER),
        ({"loner_march_score": 5}, "loner_march_score", 5),
        ({"loner_euchred_score": 4}, "loner_euchred_score", 4),
        ({"defend_alone": True}, "defend_alone", True),
        ({"defend_alone": True}, "defend_alone_requires_loner", True),
        ({"farmers": True}, "farmers", True),
        ({"joker": True}, "joker", True),
        ({"num_players": 3}, "num_players", 3),
    ],
)
def test_each_toggle_maps_to_a_rules_field(toggles: dict[str, Any], field: str, value: Any) -> None:
    rules = egn.rules_from_egn(toggles)
    assert getattr(rules, field) == value
    assert getattr(egn.rules_from_egn({}), field) != value
    back = egn.rules_to_egn(rules)
    assert {k: v for k, v in back.items() if k not in egn.DEFAULT_RULESET_KEYS} == {
        k: v for k, v in toggles.items() if k not in egn.DEFAULT_RULESET_KEYS
    }
    assert egn.rules_from_egn(back) == rules


def test_three_players_follow_the_cutthroat_scoring() -> None:
    rules = egn.rules_from_egn({"num_players": 3})
    assert rules.march_score == Rules.preset("cutthroat").march_score == 3
    assert not rules.allow_alone


@pytest.mark.parametrize("toggle", ["partners_best", "go_under", "allow_no_trump", "fast_break", "four_trick_tokens"])
def test_toggles_the_engine_does_not_play(toggle: str) -> None:
    with pytest.raises(egn.EGNUnsupportedError, match=toggle) as info:
        egn.rules_from_egn({toggle: True})
    assert isinstance(info.value, UnsupportedRuleError) and isinstance(info.value, EGNError)
    assert egn.rules_from_egn({toggle: False}) == egn.rules_from_egn({})


@pytest.mark.parametrize(
    ("toggles", "message"),
    [
        ({"sticky": True}, "unknown toggle 'sticky'"),
        ({"std": "yes"}, "std must be true or false"),
        ({"min_rank": 8}, "min_rank"),
        ({"loner_lead": "LEFT"}, "loner_lead"),
        ({"num_players": 6}, "num_players=6"),
        ({"winning_score": 0}, "winning score or a deal limit"),
    ],
)
def test_bad_toggles(toggles: dict[str, Any], message: str) -> None:
    with pytest.raises(EGNError, match=message):
        egn.rules_from_egn(toggles)


@pytest.mark.parametrize(
    "rules",
    [Rules(renege_mode=True), Rules.preset("hoyle"), Rules(make_score=2), Rules(winning_score=5, deal_limit=3)],
)
def test_rules_egn_cannot_express(rules: Rules) -> None:
    with pytest.raises(egn.EGNUnsupportedError):
        egn.rules_to_egn(rules)


def test_ruleset_keys_are_kept_on_save() -> None:
    doc = raw("six_points_in_two_hands.egn")
    doc["metadata"]["ruleset"] = {"loner_lead": "LEFT_OF_DEALER", "winning_score": 10, "farmers": False}
    game = loads_doc(doc)
    assert json.loads(egn.dumps(game))["metadata"]["ruleset"] == doc["metadata"]["ruleset"]
    del doc["metadata"]["ruleset"]
    game = loads_doc(doc)
    assert game.rules.stick_the_dealer and game.ruleset_keys is None
    assert "ruleset" not in json.loads(egn.dumps(game))["metadata"]


def test_defending_alone() -> None:
    """South alone in hearts, East defends alone (West sits out too): two cards a trick."""
    doc = raw("six_points_in_two_hands.egn")
    doc["metadata"]["ruleset"]["defend_alone"] = True
    deal = doc["deals"][0]
    deal["phases"][0]["aloneDefender"] = 1
    deal["phases"][1]["tricks"] = [["9s", "As"], ["Jh", "9h"], ["Jd", "Qh"], ["Th", "Ts"], ["Qs", "Jc"]]
    doc["deals"] = [deal]
    game = loads_doc(doc)
    replayed = egn.replay(game).deals[0]
    assert replayed.state.lone_defender == 1
    assert replayed.state.sitting_out == (0, 3)
    assert replayed.points == (4, 0)
    assert json.loads(egn.dumps(game))["deals"][0]["phases"][0]["aloneDefender"] == 1
    doc["metadata"]["ruleset"]["defend_alone"] = False
    with pytest.raises(EGNError, match="defend_alone is off"):
        loads_doc(doc)


def test_thrown_in_deal_scores_nothing() -> None:
    doc = raw("six_points_in_two_hands.egn")
    doc["metadata"]["ruleset"]["std"] = False
    doc["deals"][0]["phases"] = [{"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": ["Pass"] * 8,
                                  "isAlone": False}]
    game = loads_doc(doc)
    first = egn.replay(game).deals[0]
    assert first.state.result.thrown_in and first.points == (0, 0)
    assert first.score_after == first.score_before == (4, 9)
    assert json.loads(egn.dumps(game)) == doc
    doc["metadata"]["ruleset"]["std"] = True  # stick the dealer: North may not pass the second time
    with pytest.raises(EGNError, match=r"^deal 0, call 8: North cannot pass: with stick the dealer"):
        loads_doc(doc)


def test_final_score_is_cross_checked() -> None:
    doc = raw("six_points_in_two_hands.egn")
    doc["metadata"]["finalScore"] = [10, 9]
    assert loads_doc(doc).metadata.final_score == (10, 9)
    doc["metadata"]["finalScore"] = [10, 8]
    with pytest.raises(EGNError, match="'finalScore' is 10–8, but the deals add up to 10–9"):
        loads_doc(doc)


# ---- errors --------------------------------------------------------------------------------------
def _hustle() -> dict[str, Any]:
    return raw("quite_the_hustle_annotated.egn")


def _renege(doc: dict[str, Any]) -> None:
    # deal 3 (hearts trump): West follows clubs with Q♣ in trick 2 and throws 10♦ on spades in trick 4.
    # Swap them: West now throws 10♦ on the clubs lead while still holding Q♣. Winners are unchanged.
    tricks = doc["deals"][3]["phases"][1]["tricks"]
    assert (tricks[1][2], tricks[3][1]) == ("Qc", "Td")
    tricks[1][2], tricks[3][1] = tricks[3][1], tricks[1][2]


def _twice(doc: dict[str, Any]) -> None:
    doc["deals"][3]["phases"][1]["tricks"][3][1] = "Ks"  # West's K♠ of trick 1 again


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def mutate(doc: dict[str, Any]) -> None:
        node: Any = doc
        for key in path[:-1]:
            node = node[key]
        if value is _DELETE:
            del node[path[-1]]
        else:
            node[path[-1]] = value

    return mutate


_DELETE = object()

CORRUPTIONS = [
    (_renege, r"^deal 3, trick 2: West played 10♦ but had to follow clubs \(holds Q♣, played in trick 4\) — a renege$"),
    (_twice, r"^deal 3, trick 4: K♠ is played twice \(in trick 1 and trick 4\)$"),
    (_set(("deals", 2, "initialState", "upCard"), _DELETE), r"^deal 2: 'upCard' is missing$"),
    (_set(("deals", 2, "phases", 1, "tricks", 1, 2), "Zz"), r"^deal 2, trick 2: 'Zz' is not a card"),
    (_set(("deals", 2, "phases", 1, "tricks", 1, 2), "7s"), r"^deal 2, trick 2: .* not in the 24-card deck"),
    (_set(("deals", 2, "phases", 0, "calls", 0), "Q"), r"^deal 2, call 1: call \"Q\" is not a valid call"),
    (_set(("deals", 2, "phases", 0, "calls"), ["Pass"]), r"^deal 2: the bidding is unfinished after 1 calls"),
    (_set(("deals", 2, "phases", 0, "calls"), ["Pass", "Order", "Pass"]), r"^deal 2, call 3: .*after trump was made"),
    (_set(("deals", 5, "phases", 0, "calls", 0), "c"), r"^deal 5, call 1: 'c' names clubs, but this is round one"),
    (_set(("deals", 6, "phases", 0, "calls", 4), "h"),
     r"^deal 6, call 5: East cannot call H: the J♥ was turned down in round one, so hearts cannot be named"),
    (_set(("deals", 7, "phases", 1, "tricks", 1), ["Jc", "9c", "Qc"]), r"^deal 7, trick 2: the trick has 3 cards"),
    (_set(("deals", 9, "phases", 1, "tricks", 0), ["Jh", "Qh", "9s", "9h"]),
     r"^deal 9, trick 1: the trick has 4 cards, but 3 players are playing \(East sitting out\)$"),
    (_set(("deals", 0, "initialState", "dealer"), 4), r"^deal 0: dealer 4 is not a seat"),
    (_set(("deals", 0, "phases", 0, "discard"), "Ad"),
     r"^deal 0, trick 1: North played A♦, but the dealer discarded it$"),
    (_set(("deals", 6, "phases", 0, "discard"), "Kd"),
     r"^deal 6: a discard \(K♦\) is recorded, but the dealer did not pick up the upcard$"),
    (_set(("deals", 1, "alternativeLines", 0, "branchIndex"), 99), r"^deal 1, alternative line 1: branches after 99"),
    (_set(("deals", 4, "phases", 1, "playAnnotations"), {"20": ["late"]}), r"^deal 4: an annotation refers to play 20"),
    (_set(("deals", 4, "phases", 0, "cardExchanges"), []), r"^deal 4: 'cardExchanges' \(partner's best\)"),
    (_set(("deals", 4, "phases", 0, "calls", 3), "n"), r"^deal 4, call 4: 'n' \(a no-trump call\) is not supported"),
    (_set(("deals", 4, "initialState", "upCard"), "R"), r"^deal 4, upCard: card 'R' .* not supported"),
    (_set(("deals", 4), "QUJDREVGRw=="), r"^deal 4: .*base64"),
    (_set(("metadata", "ruleset", "go_under"), True), r"^ruleset: go_under=True"),
    (_set(("metadata", "initialScore"), [1]), r"^metadata: 'initialScore' must be two whole numbers"),
    (_set(("version",), "2.0"), r"version '2.0' is not supported"),
    (_set(("metadata", "title"), "x" * 200), r"^metadata, title: 'x{60}\.\.\.' is too long \(at most 128 characters\)"),
    (_set(("metadata", "title"), "y" * 5_000_000), r"^metadata, title: 'y{60}\.\.\.' is too long \(at most 128"),
]


@pytest.mark.parametrize(("corrupt", "message"), CORRUPTIONS)
def test_corrupt_files_give_located_errors(corrupt: Any, message: str) -> None:
    doc = _hustle()
    corrupt(doc)
    with pytest.raises(EGNError, match=message):
        loads_doc(doc)


@pytest.mark.parametrize(("corrupt", "message"), CORRUPTIONS[:2])
def test_check_reports_the_same_problem_without_raising(corrupt: Any, message: str) -> None:
    doc = _hustle()
    corrupt(doc)
    game = loads_doc(doc, verify=False)
    problems = egn.check(game)
    assert len(problems) == 1
    problem = problems[0]
    assert (problem.deal, problem.trick, problem.line) == (3, int(message.split("trick ")[1][0]), None)
    with pytest.raises(egn.EGNReplayError) as info:
        egn.replay(game)
    assert info.value.problem == problem


def test_check_collects_every_problem() -> None:
    doc = _hustle()
    _renege(doc)
    doc["deals"][9]["phases"][1]["tricks"][1][1] = "Qh"  # West's Q♥ from trick 1, again
    problems = egn.check(loads_doc(doc, verify=False))
    assert [(p.deal, p.trick) for p in problems] == [(3, 2), (9, 2)]
    assert "renege" in str(problems[0])
    assert str(problems[1]) == "deal 9, trick 2: Q♥ is played twice (in trick 1 and trick 2)"


def one_deal(hands: list[str], calls: list[str], tricks: list[list[str]], dealer: int = 3, up: str = "9c") -> dict:
    doc = raw("custom_scenario.egn")
    deal = doc["deals"][0]
    deal["initialState"] = {"dealer": dealer, "upCard": up, "playerCards": [h.split() for h in hands]}
    deal["phases"][0]["calls"] = calls
    deal["phases"][1]["tricks"] = tricks
    return doc


# Hearts trump (North names hearts after everyone passes 9♣). J♦ is the left bower, a heart.
HANDS = ["Jd Ah Kh As Ks", "9h Kd Qs Qc Tc", "Jh Ad Qd Td 9d", "Th Qh Js Jc Ah"]
HEARTS = ["Pass", "Pass", "Pass", "Pass", "h"]


def test_left_bower_led_must_be_followed_with_trump() -> None:
    doc = one_deal(["Jd Ah Kh As Ks", "9h Kd Qs Qc Tc", "Jh Ad Qd Td 9d", "Th Qh Js Jc Ac"], HEARTS,
                   [["Jd", "Kd"]])
    with pytest.raises(EGNError) as info:
        loads_doc(doc)
    assert str(info.value) == (
        "deal 0, trick 1: East played K♦ but had to follow hearts (holds 9♥) — a renege; "
        "J♦ is the left bower: with hearts trump it counts as a heart, not a diamond"
    )


def test_holding_only_the_left_bower_means_holding_trump() -> None:
    doc = one_deal(["Ah Kh As Ks 9s", "Jd Kd Qs Qc Tc", "Jh Ad Qd Td 9d", "Th Qh Js Jc Ac"], HEARTS,
                   [["Ah", "Qs"]])
    with pytest.raises(EGNError, match=r"East played Q♠ but had to follow hearts \(holds J♦\) — a renege; "
                       r"J♦ is the left bower"):
        loads_doc(doc)


def test_left_bower_is_not_a_diamond() -> None:
    """Diamonds led under hearts trump: East's only 'diamond' is J♦, a heart, so East may throw Q♠."""
    doc = one_deal(["Ah Kh As Ks 9s", "Jd Qh Qs Qc Tc", "Jh Ad Qd Td 9d", "Th Kd Js Jc Ac"], HEARTS,
                   [["Ah", "Qh", "Jh", "Th"], ["Ad", "Kd", "9s", "Qs"]])
    game = loads_doc(doc)
    state = egn.replay(game).deals[0].state
    assert [t.winner for t in state.tricks] == [2, 2]  # South: J♥ (right bower), then A♦
    assert Card.parse("Jd") in state.hands[1]
    doc["deals"][0]["phases"][1]["tricks"][1][1] = "Js"  # West keeps K♦ back on a diamond lead: a renege
    assert [str(p) for p in egn.check(loads_doc(doc, verify=False))] == [
        "deal 0, trick 2: West played J♠ but had to follow diamonds (holds K♦) — a renege"
    ]


def test_invalid_json_reports_line_and_column() -> None:
    with pytest.raises(EGNError, match=r"not valid JSON: .* at line 3, column 5"):
        egn.loads('{\n  "a": 1,\n    }\n')
    with pytest.raises(EGNError, match="not valid JSON"):
        egn.loads(b"\xff\xfe")
    with pytest.raises(EGNError, match="holds a JSON object, not a list"):
        egn.loads("[]")
    with pytest.raises(EGNError, match="cannot read"):
        egn.load("/nonexistent/game.egn")


def test_cards_in_egn_form() -> None:
    assert egn.parse_egn_card("Nh") == Card.parse("9H")
    assert egn.parse_egn_card("Td") == Card.parse("10D")
    assert egn.parse_egn_card("B").is_joker
    for bad in ("10h", "Jx2", "", "jh", 5):
        with pytest.raises(EGNError):
            egn.parse_egn_card(bad)
    for unsupported in ("Xs", "Jx", "L", "R"):
        with pytest.raises(egn.EGNUnsupportedError):
            egn.parse_egn_card(unsupported)


def test_problem_location_text() -> None:
    assert str(egn.Problem("x", deal=3, trick=2)) == "deal 3, trick 2: x"
    assert str(egn.Problem("x", deal=3, line=1, trick=2)) == "deal 3, alternative line 1, trick 2: x"
    assert str(egn.Problem("x", deal=0, call=4)) == "deal 0, call 4: x"
    assert str(egn.Problem("x")) == "game: x"


# ---- random damage: only EGNError (or success) ---------------------------------------------------
def _mutation_base() -> dict[str, Any]:
    doc = raw("vwec_finals_annotated.egn")
    doc["deals"] = doc["deals"][3:5] + doc["deals"][7:8]  # annotations, an alternative line, a loner
    doc["metadata"]["players"][1] = {"id": "p1", "name": "Llama", "playerIds": [{"id": "9", "source": "x"}]}
    return doc


BASE = _mutation_base()
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.floats(allow_nan=False, width=16),
    st.sampled_from(["", "Zz", "Jh", "Js", "9s", "Ad", "B", "X", "Xh", "L", "Pass", "Order", "h", "c", "n",
                     "EUCHRE_BIDDING", "TRICK_PLAY", "LEFT_OF_LONER", "1.4", "-1", "é"]),
    st.lists(st.sampled_from(["Jh", "9s", "Pass", "Ad", "Tc"]), max_size=5),
    st.just({}), st.just({"0": ["note"]}), st.just([[]]),
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _paths(value, (*prefix, i))
    return out


def _damage(data: st.DataObject) -> dict[str, Any]:
    doc = copy.deepcopy(BASE)
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        path = data.draw(st.sampled_from(_paths(doc)[1:]), label="path")
        parent: Any = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = data.draw(st.sampled_from(["delete", "replace", "swap", "duplicate"]), label="op")
        if op == "delete":
            del parent[key]
        elif op == "replace":
            parent[key] = copy.deepcopy(data.draw(JUNK, label="junk"))
        elif isinstance(parent, list) and len(parent) > 1:
            other = data.draw(st.integers(0, len(parent) - 1), label="other")
            if op == "swap":
                parent[key], parent[other] = parent[other], parent[key]
            else:
                parent.insert(other, copy.deepcopy(parent[key]))
    return doc


def _only_egn_errors(doc: dict[str, Any], schema: bool) -> None:
    text = json.dumps(doc, ensure_ascii=False)
    try:
        game = egn.loads(text, verify=False, schema=schema)
    except EGNError as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return
    problems = egn.check(game)
    if problems:
        with pytest.raises(egn.EGNReplayError) as info:
            egn.replay(game)
        assert info.value.problem == problems[0]
    else:
        egn.replay(game)
        assert egn.loads(egn.dumps(game), schema=schema) == game


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_damage_gives_only_egn_errors(data: st.DataObject) -> None:
    _only_egn_errors(_damage(data), schema=True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_damage_without_the_schema_gives_only_egn_errors(data: st.DataObject) -> None:
    """The reader must stand on its own: the schema is a backstop, not the guard."""
    with mock.patch.object(egn.reader, "validate_schema", lambda data: pytest.fail("the schema pass ran")):
        _only_egn_errors(_damage(data), schema=False)


def test_schema_pass_follows_verify_unless_told() -> None:
    doc = raw("six_points_in_two_hands.egn")
    doc["metadata"]["title"] = "x" * 200  # the schema's maxLength is 128; the reader does not mind
    text = json.dumps(doc)
    assert egn.loads(text, verify=False).metadata.title == "x" * 200
    assert egn.loads(text, schema=False).metadata.title == "x" * 200
    for kw in ({}, {"verify": False, "schema": True}):
        with pytest.raises(EGNError, match="is too long"):
            egn.loads(text, **kw)


def test_saved_files_are_schema_valid() -> None:
    import jsonschema

    schema = json.loads((COMMITTED / "egn-schema-v1.json").read_text("utf-8"))
    for name in NAMES:
        game = egn.load(fixture_path(name))
        jsonschema.validate(json.loads(egn.dumps(game)), schema)
    game = egn.load(fixture_path("me_and_bears.egn"))
    deals = list(game.deals)
    deals[1] = dataclasses.replace(deals[1], discard=None, tricks=deals[1].tricks[:2], play_annotations=())
    edited = dataclasses.replace(game, deals=tuple(deals))
    jsonschema.validate(json.loads(egn.dumps(edited)), schema)
    assert egn.loads(egn.dumps(edited)) == edited
