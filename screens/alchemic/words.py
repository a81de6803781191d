"""Alchemic words for the table: card names, action labels and log lines, in ja and en.

Nothing here decides a rule: labels word the engine's legal actions, log lines word its events
as the reading seat may see them (``Event.for_seat``: a face-down pick or a draw of the other
seat reads redacted).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alchemic import actions as A
from engine.alchemic.cards import Cards
from engine.core.game import Action, Event


def say(lang: str, en: str, ja: str) -> str:
    return ja if lang == "ja" else en


def name(cards: Cards, instance: str | None, lang: str) -> str:
    if not instance:
        return "—"
    return cards.model(instance).display_name(lang)


def action_label(cards: Cards, action: Action, lang: str) -> str:
    """The action bar's words for a legal action (a rebounding pick carries its warning)."""
    n = name(cards, getattr(action, "card", None), lang)
    match action:
        case A.Mulligan():
            return say(lang, "Mulligan", "マリガン")
        case A.KeepHand():
            return say(lang, "Keep hand", "この手札で始める")
        case A.PlaceCharacter():
            return say(lang, f"Place {n}", f"{n}を出す")
        case A.PlayEvent():
            return say(lang, f"Event: {n}", f"イベント：{n}")
        case A.UseAbility():
            return say(lang, f"Ability: {n}", f"能力：{n}")
        case A.DeclareBattle():
            return say(lang, "Battle!", "バトル宣言")
        case A.PickBattleCard(card=None):
            return say(lang, "No defence", "防御しない")
        case A.PickBattleCard(rebound=True):
            return say(lang, f"⚠ {n} (rebounds!)", f"⚠ {n}（リバウンド！）")
        case A.PickBattleCard():
            return say(lang, f"Face down: {n}", f"伏せる：{n}")
        case A.EndTurn():
            return say(lang, "End turn", "ターン終了")
    return type(action).__name__


def log_line(cards: Cards, event: Event, lang: str, seats: Sequence[str], viewer: int | None) -> str:
    """One log line for ``event`` as ``viewer`` may read it."""
    d = event.for_seat(viewer)
    who = seats[d["seat"]] if isinstance(d.get("seat"), int) else ""
    card = name(cards, d.get("card"), lang) if d.get("card") else ""
    k = event.kind
    if k == "setup":
        return say(lang, f"{seats[d['first']]} goes first.", f"先攻は{seats[d['first']]}。")
    if k == "draw":
        count = d.get("count", len(d.get("cards", [])))
        shown = ", ".join(name(cards, c, lang) for c in d.get("cards", []))
        return say(lang, f"{who} draws {count}" + (f": {shown}" if shown else "."),
                   f"{who}が{count}枚引く" + (f"：{shown}" if shown else "。"))
    if k == "battle_pick":
        if d.get("hidden"):
            return say(lang, f"{who} has made a face-down choice.", f"{who}がバトルカードを選んだ（伏せ）。")
        return say(lang, f"{who} puts {card or 'nothing'} face down.", f"{who}が{card or 'なし'}を伏せる。")
    if k == "battle_result":
        att, dfn = seats[d["attacker"]], seats[1 - d["attacker"]]
        if not d["defended"]:
            return say(lang, f"Undefended: {att} hits for {d['damage']}.", f"防御なし：{att}の攻撃が通り気力−{d['damage']}。")
        if d["attacker_won"]:
            return say(lang, f"AP {d['ap']} > DP {d['dp']}: {att} wins, {dfn} loses {d['damage']} life.",
                       f"AP {d['ap']} > DP {d['dp']}：{att}の勝ち、{dfn}の気力−{d['damage']}。")
        return say(lang, f"AP {d['ap']} ≤ DP {d['dp']}: {dfn} holds (ties to the defender); counter rank {d['ranks'][1 - d['attacker']]}.",
                   f"AP {d['ap']} ≤ DP {d['dp']}：{dfn}が防御成功（同値は防御側）。カウンターランク{d['ranks'][1 - d['attacker']]}。")
    simple = {
        "mulligan": ("{who} mulligans.", "{who}がマリガン。"),
        "keep_hand": ("{who} keeps the hand.", "{who}は手札を決定。"),
        "turn_start": ("— Turn {turn}: {who} —", "— 第{turn}ターン：{who} —"),
        "turn_end": ("{who} ends the turn.", "{who}のターン終了。"),
        "place": ("{who} places {card}.", "{who}が{card}を出す。"),
        "leave_field": ("{card} leaves the field for the deck bottom.", "{card}が場を離れ山札の下へ。"),
        "event": ("{who} uses {card}.", "{who}が{card}を使う。"),
        "ability": ("{who} uses {card}'s ability.", "{who}が{card}の能力を使う。"),
        "battle_declared": ("{who} declares a battle!", "{who}がバトル宣言！"),
        "battle_reveal": ("Reveal!", "オープン！"),
        "rebound": ("{card} rebounds: {who} loses {life_lost} life.", "{card}がリバウンド：{who}の気力−{life_lost}。"),
        "life": ("{who}: life {change:+d} → {life}.", "{who}：気力{change:+d} → {life}。"),
        "modifier": ("{card}: {stat} {value:+d}.", "{card}：{stat} {value:+d}。"),
        "charge": ("{who} charges the {gauge} gauge.", "{who}の{gauge}ゲージが増える。"),
        "drain": ("{who}'s {gauge} gauge loses cards to the deck.", "{who}の{gauge}ゲージが山札へ戻る。"),
        "rank": ("{who}: counter rank {rank}.", "{who}：カウンターランク{rank}。"),
        "battle_card_away": ("{card} goes to its gauge.", "{card}がゲージへ。"),
        "game_over": ("Game over.", "ゲーム終了。"),
    }
    en, ja = simple.get(k, (k, k))
    fields = {**d, "who": who, "card": card, "stat": str(d.get("stat", "")).upper()}
    if k == "game_over" and d.get("winner") is not None:
        return say(lang, f"{seats[d['winner']]} wins!", f"{seats[d['winner']]}の勝ち！")
    if k == "battle_card_away" and d.get("substitute"):
        en, ja = "{card} (substitute) goes to the deck bottom.", "{card}（代用）は山札の下へ。"
    try:
        return say(lang, en, ja).format(**fields)
    except (KeyError, ValueError):
        return k
