"""The search: fail-soft null-window tests on team 0's tricks, driven MTD-style to the exact value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from euchre.engine.errors import SolverError
from euchre.i18n import _
from euchre.solver.numbering import CardTable, card_code
from euchre.solver.position import Position


class SolverBudgetError(SolverError):
    """The search visited more positions than the caller allowed (`node_limit`)."""


class Search:
    """The search of one position. Every routine is a null-window, fail-soft test of "can team 0 take at
    least k of the remaining tricks?": a result r >= k means team 0 takes at least r, a result r < k
    means at most r. `value` and `move_value` step k to the exact value (or to within a payoff); the
    transposition table, keyed on (every hand, the leader) at trick boundaries, survives between tests.
    Team 0 maximises, team 1 minimises."""

    def __init__(self, pos: Position, node_limit: int | None = None) -> None:
        n = pos.rules.num_players
        self.pos = pos
        sitting_out = pos.sitting_out
        hand_codes = [[] if s in sitting_out else [card_code(c) for c in pos.hands[s]] for s in range(n)]
        trick_codes = [card_code(c) for c in pos.trick]
        table = self.table = CardTable([c for h in hand_codes for c in h] + trick_codes, pos.trump)
        masks = table.masks([*hand_codes, *([c] for c in trick_codes)])
        self.hands = masks[:n]
        self.teams = pos.teams
        self.next_seat = tuple(pos.next_seat(s) if s not in sitting_out else s for s in range(n))
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.node_limit = node_limit
        self.counter = [0]
        self.root_order: list[int] = []
        # the current trick at the root: live cards, led suit, winning card and seat
        self.count = len(trick_codes)
        if trick_codes:
            live = table.all
            trick_bits = masks[n:]
            f = table.follow[trick_bits[0]]
            wbit, wseat = trick_bits[0], pos.trick_seats[0]
            for b, s in zip(trick_bits[1:], pos.trick_seats[1:], strict=True):
                if _beats(table, b, wbit, f):
                    wbit, wseat = b, s
            self.root_trick = (live, f, wbit, wseat)
        else:
            live = 0
            for h in self.hands:
                live |= h
            self.root_trick = (live, 0, 0, 0)
        self._build()

    def _build(self) -> None:
        """Compile the search routines as closures over this position's tables (locals are fastest)."""
        H = self.hands
        table = self.table
        n = len(H)
        NEXT = self.next_seat
        MAX = tuple(t == 0 for t in self.teams)
        ACTIVE = len(self.pos.active_seats)
        TRUMP = table.trump_mask
        FOLLOW = table.follow
        GROUPS = table.groups
        GROUPS_DOWN = tuple(reversed(GROUPS))
        UPPER = table.upper_twins
        LOWER = table.lower_twins
        DUP = bool(UPPER)
        NONTRUMP_GROUPS = tuple(g for g in GROUPS if g != TRUMP)
        GROUP_OF = table.group_of if DUP else {}
        # a run of equivalent cards never crosses from one effective suit into the next
        NOT_BOTTOM = ~sum(g & -g for g in GROUPS)
        NOT_TOP_ALL = table.all & ~sum(1 << (g.bit_length() - 1) for g in GROUPS)
        OPPOSED, OTHERS, ORDER4 = _seating(NEXT, MAX)
        FOUR = n == 4
        SEATS = tuple(range(n))
        tt = self.tt
        tt_get = tt.get
        limit = self.node_limit if self.node_limit is not None else -1
        counter = self.counter

        def reps_dup(legal: int, h: int, live: int) -> int:
            """`reps` with identical twins: a card is not merged with a neighbour whose twin, or its own,
            is live elsewhere, since identical cards are told apart by who plays first."""
            out = 0
            m = legal
            while m:
                c = m & -m
                m ^= c
                above = live & -(c << 1)
                nxt = above & -above
                if nxt & h and nxt & GROUP_OF[c] and not (
                    (c & UPPER and (c >> 1) & live & ~h) or (nxt & LOWER and (nxt << 1) & live & ~h)
                ):
                    continue
                out |= c
            return out

        def reps(legal: int, h: int, live: int) -> int:
            """One card of `legal` per run of equivalent cards: two cards of a player are the same card
            when every live card between them in their effective suit is the player's own (cards played
            are gaps), since no other card can tell them apart. The cheapest card of each run stands for
            it: a card whose next live card down is its own is dropped. Found for all cards at once: the
            carry of (dead cards + hand shifted up one) runs through each gap of dead cards and lands on
            the next live card above each card of the hand."""
            if DUP:
                return reps_dup(legal, h, live)
            return legal & ~(((NOT_TOP_ALL & ~live) + ((h << 1) & NOT_BOTTOM)) & h)

        def order(seat: int, h: int, count: int, f: int, wbit: int, wseat: int, live: int) -> list[int]:
            """The cards worth trying, in the order to try them: on lead, the top live card of each suit
            (trump first), then the cheapest; following, the cheapest card that beats the opponents'
            winning card, then the cheapest."""
            legal = h & f or h if count else h
            r = reps(legal, h, live)
            first = []
            if count:
                if MAX[wseat] != MAX[seat]:
                    w = r & (f | TRUMP) & -(wbit << 1)
                    if w:
                        first.append(w & -w)
            else:
                for g in GROUPS_DOWN:
                    lg = live & g
                    if lg and h >> (lg.bit_length() - 1) & 1:
                        rg = r & g
                        first.append(1 << (rg.bit_length() - 1))
            moves = first
            for c in first:
                r ^= c
            while r:
                c = r & -r
                r ^= c
                moves.append(c)
            return moves

        def sure_tricks(leader: int) -> int:
            """Tricks the leader takes by force by cashing top cards (a lower bound for its team).

            The leader's trumps above every other trump in play win and keep the lead (a partner's
            higher card would take the lead away, so the partner's cards count as others too). When
            those trumps are at least as many as any opponent holds, the opponents are then out of
            trump, and the leader's side-suit cards above every other card of their suit win as well."""
            h = H[leader]
            others = 0
            for o in OTHERS[leader]:
                others |= H[o]
            q = ((h & TRUMP) >> (others & TRUMP).bit_length()).bit_count()
            for o in OPPOSED[leader]:
                if (H[o] & TRUMP).bit_count() > q:
                    return q
            for g in NONTRUMP_GROUPS:
                hg = h & g
                if hg:
                    q += (hg >> (others & g).bit_length()).bit_count()
            return q

        def last_trick(leader: int) -> int:
            """Every active seat holds one card: 1 if team 0 wins the trick, else 0."""
            wbit = H[leader]
            wseat = leader
            fw = FOLLOW[wbit] | TRUMP
            seat = NEXT[leader]
            while seat != leader:
                c = H[seat]
                if c > wbit and c & fw and not (DUP and c & UPPER and c == wbit << 1):
                    wbit = c
                    wseat = seat
                seat = NEXT[seat]
            return 1 if MAX[wseat] else 0

        def two(seat: int, k: int, count: int, f: int, wbit: int, wseat: int) -> int:
            """The test for k over the last two tricks, `count` cards into the first of them (every
            card is tried: with two cards each, merging equivalents does not pay)."""
            h = H[seat]
            if count:
                legal = h & f or h
                nf = f
            else:
                legal = h
            is_max = MAX[seat]
            best = -1 if is_max else 3
            nxt = NEXT[seat]
            last = count + 1 == ACTIVE
            m = legal
            while m:
                c = m & -m
                m ^= c
                H[seat] = h ^ c
                if count:
                    if c > wbit and c & (f | TRUMP) and not (DUP and c & UPPER and c == wbit << 1):
                        nb, ns = c, seat
                    else:
                        nb, ns = wbit, wseat
                else:
                    nb, ns, nf = c, seat, FOLLOW[c]
                if last:
                    v = last_trick(ns) + 1 if MAX[ns] else last_trick(ns)
                else:
                    v = two(nxt, k, count + 1, nf, nb, ns)
                H[seat] = h
                if is_max:
                    if v >= k:
                        return v
                    if v > best:
                        best = v
                elif v < k:
                    return v
                elif v < best:
                    best = v
            return best

        def two4(leader: int, k: int) -> int:
            """`two` for four active players from the lead, as nested loops (the hottest routine)."""
            a = NEXT[leader]
            b = NEXT[a]
            c4 = NEXT[b]
            hl, ha, hb, hc = H[leader], H[a], H[b], H[c4]
            ml, ma, mb, mc = MAX[leader], MAX[a], MAX[b], MAX[c4]
            rest = [0, 0, 0, 0]
            best_l = -1 if ml else 3
            ml_ = hl
            while ml_:
                cl = ml_ & -ml_
                ml_ ^= cl
                rest[leader] = hl ^ cl
                f = FOLLOW[cl]
                fw = f | TRUMP
                best_a = -1 if ma else 3
                la = ha & f or ha
                while la:
                    ca = la & -la
                    la ^= ca
                    rest[a] = ha ^ ca
                    if ca > cl and ca & fw and not (DUP and ca & UPPER and ca == cl << 1):
                        w1, s1 = ca, a
                    else:
                        w1, s1 = cl, leader
                    best_b = -1 if mb else 3
                    lb = hb & f or hb
                    while lb:
                        cb = lb & -lb
                        lb ^= cb
                        rest[b] = hb ^ cb
                        if cb > w1 and cb & fw and not (DUP and cb & UPPER and cb == w1 << 1):
                            w2, s2 = cb, b
                        else:
                            w2, s2 = w1, s1
                        best_c = -1 if mc else 3
                        lc = hc & f or hc
                        while lc:
                            cc = lc & -lc
                            lc ^= cc
                            rest[c4] = hc ^ cc
                            if cc > w2 and cc & fw and not (DUP and cc & UPPER and cc == w2 << 1):
                                s3 = c4
                            else:
                                s3 = s2
                            # the last trick, led by s3
                            wb = rest[s3]
                            ws = s3
                            fw2 = FOLLOW[wb] | TRUMP
                            x1, x2, x3 = ORDER4[s3]
                            x = rest[x1]
                            if x > wb and x & fw2 and not (DUP and x & UPPER and x == wb << 1):
                                wb = x
                                ws = x1
                            x = rest[x2]
                            if x > wb and x & fw2 and not (DUP and x & UPPER and x == wb << 1):
                                wb = x
                                ws = x2
                            x = rest[x3]
                            if x > wb and x & fw2 and not (DUP and x & UPPER and x == wb << 1):
                                ws = x3
                            v = (1 if MAX[s3] else 0) + (1 if MAX[ws] else 0)
                            if mc:
                                if v > best_c:
                                    best_c = v
                                    if v >= k:
                                        break
                            elif v < best_c:
                                best_c = v
                                if v < k:
                                    break
                        v = best_c
                        if mb:
                            if v > best_b:
                                best_b = v
                                if v >= k:
                                    break
                        elif v < best_b:
                            best_b = v
                            if v < k:
                                break
                    v = best_b
                    if ma:
                        if v > best_a:
                            best_a = v
                            if v >= k:
                                break
                    elif v < best_a:
                        best_a = v
                        if v < k:
                            break
                v = best_a
                if ml:
                    if v > best_l:
                        best_l = v
                        if v >= k:
                            break
                elif v < best_l:
                    best_l = v
                    if v < k:
                        break
            return best_l

        def start(leader: int, k: int) -> int:
            """At a trick boundary, the null-window test for k (fail-soft, see the class)."""
            if k <= 0:
                return 0
            rem = H[leader].bit_count()
            if k > rem:
                return rem
            if rem == 1:
                return last_trick(leader)
            counter[0] += 1
            if counter[0] == limit:
                raise SolverBudgetError(_("the search passed its limit of {limit} positions", limit=limit))
            key: tuple[int, ...]
            if FOUR:
                h0, h1, h2, h3 = H
                key = (h0, h1, h2, h3, leader)
                live = h0 | h1 | h2 | h3
            else:
                key = (*H, leader)
                live = 0
                for h in H:
                    live |= h
            bounds = tt_get(key)
            if bounds is not None:
                lo, hi = bounds
                if lo >= k:
                    return lo
                if hi < k:
                    return hi
            else:
                lo, hi = 0, rem
            # the holder of the top trump wins a trick with each of its trumps above everyone else's
            lt = live & TRUMP
            if lt:
                top = 1 << (lt.bit_length() - 1)
                for p in SEATS:
                    hp = H[p]
                    if hp & top:
                        ot = lt & ~hp
                        if DUP:
                            ot |= (ot << 1) & UPPER
                        t = ((hp & TRUMP) >> ot.bit_length()).bit_count()
                        if MAX[p]:
                            if t >= k:
                                tt[key] = (t, hi)
                                return t
                            if t > lo:
                                lo = t
                        else:
                            t = rem - t
                            if t < k:
                                tt[key] = (lo, t)
                                return t
                            if t < hi:
                                hi = t
                        break
            if rem == 2:
                r = two4(leader, k) if ACTIVE == 4 else two(leader, k, 0, 0, 0, 0)
            else:
                q = sure_tricks(leader)
                if MAX[leader]:
                    if q >= k:
                        tt[key] = (q, hi)
                        return q
                    if q > lo:
                        lo = q
                else:
                    q = rem - q
                    if q < k:
                        tt[key] = (lo, q)
                        return q
                    if q < hi:
                        hi = q
                r = lead(leader, k, live)
            if r >= k:
                if r > lo:
                    lo = r
                tt[key] = (lo, hi)
                return lo
            if r < hi:
                hi = r
            tt[key] = (lo, hi)
            return hi

        def lead(seat: int, k: int, live: int) -> int:
            """The lead of a trick: the test for k over the remaining tricks."""
            h = H[seat]
            is_max = MAX[seat]
            best = -1 if is_max else 99
            nxt = NEXT[seat]
            two_handed = ACTIVE == 2
            for c in order(seat, h, 0, 0, 0, 0, live):
                H[seat] = h ^ c
                if two_handed:
                    v = last(nxt, k, live, FOLLOW[c], c, seat)
                else:
                    v = follow(nxt, k, live, 1, FOLLOW[c], c, seat)
                H[seat] = h
                if is_max:
                    if v >= k:
                        return v
                    if v > best:
                        best = v
                else:
                    if v < k:
                        return v
                    if v < best:
                        best = v
            return best

        def follow(seat: int, k: int, live: int, count: int, f: int, wbit: int, wseat: int) -> int:
            """A card inside a trick, neither its lead nor its last card (`count` cards played, `f` the
            led suit, `wbit` and `wseat` the winning card and its player)."""
            h = H[seat]
            is_max = MAX[seat]
            legal = h & f or h
            if legal & (legal - 1):
                m = legal & ~(((NOT_TOP_ALL & ~live) + ((h << 1) & NOT_BOTTOM)) & h) if not DUP else (
                    reps_dup(legal, h, live)
                )
                c = m & -m
                if MAX[wseat] != is_max:
                    w = m & (f | TRUMP) & -(wbit << 1)
                    if w:
                        c = w & -w
            else:
                m = c = legal
            best = -1 if is_max else 99
            nxt = NEXT[seat]
            count += 1
            last_next = count == ACTIVE - 1
            fw = f | TRUMP
            while c:
                m ^= c
                H[seat] = h ^ c
                if c > wbit and c & fw and not (DUP and c & UPPER and c == wbit << 1):
                    if last_next:
                        v = last(nxt, k, live, f, c, seat)
                    else:
                        v = follow(nxt, k, live, count, f, c, seat)
                elif last_next:
                    v = last(nxt, k, live, f, wbit, wseat)
                else:
                    v = follow(nxt, k, live, count, f, wbit, wseat)
                H[seat] = h
                if is_max:
                    if v >= k:
                        return v
                    if v > best:
                        best = v
                else:
                    if v < k:
                        return v
                    if v < best:
                        best = v
                c = m & -m
            return best

        def last(seat: int, k: int, live: int, f: int, wbit: int, wseat: int) -> int:
            """The last card of a trick: the test for k over the remaining tricks."""
            h = H[seat]
            is_max = MAX[seat]
            legal = h & f or h
            fw = f | TRUMP
            if legal & (legal - 1):
                m = legal & ~(((NOT_TOP_ALL & ~live) + ((h << 1) & NOT_BOTTOM)) & h) if not DUP else (
                    reps_dup(legal, h, live)
                )
                c = m & -m
                if MAX[wseat] != is_max:
                    w = m & fw & -(wbit << 1)
                    if w:
                        c = w & -w
            else:
                m = c = legal
            best = -1 if is_max else 99
            while c:
                m ^= c
                H[seat] = h ^ c
                if c > wbit and c & fw and not (DUP and c & UPPER and c == wbit << 1):
                    v = start(seat, k - 1) + 1 if is_max else start(seat, k)
                else:
                    v = start(wseat, k - 1) + 1 if MAX[wseat] else start(wseat, k)
                H[seat] = h
                if is_max:
                    if v >= k:
                        return v
                    if v > best:
                        best = v
                else:
                    if v < k:
                        return v
                    if v < best:
                        best = v
                c = m & -m
            return best

        def child(seat: int, c: int, k: int, live: int, count: int, f: int, wbit: int, wseat: int) -> int:
            """The test for k after `seat` plays card bit `c` (with `count` cards already in the trick)."""
            h = H[seat]
            H[seat] = h ^ c
            try:
                if count:
                    if c > wbit and c & (f | TRUMP) and not (DUP and c & UPPER and c == wbit << 1):
                        wbit, wseat = c, seat
                else:
                    f, wbit, wseat = FOLLOW[c], c, seat
                count += 1
                if count == ACTIVE:
                    return start(wseat, k - 1) + 1 if MAX[wseat] else start(wseat, k)
                if count == ACTIVE - 1:
                    return last(NEXT[seat], k, live, f, wbit, wseat)
                return follow(NEXT[seat], k, live, count, f, wbit, wseat)
            finally:
                H[seat] = h

        self.order = order
        self.reps = reps
        self.child = child

    # ---- driving the search ---------------------------------------------------------------------------
    def root_moves(self) -> list[int]:
        """One card bit per run of equivalent legal cards of the player to move, in search order."""
        live, f, wbit, wseat = self.root_trick
        seat = self.pos.to_act
        return self.order(seat, self.hands[seat], self.count, f, wbit, wseat, live)

    def root_test(self, k: int) -> tuple[int, int | None]:
        """The test for k at the root, and the move that decided it (None if every move was tried)."""
        seat = self.pos.to_act
        live, f, wbit, wseat = self.root_trick
        count = self.count
        child = self.child
        if self.teams[seat] == 0:
            r = -1
            for c in self.root_order:
                v = child(seat, c, k, live, count, f, wbit, wseat)
                if v >= k:
                    return v, c
                if v > r:
                    r = v
        else:
            r = 99
            for c in self.root_order:
                v = child(seat, c, k, live, count, f, wbit, wseat)
                if v < k:
                    return v, c
                if v < r:
                    r = v
        return r, None

    def value(self, cuts: tuple[int, ...] | None = None) -> tuple[int, int]:
        """Team 0's remaining tricks under best play, and an optimal card bit for the player to move.

        With `cuts` (the team-0 trick counts at which the payoff changes, ascending), the value is only
        found to within the payoff: the result is the largest cut the value reaches (or 0), which has
        the same payoff, and the card is optimal for that payoff. This takes fewer tests."""
        moves = self.root_order = self.root_moves()
        is_max = self.teams[self.pos.to_act] == 0
        best = moves[0]

        def test(k: int) -> int:
            nonlocal best
            r, move = self.root_test(k)
            if move is not None and (r >= k) == is_max:
                best = move
            return r

        return self._bracket(test, cuts), best

    def move_value(self, c: int, cuts: tuple[int, ...] | None = None, guess: int | None = None) -> int:
        """Team 0's remaining tricks after the player to move plays card bit `c`, then best play (to within
        the payoff, with `cuts`; see `value`)."""
        seat = self.pos.to_act
        live, f, wbit, wseat = self.root_trick
        count = self.count
        child = self.child

        def test(k: int) -> int:
            return child(seat, c, k, live, count, f, wbit, wseat)

        return self._bracket(test, cuts, guess)

    def _bracket(self, test: Callable[[int], int], cuts: tuple[int, ...] | None, guess: int | None = None) -> int:
        """Narrow [lo, hi], which holds the value, with fail-soft tests until no cut lies in (lo, hi]."""
        lo, hi = 0, self.pos.remaining
        if cuts is None:
            cuts = tuple(range(1, hi + 1))
        g = (hi + 1) // 2 if guess is None else guess
        while True:
            open_cuts = [k for k in cuts if lo < k <= hi]
            if not open_cuts:
                return lo
            # the cut nearest the guess (MTD-style stepping when every count is a cut)
            k = min(open_cuts, key=lambda x: (abs(x - g), x))
            r = test(k)
            if r >= k:
                lo = r
                g = r + 1
            else:
                hi = r
                g = r

    def legal_bits(self) -> list[int]:
        f = self.root_trick[1]
        h = self.hands[self.pos.to_act]
        return _bits(h & f or h if self.count else h)

    def equivalent(self, c: int, rep: int) -> bool:
        """Whether card bit `c` of the player to move is the same card, for the rest of the hand, as `rep`."""
        if c == rep:
            return True
        h = self.hands[self.pos.to_act]
        live = self.root_trick[0]
        lo, hi = (c, rep) if c < rep else (rep, c)
        # every live card from lo up to hi is ours, within one effective suit, and no outside twins
        if live & ((hi << 1) - lo) & ~h:
            return False
        if not any(lo & g and hi & g for g in self.table.groups):
            return False
        up, low = self.table.upper_twins, self.table.lower_twins
        if lo & up and (lo >> 1) & live & ~h:
            return False
        return not (hi & low and (hi << 1) & live & ~h)

    @property
    def visited(self) -> int:
        return self.counter[0]


_SEATINGS: dict[tuple[tuple[int, ...], tuple[bool, ...]], tuple[Any, Any, Any]] = {}


def _seating(
    next_seat: tuple[int, ...], is_max: tuple[bool, ...]
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per seat: its opponents, every other seat, and (four players) the next three seats in turn."""
    key = (next_seat, is_max)
    known = _SEATINGS.get(key)
    if known is None:
        n = len(next_seat)
        opposed = tuple(tuple(o for o in range(n) if is_max[o] != is_max[s]) for s in range(n))
        others = tuple(tuple(o for o in range(n) if o != s) for s in range(n))
        order4 = tuple(
            (next_seat[s], next_seat[next_seat[s]], next_seat[next_seat[next_seat[s]]]) for s in range(n)
        )
        known = _SEATINGS[key] = (opposed, others, order4)
    return known


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(b)
    return out


def _beats(table: CardTable, c: int, wbit: int, f: int) -> bool:
    """Whether card bit `c` beats the winning card `wbit` of a trick led in suit mask `f`."""
    return c > wbit and bool(c & (f | table.trump_mask)) and not (c & table.upper_twins and c == wbit << 1)
