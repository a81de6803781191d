"""The simulation report as text (two tables and a legend, engine.cli.console), JSON or CSV (issue #4)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from engine.cli.console import Block, Table, plain
from engine.fatal_fight.sim_summary import Summary
from engine.fatal_fight.simulation import SimConfig

ARTS_SHOWN = 5
WIDTH = 104  # the legend's width
LOSS_REASONS = ("all_down", "time")

LEGEND = """\
win rate: campaigns won (FF-W4), with its 95 % Wilson interval.
lost in S1/S2/…: share of campaigns that ended lost in that stage (the stage reached); the rest were won.
rounds to clear: mean rounds of the stages that were cleared (FF-R, FF-W). threat: mean threat when
  the stage ended, cleared or lost (threat is never reset, FF-T1).
downs: heroes down per campaign (FF-R9). lost by: all heroes down / the round limit (rules.toml).
dmg/turn: damage dealt per hero turn = enemy damage after GP (FF-R6a), Area counted per enemy hit.
dmg in 3-action turns: mean (sd) damage of the turns in which the hero used exactly 3 actions
  (cards played face up or down, attack cards; FF-R5e) and how many such turns there were.
dmg/action ×3: all damage / all actions used, times 3 (the same question, normalised).
enemies in/out: enemies placed (entries, FF-V6, summons) / enemies that exited full groups (FF-R8.3).
gold: gold the heroes received per campaign (stage-clear split FF-W1 + gold rewards FF-W2).
arts: face-up plays per campaign in which the art's character played."""


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


def headline(config: SimConfig, stages: int) -> str:
    variants = ", ".join(config.variants) or "none"
    heroes = ", ".join(config.characters) or "drawn per game from the seed"
    rules = f"; rules: {', '.join(config.rules)}" if config.rules else ""
    return (f"Fatal Fight: {config.games} campaign(s) per hero count, {config.bot} bot, seed {config.seed}, "
            f"{stages} stages, variants: {variants}; characters: {heroes}{rules}")


def text(config: SimConfig, stages: int, summaries: Sequence[Summary], arts: Sequence[tuple[str, float]]) -> str:
    """The report as plain text (what a pipe receives)."""
    return plain(report(config, stages, summaries, arts))


def report(config: SimConfig, stages: int, summaries: Sequence[Summary],
           arts: Sequence[tuple[str, float]]) -> list[Block]:
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
        headline(config, stages), "",
        Table(["heroes", "games", "win rate", "95% CI", f"lost in {names}", f"rounds to clear {names}",
               f"threat at end {names}", "downs", "lost by down/time"], outcome, "Outcome by hero count"), "",
        Table(["heroes", "dmg/turn", "dmg in 3-action turns (sd, turns)", "dmg/action ×3",
               "enemies in/out", "gold", "decisions"], fighting, "Fighting by hero count"), "",
    ]  # fmt: skip
    played = [(a, r) for a, r in arts if r > 0]
    never = sorted(a for a, r in arts if r == 0)
    if played:
        parts += [_wrapped("Most played arts:  ", [f"{a} {r:.2f}" for a, r in played[:ARTS_SHOWN]]),
                  _wrapped("Least played arts: ", [f"{a} {r:.2f}" for a, r in played[::-1][:ARTS_SHOWN]])]
    if never:
        parts.append(_wrapped(f"Never played ({len(never)}): ", never))
    parts.append("")
    parts.append(LEGEND)
    return parts


def summary_dict(s: Summary) -> dict[str, Any]:
    data = asdict(s)
    data["win_rate"] = s.win_rate
    data["losses"] = dict(s.losses)
    data["damage_3_histogram"] = {str(d): n for d, n in s.damage_3_histogram}
    data["art_plays"] = dict(s.art_plays)
    return data


def to_json(config: SimConfig, stages: int, summaries: Sequence[Summary],
            arts: Sequence[tuple[str, float]]) -> str:
    payload = {
        "game": "fatal-fight", "config": asdict(config), "stages": stages,
        "by_heroes": [summary_dict(s) for s in summaries], "art_plays": dict(arts), "legend": LEGEND.splitlines(),
    }  # fmt: skip
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
