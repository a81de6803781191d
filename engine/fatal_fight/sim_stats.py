"""What one simulated campaign did, read from the engine's events and its final state (issue #4).

Nothing here re-implements a rule: ``EventTally`` only counts what ``apply`` reported.
Definitions (the report's legend repeats them):

* damage dealt = ``enemy_damaged.taken`` (after enemy GP, FF-R6a; Area counts every enemy hit;
  surplus over the enemy's life counts too), credited to the hero whose turn it is (FF-R5);
* actions used in a turn = cards played face up or face down plus attack cards (FF-R5e);
* gold earned = gold the heroes received: the stage-clear split (FF-W1) plus gold rewards (FF-W2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Event
from engine.fatal_fight.state import FatalFightState, card_id


@dataclass(frozen=True)
class GameRecord:
    """The numbers of one finished campaign (picklable: it crosses process boundaries)."""

    heroes: int
    index: int
    seed: int
    characters: tuple[str, ...]
    result: str  # "won" or "lost"
    stage: int  # the stage the campaign ended in (FF-W4: the last one when won)
    loss: str  # campaign_lost reason ("all_down", "time") or ""
    decisions: int
    rounds: tuple[int, ...]  # rounds played in each stage reached (FF-R), index 0 = stage 1
    cleared: int  # stages cleared (FF-W)
    downs: int  # hero_down events (FF-R9)
    turns: int
    damage: int  # damage dealt in all turns
    actions_used: int
    damage_3_actions: tuple[int, ...]  # damage of each turn that used exactly 3 actions
    entered: int  # enemies placed (FF-R2, FF-V6, summons)
    exited: int  # enemies that left a full group (FF-R8.3)
    threat_at_stage_end: tuple[int, ...]  # threat when each stage reached ended (cleared or lost)
    threat_by_round: tuple[int, ...]  # threat at the end of each round played, campaign-wide (FF-T1)
    gold: int
    art_plays: tuple[tuple[str, int], ...]  # (art id, face-up plays), sorted


@dataclass
class EventTally:
    """Feed it every event list ``start``/``apply`` returned; ``record`` then reads the totals."""

    arts: frozenset[str]  # art card ids: face-up plays of other cards (statuses, FF-V5) are not arts
    threat: int = 0
    stage: int = 1
    rounds: dict[int, int] = field(default_factory=dict)
    threat_at_stage_end: dict[int, int] = field(default_factory=dict)
    cleared: int = 0
    downs: int = 0
    loss: str = ""
    turns: int = 0
    damage: int = 0
    actions_used: int = 0
    damage_3_actions: list[int] = field(default_factory=list)
    entered: int = 0
    exited: int = 0
    threat_by_round: list[int] = field(default_factory=list)
    gold: int = 0
    art_plays: Counter[str] = field(default_factory=Counter)
    _round_open: bool = False
    _turn_open: bool = False
    _turn_damage: int = 0
    _turn_actions: int = 0

    def feed(self, events: Iterable[Event]) -> None:
        handlers = _HANDLERS
        for event in events:
            handler = handlers.get(event.kind)
            if handler is not None:
                handler(self, event.data)

    def record(self, state: FatalFightState, heroes: int, index: int, seed: int, decisions: int) -> GameRecord:
        """The totals, with the outcome read from the final state (of an unfinished game: the
        stage being played reports the threat now)."""
        self._close_turn()
        stages = range(1, state.stage + 1)
        return GameRecord(
            heroes=heroes, index=index, seed=seed, characters=tuple(h.character for h in state.heroes),
            result=state.result, stage=state.stage, loss=self.loss, decisions=decisions,
            rounds=tuple(self.rounds.get(s, 0) for s in stages), cleared=self.cleared, downs=self.downs,
            turns=self.turns, damage=self.damage, actions_used=self.actions_used,
            damage_3_actions=tuple(self.damage_3_actions), entered=self.entered, exited=self.exited,
            threat_at_stage_end=tuple(self.threat_at_stage_end.get(s, self.threat) for s in stages),
            threat_by_round=tuple(self.threat_by_round), gold=self.gold,
            art_plays=tuple(sorted(self.art_plays.items())),
        )  # fmt: skip

    # --- one method per event kind the tally reads: ``on_<kind>(data)`` -------------------
    def on_stage_started(self, d: Mapping[str, Any]) -> None:
        self.stage = d["stage"]

    def on_round_started(self, d: Mapping[str, Any]) -> None:
        self.rounds[d["stage"]] = d["round"]
        self._round_open = True

    def on_round_ended(self, d: Mapping[str, Any]) -> None:
        self._end_round()

    def on_stage_cleared(self, d: Mapping[str, Any]) -> None:
        self.cleared += 1
        self._stage_over()

    def on_campaign_lost(self, d: Mapping[str, Any]) -> None:
        self.loss = d["reason"]
        self._stage_over()

    def on_threat_changed(self, d: Mapping[str, Any]) -> None:
        self.threat = d["threat"]

    def on_hero_down(self, d: Mapping[str, Any]) -> None:
        self.downs += 1

    def on_turn_started(self, d: Mapping[str, Any]) -> None:
        self._close_turn()
        self._turn_open = True
        self._turn_damage = self._turn_actions = 0

    def on_turn_ended(self, d: Mapping[str, Any]) -> None:
        self._close_turn()

    def on_card_played(self, d: Mapping[str, Any]) -> None:
        self._played([d["card"]])

    def on_played_face_down(self, d: Mapping[str, Any]) -> None:
        self._turn_actions += 1  # an action, but no art played face up (FF-R5e)

    def on_attack_confirmed(self, d: Mapping[str, Any]) -> None:
        self._played(d["cards"])

    def on_enemy_damaged(self, d: Mapping[str, Any]) -> None:
        self._turn_damage += d["taken"]

    def on_enemy_entered(self, d: Mapping[str, Any]) -> None:
        self.entered += 1

    def on_enemy_exited(self, d: Mapping[str, Any]) -> None:
        self.exited += 1

    def on_gold_split(self, d: Mapping[str, Any]) -> None:
        self.gold += d["share"] * len(d["gold"])

    def on_reward_gold(self, d: Mapping[str, Any]) -> None:
        self.gold += d["amount"]

    # --- helpers --------------------------------------------------------------------------
    def _close_turn(self) -> None:
        """A turn ends with ``turn_ended``, or without it when the boss KO ends the stage (FF-R6c)."""
        if not self._turn_open:
            return
        self._turn_open = False
        self.turns += 1
        self.damage += self._turn_damage
        self.actions_used += self._turn_actions
        if self._turn_actions == 3:
            self.damage_3_actions.append(self._turn_damage)

    def _played(self, cards: Iterable[str]) -> None:
        """Face-up plays: 1 action per card (FF-R5e); arts are counted by card id."""
        for card in cards:
            self._turn_actions += 1
            if card_id(card) in self.arts:
                self.art_plays[card_id(card)] += 1

    def _end_round(self) -> None:
        """Threat when a round ends (FF-R10) or is cut short by the stage's end (FF-R6c, FF-R9)."""
        if self._round_open:
            self._round_open = False
            self.threat_by_round.append(self.threat)

    def _stage_over(self) -> None:
        self._close_turn()
        self._end_round()
        self.threat_at_stage_end[self.stage] = self.threat


_HANDLERS: dict[str, Callable[[EventTally, Mapping[str, Any]], None]] = {
    name.removeprefix("on_"): method for name, method in vars(EventTally).items() if name.startswith("on_")
}
