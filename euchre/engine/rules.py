"""The ruleset as a value: every option RULES.md names, the presets, and a readable summary."""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any

from euchre.engine.errors import Refusal, RulesError
from euchre.engine.tricks import partner_of, side_count, side_of


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
            raise RulesError(Refusal("players_not_2_to_4", {"n": self.num_players}))
        if self.min_rank not in (7, 9):
            raise RulesError(Refusal("min_rank_not_9_or_7", {"rank": self.min_rank}))
        if self.deck_copies not in (1, 2):
            raise RulesError(Refusal("deck_copies_not_1_or_2", {"n": self.deck_copies}))
        if self.winning_score < 0 or self.deal_limit < 0:
            raise RulesError(Refusal("negative_game_end"))
        if self.winning_score == 0 and self.deal_limit == 0:
            raise RulesError(Refusal("no_game_end"))
        if not 0 <= self.moon_bid <= self.hand_size:
            raise RulesError(Refusal("moon_bid_out_of_range", {"most": self.hand_size, "bid": self.moon_bid}))
        if self.deck_size < self.num_players * self.hand_size:
            raise RulesError(Refusal("deck_too_small", {"deck": self.deck_size, "cards": self.hand_size,
                                                         "players": self.num_players}))

    # ---- derived facts -------------------------------------------------------------------
    @property
    def deck_size(self) -> int:
        return (15 - self.min_rank) * 4 * self.deck_copies + (1 if self.joker else 0)

    @property
    def kitty_size(self) -> int:
        return self.deck_size - self.num_players * self.hand_size

    @property
    def num_sides(self) -> int:
        return side_count(self.num_players)

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
            raise RulesError(Refusal("no_such_preset", {"name": name, "known": tuple(PRESETS)}))
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
                raise RulesError(Refusal("not_a_rule_option", {"key": key}))
            default = kinds[key].default
            if isinstance(default, enum.Enum) and not isinstance(value, enum.Enum):
                try:
                    value = type(default)(value)
                except ValueError:
                    raise RulesError(Refusal("unknown_option_value", {"key": key, "value": value})) from None
            values[key] = value
        return cls(name=name, **values)

    def differences(self, other: Rules) -> dict[str, tuple[Any, Any]]:
        mine, theirs = self.options(), other.options()
        return {k: (mine[k], theirs[k]) for k in mine if mine[k] != theirs[k]}

    def __str__(self) -> str:
        return self.name


def _normalise(name: str) -> str:
    return "-".join(name.strip().lower().replace("_", " ").replace("-", " ").split())


MAX_OPTION_NUMBER = 1000
"""The largest number any rule option takes (scores, limits, bids)."""
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in dataclasses.fields(Rules)}


def _checked_option(key: str, value: Any) -> Any:
    """`value` as option `key` takes it; RulesError with a one-line reason if it cannot be."""
    if key not in _DEFAULTS:
        raise RulesError(Refusal("not_a_rule_option", {"key": key}))
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
        raise RulesError(Refusal("option_takes_one_of", {"key": key, "known": tuple(m.value for m in kind),
                                                         "value": value}))
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RulesError(Refusal("option_takes_yes_or_no", {"key": key, "value": value}))
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError(Refusal("option_takes_whole_number", {"key": key, "value": value}))
        least = 1 if key == "hand_size" else 0
        if not least <= value <= MAX_OPTION_NUMBER:
            raise RulesError(Refusal("option_out_of_range", {"key": key, "least": least, "most": MAX_OPTION_NUMBER,
                                                         "value": value}))
        return value
    if not isinstance(value, str):
        raise RulesError(Refusal("option_takes_text", {"key": key, "value": value}))
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
