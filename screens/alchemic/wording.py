"""Log lines for Alchemic Card Battle events, in ja and en, as the reading seat may see them.

``EventWords`` is a complete fold over ``AC_EVENTS``: an engine event it does not word fails
at import. Each event is first redacted for its reader (``Event.for_seat``): the other
seat's draw reads as a count, its face-down pick as "a choice was made".
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alchemic import events as E
from engine.alchemic.cards import Cards
from engine.alchemic.events import AC_EVENTS
from engine.core.events import Event, Fold, on
from screens.alchemic.words import name, say


class EventWords(Fold[str], events=AC_EVENTS, complete=True):
    """One event (already redacted for its reader) in ``lang`` with seat and card names."""

    def __init__(self, cards: Cards, lang: str, seats: Sequence[str]) -> None:
        self.cards, self.lang, self.seats = cards, lang, seats

    def say(self, en: str, ja: str) -> str:
        return say(self.lang, en, ja)

    def who(self, seat: int) -> str:
        return self.seats[seat]

    def card(self, instance: str | None) -> str:
        return name(self.cards, instance, self.lang)

    # --- setup and the turn ---------------------------------------------------------------
    @on(E.GameSetUp)
    def set_up(self, e: E.GameSetUp) -> str:
        return self.say(f"{self.who(e.first)} goes first.", f"先攻は{self.who(e.first)}。")

    @on(E.CardsDrawn)
    def drawn(self, e: E.CardsDrawn) -> str:
        who, shown = self.who(e.seat), ", ".join(self.card(c) for c in e.cards)
        return self.say(f"{who} draws {len(e.cards)}: {shown}", f"{who}が{len(e.cards)}枚引く：{shown}")

    @on(E.DrewCards)
    def drew(self, e: E.DrewCards) -> str:
        who = self.who(e.seat)
        return self.say(f"{who} draws {e.count}.", f"{who}が{e.count}枚引く。")

    @on(E.Mulliganed)
    def mulliganed(self, e: E.Mulliganed) -> str:
        return self.say(f"{self.who(e.seat)} mulligans.", f"{self.who(e.seat)}がマリガン。")

    @on(E.HandKept)
    def kept(self, e: E.HandKept) -> str:
        return self.say(f"{self.who(e.seat)} keeps the hand.", f"{self.who(e.seat)}は手札を決定。")

    @on(E.TurnStarted)
    def turn_started(self, e: E.TurnStarted) -> str:
        who = self.who(e.seat)
        return self.say(f"— Turn {e.turn}: {who} —", f"— 第{e.turn}ターン：{who} —")

    @on(E.TurnEnded)
    def turn_ended(self, e: E.TurnEnded) -> str:
        return self.say(f"{self.who(e.seat)} ends the turn.", f"{self.who(e.seat)}のターン終了。")

    @on(E.GameOver)
    def game_over(self, e: E.GameOver) -> str:
        if e.winner is None:
            return self.say("Game over.", "ゲーム終了。")
        return self.say(f"{self.who(e.winner)} wins!", f"{self.who(e.winner)}の勝ち！")

    @on(E.CharacterPlaced)
    def placed(self, e: E.CharacterPlaced) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        return self.say(f"{who} places {card}.", f"{who}が{card}を出す。")

    @on(E.LeftField)
    def left(self, e: E.LeftField) -> str:
        card = self.card(e.card)
        return self.say(f"{card} leaves the field for the deck bottom.", f"{card}が場を離れ山札の下へ。")

    @on(E.EventPlayed)
    def event_played(self, e: E.EventPlayed) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        return self.say(f"{who} uses {card}.", f"{who}が{card}を使う。")

    @on(E.AbilityUsed)
    def ability(self, e: E.AbilityUsed) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        return self.say(f"{who} uses {card}'s ability.", f"{who}が{card}の能力を使う。")

    # --- battle -----------------------------------------------------------------------------
    @on(E.BattleDeclared)
    def declared(self, e: E.BattleDeclared) -> str:
        return self.say(f"{self.who(e.seat)} declares a battle!", f"{self.who(e.seat)}がバトル宣言！")

    @on(E.BattleCardPicked)
    def picked(self, e: E.BattleCardPicked) -> str:
        who, card = self.who(e.seat), self.card(e.card) if e.card else ""
        return self.say(f"{who} puts {card or 'nothing'} face down.", f"{who}が{card or 'なし'}を伏せる。")

    @on(E.BattleCardHidden)
    def hidden_pick(self, e: E.BattleCardHidden) -> str:
        who = self.who(e.seat)
        return self.say(f"{who} has made a face-down choice.", f"{who}がバトルカードを選んだ（伏せ）。")

    @on(E.BattleRevealed)
    def revealed(self, e: E.BattleRevealed) -> str:
        return self.say("Reveal!", "オープン！")

    @on(E.Rebounded)
    def rebounded(self, e: E.Rebounded) -> str:
        who, card = self.who(e.seat), self.card(e.card)
        return self.say(f"{card} rebounds: {who} loses {e.life_lost} life.", f"{card}がリバウンド：{who}の気力−{e.life_lost}。")

    @on(E.BattleResolved)
    def resolved(self, e: E.BattleResolved) -> str:
        att, dfn = self.who(e.attacker), self.who(1 - e.attacker)
        if not e.defended:
            return self.say(f"Undefended: {att} hits for {e.damage}.", f"防御なし：{att}の攻撃が通り気力−{e.damage}。")
        if e.attacker_won:
            return self.say(f"AP {e.ap} > DP {e.dp}: {att} wins, {dfn} loses {e.damage} life.",
                            f"AP {e.ap} > DP {e.dp}：{att}の勝ち、{dfn}の気力−{e.damage}。")
        rank = e.ranks[1 - e.attacker]
        return self.say(f"AP {e.ap} ≤ DP {e.dp}: {dfn} holds (ties to the defender); counter rank {rank}.",
                        f"AP {e.ap} ≤ DP {e.dp}：{dfn}が防御成功（同値は防御側）。カウンターランク{rank}。")

    @on(E.BattleCardAway)
    def away(self, e: E.BattleCardAway) -> str:
        card = self.card(e.card)
        if e.substitute:
            return self.say(f"{card} (substitute) goes to the deck bottom.", f"{card}（代用）は山札の下へ。")
        return self.say(f"{card} goes to its gauge.", f"{card}がゲージへ。")

    # --- effects ----------------------------------------------------------------------------
    @on(E.LifeChanged)
    def life(self, e: E.LifeChanged) -> str:
        who = self.who(e.seat)
        return self.say(f"{who}: life {e.change:+d} → {e.life}.", f"{who}：気力{e.change:+d} → {e.life}。")

    @on(E.Modified)
    def modified(self, e: E.Modified) -> str:
        card, stat = self.card(e.card), e.stat.upper()
        return self.say(f"{card}: {stat} {e.value:+d}.", f"{card}：{stat} {e.value:+d}。")

    @on(E.GaugeCharged)
    def charged(self, e: E.GaugeCharged) -> str:
        who = self.who(e.seat)
        return self.say(f"{who} charges the {e.gauge} gauge.", f"{who}の{e.gauge}ゲージが増える。")

    @on(E.GaugeDrained)
    def drained(self, e: E.GaugeDrained) -> str:
        who = self.who(e.seat)
        return self.say(f"{who}'s {e.gauge} gauge loses cards to the deck.", f"{who}の{e.gauge}ゲージが山札へ戻る。")

    @on(E.RankChanged)
    def rank(self, e: E.RankChanged) -> str:
        return self.say(f"{self.who(e.seat)}: counter rank {e.rank}.", f"{self.who(e.seat)}：カウンターランク{e.rank}。")


def log_line(cards: Cards, event: Event, lang: str, seats: Sequence[str], viewer: int | None) -> str:
    """One log line for ``event`` as ``viewer`` (None: an onlooker) may read it."""
    return EventWords(cards, lang, seats).visit(event.for_seat(viewer)) or event.kind
