"""``python main.py simulate mysaga``: the text (or JSON) report of bot-played sets."""

from __future__ import annotations

import json
from dataclasses import asdict

from engine.cli.console import Block, Table, plain
from engine.core.i18n import REFERENCE, msg, tr
from engine.mysaga.simulation import Edge, Summary


def text(summaries: list[Summary], edges: list[Edge], bot: str, seed: int, lang: str = REFERENCE) -> str:
    """The report as plain text (what a pipe receives)."""
    return plain(report(summaries, edges, bot, seed, lang))


def report(summaries: list[Summary], edges: list[Edge], bot: str, seed: int, lang: str = REFERENCE) -> list[Block]:
    """Per seat count a deck table and the seat, pool and charge lines; then the expert's edge."""
    blocks: list[Block] = [tr("mysaga.sim.headline", lang, bot=bot, seed=seed)]
    for s in summaries:
        rows = [[deck, f"{100 * share:.1f} %", f"{100 * s.deck_game_wins[deck]:.1f} %",
                 f"{s.deck_gain[deck]:+.1f}", str(played)]
                for deck, (share, played) in s.deck_set_wins.items()]
        seat_part = ", ".join(tr("mysaga.sim.seat", lang, seat=i + 1, share=f"{100 * w:.1f}")
                              for i, w in enumerate(s.seat_set_wins))
        uses = ", ".join(f"{name} {100 * share:.1f} %" for name, share in s.charges.items())
        columns = [tr("mysaga.sim.col.deck", lang), tr("mysaga.sim.col.set_wins", lang),
                   tr("mysaga.sim.col.game_wins", lang), tr("mysaga.sim.col.gain", lang),
                   tr("mysaga.sim.col.played", lang)]
        title = tr("mysaga.sim.table", lang, seats=s.seats, sets=msg("mysaga.sim.sets", count=s.sets),
                   games=msg("mysaga.sim.games", count=s.games), decisions=f"{s.decisions:,}")
        blocks += ["", Table(columns, rows, title), tr("mysaga.sim.by_seat", lang, seats=seat_part),
                   tr("mysaga.sim.pool", lang, pool=f"{s.mean_pool:.1f}"), tr("mysaga.sim.charges", lang, uses=uses)]
    for e in edges:
        blocks += ["", tr("mysaga.sim.edge", lang, seats=e.seats, sets=msg("mysaga.sim.paired", count=e.sets),
                           mean=f"{e.mean:+.1f}",
                          low=f"{e.low:+.1f}", high=f"{e.high:+.1f}", expert=f"{100 * e.expert_wins:.1f}",
                          heuristic=f"{100 * e.heuristic_wins:.1f}")]
    return blocks


def to_json(summaries: list[Summary], edges: list[Edge], bot: str, seed: int) -> str:
    data = {"game": "mysaga", "bot": bot, "seed": seed,
            "summaries": [asdict(s) for s in summaries], "expert_edge": [asdict(e) for e in edges]}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
