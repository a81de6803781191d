"""Shrink-to-fit: the largest font size from a region's size down to its minimum that fits.

Pure logic over injected metrics (``metrics(size)`` gives ``measure`` and ``line_height``),
so it is testable without fonts. When the text cannot fit even at the minimum it is laid
out at the minimum, with the overflow in lines and pixels, and the size that *would* fit
(below the minimum) when there is one — what the card-layout checker reports.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from screens.kit.text.wrap import wrap

FLOOR_PX = 4  # never look for a fitting size below this


class Metrics(Protocol):
    """What fitting needs from a font at one size."""

    line_height: float

    def measure(self, text: str) -> float: ...


@dataclass(frozen=True)
class FitResult:
    """The outcome of fitting text into a box."""

    size: int  # the font size used (px)
    asked: int  # the size fitting started from
    lines: tuple[str, ...]
    fits: bool
    overflow_lines: int = 0  # lines below the box's bottom
    overflow_px: int = 0  # how far the text runs past the bottom
    overflow_width_px: int = 0  # how far the widest line runs past the right edge
    needed_size: int | None = None  # the size that would fit, when below the minimum

    @property
    def shrunk(self) -> bool:
        """True when the text had to be set smaller than asked."""
        return self.size < self.asked


def _layout(
    text: str, width: float, metrics: Metrics, wrap_lines: bool, atomic: re.Pattern[str] | None
) -> list[str]:
    """The lines of ``text`` at one size: wrapped to ``width``, or split at newlines only."""
    if wrap_lines:
        return wrap(text, width, metrics.measure, atomic)
    return text.split("\n") if text else []


Overflow = tuple[list[str], int, int, int]


def _check(
    text: str,
    width: float,
    height: float,
    metrics: Metrics,
    wrap_lines: bool,
    atomic: re.Pattern[str] | None,
) -> Overflow:
    """Lines, and overflow in lines, height px and width px, of ``text`` with ``metrics``."""
    lines = _layout(text, width, metrics, wrap_lines, atomic)
    room = max(0, math.floor(height / metrics.line_height + 1e-6))
    over_lines = max(0, len(lines) - room)
    over_px = max(0, math.ceil(len(lines) * metrics.line_height - height))
    widest = max((metrics.measure(line) for line in lines), default=0.0)
    over_w = max(0, math.ceil(widest - width))
    return lines, over_lines, over_px, over_w


def fit_text(
    text: str,
    width: float,
    height: float,
    size: int,
    min_size: int,
    metrics: Callable[[int], Metrics],
    *,
    wrap_lines: bool = True,
    atomic: re.Pattern[str] | None = None,
) -> FitResult:
    """Step the size down from ``size`` to ``min_size`` until ``text`` fits ``width`` × ``height``."""
    min_size = max(1, min(min_size, size))

    def check(px: int) -> Overflow:
        return _check(text, width, height, metrics(px), wrap_lines, atomic)

    for px in range(size, min_size - 1, -1):
        lines, *over = check(px)
        if not any(over):
            return FitResult(px, size, tuple(lines), True)
    needed = next(
        (px for px in range(min_size - 1, FLOOR_PX - 1, -1) if not any(check(px)[1:])), None
    )
    over_lines, over_px, over_w = over
    return FitResult(min_size, size, tuple(lines), False, over_lines, over_px, over_w, needed)
