"""One line saying where a Fatal Fight campaign stands, for the Load list (issue #16)."""

from __future__ import annotations

from engine.core.i18n.catalog import Msg, joined, msg
from engine.core.i18n.text import Text
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.state import FatalFightState


def save_summary(cards: Cards, state: FatalFightState) -> Msg:
    """Stage and round (the briefing before a stage's first round, or the result), then each hero, with its
    player when several people play: "Stage 2 · Round 3 — Ryuji (Aoi), Rita (Ben)" (issue #25)."""
    heroes: list[Msg | Text | str] = []
    several = len({hero.player for hero in state.heroes}) > 1
    for hero in state.heroes:
        model = cards.characters.get(hero.character)
        name = Text(model.display_name("en"), model.display_name("ja")) if model is not None else hero.character
        heroes.append(msg("fatal_fight.summary.hero", name=name, player=hero.player) if several else name)
    if state.result == "won":
        where = msg("fatal_fight.summary.won", stage=state.stage)
    elif state.result:
        where = msg("fatal_fight.summary.lost", stage=state.stage)
    elif state.round == 0:  # FF-R0: the briefing comes before the stage's first round
        where = msg("fatal_fight.summary.briefing", stage=state.stage)
    else:
        where = msg("fatal_fight.summary.round", stage=state.stage, round=state.round)
    return msg("fatal_fight.summary.line", where=where, heroes=joined(heroes))
