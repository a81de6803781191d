"""What is drawn of text that does not fit (issue #26, finding 3): whole words, then "…"."""

from __future__ import annotations

import re

from screens.kit.text.ellipsis import ELLIPSIS, ellipsize, shown_lines


class Mono:
    """One pixel a character, lines 10 px high."""

    line_height = 10.0

    def measure(self, text: str) -> float:
        return float(len(text))


def test_a_latin_word_is_never_cut_in_two() -> None:
    assert ellipsize("Long-Named Brawler", 12, Mono()) == "Long-Named…"
    assert ellipsize("Longname", 6, Mono()) == ELLIPSIS  # no boundary narrow enough: only the sign


def test_japanese_ends_between_characters_where_kinsoku_allows() -> None:
    shown = ellipsize("月光の守りを受けた。", 6, Mono())
    assert shown.endswith(ELLIPSIS) and len(shown) <= 6 and "月光の守り".startswith(shown[:-1])
    assert ellipsize("あ。い", 2, Mono()) == ELLIPSIS  # "。" may not follow the cut, "あ。…" is too wide
    assert ellipsize("ab、cd", 4, Mono()) == "ab、…"  # the comma stays with its phrase


def test_atomic_spans_stay_whole() -> None:
    atomic = re.compile(r":gold:")
    assert ellipsize("pay :gold: now", 9, Mono(), atomic) == "pay…"


def test_lines_below_the_box_go_and_the_last_shown_says_so() -> None:
    lines = ["one two", "three four", "five"]
    assert shown_lines(lines, 20, 20, Mono()) == ["one two", "three four…"]
    assert shown_lines(lines, 10, 20, Mono()) == ["one two", "three…"]
    assert shown_lines(["fits"], 20, 5, Mono()) == ["fits"]  # one line at least, never none
