"""The table's action bar: which legal actions get a button, their words and keys (issue #9 split).

The bar holds what has no place on the table: the chosen card's uses, pick-up, co-op
offers, confirm/cancel, the briefing's end. Buttons come only from the engine's legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from screens.kit.action_bar import ActionButton
from screens.kit.i18n import tr

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable

BAR_HEIGHT = 50
BAR_FONT = 15
MIN_BAR_FONT = 11
HOTKEYS: dict[type[Action], str] = {A.EndTurn: "e", A.ConfirmAttack: "return", A.CancelAttack: "escape",
                                    A.EndBriefing: "return", A.PickUp: "p"}
SKIP = "skip"  # the playback's one button (input is taken by the playback before the bar sees it)


@dataclass(frozen=True)
class CoopStep:
    """The − / + beside a "Co-op ×N" button: changes N on the screen only (no engine action)."""

    helper: int
    delta: int


class BarFilling:
    """Mixin of ``FatalFightTable``: the action bar's buttons."""

    def action_label(self: FatalFightTable, action: Action) -> str:
        attack = self.view().attack
        ap = self.forecast.ap if self.forecast else attack.ap if attack else None
        joins = attack.coops.count(action.helper) if isinstance(action, A.OfferCoop) and attack else 0
        offered = self.view().decision["detail"].get("times", 1) if isinstance(action, A.AnswerCoop) else 1
        return self.labels.label(action, self.lang, self.display_names(), ap, joins, offered)

    def bar_actions(self: FatalFightTable, actions: list[Action]) -> list[Action]:
        """The bar holds what has no place on the table: the chosen card's uses, co-op, confirm …"""
        kind = self.session.decision().kind
        if kind == "turn":
            armed = [a for a in actions if isinstance(a, A.UseItem) and a.item == self.armed_item]
            if armed:  # the item clicked once: its use, to confirm (issue #25)
                return armed
            chosen = self.choices.cards.get(self.selected_card or "", [])
            order = (A.PlayCard, A.PlayFaceDown, A.Zanshin)
            picks = sorted(chosen, key=lambda a: order.index(type(a)))
            return picks + [a for a in actions if isinstance(a, (A.PickUp, A.EndTurn))]
        if kind == "attack":  # one "Co-op ×N" per helper (FF-R6d), N as chosen with its − / +
            offers = [self.choices.coop_offer(h, self.coop_times.get(h, 1)) for h in sorted(self.choices.coop_counts)]
            rest = [a for a in offers if a is not None] + [a for a in actions if isinstance(a, A.AddSpecial)]
            return rest + [a for a in actions if isinstance(a, (A.ConfirmAttack, A.CancelAttack))]
        if kind == "briefing":
            return [a for a in actions if isinstance(a, A.EndBriefing)]
        return actions

    def _bar_buttons(self: FatalFightTable) -> list[ActionButton]:
        if self.playback is not None:  # nothing of the next round is offered before it is shown
            return [ActionButton(tr("fatal_fight.act.skip", self.lang), SKIP, True, "space")]
        buttons = []
        number = 1
        for action in self.bar_actions(self._legal):
            key = HOTKEYS.get(type(action)) or reward_key(action, self.cat.game.cards.rewards)
            if isinstance(action, A.AnswerCoop):
                key = "y" if action.accept else "n"
            if isinstance(action, A.UseItem) and action.item == self.armed_item:
                key = "return"
            if key is None and number <= 9:
                key, number = str(number), number + 1
            counts = self.choices.coop_counts.get(action.helper, {}) if isinstance(action, A.OfferCoop) else {}
            if len(counts) > 1:
                assert isinstance(action, A.OfferCoop)
                buttons.append(ActionButton(tr("fatal_fight.act.coop_fewer", self.lang), CoopStep(action.helper, -1),
                                            action.times > min(counts)))
            buttons.append(ActionButton(self.action_label(action), action, True, key))
            if len(counts) > 1:
                assert isinstance(action, A.OfferCoop)
                buttons.append(ActionButton(tr("fatal_fight.act.coop_more", self.lang), CoopStep(action.helper, 1),
                                            action.times < max(counts)))
        return buttons

    def step_coop(self: FatalFightTable, step: CoopStep) -> None:
        """− / + of a "Co-op ×N" button: N moves within the counts the engine lists as legal."""
        counts = self.choices.coop_counts.get(step.helper, {})
        if not counts:
            return
        now = self.choices.coop_offer(step.helper, self.coop_times.get(step.helper, 1))
        shown = now.times if now is not None else 1
        self.coop_times[step.helper] = min(max(shown + step.delta, min(counts)), max(counts))
        self.action_bar.set_buttons(self._bar_buttons())
        self._fit_bar()

    def _fit_bar(self: FatalFightTable) -> None:
        """Shrink the bar's text until its buttons fit in one row (many co-op offers, long names)."""
        bar = self.action_bar
        bar.font_size = self.bar_font
        bar.relayout()
        while bar.buttons and bar.font_size > MIN_BAR_FONT and bar.button_rect(0).top < bar.rect.top:
            bar.font_size -= 1
            bar.relayout()


def reward_key(action: Action, rewards: list[str]) -> str | None:
    """Stage clear (FF-W2): an item's number is its place among the rewards and the gold's the one
    after, for every hero, so no number moves when an item runs out (issue #25)."""
    if isinstance(action, A.TakeRewardItem) and action.item in rewards:
        number = rewards.index(action.item) + 1
    elif isinstance(action, A.TakeRewardGold):
        number = len(rewards) + 1
    else:
        return None
    return str(number) if number <= 9 else None
