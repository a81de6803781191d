"""The largest UI scale a window holds for a layout (issue #24, interface 3).

A table declares ``NEEDS_AT_1X``, the logical window (design pixels at UI scale 100 %) its layout
needs; a scale fits a window when the window divided by the scale still holds that.
"""

from __future__ import annotations

from screens.shell.settings_store import UI_SCALES


def largest_fit(window: tuple[int, int], needs: tuple[int, int]) -> float:
    """The largest offered UI scale at which ``window`` holds ``needs`` (the smallest offered when none does)."""
    room = min(window[0] / needs[0], window[1] / needs[1])
    return max((s for s in UI_SCALES if s <= room + 1e-9), default=min(UI_SCALES))
