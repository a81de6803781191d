"""Every Alchemic event is worded in Japanese and English, as its reader may read it."""

from __future__ import annotations

import pytest

from engine.alchemic import events as E
from engine.alchemic.events import AC_EVENTS
from engine.core.kernel.events import Event
from screens.alchemic.wording import EventWords, log_line
from tests.engine.alchemic.helpers import game

NAMES = ["Aki", "Ren"]
FEINT, WALL = "feint-strike#0.1", "stone-wall#1.1"
SAMPLES: list[Event] = [
    E.GameSetUp(1, ("flame-academy", "shadow-legion")), E.CardsDrawn(0, (FEINT,)), E.DrewCards(0, 2),
    E.Mulliganed(0, 1), E.HandKept(1), E.TurnStarted(0, 3), E.TurnEnded(0, 3), E.GameOver(1, (0,)),
    E.CharacterPlaced(0, FEINT), E.LeftField(0, FEINT, "limit"), E.EventPlayed(1, WALL),
    E.AbilityUsed(1, WALL), E.BattleDeclared(0), E.BattleCardPicked(1, WALL), E.BattleCardHidden(1),
    E.BattleRevealed(0, FEINT, None), E.Rebounded(0, FEINT, 2), E.BattleResolved(0, True, False, 5, 6, 0, (0, 1)),
    E.BattleCardAway(0, FEINT, False), E.LifeChanged(1, -3, 17, FEINT), E.Modified(0, "ap", 2, FEINT),
    E.GaugeCharged(0, "combat", (FEINT,)), E.GaugeDrained(0, "alchemy", (WALL,)), E.RankChanged(1, 1),
]


def test_the_samples_cover_every_event_class() -> None:
    assert {type(e) for e in SAMPLES} == set(AC_EVENTS)
    assert EventWords.missing() == []  # the fold is complete (checked at import too)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_event_class_has_its_line(lang: str) -> None:
    words = EventWords(game().cards, lang, NAMES)
    for event in SAMPLES:
        line = words.visit(event)
        assert line and line != event.kind and "{" not in line, (event.kind, line)


@pytest.mark.parametrize(("event", "ja", "en"), [
    (E.GameOver(1, (0,)), "Renの勝ち！", "Ren wins!"),
    (E.GameOver(None, ()), "ゲーム終了。", "Game over."),
    (E.BattleResolved(0, True, False, 5, 6, 0, (0, 1)),
     "AP 5 ≤ DP 6：Renが防御成功（同値は防御側）。カウンターランク1。",
     "AP 5 ≤ DP 6: Ren holds (ties to the defender); counter rank 1."),
    (E.Modified(0, "ap", 2, FEINT), None, None),
])
def test_lines_read_as_the_rules_speak(event: Event, ja: str | None, en: str | None) -> None:
    name = {lang: game().cards.model(FEINT).display_name(lang) for lang in ("ja", "en")}
    expected = {"ja": ja or f"{name['ja']}：AP +2。", "en": en or f"{name['en']}: AP +2."}
    for lang in ("ja", "en"):
        assert log_line(game().cards, event, lang, NAMES, 0) == expected[lang]


def test_a_private_event_is_worded_from_what_the_reader_may_see() -> None:
    cards = game().cards
    pick = E.BattleCardPicked(1, WALL)
    wall = cards.model(WALL).display_name("en")
    assert log_line(cards, pick, "en", NAMES, 1) == f"Ren puts {wall} face down."
    for viewer in (0, None):
        assert log_line(cards, pick, "en", NAMES, viewer) == "Ren has made a face-down choice."
        assert log_line(cards, E.CardsDrawn(0, (FEINT, FEINT)), "ja", NAMES, 1 if viewer == 0 else None) \
            == "Akiが2枚引く。"
    assert log_line(cards, E.BattleCardPicked(0, None), "ja", NAMES, 0) == "Akiがなしを伏せる。"


def test_english_counts_cards_in_the_singular_and_the_plural() -> None:
    cards = game().cards
    assert log_line(cards, E.DrewCards(0, 1), "en", NAMES, None) == "Aki draws 1 card."
    assert log_line(cards, E.DrewCards(0, 3), "en", NAMES, None) == "Aki draws 3 cards."
    assert log_line(cards, E.DrewCards(0, 3), "ja", NAMES, None) == "Akiが3枚引く。"


def test_a_gauge_is_named_in_the_readers_language() -> None:
    cards = game().cards
    assert log_line(cards, E.GaugeCharged(0, "combat", (FEINT,)), "en", NAMES, 0) == "Aki charges the combat gauge."
    assert log_line(cards, E.GaugeCharged(0, "combat", (FEINT,)), "ja", NAMES, 0) == "Akiの格闘ゲージが増える。"
    assert log_line(cards, E.GaugeDrained(1, "alchemy", (WALL,)), "ja", NAMES, 0) == "Renの練成ゲージが山札へ戻る。"
