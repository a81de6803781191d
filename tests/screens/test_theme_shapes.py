"""pygame-gui's shapes of the first screen, kept between runs (screens/kit/theme_shapes.py, issue #28).

A kept shape must be the shape pygame-gui would draw, byte for byte: the title a start draws from
the kept file equals the title a start draws itself, in both languages and at several UI scales,
with its selection moved down every button; a missing, broken or foreign file is drawn again.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core import derived_files
from screens.kit.theme_shapes import KeptShapes, Shape, decode, encode, shapes_key
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import make_app, press


def _title_frames(app: App) -> list[bytes]:
    """The title's first frame, then one frame per step of its selection down the menu."""
    title = TitleScreen(app)
    app.push(title)
    app.frame(0.0, [])
    frames = [pygame.image.tobytes(app.surface, "RGBA")]
    for _ in title.buttons():
        press(app, pygame.K_DOWN, frames=2)
        frames.append(pygame.image.tobytes(app.surface, "RGBA"))
    return frames


def _kept(app: App) -> KeptShapes:
    cache = app.themes._loaded[app.settings.ui_scale].shape_cache
    assert isinstance(cache, KeptShapes)
    return cache


def _shape_file(scale: float) -> Path:
    return derived_files.path_of(f"first-screen-shapes-{round(scale * 100)}.bin")


@pytest.mark.parametrize(("lang", "scale"), [("en", 1.0), ("ja", 1.25), ("en", 1.5)])
def test_the_title_drawn_from_kept_shapes_is_the_title_drawn_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, scale: float
) -> None:
    window = (1920, 1080)  # room for every scale: none is capped
    cold = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale, window_size=window)
    drawn = _title_frames(cold)
    assert cold.settings.ui_scale == scale
    assert _kept(cold).drew > 0 and _shape_file(scale).is_file()
    warm = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale, window_size=window)
    kept = _title_frames(warm)
    assert _kept(warm).drew == 0  # every shape of the first frame came from the file
    assert len(kept) == len(drawn) > 5 and len(set(drawn)) > 2  # the selection moved: other states shown
    assert kept == drawn


@pytest.mark.parametrize("damage", ["cut", "foreign", "garbage", "empty"])
def test_a_broken_shape_file_is_drawn_again_and_mended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    drawn = _title_frames(make_app(tmp_path, monkeypatch))
    path = _shape_file(1.0)
    whole = path.read_bytes()
    key_at = len(derived_files.MAGIC)
    broken = {
        "cut": whole[: len(whole) // 2],
        "foreign": whole[:key_at] + bytes([whole[key_at] ^ 1]) + whole[key_at + 1:],  # made for other inputs
        "garbage": derived_files.MAGIC + whole[len(derived_files.MAGIC): len(derived_files.MAGIC) + 32] + b"\x07" * 99,
        "empty": b"",
    }[damage]
    path.write_bytes(broken)
    again = make_app(tmp_path, monkeypatch)
    assert _title_frames(again) == drawn
    assert _kept(again).drew > 0
    assert path.read_bytes() == whole  # written again, whole


def test_a_start_that_drew_nothing_new_leaves_the_file_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _title_frames(make_app(tmp_path, monkeypatch))
    path = _shape_file(1.0)
    stamp = path.stat().st_mtime_ns
    _title_frames(make_app(tmp_path, monkeypatch))
    assert path.stat().st_mtime_ns == stamp


def test_the_key_names_the_theme_and_its_scale() -> None:
    from screens.kit.theme import merged_theme

    assert shapes_key(merged_theme(1.0)) == shapes_key(merged_theme(1.0))
    assert shapes_key(merged_theme(1.0)) != shapes_key(merged_theme(1.25))
    changed = merged_theme(1.0)
    changed["button"]["colours"] = {"normal_bg": "#000001"}
    assert shapes_key(changed) != shapes_key(merged_theme(1.0))


def test_shapes_come_back_in_their_own_pixel_format_byte_for_byte() -> None:
    pygame.display.init()
    surface = pygame.Surface((7, 3), pygame.SRCALPHA, 32)
    for x in range(7):
        for y in range(3):
            surface.set_at((x, y), (x * 30, y * 80, 200 - x, 17 * x + y))
    shapes = decode(encode([Shape.of("a", surface), Shape.of("b", surface.subsurface((1, 1, 5, 2)).copy())]))
    assert [s.id for s in shapes] == ["a", "b"]
    back = shapes[0].surface()
    assert back is not None and back.get_masks() == surface.get_masks()
    assert pygame.image.tobytes(back, "RGBA") == pygame.image.tobytes(surface, "RGBA")
    content = encode(shapes)
    for broken in (content[:-1], content + b"x"):
        with pytest.raises(ValueError):
            decode(broken)
