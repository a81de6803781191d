"""Data words in both languages (``engine.core.i18n.text.Text``) and the errors that carry words."""

from __future__ import annotations

import pytest

from engine.core.i18n.catalog import words_of
from engine.core.i18n.text import Text
from engine.core.kernel.errors import EngineError, IllegalAction, ReplayMismatch, SaveError
from engine.core.kernel.session import Session, UndoUnavailable
from tests.engine.core.lucky import LuckyHighCard
from tests.support.high_card import HighCard, PlayCard


def has_japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def test_a_text_is_its_english_and_gives_either_language() -> None:
    text = Text("Not enough actions left.", "アクションが足りません。")
    assert str(text) == f"{text}" == "Not enough actions left."
    assert text.get("en") == "Not enough actions left."
    assert text.get("ja") == "アクションが足りません。"
    assert text.get("fr") == "Not enough actions left."  # an unknown language reads English
    assert Text("Only English.", "").get("ja") == "Only English."
    assert words_of("plain") == Text("plain", "") and words_of(text) is text
    assert text == Text("Not enough actions left.", "アクションが足りません。") and hash(text)


def test_errors_carry_a_text_and_keep_their_english_message() -> None:
    illegal = IllegalAction(Text("No.", "だめです。"), action="x")
    assert (illegal.reason, str(illegal), illegal.text.ja, illegal.action) == ("No.", "No.", "だめです。", "x")
    assert IllegalAction("plain").text == Text("plain", "")
    save = SaveError("foreign", Text("Not a save.", "セーブではありません。"))
    assert (save.kind, str(save), save.text.get("ja")) == ("foreign", "Not a save.", "セーブではありません。")
    assert str(ReplayMismatch("step 1")) == "step 1" and isinstance(ReplayMismatch("x").text, Text)
    assert EngineError().text == Text("", "")


def test_the_base_games_refusals_are_in_japanese_too() -> None:
    game = HighCard()
    state = game.new_state({"seat_names": ["Aoi", "Ben"]}, 5)
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, PlayCard(1, state.hands[1].cards[0]))
    assert caught.value.reason == "It is Aoi's turn."
    assert caught.value.text.ja == "今はAoiの番です。"
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, PlayCard(0, "c99"))
    assert caught.value.text.ja == "今はそれはできません。"
    state.tricks = 3
    over = game.explain_illegal(state, PlayCard(0, "c1"))
    assert (over.en, over.ja) == ("The game is over.", "ゲームは終わっています。")


def test_undo_and_redo_refusals_are_in_japanese_too() -> None:
    session = Session.new(HighCard(), {}, 5, "strict")
    messages = []
    for attempt in (session.undo, session.redo):
        with pytest.raises(UndoUnavailable) as caught:
            attempt()
        messages.append(caught.value.text)
    session.apply(session.legal_actions()[0])
    session.apply(session.legal_actions()[0])  # the second card of a trick reveals both: a barrier
    with pytest.raises(UndoUnavailable) as caught:
        session.undo()
    messages.append(caught.value.text)
    assert [m.en for m in messages] == [
        "Nothing to take back yet.",
        "There is nothing to redo.",
        "The last step (Ben: step) revealed hidden cards; in strict undo mode it cannot be taken back.",
    ]
    assert [m.ja for m in messages] == [
        "取り消せる手はまだありません。",
        "やり直せる手はありません。",
        "直前の手（Ben：手）は伏せられたカードを公開したため、厳格モードでは取り消せません。",
    ]


def test_a_replay_failure_words_its_step_and_cause_in_japanese() -> None:
    game = LuckyHighCard()
    live = Session.new(game, {"seat_names": ["Aoi", "Ben"]}, 4, "lenient")
    live.apply(live.legal_actions()[0])
    log = [dict(live.log[0])]
    log[0]["action"] = {**log[0]["action"], "seat": 1}
    with pytest.raises(ReplayMismatch) as caught:
        Session.replay(game, live.setup, 4, log)
    assert str(caught.value) == "step 1 of the log does not replay: It is Aoi's turn."
    assert caught.value.text.ja == "ログの1手目を再生できません: 今はAoiの番です。"
    with pytest.raises(ReplayMismatch) as caught:
        Session.replay(game, live.setup, 4, [{"action": {"type": "Nope"}, "chance": []}])
    assert caught.value.text.ja.startswith("1手目: アクションを読み取れません（")
    assert has_japanese(caught.value.text.ja)
