"""The candidates a turn and an attack weigh (what a screen asks ``explain_illegal`` about) are the
same, in the same order, since they come from each seat's action table (``seat_actions``, issue
#28): held to the former construction, written out here, over the decisions of seeded campaigns."""

from __future__ import annotations

from engine.core.kernel.bots import RandomBot, decide
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.fatal_fight import actions as A
from engine.fatal_fight import attack, coop, turn
from engine.fatal_fight.board import ENTRIES
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.kinds import Kind
from engine.fatal_fight.seat_actions import SEATS
from tests.engine.fatal_fight import fixtures as F


def former_turn_candidates(ctx: Ctx, seat: int) -> list[Action]:
    hero = ctx.state.heroes[seat]
    found: list[Action] = [A.Move(seat, d) for d in ("up", "down", "left", "right")]
    found.append(A.PickUp(seat))
    found += [A.UseItem(seat, i) for i in hero.items]
    found.append(A.SpecialMove(seat))
    for card in hero.hand:
        found += [A.Zanshin(seat, card), A.PlayFaceDown(seat, card), A.PlayCard(seat, card)]
    found += [A.StartAttack(seat, e) for e in ENTRIES]
    found.append(A.EndTurn(seat))
    return found


def former_attack_candidates(ctx: Ctx, seat: int) -> list[Action]:
    hero = ctx.state.heroes[seat]
    found: list[Action] = [A.AddCard(seat, c) for c in hero.hand]
    found += [A.AddItem(seat, i) for i in hero.items]
    found.append(A.AddSpecial(seat))
    found += coop.candidate_offers(ctx, seat)
    found += [A.ConfirmAttack(seat), A.CancelAttack(seat)]
    return found


def test_turn_and_attack_candidates_are_the_former_ones() -> None:
    seen = {Kind.TURN: 0, Kind.ATTACK: 0}
    for game in (FatalFight.load(), F.game()):
        characters = sorted(game.cards.characters)
        for seed in range(6):
            heroes = min(1 + seed % 4, len(characters))
            setup = {"heroes": [{"character": characters[(seed + i) % len(characters)]} for i in range(heroes)]}
            state, rng = game.new_state(setup, seed), Rng.from_seed(seed)
            for _ in range(250):
                if game.is_over(state):
                    break
                ctx, decision = game.context(state), game.decision(state)
                seat = decision.seats[0]
                if decision.kind is Kind.TURN:
                    assert turn.candidates(ctx, seat) == former_turn_candidates(ctx, seat)
                    seen[Kind.TURN] += 1
                elif decision.kind is Kind.ATTACK:
                    assert attack.candidates(ctx, seat) == former_attack_candidates(ctx, seat)
                    seen[Kind.ATTACK] += 1
                game.apply(state, decide(game, state, None, RandomBot(), rng))
    assert seen[Kind.TURN] > 300 and seen[Kind.ATTACK] > 200


def test_a_seat_s_table_hands_out_one_object_per_action() -> None:
    """Listed twice, a seat's actions are the very same objects (made once, then read)."""
    acts = SEATS[2]
    assert acts is SEATS[2]
    assert acts.hand["x#1"] is acts.hand["x#1"] and acts.hand["x#1"][1] == (
        A.Zanshin(2, "x#1"), A.PlayFaceDown(2, "x#1"), A.PlayCard(2, "x#1"))
    assert acts.hand["x#1"][0] == acts.hand["x#1"][1][:2]
    assert acts.moves_from[0] == (A.Move(2, "down"), A.Move(2, "right"))  # upper-left: up and left are off
    assert acts.moves_from[4] == acts.moves  # the center reaches every way
    assert acts.starts == tuple(A.StartAttack(2, e) for e in ENTRIES)
