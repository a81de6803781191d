"""Paths of bundled assets (fonts with their licence, theme)."""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FONT_REGULAR = ASSETS / "fonts" / "NotoSansJP-Regular.otf"  # SIL OFL 1.1, see assets/fonts/OFL.txt
FONT_BOLD = ASSETS / "fonts" / "NotoSansJP-Bold.otf"
THEME = ASSETS / "theme.json"
