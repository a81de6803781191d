"""The catalog ids of the log's sentences for Fatal Fight events and of the phrases they use
(design.md §7; the words are in ``assets/i18n/<lang>.toml`` under ``fatal_fight.log.*``).

``EVENT_IDS`` has a sentence per event kind (and the variants ``EventWords`` picks: a co-op
accepted or declined, a briefing with no Fatigue); placeholders are the event's fields as
``EventWords`` words them. The other tables turn a field's closed set of values into the id
of its words.
"""

from __future__ import annotations

EVENT_IDS: dict[str, str] = {
    "stage_started": "fatal_fight.log.stage_started", "round_started": "fatal_fight.log.round_started",
    "stage_card_set": "fatal_fight.log.stage_card_set", "boss_stage_set": "fatal_fight.log.boss_stage_set",
    "boss_entered": "fatal_fight.log.boss_entered", "enemy_entered": "fatal_fight.log.enemy_entered",
    "enemy_deck_reshuffled": "fatal_fight.log.enemy_deck_reshuffled",
    "enemy_deck_empty": "fatal_fight.log.enemy_deck_empty", "gimmick": "fatal_fight.log.gimmick",
    "round_ended": "fatal_fight.log.round_ended", "stage_cleared": "fatal_fight.log.stage_cleared",
    "campaign_won": "fatal_fight.log.campaign_won", "campaign_lost": "fatal_fight.log.campaign_lost",
    "gold_split": "fatal_fight.log.gold_split", "hero_ready": "fatal_fight.log.hero_ready",
    "fatigue_healed": "fatal_fight.log.fatigue_healed", "fatigue_none": "fatal_fight.log.fatigue_none",
    "turn_started": "fatal_fight.log.turn_started", "turn_ended": "fatal_fight.log.turn_ended",
    "hero_moved": "fatal_fight.log.hero_moved", "icon_taken": "fatal_fight.log.icon_taken",
    "stage_gold_changed": "fatal_fight.log.stage_gold_changed", "item_gained": "fatal_fight.log.item_gained",
    "item_unavailable": "fatal_fight.log.item_unavailable", "item_used": "fatal_fight.log.item_used",
    "item_dropped": "fatal_fight.log.item_dropped", "special_move": "fatal_fight.log.special_move",
    "zanshin": "fatal_fight.log.zanshin", "zanshin_penalty": "fatal_fight.log.zanshin_penalty",
    "played_face_down": "fatal_fight.log.played_face_down", "card_played": "fatal_fight.log.card_played",
    "guard_gained": "fatal_fight.log.guard_gained", "move_points_changed": "fatal_fight.log.move_points_changed",
    "actions_changed": "fatal_fight.log.actions_changed", "card_discarded": "fatal_fight.log.card_discarded",
    "cards_drawn": "fatal_fight.log.cards_drawn", "status_revealed": "fatal_fight.log.status_revealed",
    "deck_reshuffled": "fatal_fight.log.deck_reshuffled", "status_gained": "fatal_fight.log.status_gained",
    "hero_damaged": "fatal_fight.log.hero_damaged", "life_capped": "fatal_fight.log.life_capped",
    "life_lost": "fatal_fight.log.life_lost", "hero_healed": "fatal_fight.log.hero_healed",
    "hero_down": "fatal_fight.log.hero_down", "die_rolled": "fatal_fight.log.die_rolled",
    "threat_changed": "fatal_fight.log.threat_changed", "attack_started": "fatal_fight.log.attack_started",
    "attack_card_added": "fatal_fight.log.attack_card_added",
    "attack_item_added": "fatal_fight.log.attack_item_added",
    "attack_special_added": "fatal_fight.log.attack_special_added", "coop_offered": "fatal_fight.log.coop_offered",
    "coop_offered_many": "fatal_fight.log.coop_offered_many", "coop_accepted": "fatal_fight.log.coop_accepted",
    "coop_accepted_many": "fatal_fight.log.coop_accepted_many", "coop_declined": "fatal_fight.log.coop_declined",
    "attack_cancelled": "fatal_fight.log.attack_cancelled", "attack_confirmed": "fatal_fight.log.attack_confirmed",
    "attack_ap_changed": "fatal_fight.log.attack_ap_changed", "enemy_damaged": "fatal_fight.log.enemy_damaged",
    "enemy_ko": "fatal_fight.log.enemy_ko", "enemy_guard_gained": "fatal_fight.log.enemy_guard_gained",
    "enemy_phase_started": "fatal_fight.log.enemy_phase_started",
    "enemy_phase_ended": "fatal_fight.log.enemy_phase_ended", "group_activated": "fatal_fight.log.group_activated",
    "enemy_skill": "fatal_fight.log.enemy_skill", "boss_skill": "fatal_fight.log.boss_skill",
    "threat_skill": "fatal_fight.log.threat_skill", "combat": "fatal_fight.log.combat",
    "enemy_exited": "fatal_fight.log.enemy_exited", "reward_gold": "fatal_fight.log.reward_gold",
    "down_bonus": "fatal_fight.log.down_bonus", "art_bought": "fatal_fight.log.art_bought",
    "status_removed": "fatal_fight.log.status_removed", "briefing_done": "fatal_fight.log.briefing_done",
}

TO_IDS = {"discard": "fatal_fight.log.phrase.to_discard", "hand": "fatal_fight.log.phrase.to_hand",
          "deck": "fatal_fight.log.phrase.to_deck"}
BONUS_IDS = {"hand": "fatal_fight.log.phrase.bonus_hand", "action": "fatal_fight.log.phrase.bonus_action"}
LOST_IDS = {"all_down": "fatal_fight.log.phrase.lost_all_down", "time": "fatal_fight.log.phrase.lost_time"}
# sources named by a word alone (``"combat:3"`` and card sources are worded in ``EventWords.source``)
SOURCE_IDS = {
    "trap": "fatal_fight.log.phrase.src_trap", "exit": "fatal_fight.log.phrase.src_exit",
    "reshuffle": "fatal_fight.log.phrase.src_reshuffle", "icon": "fatal_fight.log.phrase.src_icon",
    "overkill": "fatal_fight.log.phrase.src_overkill", "drop": "fatal_fight.log.phrase.src_drop",
    "attack": "fatal_fight.log.phrase.src_attack",
}
ATTRIBUTE_IDS = {"shoot": "fatal_fight.log.attribute.shoot", "area": "fatal_fight.log.attribute.area",
                 "pierce": "fatal_fight.log.attribute.pierce", "weapon": "fatal_fight.log.attribute.weapon"}
SYMBOL_IDS = {"sun": "fatal_fight.log.symbol.sun", "moon": "fatal_fight.log.symbol.moon",
              "star": "fatal_fight.log.symbol.star"}
