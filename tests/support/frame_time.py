"""The shell's frame-time yardstick, shared by the shell bench (tests/bench/bench_shell.py) and
the Fatal Fight screen test: 120 cached card blits and a 20-button pygame-gui UI."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
import pygame_gui


def reference_frame() -> Callable[[], None]:
    """One frame of the yardstick, drawn on the display surface (a display must be set)."""
    surface = pygame.display.get_surface()
    card = pygame.Surface((100, 140)).convert()
    card.fill((230, 220, 200))
    pygame.draw.rect(card, (40, 40, 40), card.get_rect(), 3)
    manager = pygame_gui.UIManager(surface.get_size())
    for i in range(20):
        pygame_gui.elements.UIButton(
            pygame.Rect(40 + (i % 4) * 300, 560 + (i // 4) * 30, 280, 28), f"Button {i}", manager
        )

    def frame() -> None:
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 0), buttons=(0, 0, 0))
        )
        for event in pygame.event.get():
            manager.process_events(event)
        manager.update(1 / 60)
        surface.fill((20, 24, 32))
        for i in range(120):
            surface.blit(card, ((i % 12) * 104, (i // 12) * 50))
        manager.draw_ui(surface)
        pygame.display.flip()

    return frame


def best_time(step: Callable[[], object], rounds: int = 60, warmup: int = 10) -> float:
    """The fewest seconds one ``step()`` took over ``rounds``, after ``warmup`` untimed steps."""
    for _ in range(warmup):
        step()
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        step()
        best = min(best, time.perf_counter() - start)
    return best
