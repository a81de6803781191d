"""Colours and sizes shared by the table widgets."""

from __future__ import annotations

PANEL = (24, 29, 36, 235)
PANEL_EDGE = (70, 80, 94)
TEXT = (232, 228, 218)
TEXT_DIM = (150, 154, 160)
ACCENT = (214, 162, 62)  # gold: legal cards, current track value, primary buttons
ACCENT_TEXT = (30, 22, 8)
SELECTED = (96, 196, 255)
DANGER = (196, 64, 56)
BUTTON = (58, 72, 92)
BUTTON_HOVER = (80, 100, 128)
BUTTON_DISABLED = (44, 48, 54)
SHADOW = (0, 0, 0, 90)
RADIUS = 8
