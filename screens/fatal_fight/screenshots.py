"""Deterministic Fatal Fight screens for ``main.py screenshot``: the engine's HeuristicBot plays
a campaign from the seed until the moment worth showing (an attack being built mid-round,
the stage clear, the briefing, victory, defeat); the setup screen with a few choices made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core.kernel.bots import decide
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session, UndoMode
from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.forecast import attack_forecast
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.kinds import Kind
from screens.fatal_fight.lit import fatal_fight

if TYPE_CHECKING:
    from screens.fatal_fight.setup import SetupScreen
    from screens.fatal_fight.table import FatalFightTable
    from screens.kit.screen import Host as App

PLAYER = "Aoi"
TEAM = ("ryuji", "shinobu", "mei")
WINNING_TEAM = ("ryuji", "rita", "mei")
MAX_STEPS = 5000
CROWD = 5
SEEDS_TRIED = 40

Stop = Callable[[Session[Any]], bool]


def campaign(app: App, seed: int, undo: UndoMode = "strict", team: tuple[str, ...] = TEAM) -> Session[Any]:
    setup = {"heroes": [{"character": c, "player": PLAYER} for c in team], "variants": []}
    return Session.new(FatalFight.load(), setup, seed, undo)


def bot_choice(bot: HeuristicBot) -> Callable[[Session[Any]], Action]:
    """The bot's choice for whoever decides now (through the core driver: the bot sees its view)."""
    rng = bot_rng(0)
    return lambda session: decide(session.game, session.state, None, bot, rng)


def play_until(session: Session[Any], stop: Stop, choose: Callable[[Session[Any]], Action] | None = None) -> bool:
    """Let the bot play until ``stop`` holds (True) or the campaign ends first (False)."""
    choose = choose or bot_choice(HeuristicBot(fatal_fight(session)))
    for _ in range(MAX_STEPS):
        if stop(session):
            return True
        if session.decision().seat is None:
            return False
        session.apply(choose(session))
    return False


def table_for(app: App, session: Session[Any]) -> FatalFightTable:
    from screens.fatal_fight.table import FatalFightTable

    table = FatalFightTable(app, session)
    table.curtain.lift()
    return table


def _legal(session: Session[Any], kind: type[Action]) -> list[Any]:
    return [a for a in session.legal_actions() if isinstance(a, kind)]


def _wound_a_group(session: Session[Any]) -> bool:
    """Attack a group with one card that hurts its front enemy without a KO (the damage stays this
    turn, FF-R6b); True when one was found and played."""
    for start in _legal(session, A.StartAttack):
        session.apply(start)
        for add in _legal(session, A.AddCard):
            session.apply(add)
            cast = attack_forecast(session)
            if cast is not None and cast.foes and not any(f.ko for f in cast.foes) and cast.foes[0].taken:
                session.apply(A.ConfirmAttack(add.seat))
                return True
            session.undo()
        session.undo()
    return False


def _build_attack(session: Session[Any]) -> bool:
    """Start an attack and add two cards (the screen then shows AP, attributes and the forecast)."""
    for start in _legal(session, A.StartAttack):
        session.apply(start)
        adds = _legal(session, A.AddCard)
        if adds:
            session.apply(adds[0])
            second = [a for a in _legal(session, A.AddCard) if a.card != adds[0].card]
            if second:
                session.apply(second[0])
                return True
            session.undo()
        session.undo()
    return False


def _stage_attack(session: Session[Any]) -> bool:
    """From a turn's start: maybe a move, a wounding attack, then a second attack being built."""
    mark = len(session.log)
    for move in [None, *_legal(session, A.Move)]:
        if move is not None:
            session.apply(move)
        if _wound_a_group(session) and _build_attack(session):
            return True
        while len(session.log) > mark:
            session.undo()
    return False


def table_mid_round(app: App, seed: int) -> FatalFightTable:
    """The boss stage, mid-round: one hero has acted, the next hurts an enemy and builds a two-card
    attack, with groups (and the boss) at several entries."""
    session = campaign(app, seed, "lenient")
    choose = bot_choice(HeuristicBot(fatal_fight(session)))
    for _ in range(MAX_STEPS):
        if session.decision().seat is None:
            break
        if _crowded_turn(session) and _stage_attack(session):
            break
        session.apply(choose(session))
    return table_for(app, session)


def _crowded_turn(session: Session[Any]) -> bool:
    """A turn's start after someone acted, the boss and at least 5 enemies on the board."""
    state = session.state
    if session.decision().kind != "turn" or state.attack is not None or not any(h.acted for h in state.heroes):
        return False
    return state.boss_on_board() is not None and sum(len(g) for g in state.groups) >= CROWD


def setup_screen(app: App, seed: int) -> SetupScreen:
    from screens.fatal_fight.setup import SetupScreen

    screen = SetupScreen(app)
    screen.picked = list(TEAM)
    screen.variants |= {"FF-V7"}
    screen.seed_text = str(seed)
    return screen


def stage_clear(app: App, seed: int) -> FatalFightTable:
    session = campaign(app, seed)
    first = True

    def second_reward(s: Session[Any]) -> bool:
        nonlocal first
        if s.decision().kind != "reward":
            return False
        if first:  # let the first hero choose, so the screen shows a choice made and one pending
            first = False
            return False
        return True

    play_until(session, second_reward)
    return table_for(app, session)


def briefing_session(seed: int) -> Session[Any]:
    """A campaign the bot played to its first briefing (stage 2, FF-R0)."""
    setup = {"heroes": [{"character": c, "player": PLAYER} for c in TEAM], "variants": []}
    session = Session.new(FatalFight.load(), setup, seed, "strict")
    play_until(session, lambda s: s.decision().kind == "briefing")
    return session


def briefing(app: App, seed: int) -> FatalFightTable:
    return table_for(app, briefing_session(seed))


def victory(app: App, seed: int) -> FatalFightTable:
    """The first seed from ``seed`` on whose campaign the bots win."""
    for tried in range(seed, seed + SEEDS_TRIED):
        session = campaign(app, tried, team=WINNING_TEAM)
        play_until(session, lambda s: s.decision().seat is None)
        if session.state.result == "won":
            break
    return table_for(app, session)


def defeat(app: App, seed: int) -> FatalFightTable:
    """Heroes who never fight: the bot answers everything else, every turn just ends."""
    session = campaign(app, seed)
    choose = bot_choice(HeuristicBot(fatal_fight(session)))

    def idle(session: Session[Any]) -> Action:
        d = session.decision()
        if d.kind is Kind.TURN and d.seat is not None:
            return A.EndTurn(d.seat)
        return choose(session)

    play_until(session, lambda s: s.decision().seat is None, idle)
    return table_for(app, session)


def hand_of_six(app: App, seed: int) -> FatalFightTable:
    """A turn's start with six cards in the acting hero's hand (Mei's max hand is 6), so the hand
    row overlaps the way players see it (issue #14: AP badges and names must stay readable)."""
    session = campaign(app, seed, "lenient", team=("mei", "ryuji", "rita"))

    def six(s: Session[Any]) -> bool:
        state = s.state
        return (s.decision().kind == "turn" and state.turn is not None and len(state.heroes[state.turn].hand) >= 6
                and not state.heroes[state.turn].acted and state.actions == 3
                and sum(len(g) for g in state.groups) >= 3)

    play_until(session, six)
    return table_for(app, session)


def coop_seven(app: App, seed: int) -> FatalFightTable:
    """An attack with seven co-op joins of one helper (FF-R6d, unlimited by default: FF-V9)."""
    session = campaign(app, seed, "lenient", team=WINNING_TEAM)
    play_until(session, lambda s: s.decision().kind == "turn")
    for start in _legal(session, A.StartAttack):
        session.apply(start)
        adds = _legal(session, A.AddCard)
        if adds:
            session.apply(adds[0])
            break
        session.undo()
    offer = next((a for a in _legal(session, A.OfferCoop) if a.times == 7), None)  # one "co-op ×7"
    if offer is not None:
        session.apply(offer)
        session.apply(A.AnswerCoop(offer.helper, True))
    return table_for(app, session)


def playback_midway(app: App, seed: int) -> FatalFightTable:
    """The enemy phase being played back, half of its steps shown (FF-R8): every hero ends its turn
    after the first moves; the screen is pushed so its own ``play`` captures the key frames."""
    session = campaign(app, seed, "lenient")
    table = table_for(app, session)
    app.push(table)
    app.frame(1 / 60, [])
    for _ in range(20):
        seat = session.decision().seat
        if table.playback is not None or seat is None:
            break
        table.play(A.EndTurn(seat) if session.decision().kind == "turn" else session.legal_actions()[0])
    if table.playback is not None:
        table.playback.index = len(table.playback.steps) // 2
        table.phase.show_step()
    return table
