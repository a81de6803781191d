"""The table's action bar: which legal actions get a button, their words and keys (issue #9 split).

The bar holds what has no place on the table: the chosen card's uses, pick-up, co-op
offers, confirm/cancel, the briefing's end. Buttons come only from the engine's legal actions;
"+ Special" stays on the bar greyed, with the engine's reason, while the attacker's special
move cannot join (issue #24).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.layout import BAR_FONT
from screens.fatal_fight.lit import Lit
from screens.fatal_fight.picks import Picks
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.i18n import tr

MIN_BAR_FONT = 16  # the bar's text shrinks this far (at UI scale 100 %) when many buttons crowd it
HOTKEYS: dict[type[Action], str] = {A.EndTurn: "e", A.ConfirmAttack: "return", A.CancelAttack: "escape",
                                    A.EndBriefing: "return", A.PickUp: "p"}
SKIP = "skip"  # the playback's one button (input is taken by the playback before the bar sees it)


@dataclass(frozen=True)
class CoopStep:
    """The − / + beside a "Co-op ×N" button: changes N on the screen only (no engine action)."""

    helper: int
    delta: int


class BarFiller:
    """The action bar's buttons from the legal actions, the picks and ``label`` (an action's words)."""

    def __init__(self, rewards: list[str], label: Callable[[Action], str]) -> None:
        """``label``: the words on an action's button."""
        self.rewards = rewards
        self.label = label

    @staticmethod
    def actions(kind: str, legal: Sequence[Action], choices: Choices, picks: Picks) -> list[Action]:
        """The bar holds what has no place on the table: the chosen card's uses, co-op, confirm …"""
        if kind == "turn":
            armed: list[Action] = [a for a in legal if isinstance(a, A.UseItem) and a.item == picks.armed_item]
            if armed:  # the item clicked once: its use, to confirm (issue #25)
                return armed
            chosen = choices.cards.get(picks.selected_card or "", [])
            order = (A.PlayCard, A.PlayFaceDown, A.Zanshin)
            ordered = sorted(chosen, key=lambda a: order.index(type(a)))
            return ordered + [a for a in legal if isinstance(a, (A.PickUp, A.EndTurn))]
        if kind == "attack":  # one "Co-op ×N" per helper (FF-R6d), N as chosen with its − / +
            offers = [choices.coop_offer(h, picks.coop_times.get(h, 1)) for h in sorted(choices.coop_counts)]
            rest = [a for a in offers if a is not None] + [a for a in legal if isinstance(a, A.AddSpecial)]
            return rest + [a for a in legal if isinstance(a, (A.ConfirmAttack, A.CancelAttack))]
        if kind == "briefing":
            return [a for a in legal if isinstance(a, A.EndBriefing)]
        return list(legal)

    def buttons(self, actions: Sequence[Action], choices: Choices, picks: Picks, lang: str,
                refused_special: tuple[Action, str] | None = None) -> list[ActionButton]:
        """A button per action with its hotkey; ``refused_special``: the attack's "+ Special" the
        engine refuses now and its reason, kept on the bar greyed (issue #24)."""
        buttons = []
        number = 1
        for action in actions:
            key = HOTKEYS.get(type(action)) or reward_key(action, self.rewards)
            if isinstance(action, A.AnswerCoop):
                key = "y" if action.accept else "n"
            if isinstance(action, A.UseItem) and action.item == picks.armed_item:
                key = "return"
            if key is None and number <= 9:
                key, number = str(number), number + 1
            counts = choices.coop_counts.get(action.helper, {}) if isinstance(action, A.OfferCoop) else {}
            if isinstance(action, A.OfferCoop) and len(counts) > 1:
                buttons.append(ActionButton(tr("fatal_fight.act.coop_fewer", lang), CoopStep(action.helper, -1),
                                            action.times > min(counts)))
            if isinstance(action, A.ConfirmAttack) and refused_special is not None:
                special, reason = refused_special
                buttons.append(ActionButton(self.label(special), special, False, reason=reason))
            buttons.append(ActionButton(self.label(action), action, True, key))
            if isinstance(action, A.OfferCoop) and len(counts) > 1:
                buttons.append(ActionButton(tr("fatal_fight.act.coop_more", lang), CoopStep(action.helper, 1),
                                            action.times < max(counts)))
        return buttons

    def for_table(self, playing: bool, kind: str, lit: Lit, picks: Picks, attacker: int | None,
                  lang: str) -> list[ActionButton]:
        """The bar's buttons now: Skip while the enemy phase plays back (nothing of the next round is
        offered before it is shown), else the legal actions' (with "+ Special" greyed and its
        reason while the engine refuses it to the ``attacker``, issue #24)."""
        if playing:
            return [ActionButton(tr("fatal_fight.act.skip", lang), SKIP, True, "space")]
        why = lit.special_refusal
        refused = (A.AddSpecial(attacker), why) if attacker is not None and why else None
        return self.buttons(self.actions(kind, lit.legal, lit.choices, picks), lit.choices, picks, lang, refused)

    @staticmethod
    def step_coop(step: CoopStep, choices: Choices, picks: Picks) -> bool:
        """− / + of a "Co-op ×N" button: N moves within the counts the engine lists as legal."""
        counts = choices.coop_counts.get(step.helper, {})
        if not counts:
            return False
        now = choices.coop_offer(step.helper, picks.coop_times.get(step.helper, 1))
        shown = now.times if now is not None else 1
        picks.coop_times[step.helper] = min(max(shown + step.delta, min(counts)), max(counts))
        return True


def fit_bar(bar: ActionBar, scale: float) -> None:
    """Shrink the bar's text (to ``MIN_BAR_FONT`` × ``scale`` at most) until its buttons fit in one row."""
    floor = round(MIN_BAR_FONT * scale)
    bar.font_size = round(BAR_FONT * scale)
    bar.relayout()
    while bar.buttons and bar.font_size > floor and bar.button_rect(0).top < bar.rect.top:
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
