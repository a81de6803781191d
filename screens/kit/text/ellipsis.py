"""What is drawn of text that does not fit its box: whole lines, never a word cut in two.

The fitter (``fit.py``) reports the overflow; this decides the pixels. Lines below the box
are left out, and a line that is too wide, or the last line shown when some were left out,
ends at a word or phrase boundary followed by ``…`` (issue #26: print cut "Long-N"
mid-word, with no sign that text was missing). A line that has no such boundary narrow
enough is shown as ``…`` alone. Japanese breaks between characters where kinsoku allows;
a Latin word is never split, and neither is an inline icon or a 【keyword】.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from screens.kit.text.fit import Metrics
from screens.kit.text.wrap import allowed_breaks

ELLIPSIS = "…"


def _inside_word(line: str, p: int) -> bool:
    """True when a cut before ``line[p]`` would split a Latin word or number."""
    before, after = line[p - 1], line[p]
    return before.isascii() and before.isalnum() and after.isascii() and after.isalnum()


def ellipsize(line: str, width: float, metrics: Metrics, atomic: re.Pattern[str] | None = None) -> str:
    """The longest head of ``line`` ending at a boundary, with ``…``, no wider than ``width``."""
    ends = sorted((p for p in allowed_breaks(line, atomic) if not _inside_word(line, p)), reverse=True)
    for end in ends:
        head = line[:end].rstrip(" ")
        if head and metrics.measure(head + ELLIPSIS) <= width:
            return head + ELLIPSIS
    return ELLIPSIS


def shown_lines(
    lines: Sequence[str],
    width: float,
    height: float,
    metrics: Metrics,
    atomic: re.Pattern[str] | None = None,
) -> list[str]:
    """The lines to draw of ``lines`` in a box of ``width`` × ``height`` (at least one line)."""
    room = max(1, math.floor(height / metrics.line_height + 1e-6))
    kept = list(lines[:room])
    cut = len(lines) > room
    for i, line in enumerate(kept):
        last = i == len(kept) - 1
        if metrics.measure(line) > width:
            kept[i] = ellipsize(line, width, metrics, atomic)
        elif last and cut:
            whole = line.rstrip(" ") + ELLIPSIS
            kept[i] = whole if metrics.measure(whole) <= width else ellipsize(line, width, metrics, atomic)
    return kept
