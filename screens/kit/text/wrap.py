"""Japanese/English line wrapping with kinsoku (no pygame: the width function is injected).

Japanese is split into phrases by BudouX, English into words at spaces; a line breaks
between phrases when it can and between characters only when one phrase is wider than
the line. Kinsoku always holds: no line starts with ``NO_START`` (。、」】 small kana …)
nor ends with ``NO_END`` (（「【 …), and a number never breaks from what follows it ("0 KP",
"3枚", "10"); when a run offers no allowed break the line overflows
instead (the fitter reports it). Explicit newlines are kept. Spans matching ``atomic``
(inline icons, 【keywords】) are never split.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache

import budoux

NO_START = frozenset(
    "、。，．,.)）]］}｝」』】〕〉》〙〗〟’”｠»・：；;？！?!ー―‐–〜～…‥%％"
    "ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
)
NO_END = frozenset("(（[［{｛「『【〔〈《〘〖〝‘“｟«")

Measure = Callable[[str], float]


@lru_cache(maxsize=1)
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


_WORDS = re.compile(r"(?<= )(?=[^ ])")


@lru_cache(maxsize=1024)
def phrases(paragraph: str) -> tuple[str, ...]:
    """BudouX phrases of one paragraph, each further split after spaces (English words). A
    paragraph of ASCII alone is only split into words: BudouX has no Japanese to find there, and
    parsing costs milliseconds a line (issue #28: a table opening with 200 log lines)."""
    if paragraph.isascii():
        return tuple(piece for piece in _WORDS.split(paragraph) if piece)
    out: list[str] = []
    for phrase in _parser().parse(paragraph):
        out.extend(piece for piece in _WORDS.split(phrase) if piece)
    return tuple(out)


def wrap(
    text: str, width: float, measure: Measure, atomic: re.Pattern[str] | None = None
) -> list[str]:
    """Lines of ``text`` no wider than ``width`` (by ``measure``) wherever kinsoku allows."""
    if not text:
        return []
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, width, measure, atomic) or [""])
    return lines


def _wrap_paragraph(
    par: str, width: float, measure: Measure, atomic: re.Pattern[str] | None
) -> list[str]:
    ok = allowed_breaks(par, atomic)
    preferred = sorted(ok & _phrase_breaks(par, atomic))
    fallback = sorted(ok)
    lines: list[str] = []
    start = 0
    while start < len(par):
        rest = par[start:].rstrip(" ")
        if measure(rest) <= width:
            lines.append(rest)
            break
        end = _furthest_fitting(par, start, preferred, width, measure)
        end = end or _furthest_fitting(par, start, fallback, width, measure)
        end = end or next((p for p in fallback if p > start), len(par))
        lines.append(par[start:end].rstrip(" "))
        start = end
        while start < len(par) and par[start] == " ":
            start += 1
    return lines


def _furthest_fitting(
    par: str, start: int, breaks: list[int], width: float, measure: Measure
) -> int:
    """The last break after ``start`` whose line fits, or 0.

    Widths grow with the line, so a galloping search finds it with few measurements of
    short strings: probe 1, 2, 4 … breaks ahead until one does not fit, then bisect.
    """

    def fits(i: int) -> bool:
        return measure(par[start : breaks[i]].rstrip(" ")) <= width

    first = bisect_right(breaks, start)
    if first == len(breaks) or not fits(first):
        return 0
    lo, step = first, 1  # breaks[lo] fits
    hi = len(breaks)  # breaks[hi] does not (or is past the end)
    while lo + step < hi:
        if not fits(lo + step):
            hi = lo + step
            break
        lo, step = lo + step, step * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return breaks[lo]


def allowed_breaks(par: str, atomic: re.Pattern[str] | None = None) -> set[int]:
    """Positions p (a line may end before ``par[p]``) that kinsoku and atomic spans allow."""
    inside: set[int] = set()
    if atomic is not None:
        for m in atomic.finditer(par):
            inside.update(range(m.start() + 1, m.end()))
    following = [""] * (len(par) + 1)  # the first non-space character at or after p
    for p in range(len(par) - 1, -1, -1):
        following[p] = par[p] if par[p] != " " else following[p + 1]
    allowed: set[int] = set()
    last = ""  # the last non-space character before p
    for p in range(1, len(par)):
        if par[p - 1] != " ":
            last = par[p - 1]
        if p in inside or not last or last in NO_END:
            continue
        if last.isdigit() and following[p].isalnum():  # a number and its unit (or its next digit)
            continue
        if following[p] and following[p] not in NO_START:
            allowed.add(p)
    return allowed


def _phrase_breaks(par: str, atomic: re.Pattern[str] | None) -> set[int]:
    """Phrase and word boundaries, plus the start of every atomic span."""
    breaks: set[int] = set()
    pos = 0
    for phrase in phrases(par):
        pos += len(phrase)
        breaks.add(pos)
    if atomic is not None:
        for m in atomic.finditer(par):
            breaks.add(m.start())
    return breaks
