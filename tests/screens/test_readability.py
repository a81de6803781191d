"""The readability floor, measured (issue #24): every table, every setup, the shell screens.

At 1280×720 and 100 % no text a player sees is under ``FLOOR_PX`` in English or Japanese; at
1920×1080 and 125 % / 150 % it is at least ``FLOOR_PX`` × the scale (rounded down): a bigger UI
scale really is bigger. "Size" is what ``python main.py screenshot SCREEN --text-sizes`` reports
(``screens.kit.text.probe``): the font size asked × the shrink at which the text is shown; a text
with no letter or digit never counts. The screens come from the registry (a game added later is
covered without editing this file); each (screen, language, window, scale) is its own test,
rendered once.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from screens.cli.screenshot import SETUP, factory, render
from screens.cli.screenshot_set import SHELL
from screens.cli.screenshot_set import set_screens as screens
from screens.kit.text.probe import DrawnText, TextProbe

FLOOR_PX = 12
SHOWN = (((1280, 720), 1.0), ((1920, 1080), 1.25), ((1920, 1080), 1.5))
LANGS = ("en", "ja")
LISTED = 12  # texts under the floor named in a failure


def floor_at(scale: float) -> int:
    return math.floor(FLOOR_PX * scale + 1e-9)


def rows() -> list[Any]:
    return [
        pytest.param(screen, lang, size, scale, id=f"{screen}-{lang}-{size[0]}x{size[1]}-{round(scale * 100)}")
        for screen in screens()
        for (size, scale) in SHOWN
        for lang in LANGS
    ]


def too_small(drawn: list[DrawnText], floor: int) -> list[str]:
    return [f"{d.px} px ({d.source}, font {d.asked}): {d.text[:50]!r}" for d in drawn if d.has_words and d.px < floor]


@pytest.mark.parametrize(("screen", "lang", "size", "scale"), rows())
def test_no_text_is_under_the_floor(
    screen: str, lang: str, size: tuple[int, int], scale: float, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))  # no real settings or saves
    with TextProbe() as probe:
        render(factory(screen), 1, lang, size, scale, probe)
    smallest = probe.smallest()
    assert smallest is not None, f"{screen} drew no text at all"
    floor = floor_at(scale)
    under = too_small(probe.sizes(), floor)
    assert not under, (
        f"{screen} at {size[0]}x{size[1]} {scale:g}x in {lang}: {len(under)} texts under {floor} px:\n  "
        + "\n  ".join(under[:LISTED])
    )


def test_every_registered_table_and_setup_is_a_row() -> None:
    names = screens()
    for entry in registry.with_part("table_screen"):
        assert entry.id in names
    for entry in registry.with_part("setup_screen"):
        if entry.table_screen:
            assert entry.id + SETUP in names
    assert set(SHELL) <= set(names)
    assert len(rows()) == len(names) * len(SHOWN) * len(LANGS)


def test_the_floor_is_proportional() -> None:
    assert [floor_at(scale) for _, scale in SHOWN] == [12, 15, 18]
