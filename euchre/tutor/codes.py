"""The code format, all of it: every code the app prints or reads is written and parsed here.

- A **question code** is a kind letter, a difficulty and a seed in Crockford base32: ``W3-8F2K``.
- A **set code** has one letter per kind in the set: ``WFE2-8F2K``. A question code is also a valid
  set code for a one-kind set, and that set starts with exactly that question.
- A **quiz set code** adds the number of questions and the ruleset: ``WF2-8F2K-20H``
  (`read_quiz_set_code`, used by `euchre.classroom.quizset`).
- A **ruleset tag** is a preset's letter (none for standard), or ``X`` and the options that differ
  from standard, each as a slot and a fixed-width base32 value: ``XS1W0F`` is standard with stick the
  dealer (S=1) and 15 points to win (W=0F). A changed Bid Euchre preset is its letter, ``X`` and the
  options that differ from that preset: ``KX9K8`` is double-deck-bid whose moon needs a bid of 8.
  Slots are only ever appended (``9`` opens a second table of two-character slots), so an old code
  keeps its meaning.

Base32 digits are read here only (`decode_number`): Crockford's O, I and L read as 0, 1 and 1.
The code is self-contained: it needs no database, so a worksheet or a set code works on any machine.
"""

from __future__ import annotations

import enum
import random
import re
from dataclasses import dataclass
from typing import Any

from euchre.engine.errors import QuizCodeError, RulesError, shown
from euchre.engine.rules import PRESETS, Family, FarmersHand, JokerNoTrump, JokerUpcard, LonerLead, RenegePenalty, Rules
from euchre.explain.ruleset_names import preset_name
from euchre.i18n import _
from euchre.tutor.kinds import KIND_LETTERS, LETTER_KINDS, check_difficulty, check_kind
from euchre.tutor.wording import quoted

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous."""
_DECODE = {ch: i for i, ch in enumerate(ALPHABET)}
_DECODE.update({"O": 0, "I": 1, "L": 1})

SEED_BITS = 20
SEED_CHARS = 4
MAX_SEED_CHARS = 8


EXAMPLE_SEED = "8F2K"
"""The letters and digits after the dash of every example code."""
EXAMPLE = "W3-" + EXAMPLE_SEED
"""The example a "not a code" message gives when the caller names none."""


def example_code(kinds: tuple[str, ...] | list[str], difficulty: int = 2) -> str:
    """A code of the kind a box asks for, to show as its example: ``example_code(("order_up",))`` is
    "C2-8F2K". A box and the messages about what was typed in it give the same example."""
    letters = "".join(KIND_LETTERS[check_kind(k)] for k in kinds)
    return f"{letters}{check_difficulty(difficulty)}-{EXAMPLE_SEED}"


def _form(example: str = EXAMPLE) -> str:
    """How a code looks, in the current language (the end of every "not a code" message), shown with
    `example` (a code such as "C2-8F2K") and its parts."""
    head, seed = example.split("-", 1)
    return _("a code looks like {code}: the kinds of question and the level ({head}), a dash, and the letters and "
             "digits that pick the questions ({seed})", code=repr(example), head=head, seed=seed)

_PATTERN = re.compile(r"^([A-Z]+)([0-9])-([0-9A-Z]+)$")


@dataclass(frozen=True)
class SetCode:
    """The parts of a set code: the kinds in order, the difficulty and the seed."""

    kinds: tuple[str, ...]
    difficulty: int
    seed: int

    def __str__(self) -> str:
        return format_set_code(self.kinds, self.difficulty, self.seed)


@dataclass(frozen=True)
class QuestionCode:
    """The parts of a question code."""

    kind: str
    difficulty: int
    seed: int

    def __str__(self) -> str:
        return format_code(self.kind, self.difficulty, self.seed)


# ---- base32 numbers -------------------------------------------------------------------------
def encode_number(number: int, width: int) -> str:
    """`number` in exactly `width` base32 digits (ValueError if it does not fit)."""
    if not 0 <= number < 32**width:
        raise ValueError(f"{number} does not fit in {width} base32 digits (0 to {32**width - 1})")
    out = ""
    for _digit in range(width):
        number, digit = divmod(number, 32)
        out = ALPHABET[digit] + out
    return out


def is_base32(text: str) -> bool:
    """Whether every character of `text` is a base32 digit (O, I and L included, as 0, 1 and 1)."""
    return all(ch in _DECODE for ch in text.upper())


def normalise_base32(text: str) -> str:
    """`text` with O, I and L read as 0, 1 and 1 (the caller has checked `is_base32`)."""
    return "".join(ALPHABET[_DECODE[ch]] for ch in text.upper())


def decode_number(text: str, what: str, example: str = EXAMPLE) -> int:
    """The number base32 `text` stands for; QuizCodeError naming `what` if a character is not a digit (its
    message shows the code `example`)."""
    value = 0
    for ch in text.upper():
        if ch not in _DECODE:
            raise QuizCodeError(_("{char} cannot appear in {what}: {form}", char=repr(ch), what=what,
                                  form=_form(example)))
        value = value * 32 + _DECODE[ch]
    return value


def encode_seed(seed: int) -> str:
    if seed < 0:
        raise ValueError("a seed must not be negative")
    digits = max(SEED_CHARS, (seed.bit_length() + 4) // 5)
    return encode_number(seed, digits)


def decode_seed(text: str, example: str = EXAMPLE) -> int:
    return decode_number(text, _("the part after the dash"), example)


def random_seed(rng: random.Random | None = None) -> int:
    return (rng or random.Random()).getrandbits(SEED_BITS)


def format_code(kind: str, difficulty: int, seed: int) -> str:
    return f"{KIND_LETTERS[check_kind(kind)]}{check_difficulty(difficulty)}-{encode_seed(seed)}"


def format_set_code(kinds: tuple[str, ...], difficulty: int, seed: int) -> str:
    if not kinds:
        raise ValueError("a set needs at least one kind of question")
    letters = "".join(KIND_LETTERS[check_kind(k)] for k in kinds)
    return f"{letters}{check_difficulty(difficulty)}-{encode_seed(seed)}"


def parse_set_code(code: object, example: str = EXAMPLE) -> SetCode:
    """Read a set code (or a question code); raises QuizCodeError saying what is wrong, and showing how a
    code looks with `example` (the code a box suggests, `example_code`)."""
    if not isinstance(code, str):
        raise QuizCodeError(_("{code} is not a code: {form}", code=shown(code), form=_form(example)))
    text = "".join(code.split()).upper().replace("–", "-")
    if not text:
        raise QuizCodeError(_("the code is empty: {form}", form=_form(example)))
    match = _PATTERN.match(text)
    if match is None:
        raise QuizCodeError(_("{code} is not a quiz code: {form}", code=shown(code.strip()), form=_form(example)))
    letters, digit, seed_text = match.groups()
    unknown = [ch for ch in letters if ch not in LETTER_KINDS]
    if unknown:
        raise QuizCodeError(_("{letter} is not a kind letter in {code}: {form}", letter=repr(unknown[0]),
                              code=shown(code.strip()), form=_form(example)))
    if len(set(letters)) != len(letters):
        raise QuizCodeError(_("{code} names a kind twice: {form}", code=shown(code.strip()), form=_form(example)))
    difficulty = int(digit)
    if difficulty not in (1, 2, 3):
        raise QuizCodeError(_("the level in the code {code} must be 1, 2 or 3, not {difficulty}",
                              code=shown(code.strip()), difficulty=difficulty))
    if len(seed_text) > MAX_SEED_CHARS:
        raise QuizCodeError(_("the part after the dash in {code} is too long (at most {n} characters): {form}",
                              code=shown(code.strip()), n=MAX_SEED_CHARS, form=_form(example)))
    seed = decode_seed(seed_text, example)
    return SetCode(tuple(LETTER_KINDS[ch] for ch in letters), difficulty, seed)


def parse_code(code: object, example: str = EXAMPLE) -> QuestionCode:
    """Read a question code such as "W3-8F2K"; raises QuizCodeError saying what is wrong (showing `example`)."""
    parsed = parse_set_code(code, example)
    if len(parsed.kinds) != 1:
        raise QuizCodeError(_("{code} is a set code; a question code has one kind letter",
                              code=shown(str(code).strip())))
    return QuestionCode(parsed.kinds[0], parsed.difficulty, parsed.seed)


def question_seed(set_code: SetCode, index: int) -> tuple[str, int]:
    """The kind and seed of question `index` of a set: question 0 is the set's own seed."""
    if index < 0:
        raise ValueError("a question index must not be negative")
    if index == 0:
        return set_code.kinds[0], set_code.seed
    rng = random.Random((set_code.seed << 16) ^ index)
    kind = set_code.kinds[rng.randrange(len(set_code.kinds))]
    return kind, rng.getrandbits(SEED_BITS)


# ---- ruleset tags -----------------------------------------------------------------------------
PRESET_TAGS: dict[str, str] = {
    "standard": "",
    "stick-the-dealer": "D",
    "hoyle": "H",
    "canadian": "C",
    "british": "B",
    "cutthroat": "T",
    "two-handed": "P",
    "bid-euchre-6": "E",
    "bid-euchre-moon": "M",
    "double-deck-bid": "K",
}
TAG_PRESETS: dict[str, str] = {tag: name for name, tag in PRESET_TAGS.items() if tag}
CUSTOM = "X"
EXTEND = "9"
"""The slot character that opens the second table: its slots are two characters, "9" and one more."""

SLOTS: tuple[tuple[str, str, int], ...] = (
    ("N", "num_players", 1),
    ("K", "min_rank", 1),
    ("J", "joker", 1),
    ("Y", "deck_copies", 1),
    ("Z", "hand_size", 1),
    ("S", "stick_the_dealer", 1),
    ("A", "allow_alone", 1),
    ("C", "canadian", 1),
    ("D", "defend_alone", 1),
    ("R", "defend_alone_requires_loner", 1),
    ("L", "loner_lead", 1),
    ("F", "farmers", 1),
    ("M", "make_score", 1),
    ("H", "march_score", 1),
    ("Q", "loner_march_score", 1),
    ("E", "euchre_score", 1),
    ("G", "loner_euchred_score", 1),
    ("T", "lone_defender_euchre_score", 1),
    ("V", "lone_defender_march_score", 1),
    ("W", "winning_score", 2),
    ("P", "deal_limit", 2),
    ("B", "renege_mode", 1),
    ("0", "renege_penalty", 1),
    ("1", "renege_points", 1),
    ("2", "renege_hand_scores", 1),
    ("3", "uncalled_renege_penalised", 1),
    ("4", "renege_call_ends_hand", 1),
    ("5", "joker_upcard", 1),
    ("6", "tie_plays_on", 1),
    ("7", "farmers_hand", 1),
    ("8", "dealer_pickup_behind_loner", 1),
    # the second table: "9" and a character
    ("9A", "min_bid", 1),
    ("9B", "dealer_may_equal", 1),
    ("9C", "allow_no_trump", 1),
    ("9D", "moon", 1),
    ("9E", "moon_score", 2),
    ("9F", "partners_best", 1),
    ("9G", "partners_best_score", 2),
    ("9H", "win_needs_made_bid", 1),
    ("9J", "joker_no_trump", 1),
    ("9K", "moon_bid", 1),
)
"""(slot, Rules field, width in base32 digits). Append only: a slot never changes its meaning."""
_BY_SLOT = {slot: (name, width) for slot, name, width in SLOTS}
_ENUMS: dict[str, tuple[Any, ...]] = {
    "loner_lead": tuple(LonerLead),
    "renege_penalty": tuple(RenegePenalty),
    "joker_upcard": tuple(JokerUpcard),
    "farmers_hand": tuple(FarmersHand),
    "joker_no_trump": tuple(JokerNoTrump),
}
_DEAL_SHAPE = ("family", "num_players", "min_rank", "joker", "deck_copies", "hand_size")
"""What a changed Bid Euchre preset keeps: the questions deal as the preset does."""
_STANDARD = Rules()


def _number(value: Any, name: str) -> int:
    if name in _ENUMS:
        return _ENUMS[name].index(value)
    return int(value)


def _base(rules: Rules) -> tuple[str, Rules]:
    """The tag and ruleset a custom ruleset is told against: standard, or its nearest Bid Euchre preset."""
    if rules.family is Family.STANDARD:
        return CUSTOM, _STANDARD
    bids = [name for name, r in PRESETS.items() if r.family is Family.BID]
    name = min(bids, key=lambda n: (len(PRESETS[n].differences(rules)), bids.index(n)))
    return PRESET_TAGS[name] + CUSTOM, PRESETS[name]


def encode_rules(rules: Rules) -> str:
    """The ruleset's tag: '' for standard, a preset's letter, 'X' and the differences from standard,
    or a Bid Euchre preset's letter, 'X' and the differences from it. RulesError if it cannot be coded."""
    if rules.name in PRESET_TAGS and PRESETS[rules.name] == rules:
        return PRESET_TAGS[rules.name]
    for name, tag in PRESET_TAGS.items():
        if PRESETS[name] == rules:
            return tag
    out, base = _base(rules)
    differences = rules.differences(base)
    if rules.family is not Family.STANDARD:
        shape = [n for n in _DEAL_SHAPE if n in differences]
        if shape:
            raise RulesError(_("a quiz code carries a changed Bid Euchre preset only with its own deal (as {preset} "
                               "deals), so it cannot change {options}", preset=quoted(preset_name(base.name)),
                               options=", ".join(shape)))
    check_codable(rules)
    encodable = {name for _, name, _ in SLOTS}
    stray = sorted(set(differences) - encodable)
    if stray:
        raise RulesError(_("these options cannot be put in a quiz code: {options}", options=", ".join(stray)))
    for slot, name, width in SLOTS:
        if name in differences:
            number = _number(getattr(rules, name), name)
            if not 0 <= number < 32**width:
                setting = f"{name}={number}"
                raise RulesError(_("{setting} cannot be put in a quiz code (0 to {most} only)", setting=setting,
                                   most=32**width - 1))
            out += slot + encode_number(number, width)
    return out


def decode_rules(tag: str) -> Rules:
    """The ruleset a tag stands for; raises QuizCodeError saying what is wrong."""
    tag = tag.upper()
    if tag == "":
        return PRESETS["standard"]
    if tag in TAG_PRESETS:
        return PRESETS[TAG_PRESETS[tag]]
    known = ", ".join(f"{t} ({n})" for t, n in TAG_PRESETS.items())
    if tag.startswith(CUSTOM):
        base, body = _STANDARD, tag[1:]
    elif tag[1:2] == CUSTOM and tag[0] in TAG_PRESETS and PRESETS[TAG_PRESETS[tag[0]]].family is Family.BID:
        base, body = PRESETS[TAG_PRESETS[tag[0]]], tag[2:]
    else:
        raise QuizCodeError(_("{tag} is not a ruleset in a quiz code: use one of {known}, X and options, or a Bid "
                              "Euchre preset's letter, X and options", tag=shown(tag), known=known))
    changes: dict[str, Any] = {}
    i = 0
    while i < len(body):
        slot = body[i:i + 2] if body[i] == EXTEND else body[i]
        if slot not in _BY_SLOT:
            raise QuizCodeError(_("{slot} is not a rule option in the quiz code's ruleset {tag}", slot=repr(slot),
                                  tag=shown(tag)))
        name, width = _BY_SLOT[slot]
        text = body[i + len(slot):i + len(slot) + width]
        if len(text) != width or not is_base32(text):
            raise QuizCodeError(_("the value of option {slot} in the ruleset {tag} is cut short or not base32",
                                  slot=repr(slot), tag=shown(tag)))
        if name in changes:
            raise QuizCodeError(_("the ruleset {tag} in the quiz code sets option {slot} twice", tag=shown(tag),
                                  slot=repr(slot)))
        changes[name] = _value(name, decode_number(text, _("a ruleset's option")))
        i += len(slot) + width
    if base is not _STANDARD:
        shape = [n for n in _DEAL_SHAPE if n in changes and changes[n] != getattr(base, n)]
        if shape:
            raise QuizCodeError(_("the ruleset {tag} in the quiz code changes {options} of a Bid Euchre preset, which "
                                  "deals as the preset does", tag=shown(tag), options=", ".join(shape)))
    try:
        rules = base.replace(name="custom", **changes)
        check_codable(rules)
    except RulesError as exc:
        raise QuizCodeError(_("the ruleset {tag} in the quiz code is not valid: {error}", tag=shown(tag),
                              error=str(exc))) from None
    return rules


def check_codable(rules: Rules) -> None:
    """RulesError unless every kind of question can deal and grade under a custom ruleset. A standard
    family ruleset deals five cards a player and turns one up (the other hand sizes belong to the Bid
    Euchre presets); a Bid Euchre one needs an auction someone can win."""
    if rules.family is Family.STANDARD and rules.hand_size != _STANDARD.hand_size:
        raise RulesError(_("a quiz code deals {n} cards to each player, not {size} (the Bid Euchre presets are the "
                           "rulesets with other hand sizes)", n=_STANDARD.hand_size, size=rules.hand_size))
    if rules.family is Family.BID and not 1 <= rules.min_bid <= rules.hand_size:
        raise RulesError(_("the lowest bid must be 1 to {most}, not {bid}", most=rules.hand_size, bid=rules.min_bid))


def _value(name: str, number: int) -> Any:
    if name in _ENUMS:
        choices = _ENUMS[name]
        if number >= len(choices):
            raise QuizCodeError(_("{number} is not a value of {option} in a quiz code", number=number, option=name))
        return choices[number]
    default = getattr(_STANDARD, name)
    if isinstance(default, bool):
        if number > 1:
            raise QuizCodeError(_("{option} is 0 or 1 in a quiz code, not {number}", option=name, number=number))
        return bool(number)
    if isinstance(default, enum.Enum):  # pragma: no cover - every enum option is in _ENUMS
        raise QuizCodeError(f"{name} cannot be read from a quiz code")
    return number


# ---- quiz set codes ---------------------------------------------------------------------------
MAX_COUNT = 100
DEFAULT_COUNT = 10


def _set_form() -> str:
    return _("a quiz set code looks like 'WF2-8F2K-20H': the kinds of question and the level (WF2), a dash, the "
             "letters and digits that pick the questions (8F2K), a dash, the number of questions (20) and, only if the "
             "rules are not the standard ones, a letter for them (H)")

_SET_PATTERN = re.compile(r"^([A-Z]+[0-9]-[0-9A-Z]+)(?:-([0-9]{1,3})([A-Z][0-9A-Z]*)?)?$")


def format_quiz_set_code(set_code: SetCode, count: int, rules: Rules) -> str:
    return f"{set_code}-{count}{encode_rules(rules)}"


def read_quiz_set_code(code: object) -> tuple[SetCode, int, Rules]:
    """The set code, the count and the ruleset of a quiz set code. A plain set code ('WF2-8F2K') is a set
    of 10 under standard rules. Raises QuizCodeError saying what is wrong."""
    if not isinstance(code, str):
        raise QuizCodeError(_("{code} is not a quiz set code: {form}", code=shown(code), form=_set_form()))
    text = "".join(code.split()).upper().replace("–", "-")
    match = _SET_PATTERN.match(text)
    if match is None:
        raise QuizCodeError(_("{code} is not a quiz set code: {form}", code=shown(code.strip()), form=_set_form()))
    head, count_text, tag = match.groups()
    parsed = parse_set_code(head)
    count = int(count_text) if count_text else DEFAULT_COUNT
    if not 1 <= count <= MAX_COUNT:
        raise QuizCodeError(_("a quiz set has 1 to {most} questions, not {count}: {form}", most=MAX_COUNT, count=count,
                              form=_set_form()))
    return parsed, count, decode_rules(tag or "")
