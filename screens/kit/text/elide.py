"""Text cut to a width with "…", in a bounded number of measurements (issue #23).

Cutting one character at a time and measuring again is quadratic: a save with 100,000 seat
names hung the Load screen. Here the text is first shortened to what could ever fit (no
glyph is narrower than a pixel, so ``width`` characters are always enough), then the cut is
found by binary search: about log2(width) measurements of strings no longer than the row.
"""

from __future__ import annotations

from collections.abc import Callable

Measure = Callable[[str], int]
MARK = "…"


def longest_shown(width: int) -> int:
    """At most this many characters of a text can be seen in ``width`` pixels."""
    return max(1, width) + 1


def elide_end(text: str, width: int, measure: Measure) -> str:
    """``text`` cut at its end so that with "…" it fits ``width``; unchanged when it fits."""
    head = text[: longest_shown(width)]
    if head == text and measure(text) <= width:
        return text
    lo, hi = 0, len(head)  # head[:lo] + MARK fits (0: nothing but the mark); head[:hi + 1] + MARK does not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(head[:mid] + MARK) <= width:
            lo = mid
        else:
            hi = mid - 1
    return head[:lo].rstrip() + MARK


def elide_start(text: str, width: int, measure: Measure) -> str:
    """``text`` with its start replaced by "…" so that it fits ``width`` (a path keeps its end)."""
    tail = text[-longest_shown(width):]
    if tail == text and measure(text) <= width:
        return text
    lo, hi = 0, len(tail)  # MARK + the last lo characters fit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(MARK + tail[len(tail) - mid:]) <= width:
            lo = mid
        else:
            hi = mid - 1
    return MARK + tail[len(tail) - lo:] if lo else MARK
