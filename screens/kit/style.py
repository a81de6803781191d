"""The one palette (ink on the dark table, gold for what is lit) and the sizes every screen shares.

Every module takes its colours from here; a game adds only colours that are its own."""

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

# ink and gold: the words and the lit things of every screen
INK = (236, 232, 223)
INK_DIM = (160, 170, 168)
GOLD = (232, 184, 90)
HINT = (150, 159, 175)
FELT = (24, 46, 44)  # the table's cloth
FELT_EDGE = (44, 74, 70)
