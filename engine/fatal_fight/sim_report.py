"""The simulation report as text (two tables and a legend, engine.cli.console), JSON or CSV (issue #4)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from engine.cli.console import Block, Table, plain
from engine.core.i18n.catalog import REFERENCE, msg, tr
from engine.fatal_fight.sim_summary import Summary
from engine.fatal_fight.simulation import SimConfig

ARTS_SHOWN = 5
WIDTH = 104  # the legend's width
LOSS_REASONS = ("all_down", "time")

def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _num(x: float | None, digits: int = 1) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def _per_stage(values: Sequence[float | None], digits: int = 1) -> str:
    return " / ".join(_num(v, digits) for v in values)


def _wrapped(label: str, items: Sequence[str]) -> str:
    """``label`` and the items, comma-separated, lines broken between items only (indented 2)."""
    lines = [label.rstrip()]
    for n, item in enumerate(items):
        piece = item + ("," if n < len(items) - 1 else "")
        if len(lines[-1]) + 1 + len(piece) > WIDTH and lines[-1].strip() not in ("", label.strip()):
            lines.append(" ")
        lines[-1] += " " + piece
    return "\n".join(lines)


def headline(config: SimConfig, stages: int, lang: str = REFERENCE) -> str:
    variants = ", ".join(config.variants) or tr("fatal_fight.sim.none", lang)
    heroes = ", ".join(config.characters) or tr("fatal_fight.sim.drawn", lang)
    rules = tr("fatal_fight.sim.rules", lang, rules=", ".join(config.rules)) if config.rules else ""
    return tr("fatal_fight.sim.headline", lang, campaigns=msg("fatal_fight.sim.campaigns", count=config.games),
              bot=config.bot, seed=config.seed, stages=stages, variants=variants, heroes=heroes, rules=rules)


def text(config: SimConfig, stages: int, summaries: Sequence[Summary], arts: Sequence[tuple[str, float]],
         lang: str = REFERENCE) -> str:
    """The report as plain text (what a pipe receives)."""
    return plain(report(config, stages, summaries, arts, lang))


def report(config: SimConfig, stages: int, summaries: Sequence[Summary],
           arts: Sequence[tuple[str, float]], lang: str = REFERENCE) -> list[Block]:
    """The report a designer reads in a terminal: a headline, two tables, the arts and a legend."""
    names = "/".join(f"S{s}" for s in range(1, stages + 1))
    outcome = [
        [str(s.heroes), str(s.games), _pct(s.win_rate), f"{_pct(s.win_low)}–{_pct(s.win_high)}",
         " / ".join(f"{100 * x:.0f}" for x in s.lost_in) + "%", _per_stage(s.rounds), _per_stage(s.threat_at_stage_end),
         f"{s.downs:.2f}", " / ".join(str(dict(s.losses).get(r, 0)) for r in LOSS_REASONS)]
        for s in summaries
    ]  # fmt: skip
    fighting = [
        [str(s.heroes), _num(s.damage_per_turn, 2),
         f"{_num(s.damage_3_actions, 2)} ({_num(s.damage_3_actions_sd, 2)}, {s.turns_3_actions})",
         _num(s.damage_per_action_x3, 2), f"{s.entered:.1f} / {s.exited:.1f}", f"{s.gold:.1f}", f"{s.decisions:.0f}"]
        for s in summaries
    ]  # fmt: skip
    parts: list[Block] = [
        headline(config, stages, lang), "",
        Table([tr("fatal_fight.sim.col.heroes", lang), tr("fatal_fight.sim.col.games", lang),
               tr("fatal_fight.sim.col.win_rate", lang), tr("fatal_fight.sim.col.ci", lang),
               tr("fatal_fight.sim.col.lost_in", lang, stages=names),
               tr("fatal_fight.sim.col.rounds", lang, stages=names),
               tr("fatal_fight.sim.col.threat", lang, stages=names), tr("fatal_fight.sim.col.downs", lang),
               tr("fatal_fight.sim.col.lost_by", lang)], outcome, tr("fatal_fight.sim.outcome", lang)), "",
        Table([tr("fatal_fight.sim.col.heroes", lang), tr("fatal_fight.sim.col.dmg_turn", lang),
               tr("fatal_fight.sim.col.dmg_3", lang), tr("fatal_fight.sim.col.dmg_action", lang),
               tr("fatal_fight.sim.col.enemies", lang), tr("fatal_fight.sim.col.gold", lang),
               tr("fatal_fight.sim.col.decisions", lang)], fighting, tr("fatal_fight.sim.fighting", lang)), "",
    ]  # fmt: skip
    played = [(a, r) for a, r in arts if r > 0]
    never = sorted(a for a, r in arts if r == 0)
    if played:
        parts += [_wrapped(tr("fatal_fight.sim.most_played", lang), [f"{a} {r:.2f}" for a, r in played[:ARTS_SHOWN]]),
                  _wrapped(tr("fatal_fight.sim.least_played", lang), [f"{a} {r:.2f}" for a, r in played[::-1][:ARTS_SHOWN]])]
    if never:
        parts.append(_wrapped(tr("fatal_fight.sim.never_played", lang, count=len(never)), never))
    parts.append("")
    parts.append(tr("fatal_fight.sim.legend", lang))
    return parts


def summary_dict(s: Summary) -> dict[str, Any]:
    data = asdict(s)
    data["win_rate"] = s.win_rate
    data["losses"] = dict(s.losses)
    data["damage_3_histogram"] = {str(d): n for d, n in s.damage_3_histogram}
    data["art_plays"] = dict(s.art_plays)
    return data


def to_json(config: SimConfig, stages: int, summaries: Sequence[Summary],
            arts: Sequence[tuple[str, float]], paired: Sequence[dict[str, Any]] = ()) -> str:
    """The statistics as JSON; ``paired``: the same campaigns by another bot (``sim_paired``)."""
    payload = {
        "game": "fatal-fight", "config": asdict(config), "stages": stages,
        "by_heroes": [summary_dict(s) for s in summaries], "art_plays": dict(arts), "legend": tr("fatal_fight.sim.legend", REFERENCE).splitlines(),
    }  # fmt: skip
    if paired:
        payload["paired"] = list(paired)
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def csv_columns(stages: int) -> list[str]:
    per_stage = [f"{name}_s{s}" for name in ("lost_in", "rounds", "threat_end") for s in range(1, stages + 1)]
    return ["heroes", "games", "wins", "win_rate", "win_low", "win_high", *per_stage, "downs",
            *(f"lost_by_{r}" for r in LOSS_REASONS), "damage_per_turn", "damage_3_actions",
            "damage_3_actions_sd", "turns_3_actions", "damage_per_action_x3", "entered", "exited", "gold",
            "decisions"]  # fmt: skip


def to_csv(stages: int, summaries: Sequence[Summary]) -> str:
    """One row per hero count; an empty cell where there is no data (e.g. a stage never cleared)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(csv_columns(stages))
    for s in summaries:
        losses = dict(s.losses)
        writer.writerow([
            s.heroes, s.games, s.wins, s.win_rate, s.win_low, s.win_high, *s.lost_in,
            *("" if v is None else v for v in (*s.rounds, *s.threat_at_stage_end)), s.downs,
            *(losses.get(r, 0) for r in LOSS_REASONS),
            *("" if v is None else v for v in (s.damage_per_turn, s.damage_3_actions, s.damage_3_actions_sd)),
            s.turns_3_actions, "" if s.damage_per_action_x3 is None else s.damage_per_action_x3,
            s.entered, s.exited, s.gold, s.decisions,
        ])  # fmt: skip
    return out.getvalue()
