"""The UI scale a window holds: layout comes from the window size × the UI scale (issue #24).

Every screen declares ``NEEDS_AT_1X``, the logical window size its layout needs at 100 %; a
scale fits a window when that size times the scale is inside the window. The app uses the
player's scale when it fits, else the largest that does, and says so once (never a silent
cap); Settings shows, for the current window, the largest scale that fits and what limits it.
"""

from __future__ import annotations

OFFERED: tuple[float, ...] = (1.0, 1.25, 1.5, 1.75, 2.0)  # the UI scales Settings offers
MIN_LOGICAL = (960, 540)  # the smallest room (design pixels at 100 %) any screen lays out in


def fits(window: tuple[int, int], needs: tuple[int, int], scale: float) -> bool:
    """Does a layout needing ``needs`` at 100 % fit ``window`` at ``scale``?"""
    return needs[0] * scale <= window[0] + 1e-6 and needs[1] * scale <= window[1] + 1e-6


def largest_fit(window: tuple[int, int], needs: tuple[int, int]) -> float:
    """The largest offered UI scale at which ``needs`` fits ``window`` (the smallest offered when none does)."""
    return max((s for s in OFFERED if fits(window, needs, s)), default=min(OFFERED))


def used_scale(wanted: float, window: tuple[int, int], needs: tuple[int, int]) -> float:
    """The scale a screen is shown at: the player's ``wanted``, or the largest that fits when it does not."""
    return wanted if fits(window, needs, wanted) else min(wanted, largest_fit(window, needs))
