"""Guided play: a replayed hand stops at marked moments and asks the learner what they would do.

A stop is a step of a hand's path (`state.path()`): the learner sees the position before it and
chooses one of the choices `stop_choices` offers (every card in the hand for a play, every call for
a call). `grade_stop` grades the choice with the engine's reason, before the note is shown:

- "legal" stops (the rules lessons) accept any card the rules allow and name the rule: a card that
  may not be played is refused with the engine's reason (`euchre.explain.refusals.why_illegal`);
- "recorded" stops (example hands) ask for the move the hand shows: it is right, an illegal choice
  gets the engine's reason, and another legal choice is told what was played and why (the note).

Pure functions: the widget only shows what these return.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

from euchre.engine.actions import Action, CallRenege, Play, Redeal, as_action
from euchre.explain.action_words import action_label
from euchre.explain.plays import explain_legal_plays
from euchre.explain.refusals import why_illegal
from euchre.i18n import _
from euchre.i18n.seats import seat_label as seat_name
from euchre.tutor.question import Feedback
from euchre.tutor.wording import join, sentence

if TYPE_CHECKING:
    from euchre.engine.hands import HandLike

StopKind = Literal["legal", "recorded"]
STOP_KINDS: tuple[StopKind, ...] = ("legal", "recorded")


def is_decision(before: HandLike) -> bool:
    """Whether the player to act at `before` has a real choice (more than one legal action)."""
    return len([a for a in before.legal_actions() if not isinstance(a, CallRenege | Redeal)]) > 1


def stops_for_seat(
    states: Sequence[HandLike], seat: int, *, plays: StopKind = "legal", calls: StopKind = "recorded",
    only_choices: bool = True,
) -> dict[int, StopKind]:
    """A stop at every action of `seat` in a hand's path: plays and calls each of the kind given.
    With `only_choices`, a move with only one legal option is not a stop."""
    stops: dict[int, StopKind] = {}
    for step in range(1, len(states)):
        after = states[step]
        if after.last_seat != seat or after.last_action is None:
            continue
        before = states[step - 1]
        if only_choices and not is_decision(before):
            continue
        stops[step] = plays if isinstance(after.last_action, Play) else calls
    return stops


def check_stops(states: Sequence[HandLike], stops: Mapping[int, str]) -> dict[int, StopKind]:
    """`stops` as checked values: ValueError for a step that is not an action, or an unknown kind."""
    out: dict[int, StopKind] = {}
    for step, kind in stops.items():
        if not 1 <= int(step) < len(states):
            raise ValueError(f"step {step} is not an action of this hand (1 to {len(states) - 1})")
        if kind not in STOP_KINDS:
            raise ValueError(f"a stop is 'legal' or 'recorded', not {kind!r}")
        out[int(step)] = kind  # type: ignore[assignment]
    return out


def stop_choices(before: HandLike, recorded: Action) -> tuple[Action, ...]:
    """What the learner may choose at a stop: every card in the hand for a play (the illegal ones
    too, so the rule can be explained), every legal call otherwise."""
    if isinstance(recorded, Play):
        assert before.to_act is not None
        return tuple(Play(c) for c in dict.fromkeys(before.hand(before.to_act)))
    return tuple(a for a in before.legal_actions() if not isinstance(a, CallRenege | Redeal))


def stop_prompt(before: HandLike, recorded: Action, names: Sequence[str] | None = None) -> str:
    n = before.num_players
    seat = before.to_act
    who = (names[seat] if names and seat is not None and names[seat] else seat_name(seat, n))
    if isinstance(recorded, Play):
        if not before.trick:
            return _("Your turn as {player}: which card do you lead?", player=who)
        return _("Your turn as {player}: which card do you play?", player=who)
    return _("Your turn as {player}: what do you call?", player=who)


def _label(action: Action) -> str:
    return str(action.card) if isinstance(action, Play) else action.text.capitalize()


def _shown(before: HandLike, action: Action) -> str:
    """The action as the learner reads it, on a button and in a sentence: a card, or the call in the words
    the trainer's buttons use ("Assist" when the dealer is the caller's partner), in the page's language."""
    if isinstance(action, Play):
        return _label(action)
    return action_label(before, action)


def grade_stop(before: HandLike, recorded: Action, chosen: object, kind: StopKind, note: str = "",
               also: Iterable[Action | str] = (), names: Sequence[str] = ()) -> Feedback:
    """Grade the learner's `chosen` action at a stop whose hand went on with `recorded`. At a
    "recorded" stop, the actions in `also` are as good as the recorded one (an example hand's solver
    says so): they are right too, and told what the hand did instead. `names`: the players' names
    the note may start with (kept capitalised in the feedback's line)."""
    return replace(_graded_stop(before, recorded, chosen, kind, note, also), names=tuple(names))


def _graded_stop(before: HandLike, recorded: Action, chosen: object, kind: StopKind, note: str,
                 also: Iterable[Action | str]) -> Feedback:
    recorded = as_action(recorded)
    expected = (_label(recorded),)
    answer = _shown(before, recorded)
    if chosen is None or (isinstance(chosen, str) and not chosen.strip()):
        return Feedback(False, expected, answer, note, _("Pick a card first.") if isinstance(recorded, Play)
                        else _("Pick a call first."), graded=False)
    action = as_action(chosen)  # type: ignore[arg-type]
    legal = action in before.legal_actions()
    n = before.num_players
    seat = before.to_act
    who = seat_name(seat, n)
    if isinstance(recorded, Play):
        went = _("In this hand {player} played {card}", player=who, card=_shown(before, recorded))
    else:
        went = _("In this hand {player} chose {call}", player=who, call=_shown(before, recorded))
    if not legal:
        return Feedback(False, expected, answer, join(note), sentence(why_illegal(before, action)))
    if kind == "legal" and isinstance(action, Play):
        rule = explain_legal_plays(before.hand(seat), before.trick, before.trump, before.rules)
        same = "" if action == recorded else went
        return Feedback(True, (_label(action),), _shown(before, action), join(rule, same, note))
    if action == recorded:
        return Feedback(True, expected, answer, join(note))
    if action in {as_action(a) for a in also}:
        if isinstance(recorded, Play):
            same = _("{choice} is as good as {recorded} here, which {player} played", choice=_shown(before, action),
                     recorded=_shown(before, recorded), player=who)
        else:
            same = _("{choice} is as good as {recorded} here, which {player} chose", choice=_shown(before, action),
                     recorded=_shown(before, recorded), player=who)
        return Feedback(True, (_label(action),), _shown(before, action), join(same, note))
    if note:  # the reason first: the line is the note's first sentence, then what the hand did
        return Feedback(False, expected, answer, join(note), join(note, went))
    return Feedback(False, expected, answer, "", join(went, _("it is the better choice here")))


def labels(actions: Iterable[Action], before: HandLike | None = None) -> list[tuple[str, str]]:
    """(button text, action text) for each choice; with the position `before` the choice, a call reads as the
    trainer's button for it, in the page's language ("Assist", "Tilaa"), not as the engine's action text."""
    return [(_label(a) if before is None else _shown(before, a), a.text) for a in actions]
