"""The settings file is read and written with the standard ``json`` module, typed field by field;
it accepts, refuses and writes exactly what msgspec's typed decoding did (issue #28: msgspec's
import left the app's start-up). The reference is the former msgspec Struct, kept here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.i18n.catalog import languages
from screens.shell.settings_store import (
    ANIMATION_SPEEDS,
    TURN_TIMERS,
    UI_SCALES,
    WINDOW_SIZES,
    Settings,
    load_settings,
    save_settings,
)


class Former(msgspec.Struct, kw_only=True, forbid_unknown_fields=False):
    """``Settings`` as it was: a msgspec Struct decoded by msgspec (same fields, same checks)."""

    language: str = "en"
    ui_scale: float = 1.0
    window_size: tuple[int, int] = WINDOW_SIZES[0]
    fullscreen: bool = False
    animation_speed: float = 1.0
    hotseat_privacy: bool = True
    undo_mode: Literal["strict", "lenient"] = "strict"
    turn_timer: int = 0
    guides_offered: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.language not in languages():
            raise ValueError("language")
        if self.ui_scale not in UI_SCALES or self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError("scale or speed")
        if self.turn_timer not in TURN_TIMERS:
            raise ValueError("timer")
        width, height = self.window_size
        if not (640 <= width <= 7680 and 360 <= height <= 4320):
            raise ValueError("window_size is out of range")


def former_reading(raw: bytes) -> tuple[Any, ...] | None:
    """What the former code made of a file's bytes: the fields, or None (moved aside)."""
    try:
        return tuple(msgspec.structs.astuple(msgspec.json.decode(raw, type=Former)))
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError, TypeError, RecursionError, MemoryError):
        return None


def reading(raw: bytes, folder: Path) -> tuple[Any, ...] | None:
    path = folder / "settings.json"
    path.write_bytes(raw)
    loaded = load_settings(path)
    if loaded.notice is not None:
        for moved in folder.glob("settings.json.bak*"):
            moved.unlink()
        return None
    return tuple(getattr(loaded.settings, name) for name in Former.__struct_fields__)


def same_values(a: tuple[Any, ...] | None, b: tuple[Any, ...] | None) -> bool:
    """Equal, and of the same types (1.0 is not 1 here: a float field holds a float)."""
    return a == b and (a is None or [type(x) for x in a] == [type(y) for y in b or ()])


ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)
FIELD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "language": st.sampled_from([*languages(), "fr", "", 1]) | ANY_JSON,
    "ui_scale": st.sampled_from([*UI_SCALES, 1, 2, 0.5, "1.0", True]) | ANY_JSON,
    "window_size": st.sampled_from([[1280, 720], [1600, 900.0], [640, 360], [639, 360], [1280], [1, 2, 3],
                                    [True, 720], [10**30, 720]]) | ANY_JSON,
    "fullscreen": st.sampled_from([True, False, 0, 1, "true"]) | ANY_JSON,
    "animation_speed": st.sampled_from([*ANIMATION_SPEEDS, 0, 2, 1e300]) | ANY_JSON,
    "hotseat_privacy": st.sampled_from([True, False, None]) | ANY_JSON,
    "undo_mode": st.sampled_from(["strict", "lenient", "Strict", 0]) | ANY_JSON,
    "turn_timer": st.sampled_from([*TURN_TIMERS, 30.0, False, -1, 10**20]) | ANY_JSON,
    "guides_offered": st.lists(st.sampled_from(["fatal-fight", "alchemic", "日本"]), max_size=3) | ANY_JSON,
}
DOCUMENTS = st.fixed_dictionaries({}, optional=FIELD_VALUES) | ANY_JSON


@settings(max_examples=400, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(document=DOCUMENTS, extra=st.dictionaries(st.text(max_size=5), ANY_JSON, max_size=2))
def test_a_file_is_read_as_msgspec_read_it(tmp_path: Path, document: Any, extra: dict[str, Any]) -> None:
    if isinstance(document, dict):
        document = {**extra, **document}
    raw = json.dumps(document, ensure_ascii=False).encode("utf-8")
    assert same_values(reading(raw, tmp_path), former_reading(raw))


@pytest.mark.parametrize("raw", [
    b"", b" ", b"{", b"{} x", b" {} ", b"\xef\xbb\xbf{}", b"\xff\xfe{\x00}\x00", b'{"a": NaN}', b'{"ui_scale": Infinity}',
    b'{"ui_scale": 1e400}', b'{"ui_scale": 1E0}', b'{"ui_scale": 2, "ui_scale": 1}', b'{"turn_timer": 3e1}',
    b'{"turn_timer": -0}', b'{"guides_offered": ["\\ud800"]}', b'{"language": "e\\u006e"}', b'{"language": "en\\u0000"}',
    b'{"window_size": [1280, 720, ]}', b"[" * 100000, b'{"window_size": [1280.0, 720]}', b"null", b'"en"',
])
def test_odd_bytes_are_read_as_msgspec_read_them(tmp_path: Path, raw: bytes) -> None:
    assert same_values(reading(raw, tmp_path), former_reading(raw))


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(
    language=st.sampled_from(languages()), ui_scale=st.sampled_from(UI_SCALES), window_size=st.sampled_from(WINDOW_SIZES),
    fullscreen=st.booleans(), animation_speed=st.sampled_from(ANIMATION_SPEEDS), hotseat_privacy=st.booleans(),
    undo_mode=st.sampled_from(["strict", "lenient"]), turn_timer=st.sampled_from(TURN_TIMERS),
    guides_offered=st.lists(st.text(min_size=1, max_size=8), max_size=3).map(tuple),
)
def test_a_file_is_written_byte_for_byte_as_msgspec_wrote_it(tmp_path: Path, **chosen: Any) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(**chosen), path)
    assert path.read_bytes() == msgspec.json.format(msgspec.json.encode(Former(**chosen)), indent=2)
