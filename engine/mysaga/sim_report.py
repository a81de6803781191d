"""``python main.py simulate mysaga``: the text (or JSON) report of bot-played sets."""

from __future__ import annotations

import json
from dataclasses import asdict

from engine.cli.console import Block, Table, plain
from engine.mysaga.simulation import Edge, Summary


def text(summaries: list[Summary], edges: list[Edge], bot: str, seed: int) -> str:
    """The report as plain text (what a pipe receives)."""
    return plain(report(summaries, edges, bot, seed))


def report(summaries: list[Summary], edges: list[Edge], bot: str, seed: int) -> list[Block]:
    """Per seat count a deck table and the seat, pool and charge lines; then the expert's edge."""
    blocks: list[Block] = [f"My Crypto Saga — {bot} bots, seed {seed}"]
    for s in summaries:
        rows = [[deck, f"{100 * share:.1f} %", f"{100 * s.deck_game_wins[deck]:.1f} %",
                 f"{s.deck_gain[deck]:+.1f}", str(played)]
                for deck, (share, played) in s.deck_set_wins.items()]
        seat_part = ", ".join(f"seat {i + 1} {100 * w:.1f} %" for i, w in enumerate(s.seat_set_wins))
        uses = ", ".join(f"{name} {100 * share:.1f} %" for name, share in s.charges.items())
        blocks += ["", Table(["deck", "set wins", "game wins", "KP gained/set", "sets played"], rows,
                             f"{s.seats} seats: {s.sets} sets, {s.games} games, {s.decisions:,} decisions"),
                   f"set wins by seat: {seat_part}", f"mean pool per game: {s.mean_pool:.1f} KP",
                   f"charge actions: {uses}"]
    for e in edges:
        blocks += ["", f"expert vs heuristic, {e.seats} seats, seat 1, {e.sets} paired sets: "
                       f"{e.mean:+.1f} KP gained per set (95 % CI {e.low:+.1f} .. {e.high:+.1f}); "
                       f"set wins {100 * e.expert_wins:.1f} % vs {100 * e.heuristic_wins:.1f} %"]
    return blocks


def to_json(summaries: list[Summary], edges: list[Edge], bot: str, seed: int) -> str:
    data = {"game": "mysaga", "bot": bot, "seed": seed,
            "summaries": [asdict(s) for s in summaries], "expert_edge": [asdict(e) for e in edges]}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
