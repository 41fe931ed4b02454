"""Every published EGN version (1.0.0 to 1.4), deals that give only some hands, and EMN match files:
fixtures written from the specification, and real recorded games from outside this project."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre.engine import egn
from euchre.engine.cards import Card
from euchre.engine.errors import EGNError

HERE = Path(__file__).parent / "fixtures" / "egn"
VERSIONS = HERE / "versions"
PUBLIC = HERE / "public"


def doc_of(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text("utf-8"))


def loads_doc(doc: Any, **kw: Any) -> egn.EGNGame:
    return egn.loads(json.dumps(doc), **kw)


# ---- an independent scorer: a deal's points straight from the JSON, with no engine code ----------
_PARTNER_SUIT = {"s": "c", "c": "s", "h": "d", "d": "h"}
_RANKS = "9TJQKA"


def deal_points(deal: dict[str, Any], loner_lead: str) -> tuple[int, int]:
    dealer, up = deal["initialState"]["dealer"], deal["initialState"]["upCard"]
    bidding = deal["phases"][0]
    calls = bidding["calls"]
    if all(c == "Pass" for c in calls):
        return (0, 0)
    maker = (dealer + len(calls)) % 4
    trump = up[1] if calls[-1] == "Order" else calls[-1]
    alone = bidding.get("isAlone", False)
    out_seat = (maker + 2) % 4 if alone else None

    def suit(card: str) -> str:
        return trump if card == "J" + _PARTNER_SUIT[trump] else card[1]

    def power(card: str, led: str) -> int:
        if card == "J" + trump:
            return 200
        if card == "J" + _PARTNER_SUIT[trump]:
            return 199
        if suit(card) == trump:
            return 100 + _RANKS.index(card[0])
        return _RANKS.index(card[0]) if suit(card) == led else -1

    leader = (maker + 1) % 4 if alone and loner_lead == "LEFT_OF_LONER" else (dealer + 1) % 4
    if leader == out_seat:
        leader = (leader + 1) % 4
    won = [0, 0]
    for trick in deal["phases"][1]["tricks"]:
        seats, seat = [], leader
        for _ in trick:
            seats.append(seat)
            seat = (seat + 1) % 4
            if seat == out_seat:
                seat = (seat + 1) % 4
        led = suit(trick[0])
        leader = seats[max(range(len(trick)), key=lambda i: (power(trick[i], led), -i))]
        won[leader % 2] += 1
    made = won[maker % 2]
    points = [0, 0]
    if made == 5:
        points[maker % 2] = 4 if alone else 2
    elif made >= 3:
        points[maker % 2] = 1
    else:
        points[1 - maker % 2] = 2
    return (points[0], points[1])


def scored(doc: dict[str, Any]) -> list[tuple[int, int]]:
    """The running score after each deal, from the initial score."""
    lead = doc["metadata"].get("ruleset", {}).get("loner_lead", "LEFT_OF_DEALER")
    score = tuple(doc["metadata"]["initialScore"])
    out = []
    for deal in doc["deals"]:
        points = deal_points(deal, lead)
        score = (score[0] + points[0], score[1] + points[1])
        out.append(score)
    return out


VERSION_FILES = sorted(p.name for p in VERSIONS.glob("*.egn"))
PUBLIC_GAMES = sorted(p.name for p in PUBLIC.glob("*.egn"))


def test_every_version_and_shape_has_a_fixture() -> None:
    versions = {doc_of(VERSIONS / name)["version"] for name in VERSION_FILES}
    assert {v[:3] for v in versions} == {"1.0", "1.1", "1.2", "1.3", "1.4"}
    assert "partial_player_cards.egn" in VERSION_FILES and (VERSIONS / "match_two_games.emn").exists()


@pytest.mark.parametrize("name", VERSION_FILES)
def test_version_fixture_replays_to_its_true_score(name: str) -> None:
    doc = doc_of(VERSIONS / name)
    game = egn.load(VERSIONS / name)  # the schema pass and the replay both run
    assert game.version == doc["version"]
    result = egn.replay(game)
    assert [d.score_after for d in result.deals] == scored(doc)
    assert result.final_score == scored(doc)[-1]
    assert egn.check(game) == []


@pytest.mark.parametrize("name", VERSION_FILES)
def test_saving_writes_the_current_shape_and_keeps_the_game(name: str) -> None:
    game = egn.load(VERSIONS / name)
    saved = json.loads(egn.dumps(game))
    legacy = game.version.startswith(("1.0", "1.1"))
    assert saved["version"] == ("1.4" if legacy else game.version)
    text = json.dumps(saved)
    for old in ("player_cards", "calls_annotations", "tricks_annotations", "matchId", "kitty", "initialLead",
                "timings"):
        assert f'"{old}"' not in text
    again = egn.loads(json.dumps(saved))
    assert [dataclass_core(d) for d in again.deals] == [dataclass_core(d) for d in game.deals]
    assert egn.replay(again).final_score == egn.replay(game).final_score


def dataclass_core(deal: egn.EGNDeal) -> tuple[Any, ...]:
    return (deal.number, deal.dealer, deal.upcard, deal.calls, deal.alone, deal.discard, deal.tricks,
            deal.player_cards, deal.call_annotations, deal.play_annotations)


def test_version_1_0_0_fields() -> None:
    doc = doc_of(VERSIONS / "v1_0_0_kitty_and_first_leader.egn")
    game = egn.load(VERSIONS / "v1_0_0_kitty_and_first_leader.egn")
    first = game.deals[0]
    kitty = doc["deals"][0]["initialState"]["kitty"]
    assert "" in kitty  # one card of the kitty nobody saw
    assert first.kitty == tuple(Card.parse(c) for c in kitty if c)
    assert first.initial_lead == doc["deals"][0]["phases"][1]["initialLead"]
    assert game.metadata.game_id == doc["metadata"]["matchId"]
    assert first.call_notes(1) == tuple(doc["deals"][0]["phases"][0]["calls_annotations"]["1"])
    assert first.play_notes(0) == tuple(doc["deals"][0]["phases"][1]["tricks_annotations"]["0"])
    east = doc["deals"][1]["initialState"]["player_cards"][1]
    assert game.deals[1].player_cards[1] == tuple(Card.parse(c) for c in east)
    replayed = egn.replay(game).deals[0]
    assert not set(first.kitty) & {c for hand in replayed.hands for c in hand}  # the kitty is nobody's


def test_the_first_leader_of_a_1_0_file_is_checked() -> None:
    doc = doc_of(VERSIONS / "v1_0_0_kitty_and_first_leader.egn")
    lead = doc["deals"][0]["phases"][1]["initialLead"]
    doc["deals"][0]["phases"][1]["initialLead"] = (lead + 1) % 4
    with pytest.raises(EGNError, match=r"^deal 0, trick 1: 'initialLead' says .* leads, but .* leads the first"):
        loads_doc(doc)


def test_a_kitty_card_may_not_be_played() -> None:
    doc = doc_of(VERSIONS / "v1_0_0_kitty_and_first_leader.egn")
    played = doc["deals"][0]["phases"][1]["tricks"][4][3]
    doc["deals"][0]["initialState"]["kitty"][1] = played
    with pytest.raises(EGNError, match=f"played {Card.parse(played)}, but the file lists it in the kitty"):
        loads_doc(doc)


def test_old_spellings_belong_to_old_versions() -> None:
    doc = doc_of(VERSIONS / "v1_2_no_kitty.egn")
    doc["deals"][0]["initialState"]["player_cards"] = [[], [], [], []]
    with pytest.raises(EGNError, match="unknown field 'player_cards'"):
        loads_doc(doc)
    doc = doc_of(VERSIONS / "v1_2_no_kitty.egn")
    doc["timings"] = {}
    with pytest.raises(EGNError, match="unknown field 'timings'"):
        loads_doc(doc)
    doc = doc_of(VERSIONS / "v1_0_0_kitty_and_first_leader.egn")
    doc["deals"][0]["initialState"]["playerCards"] = []
    with pytest.raises(EGNError, match="initialState: both 'playerCards' and 'player_cards' are given"):
        loads_doc(doc)


@pytest.mark.parametrize("version", ["0.9", "1.5", "2.0", "1.2.x", "v1.4", "1.0.0.0"])
def test_unpublished_versions_are_refused(version: str) -> None:
    doc = doc_of(VERSIONS / "v1_2_no_kitty.egn")
    doc["version"] = version
    with pytest.raises(egn.EGNUnsupportedError, match=r"this reader knows 1.0.0, 1.1.0 and 1.2 to 1.4"):
        loads_doc(doc)


@pytest.mark.parametrize("version", ["1.0", "1.0.0", "1.1.0", "1.2", "1.2.4", "1.3", "1.3.1", "1.4", "1.4.5"])
def test_published_version_spellings_are_read(version: str) -> None:
    doc = doc_of(VERSIONS / "v1_1_0_player_objects.egn" if version < "1.2" else VERSIONS / "v1_2_no_kitty.egn")
    doc["version"] = version
    assert loads_doc(doc).version == version


# ---- partial hands ---------------------------------------------------------------------------------
def test_given_hands_are_kept_and_the_rest_inferred() -> None:
    doc = doc_of(VERSIONS / "partial_player_cards.egn")
    game = egn.load(VERSIONS / "partial_player_cards.egn")
    for deal, replayed, raw in zip(game.deals, egn.replay(game).deals, doc["deals"], strict=True):
        given = raw["initialState"]["playerCards"]
        for seat in range(4):
            shown = [Card.parse(c) for c in (given[seat] if seat < len(given) else [])]
            hand = replayed.hands[seat]
            assert len(hand) == 5 and set(shown) <= set(hand)
            assert not replayed.inferred[seat] & set(shown)  # a given card is a fact, not a placeholder
            assert not replayed.inferred[seat] & {c for c in deal.plays}  # nor is a played one
        assert len({c for h in replayed.hands for c in h} | {deal.upcard}) == 21


def test_empty_hands_are_no_longer_an_error() -> None:
    doc = doc_of(VERSIONS / "v1_2_no_kitty.egn")
    doc["deals"][0]["initialState"]["playerCards"] = [[], [], [], []]
    assert egn.replay(loads_doc(doc)).final_score == scored(doc)[-1]


def test_a_given_card_played_by_another_seat_is_an_error() -> None:
    doc = doc_of(VERSIONS / "partial_player_cards.egn")
    deal = doc["deals"][0]
    north = deal["initialState"]["playerCards"][0]
    east_card = deal["phases"][1]["tricks"][0][0]  # North deals, so East leads trick 1
    north[0] = east_card
    with pytest.raises(EGNError, match=f"{Card.parse(east_card)} is held by North \\('playerCards'\\) and by East"):
        loads_doc(doc)


def test_too_many_given_cards() -> None:
    doc = doc_of(VERSIONS / "partial_player_cards.egn")
    doc["deals"][2]["initialState"]["playerCards"][1] += ["9s", "Ts", "Js"]
    with pytest.raises(EGNError, match="'playerCards' gives East 6 cards; each seat is dealt 5"):
        loads_doc(doc)


# ---- match files (EMN) ----------------------------------------------------------------------------
def test_match_file_replays_every_game() -> None:
    doc = doc_of(VERSIONS / "match_two_games.emn")
    match = egn.load_match(VERSIONS / "match_two_games.emn")
    assert [g.index for g in match.games] == [0, 1]
    assert match.games[1].game.version == "1.0.0"  # an old record inside a 1.4 match
    assert match.seat_names(match.games[1]) == ("Ann", "Cy", "Eve", "Di")
    played = egn.replay_match(match)
    for entry, result in zip(doc["games"], played.games, strict=True):
        assert result.final_score == scored(entry["gameData"])[-1]
    assert played.scores() == doc["metadata"]["result"]["scores"]
    assert egn.check_match(match) == []


def test_a_match_game_may_leave_its_players_to_the_match() -> None:
    """The EMN specification's own example gives a game's `gameData.metadata` no players: each seat's
    name comes from the match's registry and the game's seating (found by the audit of issue 11, which
    saw such a file refused with "'players' is missing")."""
    doc = doc_of(VERSIONS / "match_two_games.emn")
    for entry in doc["games"]:
        del entry["gameData"]["metadata"]["players"]
    match = egn.loads_match(json.dumps(doc))
    full = egn.load_match(VERSIONS / "match_two_games.emn")
    for mine, theirs in zip(match.games, full.games, strict=True):
        assert [mine.game.metadata.player_name(s) for s in range(4)] == list(full.seat_names(theirs))
    assert egn.replay_match(match).scores() == egn.replay_match(full).scores() == doc["metadata"]["result"]["scores"]
    assert egn.check_match(match) == []


def test_a_wrong_match_result_is_a_problem() -> None:
    doc = doc_of(VERSIONS / "match_two_games.emn")
    doc["metadata"]["result"]["scores"]["p-05"] += 1
    match = egn.loads_match(json.dumps(doc), verify=False)
    (problem,) = egn.check_match(match)
    assert str(problem).startswith("game: the match result gives Eve (p-05) 2, but the games give 1")


def test_problems_in_a_match_name_the_game() -> None:
    doc = doc_of(VERSIONS / "match_two_games.emn")
    tricks = doc["games"][1]["gameData"]["deals"][0]["phases"][1]["tricks"]
    tricks[1][0] = tricks[0][0]
    problems = egn.check_match(egn.loads_match(json.dumps(doc), verify=False))
    assert problems and problems[0].game == 1 and str(problems[0]).startswith("game 1, deal 0, trick 2: ")
    with pytest.raises(EGNError, match=r"^game 1, deal 0, trick 2: "):
        egn.loads_match(json.dumps(doc))


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["games"][0].update(players=["p-01", "p-02", "p-03", "p-09"]), "player id 'p-09' is not among"),
        (lambda d: d["games"][0].update(players=["p-01", "p-01", "p-03", "p-04"]), "must be 4 different player ids"),
        (lambda d: d["games"][1].update(gameIndex=0), "'gameIndex' must be a new whole number"),
        (lambda d: d.update(version="2.0"), "EMN version '2.0' is not supported"),
        (lambda d: d["metadata"]["players"][0].pop("id"), "a match player is an object with an 'id'"),
        (lambda d: d["metadata"]["matchFormat"].update(type="BEST_OF_SEVEN"), "type 'BEST_OF_SEVEN' is not one of"),
        (lambda d: d["games"][0]["gameData"].update(version="0.1"), "^game 0: gameData: EGN version '0.1'|^game 0: .*"
                                                                     "EGN version '0.1' is not supported"),
    ],
)
def test_bad_match_files(mutate: Any, message: str) -> None:
    doc = doc_of(VERSIONS / "match_two_games.emn")
    mutate(doc)
    with pytest.raises(EGNError, match=message):
        egn.loads_match(json.dumps(doc))


def test_game_and_match_readers_point_to_each_other() -> None:
    with pytest.raises(EGNError, match=r"Euchre Match Notation file .* read it with egn.load_match"):
        egn.load(VERSIONS / "match_two_games.emn")
    one = egn.load_match(VERSIONS / "v1_2_no_kitty.egn")
    assert len(one.games) == 1 and one.games[0].game == egn.load(VERSIONS / "v1_2_no_kitty.egn")
    assert isinstance(egn.load_any(VERSIONS / "match_two_games.emn"), egn.EGNMatch)
    assert isinstance(egn.load_any(VERSIONS / "v1_2_no_kitty.egn"), egn.EGNGame)


# ---- real recorded games from outside this project ------------------------------------------------
@pytest.mark.parametrize("name", PUBLIC_GAMES)
def test_public_game_replays_to_its_true_final_score(name: str) -> None:
    doc = doc_of(PUBLIC / name)
    game = egn.load(PUBLIC / name)
    result = egn.replay(game)
    running = scored(doc)
    assert [d.score_after for d in result.deals] == running
    if len(doc["deals"]) > 1:  # a whole game: the side that scored last is ahead at 10 or more
        # (the July 4th final plays on past 10 to 11; the others end the deal a side reaches 10)
        last = [b - a for a, b in zip(running[-2], running[-1], strict=True)]
        winner = last.index(max(last))
        assert running[-1][winner] >= 10 and running[-1][winner] > running[-1][1 - winner]


def test_public_match_agrees_with_its_games_recorded_alone() -> None:
    match = egn.load_match(PUBLIC / "mote_w5_match.emn")
    played = egn.replay_match(match)
    assert len(match.games) == 6
    for entry, result in zip(match.games, played.games, strict=True):
        doc = egn.to_json(entry.game)
        assert result.final_score == scored(doc)[-1]
        assert max(result.final_score) >= 10
    for number in (1, 2):  # the same games as separate EGN 1.0.0 records
        alone = egn.replay(egn.load(PUBLIC / f"mote_w5_g{number}_v1.0.0.egn"))
        inside = played.games[number - 1]
        assert [d.score_after for d in alone.deals] == [d.score_after for d in inside.deals]
        assert [d.state.tricks for d in alone.deals] == [d.state.tricks for d in inside.deals]
    assert sum(played.scores().values()) == 2 * 6  # two winners a game
    assert copy.copy(match.seat_names(match.games[4])) == ("WWMM", "Dad of Carl", "Chach", "Jen-Eye")


# ---- random damage to old versions, partial hands and match files: only EGNError (or success) -----
DAMAGE_BASES = ["v1_0_0_kitty_and_first_leader.egn", "v1_1_0_player_objects.egn", "partial_player_cards.egn",
                "match_two_games.emn"]
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.sampled_from(["", "Zz", "Jh", "9s", "Pass", "Order", "h", "p-05",
                                                                    "p-09", "1.0.0", "1.4", "kitty", "é"]),
    st.lists(st.sampled_from(["Jh", "9s", "", "Ad", "Tc"]), max_size=6), st.just({}), st.just([[]]),
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


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_damage_gives_only_egn_errors(data: st.DataObject) -> None:
    doc = doc_of(VERSIONS / data.draw(st.sampled_from(DAMAGE_BASES), label="base"))
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        path = data.draw(st.sampled_from(_paths(doc)[1:]), label="path")
        parent: Any = doc
        for key in path[:-1]:
            parent = parent[key]
        if data.draw(st.booleans(), label="delete"):
            del parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(data.draw(JUNK, label="junk"))
    try:
        record = egn.loads_any(json.dumps(doc), verify=False, schema=data.draw(st.booleans(), label="schema"))
    except EGNError as exc:
        assert str(exc) and len(str(exc)) < 600
        return
    problems = egn.check_match(record) if isinstance(record, egn.EGNMatch) else egn.check(record)
    assert all(isinstance(p, egn.Problem) and str(p) for p in problems)
