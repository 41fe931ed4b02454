"""The ruleset as a value: every option RULES.md names, the presets, and a readable summary."""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any

from euchre.engine.errors import RulesError, shown
from euchre.engine.tricks import partner_of, side_of
from euchre.i18n.messages import _


class Family(enum.Enum):
    STANDARD = "standard"
    BID = "bid"


class LonerLead(enum.Enum):
    LEFT_OF_DEALER = "LEFT_OF_DEALER"
    LEFT_OF_LONER = "LEFT_OF_LONER"


class RenegePenalty(enum.Enum):
    OFFENDERS_LOSE = "offenders lose"
    OPPONENTS_GAIN = "opponents gain"


class JokerUpcard(enum.Enum):
    """What happens when the Joker is the upcard (RULES.md section 6)."""

    DEALER_NAMES = "dealer names the suit"
    REDEAL = "redeal"


class JokerNoTrump(enum.Enum):
    """The Joker in a no-trump contract (RULES.md section 6): it wins any trick it is played to, and
    either it may be led like any card (asking for no suit) or it may not be led."""

    MAY_LEAD = "may be led"
    NOT_LED = "may not be led"


class FarmersHand(enum.Enum):
    """Which hands are a farmer's hand (RULES.md section 6). Face cards are K, Q and J; the Joker
    counts as one, and 7s and 8s count as low cards."""

    ACE_NO_FACE = "at least one ace, no face cards"
    NO_FACE_ONE_ACE = "no face cards, at most one ace"


@dataclass(frozen=True)
class Rules:
    """Every rule option. Two rulesets with the same options are equal, whatever their names."""

    name: str = field(default="custom", compare=False)
    family: Family = Family.STANDARD
    num_players: int = 4
    # deck
    min_rank: int = 9
    joker: bool = False
    deck_copies: int = 1
    hand_size: int = 5
    joker_upcard: JokerUpcard = JokerUpcard.DEALER_NAMES
    joker_no_trump: JokerNoTrump = JokerNoTrump.MAY_LEAD
    # making trump
    stick_the_dealer: bool = False
    allow_alone: bool = True
    canadian: bool = False
    defend_alone: bool = False
    defend_alone_requires_loner: bool = False
    loner_lead: LonerLead = LonerLead.LEFT_OF_DEALER
    dealer_pickup_behind_loner: bool = False
    farmers: bool = False
    farmers_hand: FarmersHand = FarmersHand.ACE_NO_FACE
    # scoring
    make_score: int = 1
    march_score: int = 2
    loner_march_score: int = 4
    euchre_score: int = 2
    loner_euchred_score: int = 2
    lone_defender_euchre_score: int = 4
    lone_defender_march_score: int = 4
    winning_score: int = 10
    deal_limit: int = 0
    # reneging
    renege_mode: bool = False
    renege_penalty: RenegePenalty = RenegePenalty.OFFENDERS_LOSE
    renege_points: int = 2
    renege_hand_scores: bool = False
    uncalled_renege_penalised: bool = False
    renege_call_ends_hand: bool = True
    # Bid Euchre
    min_bid: int = 3
    dealer_may_equal: bool = True
    allow_no_trump: bool = False
    moon: bool = False
    moon_score: int = 24
    partners_best: bool = False
    partners_best_score: int = 12
    moon_bid: int = 0
    """The bid that may be played as the moon or partner's best: 0 for every trick of the hand (RULES.md
    section 4; no source gives the double deck's). Any higher bid may be played so too."""
    tie_plays_on: bool = False
    win_needs_made_bid: bool = True

    def __hash__(self) -> int:
        # the hash the dataclass would make (of every compared field), worked out once: rulesets key
        # many caches, and hashing the enum fields anew each time is slow
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, f.name) for f in dataclasses.fields(self) if f.compare))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict[str, Any]:
        # a pickle leaves the cached hash behind: string hashes, hence enum hashes, differ between processes
        state = dict(self.__dict__)
        state.pop("_hash", None)
        return state

    def __post_init__(self) -> None:
        if self.num_players not in (2, 3, 4):
            raise RulesError(_("num_players must be 2, 3 or 4, not {n}", n=self.num_players))
        if self.min_rank not in (7, 9):
            raise RulesError(_("min_rank must be 9 (24-card deck) or 7 (32-card deck), not {rank}", rank=self.min_rank))
        if self.deck_copies not in (1, 2):
            raise RulesError(_("deck_copies must be 1 or 2, not {n}", n=self.deck_copies))
        if self.winning_score < 0 or self.deal_limit < 0:
            raise RulesError(_("winning_score and deal_limit must not be negative"))
        if self.winning_score == 0 and self.deal_limit == 0:
            raise RulesError(_("a game needs a winning score or a deal limit"))
        if not 0 <= self.moon_bid <= self.hand_size:
            raise RulesError(_("moon_bid must be 0 (every trick) or at most {most}, not {bid}", most=self.hand_size,
                               bid=self.moon_bid))
        if self.deck_size < self.num_players * self.hand_size:
            raise RulesError(_("a {deck}-card deck cannot deal {cards} cards to {players} players",
                               deck=self.deck_size, cards=self.hand_size, players=self.num_players))

    # ---- derived facts -------------------------------------------------------------------
    @property
    def deck_size(self) -> int:
        return (15 - self.min_rank) * 4 * self.deck_copies + (1 if self.joker else 0)

    @property
    def kitty_size(self) -> int:
        return self.deck_size - self.num_players * self.hand_size

    @property
    def num_sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    @property
    def partnerships(self) -> bool:
        return self.num_players == 4

    @property
    def tricks_per_hand(self) -> int:
        return self.hand_size

    @property
    def joker_may_lead_in_no_trump(self) -> bool:
        """Whether the Joker may be led in a no-trump contract (`joker_no_trump`)."""
        return self.joker_no_trump is not JokerNoTrump.NOT_LED

    @property
    def contract_bid(self) -> int:
        """The lowest bid that may be played as the moon or partner's best (`moon_bid`, 0 meaning all)."""
        return self.moon_bid or self.hand_size

    def side_of(self, seat: int) -> int:
        return side_of(seat, self.num_players)

    def loner_pickup_words(self) -> str:
        """What the dealer does when the dealer's partner orders up alone (`dealer_pickup_behind_loner`)."""
        if self.dealer_pickup_behind_loner:
            return _("When the dealer's partner orders up alone, the dealer still takes the upcard and "
                     "discards, then sits out.")
        return _("When the dealer's partner orders up alone, the dealer sits out without taking the upcard.")

    def partner_of(self, seat: int) -> int | None:
        return partner_of(seat, self.num_players)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed; the result is a custom ruleset unless a name is given.
        Each value is checked against its option first (RulesError saying which and why): a yes/no
        option takes True or False, a number a whole number from 0 to MAX_OPTION_NUMBER, a choice one
        of its values (or the value's name as text)."""
        changes.setdefault("name", "custom")
        checked = {key: _checked_option(key, value) for key, value in changes.items()}
        try:
            return dataclasses.replace(self, **checked)
        except TypeError as exc:
            raise RulesError(str(exc)) from None

    # ---- presets -------------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        key = _normalise(name) if isinstance(name, str) else ""
        canonical = _ALIASES.get(key, key)
        if canonical not in PRESETS:
            known = ", ".join(PRESETS)
            raise RulesError(_("no preset called {name}; the presets are: {known}", name=shown(name), known=known))
        return PRESETS[canonical]

    @classmethod
    def preset_names(cls) -> tuple[str, ...]:
        return tuple(PRESETS)

    # ---- display -------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """Every option and its value, in declaration order (for tables and records)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name == "name":
                continue
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, enum.Enum) else value
        return out

    @classmethod
    def from_options(cls, options: dict[str, Any], name: str = "custom") -> Rules:
        """The ruleset that `options()` describes (enum options by value); options not given keep their
        defaults, so records made before an option existed still load. Raises RulesError."""
        kinds = {f.name: f for f in dataclasses.fields(cls) if f.name != "name"}
        values: dict[str, Any] = {}
        for key, value in options.items():
            if key not in kinds:
                raise RulesError(_("{key} is not a rule option", key=repr(key)))
            default = kinds[key].default
            if isinstance(default, enum.Enum) and not isinstance(value, enum.Enum):
                try:
                    value = type(default)(value)
                except ValueError:
                    raise RulesError(_("rule option {key} has an unknown value {value}", key=repr(key),
                                       value=repr(value))) from None
            values[key] = value
        return cls(name=name, **values)

    def differences(self, other: Rules) -> dict[str, tuple[Any, Any]]:
        mine, theirs = self.options(), other.options()
        return {k: (mine[k], theirs[k]) for k in mine if mine[k] != theirs[k]}

    def summary(self) -> list[str]:
        """Plain sentences a player can read, one per rule that matters for this ruleset (in the
        current language: see `euchre.i18n`)."""
        lines: list[str] = []
        values = {"players": self.num_players, "size": self.deck_size, "hand": self.hand_size}
        if self.deck_copies == 2 and self.joker:
            lines.append(_("{players} players, {size}-card deck (two 24-card decks) with the Joker as the highest "
                           "trump, {hand} cards each.", **values))
        elif self.deck_copies == 2:
            lines.append(_("{players} players, {size}-card deck (two 24-card decks), {hand} cards each.", **values))
        elif self.joker:
            lines.append(_("{players} players, {size}-card deck with the Joker as the highest trump, {hand} cards "
                           "each.", **values))
        else:
            lines.append(_("{players} players, {size}-card deck, {hand} cards each.", **values))
        if self.family is Family.BID:
            return lines + self._bid_summary()
        if self.joker:
            if self.joker_upcard is JokerUpcard.REDEAL:
                lines.append(_("If the Joker is turned up, the cards are thrown in and the next player deals."))
            else:
                lines.append(_(
                    "If the Joker is turned up, the dealer first names the suit it stands for, "
                    "and round one is about that suit."
                ))
        if self.num_players == 4:
            lines.append(_("Partners sit opposite: North and South against East and West."))
        elif self.num_players == 3:
            lines.append(_("Every player scores alone; the maker plays against the other two."))
        else:
            lines.append(_("Every player scores alone; the maker plays against the other player."))
        if self.stick_the_dealer:
            lines.append(_("Stick the dealer: if everyone passes twice, the dealer must name trump."))
        else:
            lines.append(_("If everyone passes twice, the hand is thrown in and the next player deals."))
        if self.num_players == 4 and self.allow_alone:
            lines.append(_("The maker may go alone: a lone march scores {points}.", points=self.loner_march_score))
            lines.append(self.loner_pickup_words())
        if self.canadian:
            lines.append(_("Canadian loner: the dealer's partner who orders up must go alone."))
        if self.defend_alone:
            scores = {"euchre": self.lone_defender_euchre_score, "march": self.lone_defender_march_score}
            if self.defend_alone_requires_loner:
                lines.append(_("A defender may defend alone against a lone maker: 3 or 4 tricks score {euchre}, "
                               "all 5 score {march}.", **scores))
            else:
                lines.append(_("A defender may defend alone whenever trump is made: 3 or 4 tricks score {euchre}, "
                               "all 5 score {march}.", **scores))
        if self.num_players == 4:
            if self.loner_lead is LonerLead.LEFT_OF_LONER:
                lines.append(_("Against a loner, the player to the loner's left leads first."))
            else:
                lines.append(_("The player to the dealer's left leads first (skipping anyone sitting out)."))
        points = {"make": self.make_score, "march": self.march_score, "euchre": self.euchre_score}
        if self.num_players == 4:
            lines.append(_("Makers score {make} for 3 or 4 tricks and {march} for a march; "
                           "euchred makers give the defenders {euchre}.", **points))
        elif self.num_players == 3:
            lines.append(_("The maker scores {make} for 3 or 4 tricks and {march} for a march; "
                           "a euchred maker gives each opponent {euchre}.", **points))
        else:
            lines.append(_("The maker scores {make} for 3 or 4 tricks and {march} for a march; "
                           "a euchred maker gives the opponent {euchre}.", **points))
        if self.num_players == 4 and self.allow_alone and self.loner_euchred_score != self.euchre_score:
            lines.append(_("A lone maker who is euchred gives the defenders {points}.",
                           points=self.loner_euchred_score))
        if self.farmers:
            lines.append(self.farmers_sentence())
        lines.extend(self._renege_sentences())
        if self.winning_score and self.deal_limit:
            lines.append(_("First to {points} points wins; the game stops after {deals} deals.",
                           points=self.winning_score, deals=self.deal_limit))
        elif self.winning_score:
            lines.append(_("First to {points} points wins.", points=self.winning_score))
        else:
            lines.append(_("The game stops after {deals} deals.", deals=self.deal_limit))
        if self.num_players == 3 and self.winning_score:
            if self.tie_plays_on:
                lines.append(_("If two players reach {points} on the same hand, another hand is played.",
                               points=self.winning_score))
            else:
                lines.append(_(
                    "If two players reach {points} on the same hand, the higher score wins "
                    "(an equal score plays another hand).", points=self.winning_score,
                ))
        return lines

    def farmers_sentence(self) -> str:
        """The farmer's hand of these rules in one sentence (the summary's, and the trainer's check box)."""
        return _(
            "Farmer's hand: {hand} may be shown by its holder at their "
            "first call, and the cards are thrown in for a redeal.", hand=farmers_hand_words(self.farmers_hand, self),
        )

    def _bid_summary(self) -> list[str]:
        top = self.hand_size
        n = self.num_players
        if n == 4:
            lines = [_("Partners sit opposite: North and South against East and West. There is no kitty.")]
        elif n == 3:
            lines = [_("Every player scores alone; the high bidder plays against the other two. There is no kitty.")]
        else:
            lines = [_("Every player scores alone; the high bidder plays against the other player. There is no "
                       "kitty.")]
        lines.append(_(
            "One auction round from the dealer's left: bid {least} to {top} tricks, beating the standing bid.",
            least=self.min_bid, top=top,
        ))
        if self.dealer_may_equal:
            lines.append(_("The dealer bids last and may take the contract by equalling the standing bid."))
        else:
            lines.append(_("Nobody may equal the standing bid, not even the dealer."))
        if self.stick_the_dealer and n == 4:
            lines.append(_("If the other three pass, the dealer must bid at least {least}.", least=self.min_bid))
        elif self.stick_the_dealer and n == 3:
            lines.append(_("If the other two pass, the dealer must bid at least {least}.", least=self.min_bid))
        elif self.stick_the_dealer:
            lines.append(_("If the other player passes, the dealer must bid at least {least}.", least=self.min_bid))
        elif n == 4:
            lines.append(_("If all four pass, the cards are redealt."))
        elif n == 3:
            lines.append(_("If all three pass, the cards are redealt."))
        else:
            lines.append(_("If both players pass, the cards are redealt."))
        if self.allow_no_trump:
            lines.append(_("The high bidder names a trump suit, high no-trump or low no-trump, then leads."))
        else:
            lines.append(_("The high bidder names a trump suit, then leads."))
        if self.joker:
            lines.append(_("The dealer gets one extra card and discards one; the Joker is always the highest trump."))
            if self.allow_no_trump:
                if self.joker_no_trump is JokerNoTrump.MAY_LEAD:
                    lines.append(_("In no-trump the Joker wins any trick it is played to, and may be led like any "
                                   "card, asking for no suit."))
                else:
                    lines.append(_("In no-trump the Joker wins any trick it is played to, but may not be led "
                                   "(unless it is the only card left)."))
        if self.farmers:
            lines.append(self.farmers_sentence())
        lines.extend(self._bid_contract_sentences())
        if n == 4:
            lines.append(_(
                "Each side scores 1 point per trick; bidders who fall short lose the bid, and scores can go negative."
            ))
        else:
            lines.append(_(
                "The bidder scores 1 point per trick, or loses the bid if they fall short; each opponent scores 1 "
                "point for every trick the bidder did not take, and scores can go negative."
            ))
        lines.extend(self._bid_game_sentences())
        lines.extend(self._renege_sentences())
        return lines

    def _bid_contract_sentences(self) -> list[str]:
        """Partner's best and the moon, which need a partner: only four players play them (`euchre.engine.bid`)."""
        top = self.hand_size
        if not (self.partners_best or self.moon):
            return []
        if self.num_players != 4:
            return [_("Without partners there is no partner's best or shooting the moon: a bid of {top} is played "
                      "and scored like any other.", top=top)]
        lines: list[str] = []
        ways = {"top": top, "best": self.partners_best_score, "moon": self.moon_score}
        if self.partners_best and self.moon:
            lines.append(_(
                "A bid of {top} may be played as partner's best (partner passes their best trump and sits out: "
                "{best} points) or shooting the moon alone ({moon} points), scored for taking all {top} tricks.",
                **ways,
            ))
        elif self.partners_best:
            lines.append(_(
                "A bid of {top} may be played as partner's best (partner passes their best trump and sits out: "
                "{best} points), scored for taking all {top} tricks.", **ways,
            ))
        elif self.moon:
            lines.append(_(
                "A bid of {top} may be played as shooting the moon alone ({moon} points), scored for taking all "
                "{top} tricks.", **ways,
            ))
        if self.contract_bid < top:
            lines.append(_(
                "A bid of {low} to {below} may be played that way too, made by taking at least the bid, or "
                "played as usual with partner.", low=self.contract_bid, below=top - 1,
            ))
        return lines

    def _bid_game_sentences(self) -> list[str]:
        lines: list[str] = []
        points = self.winning_score
        if points and self.num_players != 4:
            lines.append(self._bid_players_target(points))
        elif not points:
            lines.append(_("The game stops after {deals} deals.", deals=self.deal_limit))
        elif self.win_needs_made_bid and self.tie_plays_on:
            lines.append(_("First side to {points} wins, but only on a hand where it made its bid or set the "
                           "bidders; if both sides reach it on the same hand, another hand is played.", points=points))
        elif self.win_needs_made_bid:
            lines.append(_("First side to {points} wins, but only on a hand where it made its bid or set the "
                           "bidders.", points=points))
        elif self.tie_plays_on:
            lines.append(_("First side to {points} wins; if both sides reach it on the same hand, another hand is "
                           "played.", points=points))
        else:
            lines.append(_("First side to {points} wins.", points=points))
        if points and self.deal_limit:
            lines.append(_("The game stops after {deals} deals.", deals=self.deal_limit))
        return lines

    def _bid_players_target(self, points: int) -> str:
        """The winning score of Bid Euchre without partners, where every player is a side (`euchre.engine.game`)."""
        if self.win_needs_made_bid and self.tie_plays_on:
            return _("First player to {points} wins, but only on a hand where they made their bid or set the "
                     "bidder; if more than one player reaches it on the same hand, another hand is played.",
                     points=points)
        if self.win_needs_made_bid:
            return _("First player to {points} wins, but only on a hand where they made their bid or set the "
                     "bidder.", points=points)
        if self.tie_plays_on:
            return _("First player to {points} wins; if more than one player reaches it on the same hand, another "
                     "hand is played.", points=points)
        return _("First player to {points} wins.", points=points)

    def _renege_sentences(self) -> list[str]:
        if not self.renege_mode:
            return [_("Illegal plays are refused, with the reason.")]
        if self.renege_penalty is RenegePenalty.OFFENDERS_LOSE and self.partnerships:
            lines = [_(
                "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
                "means the offending side loses {points} points.", points=self.renege_points,
            )]
        elif self.renege_penalty is RenegePenalty.OFFENDERS_LOSE:
            lines = [_(
                "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
                "means the player who reneged loses {points} points.", points=self.renege_points,
            )]
        elif self.num_players == 2:
            lines = [_(
                "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
                "means the opponent gains {points} points.", points=self.renege_points,
            )]
        else:
            lines = [_(
                "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
                "means the opponents gain {points} points.", points=self.renege_points,
            )]
        if self.renege_call_ends_hand:
            lines.append(_("A call that catches a renege ends the hand at once, scored with the penalty alone."))
        else:
            lines.append(_("A call that catches a renege does not end the hand: play goes on to the last trick."))
        if self.uncalled_renege_penalised:
            lines.append(_("A renege nobody called is found at the end of the hand and penalised too."))
        else:
            lines.append(_("A renege nobody calls stands: only a caught renege is penalised."))
        if self.uncalled_renege_penalised or not self.renege_call_ends_hand:
            if self.renege_hand_scores:
                lines.append(_("A hand played to the end with a penalised renege also scores as usual."))
            else:
                lines.append(_("A hand played to the end with a penalised renege scores the penalty instead."))
        return lines

    def __str__(self) -> str:
        return self.name


def farmers_hand_words(kind: FarmersHand, rules: Rules) -> str:
    """The farmer's hand in words, for the summary, the explanations and the widgets alike: the face
    cards and low cards named are those of the `rules`' deck (the Joker only with a Joker, 7s and 8s
    only in a 32-card deck), so a learner of the 24-card deck reads only of cards they know."""
    face = (_("a face card is a K, Q, J or the Joker") if rules.joker else _("a face card is a K, Q or J"))
    if rules.min_rank < 9:
        face = _("{face}; 7s and 8s count as low cards", face=face)
    if kind is FarmersHand.ACE_NO_FACE:
        return _("a hand with at least one ace and no face cards ({face})", face=face)
    return _("a hand with no face cards and at most one ace ({face})", face=face)


def _normalise(name: str) -> str:
    return "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())


MAX_OPTION_NUMBER = 1000
"""The largest number any rule option takes (scores, limits, bids)."""
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in dataclasses.fields(Rules)}


def _checked_option(key: str, value: Any) -> Any:
    """`value` as option `key` takes it; RulesError with a one-line reason if it cannot be."""
    if key not in _DEFAULTS:
        raise RulesError(_("{key} is not a rule option", key=shown(key)))
    default = _DEFAULTS[key]
    if isinstance(default, enum.Enum):
        kind = type(default)
        if isinstance(value, kind):
            return value
        if isinstance(value, str):
            try:
                return kind(value)
            except ValueError:
                pass
        known = ", ".join(repr(m.value) for m in kind)
        raise RulesError(_("rule option {key} takes one of {known}, not {value}", key=key, known=known,
                           value=shown(value)))
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RulesError(_("rule option {key} takes True or False, not {value}", key=key, value=shown(value)))
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(_("rule option {key} takes a whole number, not {value}", key=key, value=shown(value)))
        least = 1 if key == "hand_size" else 0
        if not least <= value <= MAX_OPTION_NUMBER:
            raise RulesError(_("rule option {key} takes a number from {least} to {most}, not {value}", key=key,
                               least=least, most=MAX_OPTION_NUMBER, value=value))
        return value
    if not isinstance(value, str):
        raise RulesError(_("rule option {key} takes text, not {value}", key=key, value=shown(value)))
    return value


_STANDARD = Rules(name="standard")

PRESETS: dict[str, Rules] = {
    "standard": _STANDARD,
    "stick-the-dealer": _STANDARD.replace(name="stick-the-dealer", stick_the_dealer=True),
    "hoyle": _STANDARD.replace(
        name="hoyle",
        defend_alone=True,
        loner_lead=LonerLead.LEFT_OF_LONER,
        lone_defender_euchre_score=2,
        lone_defender_march_score=4,
    ),
    "canadian": _STANDARD.replace(name="canadian", canadian=True),
    "british": _STANDARD.replace(name="british", joker=True),
    "cutthroat": _STANDARD.replace(name="cutthroat", num_players=3, allow_alone=False, march_score=3),
    "two-handed": _STANDARD.replace(name="two-handed", num_players=2, allow_alone=False),
    "bid-euchre-6": _STANDARD.replace(
        name="bid-euchre-6", family=Family.BID, hand_size=6, allow_alone=False, allow_no_trump=True,
        winning_score=32, dealer_may_equal=True, stick_the_dealer=True,
    ),
    "bid-euchre-moon": _STANDARD.replace(
        name="bid-euchre-moon", family=Family.BID, hand_size=6, allow_alone=False, moon=True,
        partners_best=True, winning_score=32, dealer_may_equal=False, renege_points=2, tie_plays_on=True,
        win_needs_made_bid=False,
    ),
    "double-deck-bid": _STANDARD.replace(
        name="double-deck-bid", family=Family.BID, deck_copies=2, hand_size=12, allow_alone=False,
        moon=True, partners_best=True, winning_score=32, dealer_may_equal=False, tie_plays_on=True,
        win_needs_made_bid=False,
    ),
}

_ALIASES = {
    "std": "stick-the-dealer",
    "stick-dealer": "stick-the-dealer",
    "screw-the-dealer": "stick-the-dealer",
    "default": "standard",
    "classic": "standard",
    "canadian-loner": "canadian",
    "joker": "british",
    "benny": "british",
    "three-handed": "cutthroat",
    "3-handed": "cutthroat",
    "two-handed-euchre": "two-handed",
    "2-handed": "two-handed",
    "racehorse": "bid-euchre-6",
    "bid-euchre": "bid-euchre-6",
    "six-card": "bid-euchre-6",
    "moon": "bid-euchre-moon",
    "shoot-the-moon": "bid-euchre-moon",
    "double-deck": "double-deck-bid",
}
