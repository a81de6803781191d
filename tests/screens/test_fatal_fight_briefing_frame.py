"""The briefing's redraw (issue #28): the felt is laid only where its opaque panel leaves it seen,
and its card faces come from a bounded cache. Whatever the pointer is over, the frame is exactly
the frame painted over the whole felt with faces drawn afresh."""

from __future__ import annotations

import weakref
from pathlib import Path

import pygame
import pytest

from engine.fatal_fight.game import FatalFight
from screens.fatal_fight import briefing, paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.kept import Felt
from screens.fatal_fight.strings import said
from screens.fatal_fight.table_face import TableFaces
from screens.kit.i18n import tr
from screens.shell import memory
from tests.screens import pump
from tests.screens.test_fatal_fight_kept import LOOKS, frame, table_for


def whole_felt(self: Felt, layer: pygame.Surface, cover: pygame.Rect, radius: int) -> None:
    self.lay(layer)


@pytest.mark.parametrize(("lang", "scale", "size"), LOOKS)
def test_a_briefing_frame_is_the_frame_painted_from_scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            lang: str, scale: float, size: tuple[int, int]) -> None:
    table = table_for(tmp_path, monkeypatch, "fatal-fight-briefing", lang, scale, size)
    parts = table.parts
    assert parts is not None and parts.briefing.covers(table.scene())
    x, y = table.table_rect.topleft
    local = [button.rect.center for button in parts.buttons.items] + [rect.center for rect, _ in parts.briefing._cards]
    local += [(2, 2), parts.briefing.rect.topleft, (parts.briefing.rect.right - 1, parts.briefing.rect.bottom - 1)]
    assert len(local) > 10
    for px, py in local:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(px + x, py + y), rel=(1, 0), buttons=(0, 0, 0)))
        kept = frame(table)
        with monkeypatch.context() as patch:
            patch.setattr(Felt, "lay_around", whole_felt)
            patch.setattr(TableFaces, "sized", fresh_sized)
            patch.setattr(briefing, "said", tr)  # every word looked up afresh
            fresh = frame(table)
        assert kept == fresh, (lang, scale, (px, py), table.input.hover)
    assert frame(table) == fresh  # and again from the cache


_sized = TableFaces.sized


def fresh_sized(self: TableFaces, *args: object, **kwargs: object) -> pygame.Surface:
    self._cache.clear()
    return _sized(self, *args, **kwargs)  # type: ignore[arg-type]


def test_table_faces_stay_within_their_bounds_and_redraw_the_same_face(monkeypatch: pytest.MonkeyPatch) -> None:
    cat = Catalogue.of(FatalFight.load())
    faces = TableFaces(cat)
    monkeypatch.setattr(faces._cache, "most", 40)
    face = cat.face("joe-lariat#1")
    assert face is not None
    first = pygame.image.tobytes(faces.surface_for(face, height=120, dimmed=True), "RGBA")
    oldest = ("joe-lariat", face.kind, (round(120 * paint.CARD_RATIO), 120), "ja", 1.0)
    assert faces._cache.get(oldest) is not None
    for height in range(60, 100):  # 80 faces (each with its dimmed copy): the oldest leave
        faces.surface_for(face, height=height, dimmed=True)
        assert len(faces._cache) <= 40
    assert faces._cache.get(oldest) is None
    assert pygame.image.tobytes(faces.surface_for(face, height=120, dimmed=True), "RGBA") == first
    monkeypatch.setattr(faces._cache, "budget", 1)  # the newest face stays, however large
    faces.surface_for(face, height=200)
    assert len(faces._cache) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_words_said_once_are_the_words_worded_afresh(lang: str) -> None:
    cases: list[tuple[str, dict[str, object]]] = [("fatal_fight.briefing.title", {"stage": 2}), ("fatal_fight.briefing.healed", {"count": 1}),
             ("fatal_fight.briefing.healed", {"count": 3}), ("fatal_fight.briefing.hero", {"hero": "Joe", "gold": 4}),
             ("fatal_fight.briefing.replace_word", {"price": 2}), ("fatal_fight.briefing.shop", {})]
    for _ in range(2):  # the second time from the cache
        for id, params in cases:
            assert said(id, lang, **params) == tr(id, lang, **params), (id, params)
    assert said("fatal_fight.briefing.healed", lang, count=1) != said("fatal_fight.briefing.healed", lang, count=3)


def test_the_faces_a_table_kept_are_freed_before_memory_is_given_back(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    table = table_for(tmp_path, monkeypatch, "fatal-fight-briefing", "en")
    assert len(table.cat.table_faces._cache) > 0 and table.cat.table_faces._cache.bytes > 0
    faces = weakref.ref(table.cat.table_faces)
    app = table.app
    del table
    freed: list[bool] = []
    trim = memory.trim

    def trimmed() -> None:
        trim()
        freed.append(faces() is None)

    monkeypatch.setattr(memory, "trim", trimmed)
    app.pop()
    pump(app)  # type: ignore[arg-type]
    assert freed == [True]
