"""Extended hand records: a JSON format in the spirit of EGN for the hands EGN cannot record —
every Bid Euchre hand, and standard-family hands under rules EGN has no toggle for (Hoyle's
lone-defender scores, renege mode, the farmer's hand, a turned-up Joker, three- and two-handed).

The file has EGN's top-level shape (`fileType`, `version`, `metadata`, `deals`) with its own
`fileType`, "Euchre Game Notation (extended)". Bid Euchre deals use four phase types of their own:

- ``DEALER_DISCARD`` ``{"card": "9c"}`` — only with the Joker, when the dealer holds an extra card;
- ``BID_AUCTION`` ``{"calls": ["Pass", "4", "Pass", "5"]}`` — from the dealer's left, one each;
- ``TRUMP_DECLARATION`` ``{"trump": "h" | "high" | "low", "contract": "moon" | "partners_best" | "with_partner",
  "discard": "Ts", "cardExchanges": [{"sender": 2, "receiver": 0, "cards": ["Ac"]}]}`` — contract,
  discard and exchanges only for a bid of all the tricks;
- ``TRICK_PLAY`` ``{"tricks": [[...], ...], "renegeCalls": [{"caller": 0, "accused": 1,
  "afterPlay": 3}], "playAnnotations": {...}}`` — as EGN, plus renege calls (renege mode), each
  made after the given number of plays.

Standard-family deals record `upCard` and `kitty` in `initialState` and one phase,
``ACTIONS`` ``{"actions": ["pass", "order up", "discard 9C", "play JH", ...]}``, in the engine's
action notation.

`metadata.ruleset` holds the full option table of `Rules` (and the preset name), so a record
replays under exactly the rules it was played with. Every deal lists all hands (`playerCards`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from euchre.engine.actions import PASS, Action, Bid, CallRenege, Discard, GiveCard, NameTrump, Play, PlayContract
from euchre.engine.bid import BidHandState
from euchre.engine.cards import Card, Suit
from euchre.engine.egn import EGNUnsupportedError, game_from_states, replay
from euchre.engine.egn import dumps as egn_dumps
from euchre.engine.egn import loads as egn_loads
from euchre.engine.egn.limits import parse_json, read_source
from euchre.engine.egn.places import at
from euchre.engine.errors import EGNError, EuchreError
from euchre.engine.hands import HandLike, new_hand
from euchre.engine.phases import Phase
from euchre.engine.ranking import NoTrump
from euchre.engine.rules import Family, Rules
from euchre.engine.state import HandState, new_standard_hand

FILE_TYPE = "Euchre Game Notation (extended)"
VERSION = "1.0"


def rules_to_json(rules: Rules) -> dict[str, Any]:
    return {"preset": rules.name, "options": rules.options()}


def rules_from_json(data: Any) -> Rules:
    if not isinstance(data, dict) or not isinstance(data.get("options"), dict):
        raise EGNError("metadata.ruleset must hold an 'options' table")
    try:
        return Rules.from_options(data["options"], name=str(data.get("preset", "custom")))
    except (TypeError, EuchreError) as exc:
        raise EGNError(at("ruleset", exc)) from None


def _trump_text(trump: Suit | NoTrump) -> str:
    return trump.letter.lower() if isinstance(trump, Suit) else trump.value


def hand_to_json(state: HandLike, number: int = 0, annotations: dict[str, list[str]] | None = None) -> dict:
    """The record of one hand (finished or not) from its final state."""
    if state.rules.family is Family.STANDARD:
        return _standard_hand_to_json(state, number)
    first = state.initial
    phases: list[dict[str, Any]] = []
    calls: list[str] = []
    declaration: dict[str, Any] = {}
    tricks: list[list[str]] = []
    renege_calls: list[dict[str, int]] = []
    plays = 0
    for seat, action in state.history:
        if isinstance(action, Discard) and not calls:
            phases.append({"type": "DEALER_DISCARD", "card": action.card.egn})
        elif isinstance(action, Bid):
            calls.append(str(action.tricks))
        elif action is PASS or action.text == "pass":
            calls.append("Pass")
        elif isinstance(action, NameTrump):
            declaration["trump"] = _trump_text(action.trump)
        elif isinstance(action, PlayContract):
            declaration["contract"] = {"moon": "moon", "with partner": "with_partner"}.get(action.kind, "partners_best")
        elif isinstance(action, Discard):
            declaration["discard"] = action.card.egn
        elif isinstance(action, GiveCard):
            receiver = state.high_bidder
            declaration["cardExchanges"] = [{"sender": seat, "receiver": receiver, "cards": [action.card.egn]}]
        elif isinstance(action, Play):
            if plays % len(state.active_seats) == 0:
                tricks.append([])
            tricks[-1].append(action.card.egn)
            plays += 1
        elif isinstance(action, CallRenege):
            renege_calls.append({"caller": seat, "accused": action.seat, "afterPlay": plays})
    phases.append({"type": "BID_AUCTION", "calls": calls})
    if declaration:
        phases.append({"type": "TRUMP_DECLARATION", **declaration})
    if tricks or renege_calls:
        play: dict[str, Any] = {"type": "TRICK_PLAY", "tricks": tricks}
        if renege_calls:
            play["renegeCalls"] = renege_calls
        if annotations:
            play["playAnnotations"] = annotations
        phases.append(play)
    for i, phase in enumerate(phases):
        phase["phaseNumber"] = i
    return {
        "dealNumber": number,
        "initialState": {"dealer": first.dealer, "playerCards": [[c.egn for c in h] for h in first.hands]},
        "phases": phases,
    }


def _standard_hand_to_json(state: HandState, number: int) -> dict[str, Any]:
    first = state.initial
    return {
        "dealNumber": number,
        "initialState": {
            "dealer": first.dealer,
            "upCard": first.upcard.egn,
            "kitty": [c.egn for c in first.kitty],
            "playerCards": [[c.egn for c in h] for h in first.hands],
        },
        "phases": [{"phaseNumber": 0, "type": "ACTIONS", "actions": [a.text for _, a in state.history]}],
    }


def _standard_hand_from_json(deal: dict[str, Any], rules: Rules, where: str) -> HandState:
    init = deal["initialState"]
    hands = [[_card(c, where) for c in h] if isinstance(h, list) else [] for h in init["playerCards"]]
    kitty = init.get("kitty")
    try:
        state = new_standard_hand(
            rules, init.get("dealer", 0), hands=hands, upcard=_card(init.get("upCard"), where),
            kitty=[_card(c, where) for c in kitty] if isinstance(kitty, list) else None,
        )
    except EuchreError as exc:
        raise EGNError(at(where, exc)) from None
    phases = deal.get("phases")
    if not isinstance(phases, list) or len(phases) != 1 or not isinstance(phases[0], dict):
        raise EGNError(f"{where}: a standard-family deal has one ACTIONS phase")
    actions = phases[0].get("actions")
    if phases[0].get("type") != "ACTIONS" or not isinstance(actions, list):
        raise EGNError(f"{where}: a standard-family deal has one ACTIONS phase with a list of actions")
    for i, text in enumerate(actions):
        trick = f", trick {len(state.tricks) + 1}" if state.phase is Phase.PLAY else ""
        if not isinstance(text, str):
            raise EGNError(f"{where}{trick}: action {i} is not text")
        state = _apply(state, text, f"{where}{trick}")  # type: ignore[arg-type]
    return state


def game_to_json(
    hands: Iterable[Any], rules: Rules, *, title: str = "", players: list[str] | None = None,
    initial_score: tuple[int, int] = (0, 0),
) -> dict[str, Any]:
    return {
        "fileType": FILE_TYPE,
        "version": VERSION,
        "metadata": {
            "title": title,
            "players": players or ["North", "East", "South", "West"],
            "initialScore": list(initial_score),
            "ruleset": rules_to_json(rules),
        },
        "deals": [hand_to_json(h, i) for i, h in enumerate(hands)],
    }


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, indent=2, ensure_ascii=False)


def _card(text: Any, where: str) -> Card:
    try:
        return Card.parse(text)
    except (EuchreError, TypeError) as exc:
        raise EGNError(at(where, exc)) from None


def _apply(state: BidHandState, action: Action | str, where: str) -> BidHandState:
    try:
        return state.apply(action)
    except EuchreError as exc:
        raise EGNError(at(where, exc)) from None


def hand_from_json(deal: Any, rules: Rules) -> HandLike:
    """Replay one deal record through the engine; errors name the deal and the trick."""
    if not isinstance(deal, dict):
        raise EGNError("a deal must be a JSON object")
    number = deal.get("dealNumber", "?")
    where = f"deal {number}"
    init = deal.get("initialState")
    if not isinstance(init, dict) or not isinstance(init.get("playerCards"), list):
        raise EGNError(f"{where}: 'initialState.playerCards' is missing")
    if rules.family is Family.STANDARD:
        return _standard_hand_from_json(deal, rules, where)
    dealer = init.get("dealer")
    if not isinstance(dealer, int) or not 0 <= dealer < rules.num_players:
        raise EGNError(f"{where}: 'dealer' must be a seat number from 0 to {rules.num_players - 1}")
    hands = [[_card(c, where) for c in h] if isinstance(h, list) else [] for h in init["playerCards"]]
    try:
        state = new_hand(rules, dealer, hands=hands)
    except EuchreError as exc:
        raise EGNError(at(where, exc)) from None
    phases = deal.get("phases")
    if not isinstance(phases, list):
        raise EGNError(f"{where}: 'phases' must be a list")
    for phase in phases:
        if not isinstance(phase, dict):
            raise EGNError(f"{where}: a phase must be a JSON object")
        kind = phase.get("type")
        if kind == "DEALER_DISCARD":
            state = _apply(state, Discard(_card(phase.get("card"), where)), f"{where}, dealer's discard")
        elif kind == "BID_AUCTION":
            for call in phase.get("calls", []):
                if call == "Pass":
                    action: Action = PASS
                elif isinstance(call, str) and call.isdigit():
                    action = Bid(int(call))
                else:
                    raise EGNError(f"{where}: call {call!r} is not 'Pass' or a number of tricks")
                state = _apply(state, action, f"{where}, auction")
        elif kind == "TRUMP_DECLARATION":
            state = _declare(state, phase, where)
        elif kind == "TRICK_PLAY":
            state = _play(state, phase, where)
        else:
            raise EGNError(f"{where}: unknown phase type {kind!r}")
    return state


def _declare(state: BidHandState, phase: dict[str, Any], where: str) -> BidHandState:
    trump = phase.get("trump")
    try:
        named: Suit | NoTrump = NoTrump(trump) if trump in ("high", "low") else Suit.parse(str(trump))
    except (EuchreError, ValueError):
        raise EGNError(f"{where}: trump {trump!r} is not a suit letter, 'high' or 'low'") from None
    state = _apply(state, NameTrump(named), f"{where}, naming trump")
    contract = phase.get("contract")
    if contract is not None:
        kinds = {"moon": "moon", "partners_best": "partner's best", "with_partner": "with partner"}
        if contract not in kinds:
            raise EGNError(f"{where}: contract {contract!r} is not 'moon', 'partners_best' or 'with_partner'")
        state = _apply(state, PlayContract(kinds[contract]), f"{where}, contract")
    if "discard" in phase:
        state = _apply(state, Discard(_card(phase["discard"], where)), f"{where}, bidder's discard")
    for exchange in phase.get("cardExchanges", []) or []:
        cards = exchange.get("cards") if isinstance(exchange, dict) else None
        if not isinstance(cards, list) or len(cards) != 1:
            raise EGNError(f"{where}: a card exchange passes exactly one card")
        state = _apply(state, GiveCard(_card(cards[0], where)), f"{where}, partner's best")
    return state


def _play(state: BidHandState, phase: dict[str, Any], where: str) -> BidHandState:
    calls = sorted(phase.get("renegeCalls", []) or [], key=lambda c: c.get("afterPlay", 0))
    plays = 0
    tricks = phase.get("tricks")
    if not isinstance(tricks, list):
        raise EGNError(f"{where}: 'tricks' must be a list")

    def call_reneges(state: BidHandState) -> BidHandState:
        while calls and calls[0].get("afterPlay") == plays:
            call = calls.pop(0)
            if state.phase is not Phase.PLAY or state.to_act != call.get("caller"):
                raise EGNError(f"{where}: the renege call after play {plays} is not by the player to act")
            accused = call.get("accused")
            if type(accused) is not int or not 0 <= accused < state.rules.num_players:
                raise EGNError(f"{where}: the renege call after play {plays} must accuse a seat (a whole number)")
            state = _apply(state, CallRenege(accused), f"{where}, renege call")
        return state

    for t, trick in enumerate(tricks, start=1):
        if not isinstance(trick, list):
            raise EGNError(f"{where}, trick {t}: a trick must be a list of cards")
        for text in trick:
            state = call_reneges(state)
            state = _apply(state, Play(_card(text, f"{where}, trick {t}")), f"{where}, trick {t}")
            plays += 1
    return call_reneges(state)


def loads(text: str) -> tuple[Rules, list[HandLike], dict[str, Any]]:
    """Read an extended record: its rules, every deal replayed, and the metadata."""
    data = parse_json(text)
    if not isinstance(data, dict) or data.get("fileType") != FILE_TYPE:
        raise EGNError(f"not a {FILE_TYPE} file (fileType must be {FILE_TYPE!r})")
    metadata = data.get("metadata")
    if not isinstance(metadata, dict):
        raise EGNError("'metadata' is missing")
    rules = rules_from_json(metadata.get("ruleset"))
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise EGNError("'deals' must be a list")
    return rules, [hand_from_json(d, rules) for d in deals], metadata


def load(path: str | Path) -> tuple[Rules, list[HandLike], dict[str, Any]]:
    return loads(read_source(path))


def save_hands(states: Sequence[HandLike], *, title: str = "", players: list[str] | None = None) -> str:
    """The best record for these hands: EGN where EGN can express the rules, else the extended format."""
    if not states:
        raise EGNError("there are no hands to save")
    rules = states[0].rules
    try:
        return egn_dumps(game_from_states(states, title=title or None, players=players or _SEATS))
    except EGNUnsupportedError:
        return dumps(game_to_json(states, rules, title=title, players=players))


def load_hands(text: str) -> tuple[Rules, list[HandLike]]:
    """Read either kind of record and replay every deal: the rules and the final hand states."""
    data = parse_json(text)
    kind = data.get("fileType") if isinstance(data, dict) else None
    if kind == FILE_TYPE:
        rules, states, _ = loads(text)
        return rules, states
    game = egn_loads(text)
    return game.rules, [deal.state for deal in replay(game).deals]


_SEATS = ["North", "East", "South", "West"]
