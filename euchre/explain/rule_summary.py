"""A ruleset in the learner's words: the sentences of its rules (`rules_summary`), and the sentences about
one rule that other pages quote (the farmer's hand, the dealer behind a loner).

The engine's `Rules` is the data; this module is the one place that words it, in the current language,
each time it is called.
"""

from __future__ import annotations

from euchre.engine.rules import (
    Family,
    FarmersHand,
    JokerNoTrump,
    JokerUpcard,
    LonerLead,
    RenegePenalty,
    Rules,
)
from euchre.i18n.messages import _


def loner_pickup_words(rules: Rules) -> str:
    """What the dealer does when the dealer's partner orders up alone (`dealer_pickup_behind_loner`)."""
    if rules.dealer_pickup_behind_loner:
        return _("When the dealer's partner orders up alone, the dealer still takes the upcard and "
                 "discards, then sits out.")
    return _("When the dealer's partner orders up alone, the dealer sits out without taking the upcard.")


def rules_summary(rules: Rules) -> list[str]:
    """Plain sentences a player can read, one per rule that matters for this ruleset (in the
    current language: see `euchre.i18n`)."""
    lines: list[str] = []
    values = {"players": rules.num_players, "size": rules.deck_size, "hand": rules.hand_size}
    if rules.deck_copies == 2 and rules.joker:
        lines.append(_("{players} players, {size}-card deck (two 24-card decks) with the Joker as the highest "
                       "trump, {hand} cards each.", **values))
    elif rules.deck_copies == 2:
        lines.append(_("{players} players, {size}-card deck (two 24-card decks), {hand} cards each.", **values))
    elif rules.joker:
        lines.append(_("{players} players, {size}-card deck with the Joker as the highest trump, {hand} cards "
                       "each.", **values))
    else:
        lines.append(_("{players} players, {size}-card deck, {hand} cards each.", **values))
    if rules.family is Family.BID:
        return lines + _bid_summary(rules)
    if rules.joker:
        if rules.joker_upcard is JokerUpcard.REDEAL:
            lines.append(_("If the Joker is turned up, the cards are thrown in and the next player deals."))
        else:
            lines.append(_(
                "If the Joker is turned up, the dealer first names the suit it stands for, "
                "and round one is about that suit."
            ))
    if rules.num_players == 4:
        lines.append(_("Partners sit opposite: North and South against East and West."))
    elif rules.num_players == 3:
        lines.append(_("Every player scores alone; the maker plays against the other two."))
    else:
        lines.append(_("Every player scores alone; the maker plays against the other player."))
    if rules.stick_the_dealer:
        lines.append(_("Stick the dealer: if everyone passes twice, the dealer must name trump."))
    else:
        lines.append(_("If everyone passes twice, the hand is thrown in and the next player deals."))
    if rules.num_players == 4 and rules.allow_alone:
        lines.append(_("The maker may go alone: a lone march scores {points}.", points=rules.loner_march_score))
        lines.append(loner_pickup_words(rules))
    if rules.canadian:
        lines.append(_("Canadian loner: the dealer's partner who orders up must go alone."))
    if rules.defend_alone:
        scores = {"euchre": rules.lone_defender_euchre_score, "march": rules.lone_defender_march_score}
        if rules.defend_alone_requires_loner:
            lines.append(_("A defender may defend alone against a lone maker: 3 or 4 tricks score {euchre}, "
                           "all 5 score {march}.", **scores))
        else:
            lines.append(_("A defender may defend alone whenever trump is made: 3 or 4 tricks score {euchre}, "
                           "all 5 score {march}.", **scores))
    if rules.num_players == 4:
        if rules.loner_lead is LonerLead.LEFT_OF_LONER:
            lines.append(_("Against a loner, the player to the loner's left leads first."))
        else:
            lines.append(_("The player to the dealer's left leads first (skipping anyone sitting out)."))
    points = {"make": rules.make_score, "march": rules.march_score, "euchre": rules.euchre_score}
    if rules.num_players == 4:
        lines.append(_("Makers score {make} for 3 or 4 tricks and {march} for a march; "
                       "euchred makers give the defenders {euchre}.", **points))
    elif rules.num_players == 3:
        lines.append(_("The maker scores {make} for 3 or 4 tricks and {march} for a march; "
                       "a euchred maker gives each opponent {euchre}.", **points))
    else:
        lines.append(_("The maker scores {make} for 3 or 4 tricks and {march} for a march; "
                       "a euchred maker gives the opponent {euchre}.", **points))
    if rules.num_players == 4 and rules.allow_alone and rules.loner_euchred_score != rules.euchre_score:
        lines.append(_("A lone maker who is euchred gives the defenders {points}.",
                       points=rules.loner_euchred_score))
    if rules.farmers:
        lines.append(farmers_sentence(rules))
    lines.extend(_renege_sentences(rules))
    if rules.winning_score and rules.deal_limit:
        lines.append(_("First to {points} points wins; the game stops after {deals} deals.",
                       points=rules.winning_score, deals=rules.deal_limit))
    elif rules.winning_score:
        lines.append(_("First to {points} points wins.", points=rules.winning_score))
    else:
        lines.append(_("The game stops after {deals} deals.", deals=rules.deal_limit))
    if rules.num_players == 3 and rules.winning_score:
        if rules.tie_plays_on:
            lines.append(_("If two players reach {points} on the same hand, another hand is played.",
                           points=rules.winning_score))
        else:
            lines.append(_(
                "If two players reach {points} on the same hand, the higher score wins "
                "(an equal score plays another hand).", points=rules.winning_score,
            ))
    return lines


def farmers_sentence(rules: Rules) -> str:
    """The farmer's hand of these rules in one sentence (the summary's, and the trainer's check box)."""
    return _(
        "Farmer's hand: {hand} may be shown by its holder at their "
        "first call, and the cards are thrown in for a redeal.", hand=farmers_hand_words(rules.farmers_hand, rules),
    )


def _bid_summary(rules: Rules) -> list[str]:
    top = rules.hand_size
    n = rules.num_players
    if n == 4:
        lines = [_("Partners sit opposite: North and South against East and West. There is no kitty.")]
    elif n == 3:
        lines = [_("Every player scores alone; the high bidder plays against the other two. There is no kitty.")]
    else:
        lines = [_("Every player scores alone; the high bidder plays against the other player. There is no "
                   "kitty.")]
    lines.append(_(
        "One auction round from the dealer's left: bid {least} to {top} tricks, beating the standing bid.",
        least=rules.min_bid, top=top,
    ))
    if rules.dealer_may_equal:
        lines.append(_("The dealer bids last and may take the contract by equalling the standing bid."))
    else:
        lines.append(_("Nobody may equal the standing bid, not even the dealer."))
    if rules.stick_the_dealer and n == 4:
        lines.append(_("If the other three pass, the dealer must bid at least {least}.", least=rules.min_bid))
    elif rules.stick_the_dealer and n == 3:
        lines.append(_("If the other two pass, the dealer must bid at least {least}.", least=rules.min_bid))
    elif rules.stick_the_dealer:
        lines.append(_("If the other player passes, the dealer must bid at least {least}.", least=rules.min_bid))
    elif n == 4:
        lines.append(_("If all four pass, the cards are redealt."))
    elif n == 3:
        lines.append(_("If all three pass, the cards are redealt."))
    else:
        lines.append(_("If both players pass, the cards are redealt."))
    if rules.allow_no_trump:
        lines.append(_("The high bidder names a trump suit, high no-trump or low no-trump, then leads."))
    else:
        lines.append(_("The high bidder names a trump suit, then leads."))
    if rules.joker:
        lines.append(_("The dealer gets one extra card and discards one; the Joker is always the highest trump."))
        if rules.allow_no_trump:
            if rules.joker_no_trump is JokerNoTrump.MAY_LEAD:
                lines.append(_("In no-trump the Joker wins any trick it is played to, and may be led like any "
                               "card, asking for no suit."))
            else:
                lines.append(_("In no-trump the Joker wins any trick it is played to, but may not be led "
                               "(unless it is the only card left)."))
    if rules.farmers:
        lines.append(farmers_sentence(rules))
    lines.extend(_bid_contract_sentences(rules))
    if n == 4:
        lines.append(_(
            "Each side scores 1 point per trick; bidders who fall short lose the bid, and scores can go negative."
        ))
    else:
        lines.append(_(
            "The bidder scores 1 point per trick, or loses the bid if they fall short; each opponent scores 1 "
            "point for every trick the bidder did not take, and scores can go negative."
        ))
    lines.extend(_bid_game_sentences(rules))
    lines.extend(_renege_sentences(rules))
    return lines


def _bid_contract_sentences(rules: Rules) -> list[str]:
    """Partner's best and the moon, which need a partner: only four players play them (`euchre.engine.bid`)."""
    top = rules.hand_size
    if not (rules.partners_best or rules.moon):
        return []
    if rules.num_players != 4:
        return [_("Without partners there is no partner's best or shooting the moon: a bid of {top} is played "
                  "and scored like any other.", top=top)]
    lines: list[str] = []
    ways = {"top": top, "best": rules.partners_best_score, "moon": rules.moon_score}
    if rules.partners_best and rules.moon:
        lines.append(_(
            "A bid of {top} may be played as partner's best (partner passes their best trump and sits out: "
            "{best} points) or shooting the moon alone ({moon} points), scored for taking all {top} tricks.",
            **ways,
        ))
    elif rules.partners_best:
        lines.append(_(
            "A bid of {top} may be played as partner's best (partner passes their best trump and sits out: "
            "{best} points), scored for taking all {top} tricks.", **ways,
        ))
    elif rules.moon:
        lines.append(_(
            "A bid of {top} may be played as shooting the moon alone ({moon} points), scored for taking all "
            "{top} tricks.", **ways,
        ))
    if rules.contract_bid < top:
        lines.append(_(
            "A bid of {low} to {below} may be played that way too, made by taking at least the bid, or "
            "played as usual with partner.", low=rules.contract_bid, below=top - 1,
        ))
    return lines


def _bid_game_sentences(rules: Rules) -> list[str]:
    lines: list[str] = []
    points = rules.winning_score
    if points and rules.num_players != 4:
        lines.append(_bid_players_target(rules, points))
    elif not points:
        lines.append(_("The game stops after {deals} deals.", deals=rules.deal_limit))
    elif rules.win_needs_made_bid and rules.tie_plays_on:
        lines.append(_("First side to {points} wins, but only on a hand where it made its bid or set the "
                       "bidders; if both sides reach it on the same hand, another hand is played.", points=points))
    elif rules.win_needs_made_bid:
        lines.append(_("First side to {points} wins, but only on a hand where it made its bid or set the "
                       "bidders.", points=points))
    elif rules.tie_plays_on:
        lines.append(_("First side to {points} wins; if both sides reach it on the same hand, another hand is "
                       "played.", points=points))
    else:
        lines.append(_("First side to {points} wins.", points=points))
    if points and rules.deal_limit:
        lines.append(_("The game stops after {deals} deals.", deals=rules.deal_limit))
    return lines


def _bid_players_target(rules: Rules, points: int) -> str:
    """The winning score of Bid Euchre without partners, where every player is a side (`euchre.engine.game`)."""
    if rules.win_needs_made_bid and rules.tie_plays_on:
        return _("First player to {points} wins, but only on a hand where they made their bid or set the "
                 "bidder; if more than one player reaches it on the same hand, another hand is played.",
                 points=points)
    if rules.win_needs_made_bid:
        return _("First player to {points} wins, but only on a hand where they made their bid or set the "
                 "bidder.", points=points)
    if rules.tie_plays_on:
        return _("First player to {points} wins; if more than one player reaches it on the same hand, another "
                 "hand is played.", points=points)
    return _("First player to {points} wins.", points=points)


def _renege_sentences(rules: Rules) -> list[str]:
    if not rules.renege_mode:
        return [_("Illegal plays are refused, with the reason.")]
    if rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE and rules.partnerships:
        lines = [_(
            "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
            "means the offending side loses {points} points.", points=rules.renege_points,
        )]
    elif rules.renege_penalty is RenegePenalty.OFFENDERS_LOSE:
        lines = [_(
            "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
            "means the player who reneged loses {points} points.", points=rules.renege_points,
        )]
    elif rules.num_players == 2:
        lines = [_(
            "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
            "means the opponent gains {points} points.", points=rules.renege_points,
        )]
    else:
        lines = [_(
            "Renege mode: illegal plays are allowed and an opponent may call a renege; a caught renege "
            "means the opponents gain {points} points.", points=rules.renege_points,
        )]
    if rules.renege_call_ends_hand:
        lines.append(_("A call that catches a renege ends the hand at once, scored with the penalty alone."))
    else:
        lines.append(_("A call that catches a renege does not end the hand: play goes on to the last trick."))
    if rules.uncalled_renege_penalised:
        lines.append(_("A renege nobody called is found at the end of the hand and penalised too."))
    else:
        lines.append(_("A renege nobody calls stands: only a caught renege is penalised."))
    if rules.uncalled_renege_penalised or not rules.renege_call_ends_hand:
        if rules.renege_hand_scores:
            lines.append(_("A hand played to the end with a penalised renege also scores as usual."))
        else:
            lines.append(_("A hand played to the end with a penalised renege scores the penalty instead."))
    return lines


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


