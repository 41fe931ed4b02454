"""The records: frozen values holding exactly what an EGN file says, nothing replayed or inferred."""

from __future__ import annotations

from dataclasses import dataclass

from euchre.engine.cards import Card
from euchre.engine.egn.rulesets import DEFAULT_RULESET_KEYS
from euchre.engine.rules import Rules

FILE_TYPE = "Euchre Game Notation"
VERSION = "1.4"


Annotations = tuple[tuple[int, tuple[str, ...]], ...]
"""Notes keyed by a 0-based call or play index, sorted by index: ((index, (text, ...)), ...)."""


@dataclass(frozen=True)
class EGNPlayer:
    """A player written as an object in the file (players may also be plain name strings)."""

    name: str
    id: str | None = None
    player_ids: tuple[tuple[str, str], ...] = ()
    """(id, source) pairs."""

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class EGNMetadata:
    players: tuple[str | EGNPlayer, ...] = ()
    initial_score: tuple[int, int] = (0, 0)
    """[team 0/2, team 1/3]: side 0 is North–South (seats 0 and 2)."""
    final_score: tuple[int, int] | None = None
    title: str | None = None
    description: str | None = None
    date: str | None = None
    game_id: str | None = None

    def player_name(self, seat: int) -> str | None:
        return str(self.players[seat]) if 0 <= seat < len(self.players) else None


@dataclass(frozen=True, kw_only=True)
class EGNLine:
    """The bidding and trick play of a deal, as recorded. Base of `EGNDeal` and `EGNAlternative`."""

    calls: tuple[str, ...] = ()
    """EGN calls in order from the dealer's left: "Pass", "Order", or a suit letter s h d c."""
    alone: bool = False
    """The maker's call was alone (EGN `isAlone`)."""
    alone_defender: int | None = None
    """EGN `aloneDefender`: a seat, -1 for nobody, None when the file leaves it out."""
    discard: Card | None = None
    tricks: tuple[tuple[Card, ...], ...] = ()
    """Cards in play order, each trick starting with its leader (3 cards when someone sits out)."""
    call_annotations: Annotations = ()
    play_annotations: Annotations = ()
    """Keyed by the index of the play in the flattened tricks of this phase."""
    has_bidding: bool = True
    """The line has a bidding phase (an alternative line that branches in trick play has none)."""
    has_play: bool = True
    play_alone: bool | None = None
    """The optional `isAlone` of the TRICK_PLAY phase, kept as written."""
    initial_lead: int | None = None
    """EGN 1.0/1.1 `initialLead`: the seat the file says led the first trick (checked, not saved)."""

    @property
    def plays(self) -> tuple[Card, ...]:
        return tuple(c for trick in self.tricks for c in trick)

    @property
    def lone_defender(self) -> int | None:
        return self.alone_defender if self.alone_defender is not None and self.alone_defender >= 0 else None

    def call_notes(self, index: int) -> tuple[str, ...]:
        return dict(self.call_annotations).get(index, ())

    def play_notes(self, index: int) -> tuple[str, ...]:
        return dict(self.play_annotations).get(index, ())


@dataclass(frozen=True, kw_only=True)
class EGNAlternative(EGNLine):
    """An analysis line: the main line's first `branch_index` actions (calls and plays; the discard
    is not counted), then this line's own calls and/or plays. Its annotations index its own phases."""

    branch_index: int


@dataclass(frozen=True, kw_only=True)
class EGNDeal(EGNLine):
    number: int
    dealer: int
    upcard: Card
    player_cards: tuple[tuple[Card, ...], ...] | None = None
    """The dealt hands the file gives, one tuple per seat. A seat's tuple may be empty or short: the
    file shows only some of its cards, and the rest are inferred from the plays."""
    alternative_lines: tuple[EGNAlternative, ...] = ()
    kitty: tuple[Card, ...] | None = None
    """EGN 1.0/1.1 `kitty`: the undealt cards the file names besides the upcard (those recorded as
    unseen are left out). Used as a check when replaying; not saved (EGN 1.2 dropped it)."""


@dataclass(frozen=True)
class EGNGame:
    metadata: EGNMetadata
    rules: Rules
    deals: tuple[EGNDeal, ...]
    version: str = VERSION
    ruleset_keys: tuple[str, ...] | None = DEFAULT_RULESET_KEYS
    """The toggles the file wrote out (kept so a save writes the same ruleset object);
    None when the file had no ruleset object."""


MATCH_FILE_TYPE = "Euchre Match Notation"
MATCH_VERSION = "1.0"
MATCH_FORMATS = ("BEST_OF_N", "PROGRESSIVE", "ROUND_ROBIN", "CUSTOM", "FIXED_GAMES", "TARGET_SCORE", "ELIMINATION",
                 "SWISS", "TIMED", "SINGLE_GAME")
MATCH_STATUSES = ("COMPLETED", "IN_PROGRESS", "FORFEIT", "DRAW")


@dataclass(frozen=True)
class EGNMatchGame:
    """One game of a match: who sat where (master player ids, North first) and the game itself."""

    index: int
    player_ids: tuple[str, ...]
    game: EGNGame


@dataclass(frozen=True)
class EGNMatchResult:
    status: str | None = None
    winner: tuple[str, ...] = ()
    scores: tuple[tuple[str, float], ...] = ()
    """(player id or team key, score), as the file gives them."""


@dataclass(frozen=True)
class EGNMatch:
    """A Euchre Match Notation file (EGN 1.4's `.emn`): several EGN games played by one pool of
    players, each game with its own seating."""

    players: tuple[EGNPlayer, ...]
    games: tuple[EGNMatchGame, ...]
    title: str | None = None
    description: str | None = None
    date: str | None = None
    match_id: str | None = None
    format_type: str | None = None
    format_target: int | None = None
    result: EGNMatchResult | None = None
    version: str = MATCH_VERSION

    def player(self, player_id: str) -> EGNPlayer:
        return next(p for p in self.players if p.id == player_id)

    def seat_names(self, game: EGNMatchGame) -> tuple[str, ...]:
        """The names at each seat of one game, from the match's player registry."""
        return tuple(self.player(pid).name for pid in game.player_ids)
