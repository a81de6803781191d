"""The My Crypto Saga screens' words in Japanese and English (same shape as ``screens.i18n.STRINGS``)."""

from __future__ import annotations

from screens.i18n import Table, translate

STRINGS: Table = {
    "round.0": {"ja": "プレラウンド", "en": "Pre-round"},
    "round.1": {"ja": "ラウンド1", "en": "Round 1"},
    "round.2": {"ja": "ラウンド2", "en": "Round 2"},
    "header": {"ja": "第{game}/{games}ゲーム　{round}　プール {pool} KP　フラッグ：{flag}",
               "en": "Game {game}/{games} · {round} · Pool {pool} KP · Flag: {flag}"},
    "betting": {"ja": "基準額 {level} KP　チャージ額 {charge} KP{once}",
                "en": "Reference {level} KP · Charge {charge} KP{once}"},
    "once.double": {"ja": "　ダブル済", "en": " · Double used"},
    "once.hyper": {"ja": "　ハイパー済", "en": " · Hyper used"},
    "seat_kp": {"ja": "デッキ {kp} KP（{gain:+d}）", "en": "Deck {kp} KP ({gain:+d})"},
    "charged": {"ja": "今ラウンド {kp} KP", "en": "This round {kp} KP"},
    "full": {"ja": "フル", "en": "ALL-IN"},
    "escaped": {"ja": "エスケープ", "en": "Escaped"},
    "picked": {"ja": "選択済", "en": "picked"},
    "picking": {"ja": "選択中", "en": "picking"},
    "hand": {"ja": "{name}の手札", "en": "{name}'s hand"},
    "hand_hidden": {"ja": "手札は本人だけが見られます", "en": "Only its player sees this hand"},
    "card_kp": {"ja": "{kp} KP", "en": "{kp} KP"},
    "marker": {"ja": "◆{card}（{name}）", "en": "◆ {card} ({name})"},
    "last_game": {"ja": "第{game}ゲームの結果", "en": "Game {game} result"},
    "scoreboard": {"ja": "ゲーム勝者　{games}", "en": "Game winners  {games}"},
    "winners": {"ja": "勝者：{names}", "en": "Winner: {names}"},
    "by_escape": {"ja": "（他の全員がエスケープ）", "en": " (everyone else escaped)"},
    "totals": {"ja": "合計ナンバー：{totals}", "en": "Final count: {totals}"},
    "pool_line": {"ja": "プール {pool} KP − 返却 {refund} = 勝利報酬 {reward}（バーン {burned}）",
                  "en": "Pool {pool} KP − refunds {refund} = reward {reward} (burned {burned})"},
    "payout_line": {"ja": "{name}・{round}「{card}」 返却 {refund} + 配分 {share} + 端数 {leftover} = {total}",
                    "en": "{name} · {round} {card}: refund {refund} + share {share} + leftover {leftover} = {total}"},
    "set_over": {"ja": "セット終了　勝者：{names}", "en": "Set over · winner: {names}"},
    "gained": {"ja": "獲得KP：{gains}", "en": "KP gained: {gains}"},
    "breakdown": {"ja": "{base}{skill}{bonus} = {number}", "en": "{base}{skill}{bonus} = {number}"},
    # setup
    "setup.title": {"ja": "新しいバトル", "en": "New battle"},
    "setup.seats": {"ja": "人数", "en": "Players"},
    "setup.seat": {"ja": "プレイヤー{n}", "en": "Player {n}"},
    "setup.deck": {"ja": "デッキ：{deck}（コスト{cost}/{cap}）", "en": "Deck: {deck} (cost {cost}/{cap})"},
    "setup.custom": {"ja": "自作", "en": "Custom"},
    "setup.edit": {"ja": "編集", "en": "Edit"},
    "setup.who.human": {"ja": "人", "en": "Human"},
    "setup.who.random": {"ja": "ボット（ランダム）", "en": "Bot (random)"},
    "setup.who.heuristic": {"ja": "ボット（普通）", "en": "Bot (heuristic)"},
    "setup.who.expert": {"ja": "ボット（上級）", "en": "Bot (expert)"},
    "setup.builder": {"ja": "{name}のデッキ：{count}/{size}枚　コスト{cost}/{cap}", "en": "{name}'s deck: {count}/{size} cards · cost {cost}/{cap}"},
    "setup.ok": {"ja": "このデッキは使えます", "en": "This deck is legal"},
    "setup.card_row": {"ja": "{name}　No.{number} {attr}　コスト{cost}　{kp}KP", "en": "{name} · No.{number} {attr} · cost {cost} · {kp} KP"},
    "setup.seed": {"ja": "シード", "en": "Seed"},
    "setup.start": {"ja": "開始", "en": "Start"},
    "setup.back": {"ja": "戻る", "en": "Back"},
    "setup.bad_seed": {"ja": "シードは数字で入力してください", "en": "Type the seed as a number"},
    "setup.bad_deck": {"ja": "{name}のデッキ：{why}", "en": "{name}'s deck: {why}"},
    "setup.timer_off": {"ja": "持ち時間：なし", "en": "Turn timer: off"},
    "setup.timer_on": {"ja": "持ち時間：{s}秒", "en": "Turn timer: {s} s"},
    "table.to_bot": {"ja": "ボットに任せる", "en": "Hand to bot"},
    "table.handed": {"ja": "{name}の席はボットが操作します（タイムアウトと同じ選択）", "en": "A bot now plays {name}'s seat (as the timeout rule would)"},
    # action bar
    "act.play": {"ja": "出す：{card}（{number}）", "en": "Play {card} ({number})"},
    "act.pick": {"ja": "伏せる：{card}（{number}）", "en": "Pick {card} ({number})"},
    "act.charge": {"ja": "{name} {kp} KP", "en": "{name} {kp} KP"},
    "act.free": {"ja": "{name}", "en": "{name}"},
    # the log
    "log.dealt": {"ja": "{name}に3枚配られた", "en": "{name} is dealt 3 cards"},
    "log.game_started": {"ja": "第{game}ゲーム開始（フラッグ：{name}）", "en": "Game {game} begins (flag: {name})"},
    "log.pre_round_played": {"ja": "{name}がプレラウンドに「{card}」を出し、{ante} KPをチャージ",
                             "en": "{name} plays {card} in the pre-round and antes {ante} KP"},
    "log.skill_marked": {"ja": "「{card}」のスキルが{round}に表示された", "en": "{card}'s skill is marked on {round}"},
    "log.round_started": {"ja": "{round}：カードを伏せて選ぶ", "en": "{round}: pick a card face down"},
    "log.picked": {"ja": "{name}がカードを伏せた", "en": "{name} picks a card face down"},
    "log.picked_own": {"ja": "{name}が「{card}」を伏せた", "en": "{name} picks {card} face down"},
    "log.charges_started": {"ja": "チャージアクション（チャージ額 {charge} KP）",
                            "en": "Charge actions (Charge would pay {charge} KP)"},
    "log.charged": {"ja": "{name}：{action}（{kp} KP、プール {pool}）", "en": "{name}: {action} ({kp} KP, pool {pool})"},
    "log.revealed": {"ja": "{round}のカードがオープン：{cards}", "en": "{round} revealed: {cards}"},
    "log.number_changed": {"ja": "「{by}」：{name}のナンバー {old}→{new}", "en": "{by}: {name}'s number {old} → {new}"},
    "log.attribute_changed": {"ja": "「{by}」：{name}の属性 {old}→{new}", "en": "{by}: {name}'s attribute {old} → {new}"},
    "log.kp_tax": {"ja": "「{by}」：{name}のカードが{kp} KPをプールへ", "en": "{by}: {name}'s card pays {kp} KP into the pool"},
    "log.kp_drain": {"ja": "「{by}」：{name}のカードから{kp} KPを奪った", "en": "{by}: takes {kp} KP from {name}'s card"},
    "log.no_judgement": {"ja": "「{by}」：{round}は属性判定なし", "en": "{by}: no attribute judgement in {round}"},
    "log.attribute_bonus": {"ja": "属性判定：{name} +{bonus}（ナンバー {number}）",
                            "en": "Attributes: {name} +{bonus} (number {number})"},
    "log.shown_after_game": {"ja": "伏せられていたカードを公開：{cards}", "en": "Face-down cards shown: {cards}"},
    "log.game_over": {"ja": "第{game}ゲーム終了：勝者 {names}（プール {pool} KP、バーン {burned}）",
                      "en": "Game {game} over: {names} win (pool {pool} KP, burned {burned})"},
    "log.set_over": {"ja": "セット終了：勝者 {names}", "en": "The set is over: {names} win"},
}

CHARGE_NAMES = {
    "Wait": {"ja": "ウェイト", "en": "Wait"},
    "Charge": {"ja": "チャージ", "en": "Charge"},
    "EqualCharge": {"ja": "イコールチャージ", "en": "Equal Charge"},
    "DoubleCharge": {"ja": "ダブルチャージ", "en": "Double Charge"},
    "HyperCharge": {"ja": "ハイパーチャージ", "en": "Hyper Charge"},
    "FullCharge": {"ja": "フルチャージ", "en": "Full Charge"},
    "Escape": {"ja": "エスケープ", "en": "Escape"},
}


def t(key: str, lang: str, **params: object) -> str:
    return translate(STRINGS, key, lang, **params)


def charge_name(action_type: str, lang: str) -> str:
    return translate(CHARGE_NAMES, action_type, lang)


def round_name(round_: int, lang: str) -> str:
    return t(f"round.{round_}", lang)
