"""A full state consistent with one seat's view, the hidden rest sampled (CORE_API: search bots).

What the view hides is other seats' hands and face-down picks. Each is drawn from that seat's
deck cards not yet used this game, uniformly, subject to what the view shows: a face-down pick
must hold at least the KP it has charged, exactly that much when it went Full Charge this
round (MS-C6), since only charges have touched it before its reveal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.kernel.rng import Rng
from engine.core.kernel.view import Hidden
from engine.mysaga.state import (
    Betting,
    DeckCard,
    Marker,
    MySagaState,
    Play,
    Seat,
)
from engine.mysaga.steps import MsPhase, MsStep
from engine.mysaga.view import MySagaView, PlayView

if TYPE_CHECKING:
    from engine.mysaga.game import MySaga


def determinize(game: MySaga, view: MySagaView, seat: int, rng: Rng) -> MySagaState:
    seats = [Seat(s.name, [DeckCard(c.card, c.kp, c.kp_start) for c in s.deck],
                  list(s.hand) if not isinstance(s.hand, Hidden) else [], s.escaped, s.kp_set_start)
             for s in view.seats]
    fields: list[list[Play | None]] = [[None] * len(seats) for _ in view.fields]
    for r, row in enumerate(view.fields):
        for s, pv in enumerate(row):
            if pv is not None and not isinstance(pv.slot, Hidden):
                fields[r][s] = _known_play(pv)
    b = view.betting
    for other, sv in enumerate(view.seats):
        if not isinstance(sv.hand, Hidden):
            continue
        used = {p.slot for row in fields if (p := row[other]) is not None}
        free = [slot for slot in range(len(sv.deck)) if slot not in used]
        for r, row in enumerate(view.fields):
            pv = row[other]
            if pv is None or not isinstance(pv.slot, Hidden):
                continue
            full = r == view.round and view.phase == MsPhase.CHARGE and bool(b.full) and b.full[other]
            fits = [s for s in free if sv.deck[s].kp_start >= pv.charged
                    and (not full or sv.deck[s].kp_start == pv.charged)] or free
            slot = fits[rng.below(len(fits))]
            free.remove(slot)
            card = game.cards.card(sv.deck[slot].card)
            seats[other].deck[slot].kp = sv.deck[slot].kp_start - pv.charged
            fields[r][other] = Play(other, slot, card.id, False, card.number, card.number, card.attribute,
                                    0, 0, pv.charged)
        seats[other].hand = [free.pop(rng.below(len(free))) for _ in range(sv.hand_size)]
    betting = Betting(b.level, list(b.paid), list(b.acted), list(b.full), b.double_used, b.hyper_used,
                      b.turn, b.base_pool, b.double_to)
    markers = [Marker(m.seat, m.source_round, m.slot, m.card, m.target_round) for m in view.markers]
    return MySagaState(
        seat_names=[s.name for s in view.seats], rng=Rng.from_seed(rng.below(1 << 62)), seats=seats,
        games_per_set=view.games_per_set, game_no=view.game_no, flag=view.flag, phase=view.phase,
        round=view.round, pre_turn=view.pre_turn, pool=view.pool, burned=view.burned, fields=fields,
        markers=markers, no_judgement=list(view.no_judgement), betting=betting,
        results=list(view.results), set_winners=list(view.set_winners), step=STEP_OF_PHASE[MsPhase(view.phase)],
    )


# where the flow waits for each kind of decision (flow.STEPS)
STEP_OF_PHASE = {MsPhase.PRE_ROUND: MsStep.PRE_ROUND, MsPhase.PICK: MsStep.PICKS, MsPhase.CHARGE: MsStep.BETTING,
                 MsPhase.OVER: MsStep.OVER}


def _known_play(pv: PlayView) -> Play:
    assert not isinstance(pv.slot, Hidden) and not isinstance(pv.card, Hidden)
    return Play(pv.seat, pv.slot, pv.card, pv.face_up, int(pv.base), int(pv.number),  # type: ignore[arg-type]
                str(pv.attribute), int(pv.skill_delta), int(pv.bonus), pv.charged)  # type: ignore[arg-type]
