"""What each Fatal Fight step is called in a sentence, for undo's refusals ("The last step (Ryuji: end
the turn) used a random result…", issue #25)."""

from __future__ import annotations

from engine.core.i18n.catalog import Msg, msg
from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A

_TEXTS: dict[type[Action], Msg] = {
    A.Move: msg("fatal_fight.step.move"), A.PickUp: msg("fatal_fight.step.pick_up"),
    A.UseItem: msg("fatal_fight.step.use_item"), A.SpecialMove: msg("fatal_fight.step.special"),
    A.Zanshin: msg("fatal_fight.step.zanshin"), A.PlayFaceDown: msg("fatal_fight.step.face_down"),
    A.PlayCard: msg("fatal_fight.step.play_card"), A.StartAttack: msg("fatal_fight.step.attack"),
    A.EndTurn: msg("fatal_fight.step.end_turn"), A.AddCard: msg("fatal_fight.step.attack"),
    A.AddItem: msg("fatal_fight.step.attack"), A.AddSpecial: msg("fatal_fight.step.attack"),
    A.OfferCoop: msg("fatal_fight.step.coop"), A.ConfirmAttack: msg("fatal_fight.step.confirm"),
    A.CancelAttack: msg("fatal_fight.step.attack"), A.AnswerCoop: msg("fatal_fight.step.coop"),
    A.DropItem: msg("fatal_fight.step.drop_item"), A.TakeRewardItem: msg("fatal_fight.step.reward"),
    A.TakeRewardGold: msg("fatal_fight.step.reward"), A.ChooseDownBonus: msg("fatal_fight.step.down_bonus"),
    A.BuyArt: msg("fatal_fight.step.buy"), A.RemoveStatus: msg("fatal_fight.step.remove_status"),
    A.EndBriefing: msg("fatal_fight.step.end_briefing"),
}


def step_text(action: Action) -> Msg:
    return _TEXTS.get(type(action), msg("fatal_fight.step.other"))
