"""The games this client knows: one entry per game, the only place a game is registered.

Design.md §16. Every reference is a ``"module:attr"`` string, imported only when it is used,
so start-up stays light and nothing here imports a game (or a screen: the screen references
are read by ``screens/``, never imported by the engine). Adding a game = adding one entry.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.i18n.catalog import Words, msg


@dataclass(frozen=True)
class GameEntry:
    """Everything the tools and the app need to find a game's parts."""

    id: str  # the id in saves and on the command line, e.g. "fatal-fight"
    name: Words  # the game's name (a [games] catalog message); words as the Game class's ``title``
    engine: str  # "module:Class" of the Game subclass (its ``load()`` reads shipped + user data)
    data_spec: str | None = None  # "module:ATTR" of its card-data DataSpec
    setup_screen: str | None = None  # "module:Class" of the screen that starts a new game
    table_screen: str | None = None  # "module:Class" of its TableScreen (saves open into it)
    screenshots: Mapping[str, str] = field(default_factory=dict)  # name -> "module:fn(app, seed)"
    simulate: str | None = None  # module whose SIMULATOR (engine.cli.sim_hook.Simulator) is its part of `simulate`
    hint: str | None = None  # module with best_bot(game) and explain(...): the H key (engine/core/kernel/hints.py)

    def policy(self) -> Any:
        """The game's table policy (``engine.core.kernel.policy.TablePolicy``), read from its Game class."""
        return resolve(self.engine).policy

    def title(self, lang: str) -> str:
        """The game's name in ``lang`` (English, then the id, as fallbacks)."""
        return self.name.get(lang) or self.id


_ENTRIES = (
    GameEntry(
        id="alchemic",
        name=msg("games.alchemic.title"),
        engine="engine.alchemic.game:Alchemic",
        data_spec="engine.alchemic.schema:SPEC",
        setup_screen="screens.alchemic.setup:AlchemicSetup",
        table_screen="screens.alchemic.table:AlchemicTable",
        screenshots={
            "alchemic": "screens.alchemic.screenshots:table_after_reveal",
            "alchemic-deck-builder": "screens.alchemic.screenshots:deck_builder",
            "alchemic-setup": "screens.alchemic.screenshots:setup_screen",
        },
        simulate="engine.alchemic.sim_cli",
        hint="engine.alchemic.hint",
    ),
    GameEntry(
        id="fatal-fight",
        name=msg("games.fatal-fight.title"),
        engine="engine.fatal_fight.game:FatalFight",
        data_spec="engine.fatal_fight.schema:SPEC",
        setup_screen="screens.fatal_fight.setup:SetupScreen",
        table_screen="screens.fatal_fight.table:FatalFightTable",
        screenshots={
            "fatal-fight": "screens.fatal_fight.screenshots:table_mid_round",
            "fatal-fight-setup": "screens.fatal_fight.screenshots:setup_screen",
            "fatal-fight-stage-clear": "screens.fatal_fight.screenshots:stage_clear",
            "fatal-fight-briefing": "screens.fatal_fight.screenshots:briefing",
            "fatal-fight-victory": "screens.fatal_fight.screenshots:victory",
            "fatal-fight-defeat": "screens.fatal_fight.screenshots:defeat",
            "fatal-fight-hand": "screens.fatal_fight.screenshots:hand_of_six",
            "fatal-fight-coop": "screens.fatal_fight.screenshots:coop_seven",
            "fatal-fight-playback": "screens.fatal_fight.screenshots:playback_midway",
        },
        simulate="engine.fatal_fight.sim_cli",
        hint="engine.fatal_fight.hint",
    ),
    GameEntry(
        id="mysaga",
        name=msg("games.mysaga.title"),
        engine="engine.mysaga.game:MySaga",
        data_spec="engine.mysaga.schema:SPEC",
        setup_screen="screens.mysaga.setup:SetupScreen",
        table_screen="screens.mysaga.table:MySagaTable",
        screenshots={
            "mysaga": "screens.mysaga.screenshots:charge_decision",
            "mysaga-2": "screens.mysaga.screenshots:charge_decision_2",
            "mysaga-4": "screens.mysaga.screenshots:charge_decision_4",
            "mysaga-payout": "screens.mysaga.screenshots:payout",
            "mysaga-setup": "screens.mysaga.screenshots:setup_screen",
        },
        simulate="engine.mysaga.sim_cli",
        hint="engine.mysaga.hint",
    ),
    GameEntry(
        id="dannocomachi",
        name=msg("games.dannocomachi.title"),
        engine="engine.dannocomachi.game:Dannocomachi",
        data_spec="engine.dannocomachi.schema:SPEC",
        setup_screen="screens.dannocomachi.setup:DannoSetup",
        table_screen="screens.dannocomachi.table:DannoTable",
        screenshots={
            "dannocomachi": "screens.dannocomachi.screenshots:timeline_resolving",
            "dannocomachi-field": "screens.dannocomachi.screenshots:field",
            "dannocomachi-order": "screens.dannocomachi.screenshots:order_prompt",
        },
    ),
    GameEntry(
        id="fertcg",
        name=msg("games.fertcg.title"),
        engine="engine.fertcg.game:Fertcg",
        data_spec="engine.fertcg.schema:SPEC",
        setup_screen="screens.fertcg.setup:FertcgSetup",
        table_screen="screens.fertcg.table:FertcgTable",
        screenshots={
            "fertcg": "screens.fertcg.screenshots:breakdown_open",
            "fertcg-field": "screens.fertcg.screenshots:field",
            "fertcg-look": "screens.fertcg.screenshots:look_through",
        },
    ),
)

# id -> entry. Tests may add a game with ``monkeypatch.setitem(GAMES, id, GameEntry(...))``.
GAMES: dict[str, GameEntry] = {entry.id: entry for entry in _ENTRIES}


def entry(game_id: str) -> GameEntry:
    """The entry registered as ``game_id``; KeyError names the known ids."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES)) or "none"
        raise KeyError(f"unknown game {game_id!r}; known: {known}") from None


def resolve(ref: str) -> Any:
    """Import ``"module:attr"`` and return the attribute."""
    module_name, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def with_part(part: str) -> list[GameEntry]:
    """The entries that have ``part`` set (e.g. "table_screen", "data_spec"), in id order."""
    return [e for _, e in sorted(GAMES.items()) if getattr(e, part)]
