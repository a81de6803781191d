"""Set up precise Fatal Fight positions for golden tests (cards are moved, never invented)."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.bots import Bot, decide
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.piles import iter_piles
from engine.fatal_fight.board import cell_index
from engine.fatal_fight.bots import bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import advance
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState, Foe
from tests.engine.fatal_fight import fixtures as F


def take(state: FatalFightState, instance: str) -> str:
    """Remove ``instance`` from whichever pile holds it (or from the board)."""
    for group in state.groups:
        for foe in group:
            if foe.card == instance:
                group.remove(foe)
                return instance
    for _, pile in iter_piles(state):
        if instance in pile:
            pile.remove(instance)
            return instance
    raise AssertionError(f"{instance} is nowhere in the state")


def clear_board(state: FatalFightState) -> None:
    for group in state.groups:
        for foe in group:
            (state.boss_box if foe.boss else state.enemy_discard).put_top(foe.card)
        group.clear()
    state.icons = [[] for _ in range(9)]


def put_foes(state: FatalFightState, entry: int, cards: list[str]) -> list[Foe]:
    """Cards to the tail of the group at ``entry``; a card without '#' is a boss."""
    foes = []
    for card in cards:
        foe = Foe(take(state, card), boss="#" not in card)
        state.groups[entry - 1].append(foe)
        foes.append(foe)
    if any(f.boss for f in foes):
        state.boss_skills = [0, 1, 2]
    return foes


def set_hand(state: FatalFightState, seat: int, cards: list[str]) -> None:
    hero = state.heroes[seat]
    hero.deck.put_bottom(*hero.hand.take_all())
    for card in cards:
        hero.hand.put_top(take(state, card))


def give_items(state: FatalFightState, seat: int, items: list[str]) -> None:
    for item in items:
        state.heroes[seat].items.put_top(take(state, item))


def place(state: FatalFightState, seat: int, cell: str) -> None:
    state.heroes[seat].cell = cell_index(cell)


def turn_of(state: FatalFightState, seat: int, actions: int = 3, move_points: int = 1) -> None:
    """Make it ``seat``'s turn in the action phase, everyone else waiting."""
    state.pending.clear()
    state.attack = None
    state.step = "action_phase"
    state.turn = seat
    state.actions = actions
    state.move_points = move_points
    for s, hero in enumerate(state.heroes):
        hero.acted = s != seat and s < seat


def run_flow(game: FatalFight, state: FatalFightState, step: str) -> None:
    """Leave the current turn and run the turn flow from ``step`` until someone decides."""
    state.turn = None
    state.attack = None
    state.pending.clear()
    state.step = step
    advance(Ctx(game.cards, game.rules, state))


def fresh(n: int = 3, variants: list[str] | None = None, seed: int = 7,
          **rule_overrides: Any) -> tuple[FatalFight, FatalFightState]:
    """A game and a state in stage 1 with an empty board and no icons."""
    game = F.game(**rule_overrides)
    state = game.new_state(F.setup(n, variants), seed)
    clear_board(state)
    return game, state


def play(game: FatalFight, state: FatalFightState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += game.apply(state, action)
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in events if e.kind == kind]


def pick(game: FatalFight, state: FatalFightState, bot: Bot, seed: int = 0) -> Action:
    """``bot``'s choice for whoever decides now, through the core driver (the bot sees its view)."""
    return decide(game, state, None, bot, bot_rng(seed))
