"""The log's sentences for Fatal Fight events and the phrases they use, in ja and en (design.md §7).

``EVENTS`` has a line per event kind (and the variants ``EventWords`` picks: a co-op accepted
or declined, a briefing with no Fatigue); placeholders are the event's fields as
``EventWords`` words them.
"""

from __future__ import annotations

from screens.i18n import Table

EVENTS: Table = {
    # round and stage flow (FF-R1–R4, FF-R10, FF-W)
    "stage_started": {"ja": "■ ステージ{stage}開始（ステージカード{stage_cards}枚・敵{enemies}枚）",
                      "en": "■ Stage {stage} begins ({stage_cards} stage cards, {enemies} enemies)"},
    "round_started": {"ja": "■ ステージ{stage} ラウンド{round}", "en": "■ Stage {stage}, round {round}"},
    "stage_card_set": {"ja": "ステージカード「{card}」（{symbol}）", "en": "Stage card: {card} ({symbol})"},
    "boss_stage_set": {"ja": "ボスステージ「{card}」— ボスの印は{symbol}", "en": "Boss stage: {card} — the boss symbol is {symbol}"},
    "boss_entered": {"ja": "ボス「{card}」がエントリー{entry}に現れた", "en": "The boss {card} appears at entry {entry}"},
    "enemy_entered": {"ja": "{card}がエントリー{entry}に登場", "en": "{card} enters at entry {entry}"},
    "enemy_deck_reshuffled": {"ja": "敵デッキをシャッフル（{size}枚）", "en": "The enemy deck is reshuffled ({size} cards)"},
    "enemy_deck_empty": {"ja": "敵デッキが空：エントリー{entry}には誰も来ない", "en": "The enemy deck is empty: no one enters at {entry}"},
    "gimmick": {"ja": "ギミック「{name}」：{text}", "en": "Gimmick “{name}”: {text}"},
    "round_ended": {"ja": "ラウンド{round}終了：使ったカードは捨て札へ、ガードは消える",
                    "en": "Round {round} ends: played cards to the discard, every Guard is gone"},
    "stage_cleared": {"ja": "★ ステージ{stage}クリア！", "en": "★ Stage {stage} cleared!"},
    "campaign_won": {"ja": "★★★ 勝利！市長の娘を救い出した", "en": "★★★ Victory! The mayor's daughter is safe"},
    "campaign_lost": {"ja": "敗北…（{reason}）", "en": "Defeat… ({reason})"},
    "gold_split": {"ja": "金の分配：各{share}、繰り越し{carried}", "en": "Gold split: {share} each, {carried} carried over"},
    "hero_ready": {"ja": "{hero}はライフ{life}で次のステージへ（デッキ{deck}枚）",
                   "en": "{hero} is ready for the next stage (life {life}, deck {deck})"},
    "fatigue_healed": {"ja": "{hero}の疲労{count}枚を取り除いた", "en": "{hero} heals {count} Fatigue"},
    "fatigue_none": {"ja": "{hero}に疲労はない", "en": "{hero} has no Fatigue to heal"},
    # the turn (FF-R5)
    "turn_started": {"ja": "▶ {hero}のターン（移動{move_points}・アクション{actions}）",
                     "en": "▶ {hero}'s turn (move {move_points}, actions {actions})"},
    "turn_ended": {"ja": "{hero}のターン終了", "en": "{hero} ends the turn"},
    "hero_moved": {"ja": "{hero}は{cell}へ移動", "en": "{hero} moves to {cell}"},
    "icon_taken": {"ja": "{hero}は{cell}の{icon}を取った", "en": "{hero} takes the {icon} at {cell}"},
    "stage_gold_changed": {"ja": "ステージの金 {delta}（計{gold}・{source}）", "en": "Stage gold {delta} (now {gold}, {source})"},
    "item_gained": {"ja": "{hero}は{item}を手に入れた", "en": "{hero} gets {item}"},
    "item_unavailable": {"ja": "{item}はもう残っていない", "en": "No {item} is left in the supply"},
    "item_used": {"ja": "{hero}は{item}を使った", "en": "{hero} uses {item}"},
    "item_dropped": {"ja": "{hero}は{item}を捨てた", "en": "{hero} drops {item}"},
    "special_move": {"ja": "{hero}の必殺技（ライフ−{cost}、残り{life}）", "en": "{hero} uses the special move (−{cost} life, {life} left)"},
    "zanshin": {"ja": "{hero}は残心で{card}を捨てた", "en": "{hero} discards {card} by zanshin"},
    "zanshin_penalty": {"ja": "{card}のペナルティ！", "en": "{card}'s penalty applies!"},
    "played_face_down": {"ja": "{hero}は{card}を裏向きに出した（移動+1）", "en": "{hero} plays {card} face down (+1 move)"},
    "card_played": {"ja": "{hero}は{card}を使った", "en": "{hero} plays {card}"},
    "guard_gained": {"ja": "{hero}はガード{amount}（GP {gp}）", "en": "{hero} gains Guard {amount} (GP {gp})"},
    "move_points_changed": {"ja": "{hero}の移動 {delta}（{move_points}）", "en": "{hero}'s move points {delta} ({move_points})"},
    "actions_changed": {"ja": "{hero}のアクション {delta}（{actions}）", "en": "{hero}'s actions {delta} ({actions})"},
    "card_discarded": {"ja": "{hero}は{card}を捨てた（{source}）", "en": "{hero} discards {card} ({source})"},
    "cards_drawn": {"ja": "{hero}は{count}枚引いた{cards}", "en": "{hero} draws {count}{cards}"},
    "status_revealed": {"ja": "{hero}のステータス公開：{cards}", "en": "{hero} reveals status cards: {cards}"},
    "deck_reshuffled": {"ja": "{hero}の捨て札をシャッフルして新しいデッキに（{size}枚）",
                        "en": "{hero} shuffles the discard into a new deck ({size} cards)"},
    "status_gained": {"ja": "{hero}は{status}×{count}を{to}に", "en": "{hero} gets {count} {status} into the {to}"},
    "hero_damaged": {"ja": "{hero}に{amount}ダメージ{guard}→ ライフ{life}（{source}）",
                     "en": "{hero} takes {amount} damage{guard} → life {life} ({source})"},
    "life_capped": {"ja": "{item}を失って最大ライフが下がり、{hero}のライフは{life}に",
                    "en": "Without {item}, {hero}'s max life drops: life {life}"},
    "life_lost": {"ja": "{hero}はライフ−{amount} → {life}（{source}）", "en": "{hero} loses {amount} life → {life} ({source})"},
    "hero_healed": {"ja": "{hero}は{amount}回復 → ライフ{life}", "en": "{hero} heals {amount} → life {life}"},
    "hero_down": {"ja": "▼ {hero}はダウンした", "en": "▼ {hero} is down"},
    "die_rolled": {"ja": "サイコロ：{value}", "en": "Die roll: {value}"},
    "threat_changed": {"ja": "脅威 {delta} → {threat}（{reason}）", "en": "Threat {delta} → {threat} ({reason})"},
    # the attack (FF-R6)
    "attack_started": {"ja": "{hero}はエントリー{entry}の集団に攻撃を組み立てる", "en": "{hero} builds an attack on entry {entry}"},
    "attack_card_added": {"ja": "　＋{card}", "en": "   + {card}"},
    "attack_item_added": {"ja": "　＋{item}", "en": "   + {item}"},
    "attack_special_added": {"ja": "　＋必殺技（{specials}回目）", "en": "   + special move (×{specials})"},
    "coop_offered": {"ja": "{hero}は{helper}に協力×{times}を頼んだ", "en": "{hero} asks {helper} to co-op ×{times}"},
    "coop_accepted": {"ja": "{hero}が協力×{times}（AP+{times}、疲労{times}枚）",
                      "en": "{hero} joins in ×{times} (AP +{times}, {times} Fatigue)"},
    "coop_declined": {"ja": "{hero}は協力を断った", "en": "{hero} declines to co-op"},
    "attack_cancelled": {"ja": "{hero}は攻撃をやめた", "en": "{hero} calls the attack off"},
    "attack_confirmed": {"ja": "{hero}の攻撃！AP{ap}{attributes}", "en": "{hero} attacks! AP {ap}{attributes}"},
    "attack_ap_changed": {"ja": "AP {delta} → {ap}（{source}）", "en": "AP {delta} → {ap} ({source})"},
    "enemy_damaged": {"ja": "{card}に{taken}ダメージ{guard}（{damage}/{life}）",
                      "en": "{card} takes {taken}{guard} ({damage}/{life})"},
    "enemy_ko": {"ja": "★ {card}をKO！", "en": "★ {card} is KO'd!"},
    "enemy_guard_gained": {"ja": "{card}はGP+{amount}", "en": "{card} gains GP +{amount}"},
    # the enemy phase (FF-R8)
    "enemy_phase_started": {"ja": "■ 敵フェイズ", "en": "■ Enemy phase"},
    "enemy_phase_ended": {"ja": "敵フェイズ終了", "en": "The enemy phase ends"},
    "group_activated": {"ja": "エントリー{entry}の集団（{size}体）が動く", "en": "Entry {entry}: the group of {size} acts"},
    "enemy_skill": {"ja": "{card}の{text}", "en": "{card} — {text}"},
    "boss_skill": {"ja": "{card}のスキル「{name}」：{text}", "en": "{card} uses {name}: {text}"},
    "threat_skill": {"ja": "{card}は脅威{cost}を使い「{name}」：{text}", "en": "{card} spends {cost} threat on {name}: {text}"},
    "combat": {"ja": "戦闘：{where}のヒーローに{damage}ダメージずつ", "en": "Combat: {damage} damage to each hero {where}"},
    "enemy_exited": {"ja": "{card}はエントリー{entry}から去った（5体目以降）", "en": "{card} leaves entry {entry} (group over 4)"},
    # pending decisions (FF-R0, FF-W2, FF-V7)
    "reward_gold": {"ja": "{hero}は{amount}金を受け取った（所持{gold}）", "en": "{hero} takes {amount} gold (has {gold})"},
    "down_bonus": {"ja": "{hero}のダウンボーナス：{bonus}", "en": "{hero}'s down bonus: {bonus}"},
    "art_bought": {"ja": "{hero}は{art}を{price}金で購入{replaced}", "en": "{hero} buys {art} for {price} gold{replaced}"},
    "status_removed": {"ja": "{hero}は1金で{card}を取り除いた", "en": "{hero} pays 1 gold to remove {card}"},
    "briefing_done": {"ja": "{hero}のブリーフィング完了", "en": "{hero} is done with the briefing"},
    "unknown": {"ja": "{kind}", "en": "{kind}"},
}

PHRASES: Table = {
    "someone": {"ja": "誰か", "en": "someone"},
    "a_card": {"ja": "カード", "en": "a card"},
    "guard_spent": {"ja": "（ガード{gp}で軽減）", "en": " (Guard stopped {gp})"},
    "gp_spent": {"ja": "・GP{gp}消費", "en": ", GP −{gp}"},
    "line_heroes": {"ja": "{line}ライン", "en": "in the {line} line"},
    "all_heroes": {"ja": "全ライン（銃）", "en": "in every line (gun)"},
    "replaced": {"ja": "（{card}と交換）", "en": " (replacing {card})"},
    "bonus_hand": {"ja": "最大手札+1", "en": "+1 max hand"},
    "bonus_action": {"ja": "アクション+1", "en": "+1 action"},
    "to_discard": {"ja": "捨て札", "en": "discard"},
    "to_hand": {"ja": "手札", "en": "hand"},
    "to_deck": {"ja": "デッキ", "en": "deck"},
    "no_skill": {"ja": "行動：なし", "en": "Skill: none"},
    "lost_all_down": {"ja": "全員ダウン", "en": "every hero is down"},
    "lost_time": {"ja": "時間切れ", "en": "out of time"},
    "src_combat": {"ja": "エントリー{entry}との戦闘", "en": "combat with entry {entry}"},
    "src_trap": {"ja": "トラバサミ", "en": "bear trap"},
    "src_exit": {"ja": "敵の退場", "en": "an enemy left"},
    "src_reshuffle": {"ja": "デッキのリシャッフル", "en": "deck reshuffle"},
    "src_icon": {"ja": "マスのアイコン", "en": "cell icon"},
    "src_overkill": {"ja": "オーバーキル", "en": "overkill"},
    "src_drop": {"ja": "ドロップ", "en": "drop"},
    "src_attack": {"ja": "攻撃", "en": "the attack"},
}

ATTRIBUTE_NAMES: Table = {
    "shoot": {"ja": "発射", "en": "Shoot"},
    "area": {"ja": "範囲", "en": "Area"},
    "pierce": {"ja": "貫通", "en": "Pierce"},
    "weapon": {"ja": "武器", "en": "Weapon"},
}

SYMBOL_NAMES: Table = {
    "sun": {"ja": "日", "en": "sun"},
    "moon": {"ja": "月", "en": "moon"},
    "star": {"ja": "星", "en": "star"},
}
