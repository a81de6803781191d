"""Every My Crypto Saga event is worded in Japanese and English, as its reader may read it."""

from __future__ import annotations

import pytest

from engine.core.kernel.events import Event
from engine.mysaga import events as E
from engine.mysaga.events import MS_EVENTS
from screens.mysaga.wording import EventWords, make_wording

NAMES = ["Aki", "Ren", "Sora"]
SAMPLES: list[Event] = [
    E.Dealt(0, (3, 7, 1)), E.HandDealt(0, 3), E.GameStarted(1, 2),
    E.PreRoundPlayed(0, 3, "c1", 10, False), E.SkillMarked(0, "c1", 0, 2), E.RoundStarted(1),
    E.Picked(1, 1, 4), E.PickMade(1, 1), E.ChargesStarted(1, 30, 10),
    E.Charged(1, "DoubleCharge", 20, 20, 20, 50), E.Revealed(1, ((0, 7, "c1"), (1, 4, "c2"))),
    E.NumberChanged(1, 1, "c1", 4, 7), E.AttributeChanged(1, 2, "c1", "fire", "water"),
    E.KpTax(1, 1, "c1", 0, 7), E.KpDrain(1, 1, "c1", 0, 5), E.NoJudgement(2, "c1"),
    E.AttributeBonus(0, 1, 3, 8), E.ShownAfterGame(((2, 1, 5, "c2"),)),
    E.GameOver(1, (0, 2), (9, None, 9), 80, 8, False), E.SetOver((1,), (12, 40, -3)),
]


def card_name(card_id: str, lang: str) -> str:
    return {"c1": {"ja": "炎の剣", "en": "Flame Sword"}, "c2": {"ja": "水の盾", "en": "Tide Shield"},
            "fire": {"ja": "火", "en": "Fire"}, "water": {"ja": "水", "en": "Water"}}[card_id][lang]


def test_the_samples_cover_every_event_class() -> None:
    assert {type(e) for e in SAMPLES} == set(MS_EVENTS)
    assert EventWords.missing() == []  # the fold is complete (checked at import too)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_event_class_has_its_line(lang: str) -> None:
    words = EventWords(card_name, lang, NAMES)
    for event in SAMPLES:
        line = words.line(event)
        assert line and line != event.kind and "{" not in line and "?" not in line, (event.kind, line)


@pytest.mark.parametrize(("event", "ja", "en"), [
    (E.GameStarted(2, 1), "第2ゲーム開始（フラッグ：Ren）", "Game 2 begins (flag: Ren)"),
    (E.Revealed(1, ((0, 7, "c1"), (1, 4, "c2"))), "ラウンド1のカードがオープン：Aki 炎の剣、Ren 水の盾",
     "Round 1 revealed: Aki Flame Sword, Ren Tide Shield"),
    (E.AttributeChanged(1, 2, "c1", "fire", "water"), "「炎の剣」：Renの属性 火→水",
     "Flame Sword: Ren's attribute Fire → Water"),  # the attributes' names, never their ids
    (E.KpDrain(1, 1, "c1", 0, 5), "「炎の剣」：Renのカードから5 KPを奪った", "Flame Sword: takes 5 KP from Ren's card"),
    (E.GameOver(1, (0, 2), (9, None, 9), 80, 8, False), "第1ゲーム終了：勝者 Aki、Sora（プール 80 KP、バーン 8）",
     "Game 1 over: Aki, Sora win (pool 80 KP, burned 8)"),
])
def test_lines_read_as_the_rules_speak(event: Event, ja: str, en: str) -> None:
    assert EventWords(card_name, "ja", NAMES).line(event) == ja
    assert EventWords(card_name, "en", NAMES).line(event) == en


def test_a_private_event_is_worded_from_what_the_reader_may_see() -> None:
    word = make_wording(card_name)
    pick = E.Picked(1, 1, 4)
    for viewer in (None, 0, 1):
        assert word(pick, "en", NAMES, viewer) == "Ren picks a card face down"
    assert word(E.Dealt(0, (3, 7, 1)), "ja", NAMES, 1) == "Akiに3枚配られた"


def test_english_counts_winners_and_dealt_cards_and_japanese_lists_with_its_comma() -> None:
    en, ja = EventWords(card_name, "en", NAMES), EventWords(card_name, "ja", NAMES)
    assert en.line(E.GameOver(1, (2,), (1, 2, 9), 80, 8, False)) == "Game 1 over: Sora wins (pool 80 KP, burned 8)"
    assert en.line(E.SetOver((0, 1), (12, 12, -3))) == "The set is over: Aki, Ren win"
    assert en.line(E.SetOver((1,), (1, 40, -3))) == "The set is over: Ren wins"
    assert ja.line(E.SetOver((0, 1), (12, 12, -3))) == "セット終了：勝者 Aki、Ren"
    assert en.line(E.HandDealt(0, 1)) == "Aki is dealt 1 card" and en.line(E.HandDealt(0, 3)) == "Aki is dealt 3 cards"
    assert en.line(E.Charged(1, "FullCharge", 7, 7, 7, 50)) == "Ren: Full Charge (7 KP, pool 50)"
    assert ja.line(E.Charged(1, "FullCharge", 7, 7, 7, 50)) == "Ren：フルチャージ（7 KP、プール 50）"
