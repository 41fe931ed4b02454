"""The engine's errors in the learner's words.

The engine raises its errors as facts (`EuchreError.fact`, a `euchre.engine.errors.Refusal`: a reason
code and its values): a card that is not a card, a seat that is not a seat, a rule option out of range.
This module is the one place that words each of them, in the language current when the error is shown,
so an error raised under one language reads in another after the learner switches
(`euchre.explain.refusals` words the refused actions the same way, and looks here for the rest).

    error_words(Refusal("not_a_card", {"text": "ZZ", "short_deck": False}))   # "'ZZ' is not a card: ..."
"""

from __future__ import annotations

import errno
import json
from collections.abc import Callable, Sequence
from typing import Any

from euchre.engine.cards import Suit
from euchre.engine.errors import SHOWN_CHARS, Refusal, shown
from euchre.i18n import ENGLISH, current_language
from euchre.i18n.lists import either
from euchre.i18n.messages import N_, _, ngettext
from euchre.i18n.numbers import decimal, whole
from euchre.i18n.seats import seat_label
from euchre.i18n.words import suit_words

CARD_FORMAT_HELP = N_(
    "a card is a rank (9, 10 or T, J, Q, K, A; also 7 and 8, and N for nine) followed by a suit "
    "({letters}; or ♣ ♦ ♥ ♠), like 'JH', '10♦' or '9c'; the Joker is 'Joker' or 'B'"
)
"""How to write a card, in any deck the engine plays."""

SHORT_DECK_CARD_HELP = N_(
    "a card is a rank (9, 10, J, Q, K, A) followed by a suit ({letters}; or ♣ ♦ ♥ ♠), like 'JH', '10♦' or '9c'"
)
"""The card format of the 24-card deck: what a page of that deck accepts, and nothing more."""


def quote(value: object, limit: int = SHOWN_CHARS) -> str:
    """A value as an error message shows it: `repr` for a string, JSON for the rest, cut to a short
    prefix so that a message stays a few hundred characters however big the input."""
    if isinstance(value, str):
        return shown(value, limit)
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (ValueError, RecursionError):
        text = _("a {type}", type=type(value).__name__)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def error_words(fact: Refusal) -> str | None:
    """An engine error's fact in the current language; None if its reason is not one of this module's."""
    words = _WORDS.get(fact.reason)
    return None if words is None else words(**fact.values)


# ---- cards and deals ------------------------------------------------------------------------------------
def suit_letters() -> str:
    """What each suit letter a learner types stands for, in the current language: the letters are English
    initials, so a learner who reads another language needs them named."""
    return _("C = {clubs}, D = {diamonds}, H = {hearts}, S = {spades}",
             clubs=suit_words(Suit.CLUBS), diamonds=suit_words(Suit.DIAMONDS),
             hearts=suit_words(Suit.HEARTS), spades=suit_words(Suit.SPADES))


def _card_help(short_deck: bool) -> str:
    return _(SHORT_DECK_CARD_HELP if short_deck else CARD_FORMAT_HELP, letters=suit_letters())


def _not_a_card(text: object, short_deck: bool) -> str:
    return _("{text} is not a card: {help}", text=shown(text), help=_card_help(short_deck))


def _not_in_deck(text: object, short_deck: bool) -> str:
    return _("{text} is not in this deck: {help}", text=shown(text), help=_card_help(short_deck))


# ---- seats ----------------------------------------------------------------------------------------------
def _seats(num_players: int) -> str:
    if num_players == 4:
        return _("a seat is 0 to 3, or N, E, S, W, or North, East, South, West")
    return _("a seat is 0 to {last}, or 'Player 1' to 'Player {n}'", last=num_players - 1, n=num_players)


def _not_a_seat(seat: object, num_players: int) -> str:
    if isinstance(seat, str):
        text = repr(seat if len(seat) <= 24 else seat[:24] + "…")
    else:
        text = str(seat) if len(str(seat)) <= 12 else str(seat)[:12] + "…"
    return _("{text} is not a seat: {seats}", text=text, seats=_seats(num_players))


# ---- rulesets -------------------------------------------------------------------------------------------
def _known(values: Sequence[Any]) -> str:
    return ", ".join(repr(v) for v in values)


# ---- EGN records: where a problem is, and the problems of the file's form -----------------------------------
_PLACES: dict[str, Callable[[object], str]] = {
    "deal": lambda number: _("deal {number}", number=number),
    "game": lambda number: _("game {number}", number=number),
    "call": lambda number: _("call {number}", number=number),
    "trick": lambda number: _("trick {number}", number=number),
    "phase": lambda number: _("phase {number}", number=number),
    "player": lambda number: _("player {number}", number=number),
    "alternative line": lambda number: _("alternative line {number}", number=number),
}
_WHOLES: dict[str, Callable[[], str]] = {
    "main line": lambda: _("main line"),
    "file": lambda: _("file"),
    "match": lambda: _("match"),
    "match metadata": lambda: _("match metadata"),
    "game": lambda: _("game"),
    "the kitty": lambda: _("the kitty"),
    "the discard": lambda: _("the discard"),
}
_WANTED = {"bool": N_("true or false"), "int": N_("a whole number"), "str": N_("a string"), "list": N_("a list"),
           "dict": N_("an object")}
"""What a field of each JSON type must be."""
_FOUND = {"bool": N_("true/false"), "int": N_("a number"), "float": N_("a number"), "str": N_("a string"),
          "list": N_("a list"), "dict": N_("an object")}
"""What kind of JSON value was found."""
_CALLS_NOT_PLAYED = {"n": N_("a no-trump call"), "x": N_("an 'other' call")}
_TOGGLES_NOT_PLAYED = {
    "partners_best": N_("partner's best (the loner's partner passes a card across)"),
    "go_under": N_("going under"),
    "allow_no_trump": N_("no-trump calls"),
    "fast_break": N_("fast break"),
    "four_trick_tokens": N_("four-trick tokens"),
}


def _wanted(kind: str) -> str:
    return _(_WANTED[kind]) if kind in _WANTED else kind


def _found(kind: str) -> str:
    return _(_FOUND[kind]) if kind in _FOUND else kind


def _field_kind(key: str, kinds: Sequence[Refusal], found: Refusal, value: str) -> str:
    return _("{key} must be {kind}, not {found} ({value})", key=repr(key), kind=either([str(k) for k in kinds]),
             found=found, value=value)


def _toggle_not_played(toggle: str, value: object) -> str:
    words = _TOGGLES_NOT_PLAYED.get(toggle)
    setting = f"{toggle}={value!r}"
    return _("{setting} ({what}) is not supported by the engine yet", setting=setting,
             what=_(words) if words else toggle)


# ---- EGN replays: what a record says that the engine cannot play ------------------------------------------
def _card_not_held(seat: int, num_players: int, card: Any, hand: Sequence[Any]) -> str:
    who = seat_label(seat, num_players)
    if hand:
        return _("{seat} played {card}, which is not in {seat}'s hand ({cards})", seat=who, card=str(card),
                 cards=", ".join(map(str, hand)))
    return _("{seat} played {card}, which is not in {seat}'s hand (no cards left)", seat=who, card=str(card))


def _seat_or_number(seat: int, num_players: int) -> str:
    return seat_label(seat, num_players) if 0 <= seat < num_players else _("seat {number}", number=seat)


def _trick_size(count: int, n: int, out: Sequence[int], num_players: int) -> str:
    if out:
        return ngettext("the trick has {count} cards, but {n} players are playing ({out} sitting out)",
                        "the trick has {count} cards, but {n} players are playing ({out} sitting out)", n,
                        count=count, out=", ".join(seat_label(s, num_players) for s in out))
    return ngettext("the trick has {count} cards, but {n} players are playing",
                    "the trick has {count} cards, but {n} players are playing", n, count=count)


def _played(message: str) -> Callable[..., str]:
    """A card a seat played that it could not have, worded by `message` (a "{seat} played {card}" sentence)."""
    def words(seat: int, num_players: int, card: Any, **more: object) -> str:
        return _(message, seat=seat_label(seat, num_players), card=str(card), **more)
    return words


def _dealt_twice(card: Any, also: str | None) -> str:
    if also == "upcard":
        return _("'playerCards' deals {card} more than once (it is also the upcard)", card=str(card))
    if also == "kitty":
        return _("'playerCards' deals {card} more than once (it is also in the kitty)", card=str(card))
    return _("'playerCards' deals {card} more than once", card=str(card))


def _cards(cards: Sequence[Any]) -> str:
    return ", ".join(map(str, cards))


_OS_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
}
"""The system's commonest reasons a file cannot be read, as messages: in English the system's own
words are shown as they are."""
_JSON_REASONS = {
    "Expecting value": N_("Expecting value"),
    "Expecting ',' delimiter": N_("Expecting ',' delimiter"),
    "Expecting ':' delimiter": N_("Expecting ':' delimiter"),
    "Expecting property name enclosed in double quotes": N_("Expecting property name enclosed in double quotes"),
    "Unterminated string starting at": N_("Unterminated string starting at"),
    "Invalid control character at": N_("Invalid control character at"),
    "Invalid \\escape": N_("Invalid \\escape"),
    "Invalid \\uXXXX escape": N_("Invalid \\uXXXX escape"),
    "Extra data": N_("Extra data"),
    "Illegal trailing comma before end of object": N_("Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": N_("Illegal trailing comma before end of array"),
}
"""The json module's own reasons (English), as messages."""


def _path(path: str) -> str:
    return quote(path, 80)


def _cannot_read(path: str, code: int | None, words: str) -> str:
    reason = _(_OS_REASONS[code]) if code in _OS_REASONS and current_language() != ENGLISH else words
    return _("cannot read {path}: {reason}", path=_path(path), reason=reason)


def _input_too_large(path: str | None, limit: int) -> str:
    return _("{what} is larger than {limit} bytes, the most a record may have",
             what=_("the input") if path is None else _path(path), limit=whole(limit))


def _not_json(reason: str, line: int, column: int) -> str:
    return _("not valid JSON: {reason} at line {line}, column {column}",
             reason=_(_JSON_REASONS[reason]) if reason in _JSON_REASONS else reason, line=line, column=column)


def _score(value: float) -> str:
    """A match score as `format(value, "g")` writes it, in the current language's digits."""
    text = format(value, "g")
    return text if "." not in text else decimal(value, len(text.split(".")[1]))


_WORDS: dict[str, Callable[..., str]] = {
    "not_a_suit": lambda text: _(
        "{text} is not a suit: use a letter ({letters}), a symbol (♣ ♦ ♥ ♠) or a name like 'hearts'",
        text=shown(text), letters=suit_letters()),
    "not_a_card": _not_a_card,
    "not_in_deck": _not_in_deck,
    "not_a_hand": lambda value: _(
        "{value} is not a hand: a hand is a list of cards or a string of them, like 'JH 10D AC'", value=shown(value)),
    "not_a_deal": lambda value: _(
        "{value} is not a deal: give one hand per player, each a list of cards or a string of them",
        value=shown(value)),
    "hands_for_players": lambda players, count: _("this ruleset has {n} players, but {count} hands were given",
                                                  n=players, count=count),
    "not_a_seed": lambda value: _("{value} is not a seed: a seed is a whole number or a string", value=shown(value)),
    "not_a_generator": lambda value: _("{value} is not a random number generator: give a random.Random",
                                       value=shown(value)),
    "not_a_seat": _not_a_seat,
    "seat_of_wrong_type": lambda kind, num_players: _("a seat is a number or a seat name, not {type}: {seats}",
                                                      type=kind, seats=_seats(num_players)),
    "players_not_2_to_4": lambda n: _("num_players must be 2, 3 or 4, not {n}", n=n),
    "min_rank_not_9_or_7": lambda rank: _("min_rank must be 9 (24-card deck) or 7 (32-card deck), not {rank}",
                                          rank=rank),
    "deck_copies_not_1_or_2": lambda n: _("deck_copies must be 1 or 2, not {n}", n=n),
    "negative_game_end": lambda: _("winning_score and deal_limit must not be negative"),
    "no_game_end": lambda: _("a game needs a winning score or a deal limit"),
    "moon_bid_out_of_range": lambda most, bid: _("moon_bid must be 0 (every trick) or at most {most}, not {bid}",
                                                 most=most, bid=bid),
    "deck_too_small": lambda deck, cards, players: _("a {deck}-card deck cannot deal {cards} cards to {players} "
                                                     "players", deck=deck, cards=cards, players=players),
    "no_such_preset": lambda name, known: _("no preset called {name}; the presets are: {known}", name=shown(name),
                                            known=", ".join(known)),
    "not_a_rule_option": lambda key: _("{key} is not a rule option", key=shown(key)),
    "unknown_option_value": lambda key, value: _("rule option {key} has an unknown value {value}", key=shown(key),
                                                 value=shown(value)),
    "option_takes_one_of": lambda key, known, value: _("rule option {key} takes one of {known}, not {value}",
                                                       key=key, known=_known(known), value=shown(value)),
    "option_takes_yes_or_no": lambda key, value: _("rule option {key} takes True or False, not {value}", key=key,
                                                   value=shown(value)),
    "option_takes_whole_number": lambda key, value: _("rule option {key} takes a whole number, not {value}",
                                                      key=key, value=shown(value)),
    "option_out_of_range": lambda key, least, most, value: _(
        "rule option {key} takes a number from {least} to {most}, not {value}", key=key, least=least, most=most,
        value=value),
    "option_takes_text": lambda key, value: _("rule option {key} takes text, not {value}", key=key,
                                              value=shown(value)),
    "egn_at": lambda where, problem: _("{where}: {problem}", where=str(where), problem=str(problem)),
    "egn_within": lambda parts: ", ".join(str(p) for p in parts),
    "egn_place": lambda kind, number: _PLACES[kind](number),
    "egn_whole": lambda kind: _WHOLES[kind](),
    "json_type_wanted": _wanted,
    "json_kind_found": _found,
    "egn_field_missing": lambda key: _("{key} is missing", key=repr(key)),
    "egn_field_kind": _field_kind,
    "egn_unknown_field": lambda field: _("unknown field {field}", field=quote(field)),
    "egn_not_a_card": lambda text: _(
        "{text} is not a card: an EGN card is a rank (9 or N, T, J, Q, K, A; 7 and 8 in a 32-card deck) and a suit "
        "letter (s, h, d, c), like 'Jh' or 'Td'; 'B' is the Joker", text=quote(text, 24)),
    "egn_left_bower_without_suit": lambda text: _(
        "card {text} (the left bower without its suit) is not supported yet: write the jack, like 'Jh'",
        text=repr(text)),
    "egn_right_bower_without_suit": lambda text: _(
        "card {text} (the right bower without its suit) is not supported yet: write the jack, like 'Jh'",
        text=repr(text)),
    "egn_unknown_card": lambda text: _(
        "card {text} has an unknown rank or suit, which this reader does not support yet", text=repr(text)),
    "egn_call_not_text": lambda found, value: _("a call is a string, not {found} ({value})", found=found,
                                                value=value),
    "egn_call_not_played": lambda call: _("{call} ({what}) is not supported in standard Euchre", call=quote(call),
                                          what=_(_CALLS_NOT_PLAYED[call])),
    "egn_not_a_call": lambda call, valid: _("call {call} is not a valid call (calls are {valid})", call=call,
                                            valid=", ".join(valid)),
    "egn_toggles_not_object": lambda found: _("must be an object of toggles, not {found}", found=found),
    "egn_max_and_num_deals": lambda: _("both max_deals and num_deals are given (max_deals is the old name)"),
    "egn_unknown_toggle": lambda toggle, known: _("unknown toggle {toggle}; EGN 1.4 has {known}",
                                                  toggle=quote(toggle), known=", ".join(known)),
    "egn_toggle_kind": lambda toggle, kind, value: _("{toggle} must be {kind}, not {value}", toggle=toggle,
                                                     kind=kind, value=quote(value)),
    "egn_toggle_not_played": _toggle_not_played,
    "egn_loner_lead": lambda value: _("loner_lead must be LEFT_OF_DEALER or LEFT_OF_LONER, not {value}",
                                      value=quote(value)),
    "egn_players_not_played": lambda players: _("num_players={players} is not supported; the engine plays 2, 3 or 4",
                                                players=players),
    "egn_score_and_deal_limit": lambda: _("EGN cannot record both a winning score and a deal limit"),
    "egn_ruleset_not_expressible": lambda reason: _("EGN cannot express this ruleset: {reason}", reason=str(reason)),
    "egn_no_toggle_for": lambda settings: _("EGN has no toggle for {settings}", settings=settings),
    "egn_version_not_known": lambda version: _(
        "EGN version {version} is not supported (this reader knows 1.0.0, 1.1.0 and 1.2 to 1.4)",
        version=quote(version)),
    "egn_two_spellings": lambda first, second: _("both {first} and {second} are given (two spellings of one field)",
                                                 first=quote(first), second=quote(second)),
    "egn_standard_four_only": lambda: _(
        "EGN records four-player standard Euchre; use euchre.engine.records for other variants"),
    "egn_joker_suit_not_recorded": lambda: _("EGN does not record the suit a dealer names for a turned-up Joker"),
    "egn_action_not_recordable": lambda action: _("EGN cannot record the action {action}", action=repr(action)),
    "egn_no_hands": lambda: _("a game record needs at least one hand"),
    "egn_card_not_held": _card_not_held,
    "egn_cannot_play": lambda seat, num_players, card, reason: _(
        "{seat} cannot play {card}: {reason}", seat=seat_label(seat, num_players), card=str(card), reason=str(reason)),
    "egn_upcard_not_in_deck": lambda card, size: _("the upcard {card} is not in the {size}-card deck", card=str(card),
                                                   size=size),
    "egn_joker_turned_up": lambda: _("the Joker is turned up, and EGN does not record the suit the dealer names for "
                                     "it; this is not supported yet"),
    "egn_discard_not_held": lambda card, hand, upcard: _(
        "the dealer discards {card}, which is not among the dealer's cards ({cards} and the upcard {upcard})",
        card=str(card), cards=", ".join(map(str, hand)), upcard=str(upcard)),
    "egn_plays_main_discard": lambda card: _(
        "the dealer plays {card}, but that is the dealer's discard in the main line, before this line branches",
        card=str(card)),
    "egn_players_not_replayed": lambda players: _(
        "EGN deals for {players} players are not supported yet: EGN's team scores assume four seats in two "
        "partnerships", players=players),
    "egn_final_score": lambda recorded, counted: _(
        "'finalScore' is {recorded}, but the deals add up to {counted} from the initial score", recorded=recorded,
        counted=counted),
    "egn_match_result": lambda name, id, recorded, counted: _(
        "the match result gives {name} ({id}) {recorded}, but the games give {counted}", name=name, id=id,
        recorded=_score(recorded), counted=_score(counted)),
    "egn_branch_beyond_main_line": lambda after, n: ngettext(
        "branches after {after} actions, but the main line has only {n}",
        "branches after {after} actions, but the main line has only {n}", n, after=after),
    "egn_branch_in_bidding_without_bidding": lambda n: ngettext(
        "branches in the bidding (after {n} calls) but has no bidding phase",
        "branches in the bidding (after {n} calls) but has no bidding phase", n),
    "egn_branch_in_play_with_bidding": lambda n: ngettext(
        "branches in trick play (after {n} actions) but has a bidding phase",
        "branches in trick play (after {n} actions) but has a bidding phase", n),
    "egn_order_in_round_two": lambda: _("'Order' is a round-one call; in round two the upcard is turned down and a "
                                        "player names a suit (s, h, d, c) or passes"),
    "egn_suit_named_in_round_one": lambda call, suit: _(
        "{call} names {suit}, but this is round one, where a player passes or orders up ('Order')", call=repr(call),
        suit=suit_words(suit)),
    "egn_call_after_throw_in": lambda call: _("call {call} comes after the hand was thrown in", call=repr(call)),
    "egn_call_after_trump": lambda call: _("call {call} comes after trump was made", call=repr(call)),
    "egn_alone_without_maker": lambda: _("'isAlone' is set, but nobody made trump"),
    "egn_discard_without_pickup": lambda card: _(
        "a discard ({card}) is recorded, but the dealer did not pick up the upcard", card=str(card)),
    "egn_alone_defender_not_a_seat": lambda defender: _(
        "'aloneDefender' is {defender}, which is not a seat (or -1 for nobody)", defender=defender),
    "egn_defending_alone_off": lambda seat, num_players: _(
        "'aloneDefender' names {seat}, but the ruleset does not allow defending alone (defend_alone is off)",
        seat=seat_label(seat, num_players)),
    "egn_could_not_defend_alone": lambda seat, num_players: _(
        "'aloneDefender' names {seat}, but {seat} could not defend alone here (only a defender may, against a lone "
        "maker)", seat=seat_label(seat, num_players)),
    "egn_tricks_after_throw_in": lambda: _(
        "everyone passed twice and the hand was thrown in, but tricks are recorded"),
    "egn_tricks_before_bidding_ends": lambda n, seat, num_players: ngettext(
        "the bidding is unfinished after {n} calls ({seat} to call), but tricks are recorded",
        "the bidding is unfinished after {n} calls ({seat} to call), but tricks are recorded", n,
        seat=seat_label(seat, num_players)),
    "egn_wrong_leader": lambda recorded, leader, num_players: _(
        "'initialLead' says {recorded} leads, but {leader} leads the first trick under these calls and rules",
        recorded=_seat_or_number(recorded, num_players), leader=seat_label(leader, num_players)),
    "egn_too_many_tricks": lambda count, n: ngettext("{count} tricks are recorded, but a hand has {n}",
                                                     "{count} tricks are recorded, but a hand has {n}", n, count=count),
    "egn_trick_size": _trick_size,
    "egn_card_not_in_deck": _played(N_("{seat} played {card}, which is not in the {size}-card deck")),
    "egn_card_twice_in_trick": lambda card: _("{card} is played twice in this trick", card=str(card)),
    "egn_card_twice": lambda card, first, second: _("{card} is played twice (in trick {first} and trick {second})",
                                                    card=str(card), first=first, second=second),
    "egn_upcard_played_after_pickup": _played(N_("{seat} played {card}, the upcard, but the dealer picked it up")),
    "egn_upcard_played_from_kitty": _played(N_(
        "{seat} played {card}, the upcard, but nobody picked it up, so it stayed in the kitty")),
    "egn_discard_played": _played(N_("{seat} played {card}, but the dealer discarded it")),
    "egn_kitty_card_played": _played(N_("{seat} played {card}, but the file lists it in the kitty")),
    "egn_too_many_dealt": lambda seat, num_players, count, n: ngettext(
        "'playerCards' gives {seat} {count} cards; each seat is dealt {n}",
        "'playerCards' gives {seat} {count} cards; each seat is dealt {n}", n, seat=seat_label(seat, num_players),
        count=count),
    "egn_dealt_card_not_in_deck": lambda card, size: _(
        "'playerCards' deals {card}, which is not in the {size}-card deck", card=str(card), size=size),
    "egn_dealt_twice": _dealt_twice,
    "egn_kitty_card_held": lambda card, where, seat, num_players: _(
        "{card} is in the kitty (as the file lists it), but {where} gives it to {seat}", card=str(card),
        where=str(where), seat=seat_label(seat, num_players)),
    "egn_card_held_twice": lambda card, seat, where, other, other_where, num_players: _(
        "{card} is held by {seat} ({where}) and by {other} ({other_where})", card=str(card),
        seat=seat_label(seat, num_players), where=str(where), other=seat_label(other, num_players),
        other_where=str(other_where)),
    "egn_needs_too_many": lambda seat, num_players, cards, n: ngettext(
        "{seat} would need {count} cards ({cards}), but is dealt {n}",
        "{seat} would need {count} cards ({cards}), but is dealt {n}", n, seat=seat_label(seat, num_players),
        count=len(cards), cards=_cards(cards)),
    "egn_no_deal_fits_seat": lambda seat, num_players, n, cards, suits: ngettext(
        "no deal fits these plays: {seat} needs {n} more cards, but the unseen cards are {cards}, and {seat} shows "
        "no {suits}", "no deal fits these plays: {seat} needs {n} more cards, but the unseen cards are {cards}, and "
        "{seat} shows no {suits}", n, seat=seat_label(seat, num_players), cards=_cards(cards),
        suits=either([str(suit_words(s)) for s in suits])),
    "egn_no_deal_fits": lambda: _("no deal fits these plays: the unseen cards cannot be shared out without someone "
                                  "holding a card of a suit they show void in"),
    "egn_cannot_read": _cannot_read,
    "egn_not_a_path": lambda path: _("cannot read {path}: not a valid path", path=_path(path)),
    "egn_path_is_folder": lambda path: _("cannot read {path}: it is a folder", path=_path(path)),
    "egn_path_not_a_file": lambda path, special: (
        _("cannot read {path}: it is not a regular file (a device, pipe or socket)", path=_path(path)) if special
        else _("cannot read {path}: it is not a regular file", path=_path(path))),
    "egn_file_too_large": lambda path, size, limit: _(
        "cannot read {path}: it has {size} bytes; a record may have at most {limit}", path=_path(path),
        size=whole(size), limit=whole(limit)),
    "egn_input_too_large": _input_too_large,
    "egn_number_too_long": lambda number, digits, most: _(
        "the number {number}... has {digits} digits; numbers in a record have at most {most}", number=number,
        digits=whole(digits), most=most),
    "egn_fraction_too_long": lambda number, length: _("the number {number}... is {length} characters long",
                                                      number=number, length=whole(length)),
    "egn_json_constant": lambda text: _("{text} is not valid JSON", text=text),
    "egn_not_utf8": lambda byte: _("not valid JSON: the bytes are not UTF-8 text (at byte {byte})", byte=byte),
    "egn_not_json": _not_json,
    "egn_too_deep": lambda depth: _(
        "not valid JSON for a record: lists and objects are nested more than {depth} levels deep", depth=depth),
    "egn_call_annotations_object": lambda found: _(
        "call annotations must be an object, not {found}",
        found=found),
    "egn_play_annotations_object": lambda found: _(
        "play annotations must be an object, not {found}",
        found=found),
    "egn_annotation_key_index_call": lambda key: _(
        "annotation key {key} must be the index of a call",
        key=quote(key)),
    "egn_annotation_key_index_play": lambda key: _(
        "annotation key {key} must be the index of a play",
        key=quote(key)),
    "egn_two_annotations_call": lambda index: _(
        "two annotations for call {index}",
        index=index),
    "egn_two_annotations_play": lambda index: _(
        "two annotations for play {index}",
        index=index),
    "egn_annotation_refers_call_but": lambda n, index: ngettext(
        "an annotation refers to call {index}, but the phase has only {n}",
        "an annotation refers to call {index}, but the phase has only {n}",
        n,
        index=index),
    "egn_annotation_refers_play_but": lambda n, index: ngettext(
        "an annotation refers to play {index}, but the phase has only {n}",
        "an annotation refers to play {index}, but the phase has only {n}",
        n,
        index=index),
    "egn_annotation_call_list_strings": lambda index: _(
        "the annotation for call {index} must be a list of strings",
        index=index),
    "egn_annotation_play_list_strings": lambda index: _(
        "the annotation for play {index} must be a list of strings",
        index=index),
    "egn_phases_list": lambda found: _(
        "'phases' must be a list, not {found}",
        found=found),
    "egn_phase_object": lambda number, found: _(
        "phase {number} must be an object, not {found}",
        number=number,
        found=found),
    "egn_bidding_phase_come_first": lambda: _(
        "a bidding phase must come first, and only once"),
    "egn_more_than_one_trick": lambda: _(
        "more than one trick-play phase"),
    "egn_phase_has_type_egn": lambda number, type: _(
        "phase {number} has type {type}; EGN phases are EUCHRE_BIDDING and TRICK_PLAY",
        number=number,
        type=quote(type)),
    "egn_trick_play_recorded_without": lambda: _(
        "trick play is recorded without the bidding"),
    "egn_cardexchanges_partner_best_supported": lambda: _(
        "'cardExchanges' (partner's best) is not supported yet"),
    "egn_discard": lambda: _(
        "discard"),
    "egn_trick_list_cards": lambda found: _(
        "a trick must be a list of cards, not {found}",
        found=found),
    "egn_deal_egn_compact_base": lambda: _(
        "this deal is in EGN's compact base64 form, which this reader does not decode yet"),
    "egn_deal_object": lambda found: _(
        "a deal must be an object, not {found}",
        found=found),
    "egn_dealer_seat_seats_are": lambda dealer, last: _(
        "dealer {dealer} is not a seat (seats are 0 to {last})",
        dealer=dealer,
        last=last),
    "egn_playercards_hold_list_cards": lambda most: _(
        "'playerCards' must hold a list of cards for each seat (at most {most})",
        most=most),
    "egn_seats_cards": lambda seat, num_players: _(
        "{seat}'s cards",
        seat=seat_label(seat, num_players)),
    "egn_kitty": lambda: _(
        "kitty"),
    "egn_object": lambda found: _(
        "must be an object, not {found}",
        found=found),
    "egn_branchindex_negative": lambda: _(
        "'branchIndex' must not be negative"),
    "egn_alternative_line_needs_least": lambda: _(
        "an alternative line needs at least one phase"),
    "egn_player_name_object_name": lambda found: _(
        "a player is a name or an object with a 'name', not {found}",
        found=found),
    "egn_each_playerids_object_id": lambda: _(
        "each of 'playerIds' is an object with 'id' and 'source'"),
    "egn_two_whole_numbers_team": lambda key, value: _(
        "{key} must be two whole numbers [team 0/2, team 1/3], not {value}",
        key=key,
        value=value),
    "egn_metadata_object": lambda found: _(
        "metadata must be an object, not {found}",
        found=found),
    "egn_egn_file_holds_json": lambda found: _(
        "an EGN file holds a JSON object, not {found}",
        found=found),
    "egn_file_match_several_games": lambda type: _(
        "this is a {type} file (a match of several games); read it with egn.load_match or egn.load_any",
        type=type),
    "egn_file_type_is": lambda found, wanted: _(
        "'fileType' is {found}, not {wanted}",
        found=quote(found),
        wanted=wanted),
    "egn_emn_file_holds_json": lambda found: _(
        "an EMN file holds a JSON object, not {found}",
        found=found),
    "egn_not_a_match_file": lambda wanted: _(
        "'fileType' is not {wanted}",
        wanted=wanted),
    "egn_emn_version_supported_reader": lambda version: _(
        "EMN version {version} is not supported (this reader knows 1.0)",
        version=quote(version)),
    "egn_match_player_object_id": lambda: _(
        "a match player is an object with an 'id' and a 'name'"),
    "egn_id_used_twice": lambda id: _(
        "the id {id} is used twice",
        id=quote(id)),
    "egn_players_name_least_one": lambda: _(
        "'players' must name at least one player"),
    "egn_type_one": lambda type, known: _(
        "type {type} is not one of {known}",
        type=quote(type),
        known=", ".join(known)),
    "egn_target_least": lambda: _(
        "'target' must be at least 1"),
    "egn_status_one": lambda status, known: _(
        "status {status} is not one of {known}",
        status=quote(status),
        known=", ".join(known)),
    "egn_winner_list_player_ids": lambda: _(
        "'winner' must be a list of player ids"),
    "egn_each_scores_number": lambda: _(
        "each of 'scores' must be a number"),
    "egn_game_match_object": lambda found: _(
        "a game of a match is an object, not {found}",
        found=found),
    "egn_gameindex_new_whole_number": lambda: _(
        "'gameIndex' must be a new whole number, 0 or more"),
    "egn_players_different_player_ids": lambda: _(
        "'players' must be 4 different player ids, North first"),
    "egn_player_id_among_match": lambda id: _(
        "player id {id} is not among the match's players",
        id=quote(id)),
    "egn_text_too_long": lambda value, n: ngettext("{value} is too long (at most {n} character)",
                                                   "{value} is too long (at most {n} characters)", n,
                                                   value=quote(value)),
    "egn_too_many_entries": lambda count, n: ngettext("has {count} entries, more than the {n} allowed",
                                                      "has {count} entries, more than the {n} allowed", n, count=count),
}
"""Each reason code of the engine's errors (beyond the refused actions), and its words."""
