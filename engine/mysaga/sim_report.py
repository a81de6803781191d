"""``python main.py simulate mysaga``: the text (or JSON) report of bot-played sets."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict
from pathlib import Path

from engine.cli.console import Block, Table, plain
from engine.core.i18n.catalog import REFERENCE, msg, tr
from engine.mysaga.simulation import Edge, Stats, Summary


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


def to_json(stats: Stats) -> str:
    data = {"game": "mysaga", "bot": stats.bot, "seed": stats.seed,
            "summaries": [asdict(s) for s in stats.summaries], "expert_edge": [asdict(e) for e in stats.edges]}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


CSV_COLUMNS = ["seats", "deck", "sets_played", "set_win_share", "game_win_share", "kp_gained_per_set",
               "mean_pool", "expert_edge_kp", "expert_edge_low", "expert_edge_high"]


def to_csv(stats: Stats) -> str:
    """One row per seat count and deck; the seat count's mean pool and the expert's edge repeated."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    edges = {e.seats: e for e in stats.edges}
    for s in stats.summaries:
        e = edges.get(s.seats)
        for deck, (share, played) in s.deck_set_wins.items():
            writer.writerow({"seats": s.seats, "deck": deck, "sets_played": played, "set_win_share": round(share, 4),
                             "game_win_share": round(s.deck_game_wins[deck], 4),
                             "kp_gained_per_set": round(s.deck_gain[deck], 2), "mean_pool": round(s.mean_pool, 2),
                             "expert_edge_kp": "" if e is None else round(e.mean, 2),
                             "expert_edge_low": "" if e is None else round(e.low, 2),
                             "expert_edge_high": "" if e is None else round(e.high, 2)})
    return out.getvalue()


def plot(path: Path, stats: Stats) -> None:
    """Set win rate per deck and seat count, with its 95 % interval."""
    from engine.cli.sim_charts import rate_chart

    rates = [(f"{s.seats} seats: {deck}", share * played, played)
             for s in stats.summaries for deck, (share, played) in s.deck_set_wins.items()]
    rate_chart(path, f"My Crypto Saga — set wins per deck, {stats.bot} bots, seed {stats.seed}", rates)
