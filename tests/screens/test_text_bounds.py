"""#23 finding 3: fitting text to a width is bounded — a save with 100,000 seat names must not
hang the Load screen (it trimmed one character at a time and measured again: quadratic)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.kernel.session import Session
from engine.core.saves import userdirs
from engine.core.saves.documents import write_save
from screens.kit.text.elide import MARK, elide_end, elide_start
from screens.shell.app import App
from screens.shell.load_screen import LoadScreen
from tests.screens import make_app, pump, register_high_card
from tests.support.high_card import HighCard


class Ruler:
    """A measure that counts its calls and the characters it was given: 7 px a character."""

    def __init__(self) -> None:
        self.calls = 0
        self.longest = 0

    def __call__(self, text: str) -> int:
        self.calls += 1
        self.longest = max(self.longest, len(text))
        return 7 * len(text)


@pytest.mark.parametrize("elide", [elide_end, elide_start])
@pytest.mark.parametrize("length", [0, 5, 100, 100_000, 1_000_000])
def test_a_cut_measures_a_few_short_strings_whatever_the_length(elide: object, length: int) -> None:
    ruler = Ruler()
    text = "name, " * (length // 6) + "x" * (length % 6)
    fitted = elide(text, 700, ruler)  # type: ignore[operator]
    assert ruler(fitted) <= 700
    assert ruler.calls <= 14  # log2(700) + 2 (the counting call above included)
    assert ruler.longest <= 702
    if ruler(text) <= 700:
        assert fitted == text
    else:
        assert MARK in fitted and len(fitted) >= 90  # cut where it stops fitting, not far before


def test_the_cut_keeps_the_start_or_the_end() -> None:
    ruler = Ruler()
    assert elide_end("abcdefghij", 35, ruler) == "abcd" + MARK
    assert elide_start("abcdefghij", 35, ruler) == MARK + "ghij"
    assert elide_end("abc", 0, ruler) == MARK


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    register_high_card(monkeypatch)
    return make_app(tmp_path, monkeypatch)


def test_a_save_with_100000_seat_names_lists_at_once(app: App) -> None:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    path = userdirs.saves_dir() / "crowd.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00", "name": "N" * 200_000})
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seat_names"] = [f"Player {n}" for n in range(100_000)]
    path.write_text(json.dumps(doc), encoding="utf-8")
    screen = LoadScreen(app)
    app.push(screen)
    pump(app)
    assert screen.manager is not None
    texts = [getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites()]
    seats = [t for t in texts if t.startswith("Player")]  # the summary wraps to two lines (issue #24), the second cut
    assert len(seats) == 2 and "Player 0, Player 1" in seats[0] and seats[1].endswith(MARK)
    assert max(len(t) for t in texts) < 300  # the 200,000-character name is cut before it is drawn
