"""``simulate alchemic``: bot-vs-bot matches, headless, with win rates and 95 % intervals.

Game ``i`` of a run uses seed ``run seed * 1_000_003 + i``; deck A sits in seat ``i % 2``, so
both decks play both seats equally and the first player (AC-S2) is drawn by the game's seed.
``bot = "expert"`` pits the expert against the heuristic, the expert in seat ``(i // 2) % 2``, so
over every 4 games it plays each deck in each seat once; the report gives its win rate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import Alchemic
from engine.cli.console import Block, Table
from engine.core.bots import Bot, decide
from engine.core.i18n import REFERENCE, tr
from engine.core.rng import Rng
from engine.core.stats import wilson

BOTS = ("random", "heuristic", "expert")


@dataclass(frozen=True)
class MatchRecord:
    seed: int
    decks: tuple[str, str]  # by seat
    bots: tuple[str, str]  # by seat
    first: int
    winner: int | None  # None: drawn at the turn bound
    turns: int
    decisions: int


def make_bot(name: str, game: Alchemic) -> Bot:
    """The bot of that name (``BOTS``) for ``game``."""
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot(game.cards)
    return ExpertBot(game)


def play_match(game: Alchemic, decks: tuple[str, str], bots: tuple[str, str], seed: int) -> MatchRecord:
    """One game, each seat's bot choosing from its own view and legal actions."""
    state = game.new_state({"decks": list(decks), "players": list(bots)}, seed)
    players = [make_bot(b, game) for b in bots]
    rngs = [Rng.from_seed(seed * 2 + s + 0xA1C) for s in (0, 1)]
    decisions = 0
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        game.apply(state, decide(game, state, seat, players[seat], rngs[seat]))
        decisions += 1
    return MatchRecord(seed, decks, bots, state.first, state.winner, state.turn, decisions)


def simulate(game: Alchemic, games: int, seed: int, decks: tuple[str, str], bot: str,
             progress: Callable[[int, int], None] = lambda done, total: None) -> list[MatchRecord]:
    records = []
    for i in range(games):
        a_seat = i % 2
        seat_decks = (decks[0], decks[1]) if a_seat == 0 else (decks[1], decks[0])
        expert_seat = (i // 2) % 2
        bots = (bot, bot) if bot != "expert" else (("expert", "heuristic") if expert_seat == 0 else ("heuristic", "expert"))
        records.append(play_match(game, seat_decks, bots, seed * 1_000_003 + i))
        progress(i + 1, games)
    return records


def _rate(label: str, wins: int, n: int) -> list[str]:
    low, high = wilson(wins, n)
    share = wins / n if n else 0.0
    return [label, f"{wins}/{n}", f"{100 * share:.1f} %", f"{100 * low:.1f}–{100 * high:.1f} %"]


def report(records: list[MatchRecord], decks: tuple[str, str], bot: str, seed: int, turn_bound: int,
           lang: str = REFERENCE) -> list[Block]:
    """The headline, a table of win rates with 95 % Wilson intervals, and the draws (engine.cli.console)."""
    n = len(records)
    decided = [r for r in records if r.winner is not None]
    rows = []
    if bot == "expert":
        expert_wins = sum(1 for r in decided if r.winner is not None and r.bots[r.winner] == "expert")
        rows.append(_rate(tr("alchemic.sim.row.expert", lang), expert_wins, n))
    for deck in dict.fromkeys(decks):
        wins = sum(1 for r in decided if r.winner is not None and r.decks[r.winner] == deck)
        label = (tr("alchemic.sim.row.deck", lang, deck=deck) if decks[0] != decks[1]
                 else tr("alchemic.sim.row.mirror", lang, deck=deck))
        if decks[0] == decks[1]:
            wins = sum(1 for r in decided if r.winner == 0)
        rows.append(_rate(label, wins, n))
    first_wins = sum(1 for r in decided if r.winner == r.first)
    rows.append(_rate(tr("alchemic.sim.row.first", lang), first_wins, n))
    draws = n - len(decided)
    turns = sum(r.turns for r in records) / max(n, 1)
    return [tr("alchemic.sim.headline", lang, count=n, seed=seed, a=decks[0], b=decks[1], bot=bot),
            Table(["", tr("alchemic.sim.col.wins", lang), tr("alchemic.sim.col.share", lang),
                   tr("alchemic.sim.col.ci", lang)], rows),
            tr("alchemic.sim.draws", lang, bound=turn_bound, draws=draws, turns=f"{turns:.1f}")]
