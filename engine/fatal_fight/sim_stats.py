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
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.core.kernel.events import Fold, on
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events import combat as C
from engine.fatal_fight.events import flow as F
from engine.fatal_fight.events import turn as T
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
class EventTally(Fold[None], events=FF_EVENTS):
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

    # --- one handler per event class the tally reads ------------------------------------
    @on(F.StageStarted)
    def on_stage_started(self, e: F.StageStarted) -> None:
        self.stage = e.stage

    @on(F.RoundStarted)
    def on_round_started(self, e: F.RoundStarted) -> None:
        self.rounds[e.stage] = e.round
        self._round_open = True

    @on(F.RoundEnded)
    def on_round_ended(self, e: F.RoundEnded) -> None:
        self._end_round()

    @on(F.StageCleared)
    def on_stage_cleared(self, e: F.StageCleared) -> None:
        self.cleared += 1
        self._stage_over()

    @on(F.CampaignLost)
    def on_campaign_lost(self, e: F.CampaignLost) -> None:
        self.loss = e.reason
        self._stage_over()

    @on(F.ThreatChanged)
    def on_threat_changed(self, e: F.ThreatChanged) -> None:
        self.threat = e.threat

    @on(T.HeroDown)
    def on_hero_down(self, e: T.HeroDown) -> None:
        self.downs += 1

    @on(T.TurnStarted)
    def on_turn_started(self, e: T.TurnStarted) -> None:
        self._close_turn()
        self._turn_open = True
        self._turn_damage = self._turn_actions = 0

    @on(T.TurnEnded)
    def on_turn_ended(self, e: T.TurnEnded) -> None:
        self._close_turn()

    @on(T.CardPlayed)
    def on_card_played(self, e: T.CardPlayed) -> None:
        self._played([e.card])

    @on(T.PlayedFaceDown)
    def on_played_face_down(self, e: T.PlayedFaceDown) -> None:
        self._turn_actions += 1  # an action, but no art played face up (FF-R5e)

    @on(C.AttackConfirmed)
    def on_attack_confirmed(self, e: C.AttackConfirmed) -> None:
        self._played(e.cards)

    @on(C.EnemyDamaged)
    def on_enemy_damaged(self, e: C.EnemyDamaged) -> None:
        self._turn_damage += e.taken

    @on(F.EnemyEntered)
    def on_enemy_entered(self, e: F.EnemyEntered) -> None:
        self.entered += 1

    @on(C.EnemyExited)
    def on_enemy_exited(self, e: C.EnemyExited) -> None:
        self.exited += 1

    @on(F.GoldSplit)
    def on_gold_split(self, e: F.GoldSplit) -> None:
        self.gold += e.share * len(e.gold)

    @on(F.RewardGold)
    def on_reward_gold(self, e: F.RewardGold) -> None:
        self.gold += e.amount

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

