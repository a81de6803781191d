"""The Fatal Fight screens' words in Japanese and English (same shape as ``screens.i18n.STRINGS``)."""

from __future__ import annotations

from typing import Any

from screens.i18n import Table, translate

STRINGS: Table = {
    # the board (FF-C1)
    "line.0": {"ja": "上段", "en": "Upper"},
    "line.1": {"ja": "中段", "en": "Middle"},
    "line.2": {"ja": "下段", "en": "Lower"},
    "area.0": {"ja": "左", "en": "Left"},
    "area.1": {"ja": "中央", "en": "Center"},
    "area.2": {"ja": "右", "en": "Right"},
    "cell": {"ja": "{line}・{area}", "en": "{line} {area}"},
    "entry": {"ja": "エントリー{entry}", "en": "Entry {entry}"},
    "entry_where": {"ja": "エントリー{entry}（{line}・{side}）", "en": "entry {entry} ({line} {side})"},
    "icon.gold": {"ja": "金", "en": "gold"},
    "icon.trap": {"ja": "トラバサミ", "en": "bear trap"},
    "icon.apple": {"ja": "りんご", "en": "apple"},
    "icon.steak": {"ja": "ステーキ", "en": "steak"},
    "icon.knife": {"ja": "ナイフ", "en": "knife"},
    "icon.pipe": {"ja": "鉄パイプ", "en": "iron pipe"},
    # the header (FF-R1, FF-T, FF-W1)
    "stage_round": {"ja": "ステージ{stage}　ラウンド{round}", "en": "Stage {stage} · Round {round}"},
    "stage_cards": {"ja": "カード{drawn}/{total}", "en": "card {drawn}/{total}"},
    "boss_stage": {"ja": "ボス戦", "en": "Boss stage"},
    "threat": {"ja": "脅威", "en": "Threat"},
    "gold": {"ja": "金", "en": "Gold"},
    "enemy_deck": {"ja": "敵山札", "en": "Enemy deck"},
    "enemy_discard": {"ja": "敵捨て札", "en": "Discard"},
    "boss_tally": {"ja": "ボス印", "en": "Boss symbols"},
    "boss.next": {"ja": "次：{skill}（{n}/3枚目）", "en": "Next: {skill} ({n}/3)"},
    "boss.label": {"ja": "ボス", "en": "BOSS"},
    "no_gimmick": {"ja": "ギミックなし", "en": "No gimmick"},
    "timing.stage_set": {"ja": "登場時", "en": "When set"},
    "timing.round_start": {"ja": "毎ラウンド", "en": "Each round"},
    "timing.turn_start": {"ja": "ターン開始時", "en": "Turn start"},
    "timing.turn_end": {"ja": "ターン終了時", "en": "Turn end"},
    "timing.enemy_phase": {"ja": "敵フェイズ", "en": "Enemy phase"},
    # heroes (FF-C3, FF-R5)
    "life": {"ja": "ライフ", "en": "Life"},
    "move": {"ja": "移動", "en": "Move"},
    "actions": {"ja": "アクション", "en": "Actions"},
    "max_hand": {"ja": "手札上限", "en": "Max hand"},
    "carry": {"ja": "所持", "en": "Carry"},
    "speed": {"ja": "速さ", "en": "Speed"},
    "hero_gold": {"ja": "所持金", "en": "Gold"},
    "deck": {"ja": "山札", "en": "Deck"},
    "discard": {"ja": "捨て札", "en": "Discard"},
    "guard": {"ja": "ガード", "en": "Guard"},
    "items": {"ja": "アイテム", "en": "Items"},
    "no_items": {"ja": "アイテムなし", "en": "No items"},
    "special": {"ja": "必殺技", "en": "Special"},
    "special_cost": {"ja": "ライフ−{cost}", "en": "−{cost} life"},
    "down": {"ja": "ダウン", "en": "DOWN"},
    "acted": {"ja": "行動済", "en": "done"},
    "acting": {"ja": "行動中", "en": "acting"},
    "waiting": {"ja": "待機", "en": "waits"},
    "turn_order": {"ja": "行動順（速さ順）", "en": "Turn order (speed)"},
    "hand_of": {"ja": "{hero}の手札", "en": "{hero}'s hand"},
    "hand_count": {"ja": "手札{n}", "en": "hand {n}"},
    # what to do now (the prompt strip)
    "hint.turn": {
        "ja": "{hero}：光るマスをクリックで移動、光る敵集団で攻撃、カードをクリックで使い方を選ぶ。Eでターン終了",
        "en": "{hero}: click a lit cell to move, a lit enemy group to attack, a card for its uses. E ends the turn",
    },
    "hint.card": {"ja": "{card}：下のボタンから使い方を選んでください（Escで選択解除）",
                  "en": "{card}: pick what to do with it below (Esc to put it back)"},
    "hint.attack_target": {"ja": "{target}への攻撃", "en": "Attack on {target}"},
    "hint.attack": {"ja": "{target}への攻撃：光るカード・アイテムを加える", "en": "Attack on {target}: add lit cards and items"},
    "hint.coop": {"ja": "{helper}：{attacker}が{target}への攻撃に協力×{n}を求めています（AP+{n}、あなたの捨て札に疲労{n}枚）",
                  "en": "{helper}: {attacker} asks you to co-op ×{n} on {target} (AP +{n}; {n} Fatigue into your discard)"},
    "hint.carry": {"ja": "{hero}はアイテムを持ちすぎています（上限{max}）：使うか捨ててください",
                   "en": "{hero} carries too many items (max {max}): use or drop one"},
    "hint.down_bonus": {"ja": "{hero}：仲間がダウン — 最大手札+1かアクション+1を選んでください",
                        "en": "{hero}: a friend is down — choose +1 max hand or +1 action"},
    "hint.reward": {"ja": "{hero}：ステータスアップアイテムか{gold}金を選んでください",
                    "en": "{hero}: choose a status-up item or {gold} gold"},
    "hint.briefing": {"ja": "{hero}のブリーフィング：技を買う・ステータスを取り除く・終えたら「ブリーフィング終了」",
                      "en": "{hero}'s briefing: buy arts, remove status cards, then Finish briefing"},
    "hint.playback": {"ja": "敵フェイズ — クリックかスペースでスキップ", "en": "Enemy phase — click or Space to skip"},
    "hint.over_won": {"ja": "勝利！メニューからタイトルへ戻れます", "en": "Victory! Menu returns to the title"},
    "hint.over_lost": {"ja": "敗北… メニューからタイトルへ戻れます", "en": "Defeat… Menu returns to the title"},
    "tag.attack": {"ja": "攻撃", "en": "Attack"},
    "attack.ap": {"ja": "AP {ap}", "en": "AP {ap}"},
    "attack.none": {"ja": "まだ何も加えていません", "en": "nothing added yet"},
    "attack.coop": {"ja": "協力：{names}", "en": "co-op: {names}"},
    "predict": {"ja": "予想：{result}", "en": "Predicted: {result}"},
    "predict.ko": {"ja": "{enemy} KO", "en": "{enemy} KO"},
    "predict.left": {"ja": "{enemy} 残り{left}", "en": "{enemy} {left} life left"},
    "predict.gp": {"ja": "GP−{gp}", "en": "GP −{gp}"},
    "predict.gold": {"ja": "金+{gold}（オーバーキル）", "en": "+{gold} gold (overkill)"},
    "predict.item": {"ja": "{item}を入手", "en": "gets {item}"},
    "predict.clear": {"ja": "ステージクリア！", "en": "stage clear!"},
    "predict.die": {"ja": "（サイコロ次第）", "en": "(depends on a die roll)"},
    "predict.short": {"ja": "KO", "en": "KO"},
    "zanshin_warning": {"ja": "注意：{card}を残心で捨てるとペナルティ — {text}",
                        "en": "Careful: discarding {card} by zanshin has a penalty — {text}"},
    # action labels (the action bar)
    "act.end_turn": {"ja": "ターン終了", "en": "End turn"},
    "briefing.add_word": {"ja": "追加", "en": "Add"},
    "briefing.replace_word": {"ja": "交換", "en": "Replace"},
    "briefing.add_short": {"ja": "追加（{price}金）", "en": "Add ({price} gold)"},
    "briefing.replace_short": {"ja": "交換（{price}金）", "en": "Replace ({price} gold)"},
    "handoff": {"ja": "{next}の番です — {previous}さん、マウスを渡してください",
                "en": "{next}'s turn — {previous}, pass the mouse"},
    "skill.none": {"ja": "スキルなし（戦闘ダメージのみ）", "en": "no skill (combat damage only)"},
    "act.skip": {"ja": "スキップ ▶", "en": "Skip ▶"},
    "status.enemy_phase": {"ja": "敵フェイズ（ラウンド{round}）", "en": "Enemy phase (round {round})"},
    "act.pick_up": {"ja": "拾う", "en": "Pick up"},
    "act.use_item": {"ja": "{item}を使う", "en": "Use {item}"},
    "act.drop_item": {"ja": "{item}を捨てる", "en": "Drop {item}"},
    "act.special": {"ja": "必殺技（ライフ−{cost}）", "en": "Special move (−{cost} life)"},
    "act.zanshin": {"ja": "残心：捨てる", "en": "Zanshin: discard"},
    "act.zanshin_penalty": {"ja": "残心：捨てる（ペナルティ！）", "en": "Zanshin: discard (penalty!)"},
    "act.face_down": {"ja": "裏向き：移動+1", "en": "Face down: +1 move"},
    "act.play": {"ja": "使う：{effect}", "en": "Play: {effect}"},
    "act.attack": {"ja": "{target}を攻撃", "en": "Attack {target}"},
    "act.add_card": {"ja": "{card}を加える", "en": "Add {card}"},
    "act.add_item": {"ja": "{item}を加える", "en": "Add {item}"},
    "act.add_special": {"ja": "＋必殺技（ライフ−{cost}）", "en": "+ Special (−{cost} life)"},
    "act.offer_coop": {"ja": "協力×{n}：{hero}", "en": "Co-op ×{n}: {hero}"},
    "act.offer_coop_more": {"ja": "協力×{n}：{hero}（済{joins}）", "en": "Co-op ×{n}: {hero} (has {joins})"},
    "act.coop_fewer": {"ja": "−", "en": "−"},
    "act.coop_more": {"ja": "＋", "en": "+"},
    "act.confirm": {"ja": "攻撃する（AP{ap}）", "en": "Attack! (AP {ap})"},
    "act.cancel": {"ja": "やめる", "en": "Call off"},
    "act.coop_yes": {"ja": "協力する×{n}（AP+{n}・疲労{n}）", "en": "Join in ×{n} (AP +{n}, {n} Fatigue)"},
    "act.coop_no": {"ja": "断る", "en": "Decline"},
    "act.reward_item": {"ja": "{item}を受け取る", "en": "Take {item}"},
    "act.reward_gold": {"ja": "{gold}金を受け取る", "en": "Take {gold} gold"},
    "act.bonus_hand": {"ja": "最大手札+1", "en": "+1 max hand"},
    "act.bonus_action": {"ja": "アクション+1", "en": "+1 action"},
    "act.buy": {"ja": "{art}を追加（{price}金）", "en": "Add {art} ({price} gold)"},
    "act.buy_replace": {"ja": "{old}と交換（{price}金）", "en": "Replace {old} ({price} gold)"},
    "act.remove_status": {"ja": "{card}を取り除く（1金）", "en": "Remove {card} (1 gold)"},
    "act.end_briefing": {"ja": "ブリーフィング終了", "en": "Finish briefing"},
    "effect.guard": {"ja": "ガード{n}", "en": "Guard {n}"},
    "effect.draw": {"ja": "ドロー{n}", "en": "Draw {n}"},
    "effect.heal": {"ja": "回復{n}", "en": "Heal {n}"},
    "effect.text": {"ja": "効果", "en": "its text"},
    # briefing (FF-R0)
    "briefing.title": {"ja": "ステージ{stage}前のブリーフィング", "en": "Briefing before stage {stage}"},
    "briefing.hero": {"ja": "{hero}　所持金{gold}", "en": "{hero} — {gold} gold"},
    "briefing.healed": {"ja": "疲労{count}枚を治療済み（無料）", "en": "{count} Fatigue healed (free)"},
    "briefing.shop": {"ja": "強化技（価格・交換できる技）", "en": "Upgrade arts (price, what they replace)"},
    "briefing.replaces": {"ja": "「{card}」と交換可", "en": "replaces {card}"},
    "briefing.new_only": {"ja": "新しく追加", "en": "added as new"},
    "briefing.price": {"ja": "{price}金", "en": "{price} gold"},
    "briefing.statuses": {"ja": "ステータスを取り除く（1枚1金、疲労は無料で治療済み）",
                          "en": "Remove status cards (1 gold each; Fatigue was healed for free)"},
    "briefing.no_status": {"ja": "山札にステータスはありません", "en": "No status card in the deck"},
    "briefing.too_poor": {"ja": "金が足りません", "en": "not enough gold"},
    "briefing.none_left": {"ja": "買える強化技はもうありません", "en": "No upgrade art left to buy"},
    "briefing.others": {"ja": "他のヒーロー", "en": "The team"},
    # stage clear (FF-W1, FF-W2)
    "clear.title": {"ja": "ステージ{stage}クリア！", "en": "Stage {stage} clear!"},
    "clear.gold": {"ja": "金の分配：1人{share}金（繰り越し{carried}）", "en": "Gold split: {share} each ({carried} carried over)"},
    "clear.choose": {"ja": "各ヒーローはステータスアップアイテム1つか{gold}金を選びます",
                     "en": "Each hero takes one status-up item or {gold} gold"},
    "clear.chose_item": {"ja": "{item}", "en": "{item}"},
    "clear.chose_gold": {"ja": "{gold}金", "en": "{gold} gold"},
    "clear.choosing": {"ja": "選択中…", "en": "choosing…"},
    "clear.waiting": {"ja": "待機", "en": "waiting"},
    "clear.left": {"ja": "残り{n}", "en": "{n} left"},
    # victory / defeat (FF-W4, FF-R9)
    "end.won": {"ja": "勝利！", "en": "Victory!"},
    "end.lost": {"ja": "敗北", "en": "Defeat"},
    "end.won_line": {"ja": "マッドギアを倒し、市長の娘を救い出した。", "en": "Mad Gear is beaten and the mayor's daughter is safe."},
    "end.lost_all_down": {"ja": "ヒーロー全員がダウンした。", "en": "Every hero went down."},
    "end.lost_time": {"ja": "ステージが長引きすぎた。", "en": "The stage dragged on too long."},
    "end.stats": {"ja": "ステージ{stages}/{total}クリア　ラウンド{rounds}　KO{kos}体（ボス{bosses}）　獲得した金{gold}",
                  "en": "Stages cleared {stages}/{total} · rounds {rounds} · enemies KO'd {kos} (bosses {bosses}) · gold found {gold}"},
    "end.hero": {"ja": "KO{kos}　与えたAP{ap}　受けたダメージ{taken}　協力{coops}",
                 "en": "KOs {kos} · AP dealt {ap} · damage taken {taken} · co-ops {coops}"},
    "end.hint": {"ja": "取り消しで最後の手を戻せます", "en": "Undo takes the last step back"},
    "end.items": {"ja": "アイテム：{items}", "en": "items: {items}"},
    "end.to_title": {"ja": "タイトルへ", "en": "Back to the title"},
    "end.new": {"ja": "新しいキャンペーン", "en": "New campaign"},
    # setup screen
    "setup.title": {"ja": "新しいキャンペーン", "en": "New campaign"},
    "setup.heroes": {"ja": "ヒーローを1〜5人選ぶ（選んだ順が席順）", "en": "Pick 1 to 5 heroes (the order you pick them is the seat order)"},
    "setup.players": {"ja": "プレイヤー", "en": "Players"},
    "setup.solo": {"ja": "1人で全員を操作（ソロ協力）", "en": "One person plays every hero (solo co-op)"},
    "setup.your_name": {"ja": "あなたの名前", "en": "Your name"},
    "setup.same_name": {"ja": "同じ名前のヒーローは同じ人が操作します", "en": "Heroes with the same player name are one person's"},
    "setup.variants": {"ja": "バリアント", "en": "Variants"},
    "setup.seed": {"ja": "シード", "en": "Seed"},
    "setup.seed_hint": {"ja": "同じシードで同じ展開を再現できます", "en": "The same seed replays the same campaign"},
    "setup.new_seed": {"ja": "別のシード", "en": "New seed"},
    "setup.forecast": {"ja": "予想勝率（{heroes}人、ボットで{games}回）：{rate}%（95%区間 {low}〜{high}%）",
                       "en": "Expected win rate with {heroes} heroes (bots, {games} campaigns): {rate} % "
                             "(95 %: {low}–{high} %)"},
    "setup.forecast_unmeasured": {"ja": "予想勝率：{heroes}人とこのバリアントの組み合わせは未計測です",
                                  "en": "Expected win rate: not measured for {heroes} heroes with these variants"},
    "setup.start": {"ja": "キャンペーン開始", "en": "Start campaign"},
    "setup.back": {"ja": "戻る", "en": "Back"},
    "setup.need_hero": {"ja": "ヒーローを1人以上選んでください", "en": "Pick at least one hero"},
    "setup.full": {"ja": "ヒーローは5人までです", "en": "Five heroes at most"},
    "setup.bad_seed": {"ja": "シードは整数で入力してください", "en": "The seed must be a whole number"},
    "setup.player_n": {"ja": "プレイヤー{n}", "en": "Player {n}"},
    "setup.keys": {"ja": "クリックでヒーローを選択・解除　Enter 開始　Esc 戻る",
                   "en": "Click a hero to pick or drop it   Enter start   Esc back"},
    "setup.on": {"ja": "オン", "en": "On"},
    "setup.off": {"ja": "オフ", "en": "Off"},
    # rules reference and keys
    "rules.title": {"ja": "ルール早見表（↑↓・ホイールでスクロール、F1で閉じる）",
                    "en": "Rules reference (↑↓ or the wheel scroll, F1 closes)"},
    "keys": {"ja": "E ターン終了　Enter 攻撃　Esc やめる　←→ カード　Space 選ぶ　WASD 移動　Ctrl+Z 取り消し　F1 ルール",
             "en": "E end turn · Enter attack · Esc call off · ←→ cards · Space pick · WASD move · Ctrl+Z undo · F1 rules"},
}

SIDES: Table = {"left": {"ja": "左端", "en": "left end"}, "right": {"ja": "右端", "en": "right end"}}


def t(key: str, lang: str, **params: object) -> str:
    """A Fatal Fight screen string in ``lang``."""
    return translate(STRINGS, key, lang, **params)


def line_label(line: int, lang: str) -> str:
    return t(f"line.{line}", lang)


def cell_label(cell: str, lang: str) -> str:
    """"upper-left" → "上段・左" / "Upper Left"."""
    line, _, area = cell.partition("-")
    lines, areas = ("upper", "middle", "lower"), ("left", "center", "right")
    if line not in lines or area not in areas:
        return cell
    return t("cell", lang, line=t(f"line.{lines.index(line)}", lang), area=t(f"area.{areas.index(area)}", lang))


def entry_label(entry: int, lang: str) -> str:
    """"entry 4 (Upper right end)": entries 1–3 end the lines on the left, 4–6 on the right (FF-C1)."""
    side = translate(SIDES, "left" if entry <= 3 else "right", lang)
    return t("entry_where", lang, entry=entry, line=line_label((entry - 1) % 3, lang), side=side)


def icon_label(icon: str, lang: str) -> str:
    key = f"icon.{icon}"
    return t(key, lang) if key in STRINGS else icon


def aside(text: str, note: str, lang: str) -> str:
    """``text`` with ``note`` in brackets: "名前（注）" in Japanese, "Name (note)" in English (issue #14.4)."""
    return f"{text}（{note}）" if lang == "ja" else f"{text} ({note})"


def spaced(parts: list[str], lang: str) -> str:
    """Parts of one line apart: an ideographic space in Japanese, " · " in English."""
    return ("　" if lang == "ja" else " · ").join(p for p in parts if p)


def counted(names: list[str], lang: str) -> str:
    """Names in order with repeats folded: "Rita Vargas ×7, Mei ×2" (issue #14.3)."""
    order: list[str] = []
    times: dict[str, int] = {}
    for name in names:
        if name not in times:
            order.append(name)
        times[name] = times.get(name, 0) + 1
    shown = [f"{n} ×{times[n]}" if times[n] > 1 else n for n in order]
    return ("・" if lang == "ja" else ", ").join(shown)


def local(model: Any, field: str, lang: str) -> str:
    """``model.field`` in Japanese or ``model.field_en`` in English, falling back to the other."""
    ja = str(getattr(model, field, "") or "")
    en = str(getattr(model, f"{field}_en", "") or "")
    return (en or ja) if lang == "en" else (ja or en)
