"""``simulate … --save-games DIR``: each simulated campaign kept as an ordinary save (issue #16).

The simulation itself runs on bare states for speed; a campaign to keep is played again
through a Session with the same seed and the same (deterministic) bot, which gives the
identical game with its log, and is written like any save, so the Load list and the
replay viewer open it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from engine.core.bots import decide
from engine.core.save_slots import Slot
from engine.core.saves import write_save
from engine.core.session import Session
from engine.fatal_fight.all_bots import make_bot
from engine.fatal_fight.bots import bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.simulation import GameSpec, SimConfig, plan


def play_session(game: FatalFight, spec: GameSpec, bot: str, variants: tuple[str, ...] = ()) -> Session[Any]:
    """The campaign of ``spec`` played by ``bot`` through a Session (what ``simulation.play`` plays)."""
    setup = {"heroes": [{"character": c, "player": f"Bot {i + 1}"} for i, c in enumerate(spec.characters)],
             "variants": list(variants)}
    session = Session.new(game, setup, spec.seed, "lenient")
    player = make_bot(bot, game)
    rng = bot_rng(spec.seed)  # the same bot with the same generator as simulation.play: the same game
    while not game.is_over(session.state):
        session.apply(decide(game, session.state, None, player, rng))
    return session


def save_name(spec: GameSpec) -> str:
    return f"sim-{spec.heroes}h-{spec.index:04d}-seed{spec.seed}.json"


def save_games(game: FatalFight, config: SimConfig, folder: Path) -> list[Path]:
    """Write every campaign of the plan into ``folder``; the paths, in plan order. Raises OSError/SaveError."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for spec in plan(game, config):
        session = play_session(game, spec, config.bot, config.variants)
        path = folder / save_name(spec)
        meta = {
            "saved_at": datetime.now().astimezone().isoformat(timespec="seconds"),
            "name": f"simulation: {spec.heroes} heroes, game {spec.index} (seed {spec.seed}, {config.bot} bot)",
            "summary": _summary(game, session),
            **Slot.new(game.id).meta(),
        }
        write_save(path, session, meta)
        written.append(path)
    return written


def _summary(game: FatalFight, session: Session[Any]) -> dict[str, str]:
    text = game.save_summary(session.state)
    return {"en": text.en, "ja": text.ja}
