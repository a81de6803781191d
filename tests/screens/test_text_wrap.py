"""Line wrapping: kinsoku, BudouX phrases, English words, atomic spans, newlines."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from screens.kit.text.wrap import NO_END, NO_START, phrases, wrap


def width(text: str) -> int:
    """A monospace stand-in for a font: CJK and full-width characters count 2, others 1."""
    return sum(2 if ord(c) > 0x2E80 else 1 for c in text)


PIECES = [
    "敵に", "ダメージを", "与える", "カードを", "引く", "ヒーロー", "全員", "っ", "ゃ", "ョ", "ー",
    "グループ", "攻撃", "Deal", "3", "damage", " ", " ", "AP", "…",
    *"、。，．）」』】〕〉》・！？",  # never at a line start
    *"（「『【〔〈《",  # never at a line end
]  # fmt: skip
ATOMIC = re.compile(r":[a-z]+:|【[^】\n]*】")


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=40).map("".join),
    st.integers(min_value=2, max_value=30),
)
def test_kinsoku_holds_for_any_mix_of_phrases_and_punctuation(text: str, limit: int) -> None:
    lines = wrap(text, limit, width)  # one paragraph: PIECES hold no newline
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for i, line in enumerate(lines):
        if i > 0:
            assert line and line[0] not in NO_START, lines
        if i < len(lines) - 1:
            assert line and line[-1] not in NO_END, lines


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(["あ", "い", "カ", "漢", "字"]), min_size=1, max_size=60).map("".join),
    st.integers(min_value=2, max_value=20),
)
def test_plain_japanese_always_fits_the_width(text: str, limit: int) -> None:
    lines = wrap(text, limit, width)
    assert "".join(lines) == text
    assert all(width(line) <= limit for line in lines)


SENTENCES = [
    "同じラインのヒーロー全員に1ダメージを与え、その後、脅威が3以上なら、さらに手札を1枚捨てさせる。",
    "このグループへの攻撃は、ラウンドの終わりまで攻撃力が1下がる。倒されたとき、金を1得る。",
    "今日はとても良い天気ですね。明日の天気はどうでしょうか。",
]


def test_budoux_phrases_stay_whole_when_they_fit() -> None:
    for sentence in SENTENCES:
        bounds = set()
        pos = 0
        for phrase in phrases(sentence):
            pos += len(phrase)
            bounds.add(pos)
        widest = max(width(p) for p in phrases(sentence))
        for limit in range(widest, widest + 16):
            lines = wrap(sentence, limit, width)
            cuts = [sum(len(line) for line in lines[: i + 1]) for i in range(len(lines) - 1)]
            assert set(cuts) <= bounds, (limit, lines)
            assert all(width(line) <= limit for line in lines)


def test_a_phrase_wider_than_the_line_breaks_by_character_with_kinsoku() -> None:
    lines = wrap("ああああああああああああああ。", 8, width)
    assert lines == ["ああああ", "ああああ", "ああああ", "ああ。"]


def test_english_breaks_between_words() -> None:
    text = "Deal 3 damage to every hero in this line."
    lines = wrap(text, 14, width)
    assert " ".join(lines) == text
    assert all(width(line) <= 14 for line in lines)
    assert lines == ["Deal 3 damage", "to every hero", "in this line."]


def test_mixed_japanese_and_english() -> None:
    lines = wrap("Haggarが昇龍アッパーで攻撃した。Jake is KO'd.", 16, width)
    assert "".join(lines).replace(" ", "") == "Haggarが昇龍アッパーで攻撃した。JakeisKO'd."
    assert all(width(line) <= 16 for line in lines)


def test_explicit_newlines_are_kept() -> None:
    assert wrap("一行目\n\n三行目", 40, width) == ["一行目", "", "三行目"]
    assert wrap("", 40, width) == []


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=4, max_value=40))
def test_icon_tokens_and_keywords_are_never_split(limit: int) -> None:
    text = "【鋭刃】を持つなら:gold:を1得る。Gain :gold: when 【Pierce】 hits."
    lines = wrap(text, limit, width, ATOMIC)
    for token in (":gold:", "【鋭刃】", "【Pierce】"):
        assert sum(line.count(token) for line in lines) == text.count(token)


def test_a_number_never_breaks_from_its_unit() -> None:
    """Issue #24: "0 KP" split across lines in Japanese; a number stays with what follows it."""
    text = "このラウンドはまだ誰もチャージしていない：ウェイトは0 KP。"
    for limit in range(8, 60):
        lines = wrap(text, limit, width)
        assert not any(line.endswith(("0", "0 ")) for line in lines[:-1]), (limit, lines)
    assert wrap("pays up to 3 KP into the pool", 12, width) == ["pays up to", "3 KP into", "the pool"]
    for limit in range(4, 16):  # nor from its next digit, nor from a Japanese counter
        lines = wrap("カードを10枚引く", limit, width)
        assert not any(line.endswith(("1", "0")) for line in lines[:-1]), (limit, lines)
