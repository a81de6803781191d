"""How a save's facts read on screen (the title's Continue tip, the Load list)."""

from __future__ import annotations


def format_time(iso: str) -> str:
    """An ISO save time as local 'YYYY-MM-DD HH:MM' (the raw text if it does not parse)."""
    # here: a title with no save to continue never needs it (issue #28)
    from datetime import datetime

    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # e.g. year 9999 at -14:00 overflows in local time
        return iso[:40]
