"""One line saying where a Fatal Fight campaign stands, for the Load list (issue #16)."""

from __future__ import annotations

from engine.core.text import Text
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.state import FatalFightState


def save_summary(cards: Cards, state: FatalFightState) -> Text:
    """Stage and round (or the result), then each hero with its player: "Stage 2 · Round 3 — Ryuji (Aoi)"."""
    def heroes(lang: str) -> str:
        sep = ", " if lang == "en" else "、"
        open_, close = (" (", ")") if lang == "en" else ("（", "）")
        names = []
        for hero in state.heroes:
            model = cards.characters.get(hero.character)
            name = model.display_name(lang) if model is not None else hero.character
            names.append(f"{name}{open_}{hero.player}{close}")
        return sep.join(names)

    if state.result:
        won = state.result == "won"
        where_en = f"Stage {state.stage} · " + ("campaign won" if won else "campaign lost")
        where_ja = f"ステージ{state.stage}・" + ("勝利" if won else "敗北")
    else:
        where_en = f"Stage {state.stage} · Round {state.round}"
        where_ja = f"ステージ{state.stage}・ラウンド{state.round}"
    return Text(f"{where_en} — {heroes('en')}", f"{where_ja} — {heroes('ja')}")
