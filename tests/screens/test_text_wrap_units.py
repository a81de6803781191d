"""Wrapping keeps what reads as one thing on one line (issue #24): a number and its unit never
split ("0 KP" broke across lines in My Crypto Saga), a name or a katakana word wraps whole where it
can ("盾持ちパン/ク"), and kinsoku still holds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from screens.kit.text.ellipsis import ellipsize
from screens.kit.text.wrap import NO_END, NO_START, allowed_breaks, wrap


def width(text: str) -> int:
    """A monospace stand-in for a font: CJK and full-width characters count 2, others 1."""
    return sum(2 if ord(c) > 0x2E80 else 1 for c in text)


class Mono:
    line_height = 1.0

    def measure(self, text: str) -> float:
        return width(text)


UNITS = ["0 KP", "45 KP", "AP+2", "Lv2", "3枚", "10%", "−2", "DP+500", "2ターン"]
# ("AP 2" is left out here: after "−2 " it reads as "−2 AP" then "2"; it is checked alone below)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(["プール", "チャージ額は", "で", "、", "。", " ", "を得る", "Pool", "is",
                              *(unit + "を" for unit in UNITS), *(unit + " " for unit in UNITS)]),
             min_size=1, max_size=30).map("".join),
    st.integers(min_value=6, max_value=30),
)
def test_a_number_and_its_unit_are_never_split_and_kinsoku_holds(text: str, limit: int) -> None:
    lines = wrap(text, limit, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for i, line in enumerate(lines):
        if i > 0:
            assert line and line[0] not in NO_START, lines
        if i < len(lines) - 1:
            assert line and line[-1] not in NO_END, lines
    for unit in UNITS:
        if unit in text:
            squeezed = unit.replace(" ", "")
            assert sum(line.replace(" ", "").count(squeezed) for line in lines) == text.replace(" ", "").count(squeezed), lines


def test_0_kp_stays_together_in_japanese_and_english() -> None:
    assert wrap("チャージ額は 0 KP です", 14, width) == ["チャージ額は", "0 KP です"]
    assert wrap("プール 45 KP", 9, width) == ["プール", "45 KP"]
    assert wrap("Pool 45 KP left", 8, width) == ["Pool", "45 KP", "left"]
    assert wrap("Charge 30 KP now", 9, width) == ["Charge", "30 KP now"]


def test_no_break_is_allowed_inside_a_number_with_its_unit() -> None:
    for text in ("0 KP", "AP+2", "AP 2", "3枚", "Lv 2", "DP+500"):
        assert not allowed_breaks(f"あ{text}あ") & set(range(2, len(text) + 1)), text


def test_a_name_wraps_whole_when_it_fits_on_a_line() -> None:
    sentence = "盾持ちパンクが攻撃する"
    assert wrap(sentence, 14, width, names=["盾持ちパンク"]) == ["盾持ちパンクが", "攻撃する"]
    assert wrap("敵の盾持ちパンクが来た", 14, width, names=["盾持ちパンク"])[1].startswith("盾持ちパンク")


def test_a_name_wider_than_the_line_breaks_between_its_words_not_inside_a_katakana_word() -> None:
    assert wrap("盾持ちパンクが攻撃する", 10, width, names=["盾持ちパンク"]) == ["盾持ち", "パンクが", "攻撃する"]


def test_katakana_words_are_not_split_where_a_line_can_end_before_them() -> None:
    assert wrap("ナイフのスリムが来た", 8, width) == ["ナイフの", "スリムが", "来た"]
    assert wrap("投げナイフのジェイ", 10, width) == ["投げナイフ", "のジェイ"]


def test_a_word_wider_than_the_line_still_breaks_so_the_text_fits() -> None:
    assert wrap("チンピラ", 6, width) == ["チンピ", "ラ"]


def test_an_ellipsis_never_cuts_a_number_from_its_unit() -> None:
    assert ellipsize("チャージ 30 KP", 12, Mono()) == "チャージ…"
