"""Table faces and the hand on the Fatal Fight table (issue #14: readable cards on the table).

A hand of 6 and the briefing shop read without hovering: every text on a table face is at least
13 px at 1280×720 and UI scale 100 %, the AP sits at the top left (seen where the hand overlaps);
hovering still shows the full printed card. The hand keeps its cards in place while the pointer
is over it and re-centres when the pointer leaves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.fatal_fight import actions as A
from screens.fatal_fight import table_face
from screens.fatal_fight.table import FatalFightTable
from screens.kit.cards.renderer import CardFace
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import make_app, pump


def shown(app: App, factory: str) -> FatalFightTable:
    from screens.fatal_fight import screenshots

    app.push(TitleScreen(app))
    table = getattr(screenshots, factory)(app, 1)
    app.push(table)
    pump(app)
    return table


def record_text_sizes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The smallest px each text of a table face may be drawn at (label/paragraph calls made while
    ``TableFaces`` draws a face)."""
    sizes: list[int] = []
    inside = [False]
    real_label, real_paragraph = table_face.paint.label, table_face.paint.paragraph
    real_face = table_face.TableFaces._face

    def label(surface: Any, text: str, rect: Any, size: int, **kw: Any) -> Any:
        if inside[0]:
            sizes.append(min(size, kw.get("min_size", 9)))
        return real_label(surface, text, rect, size, **kw)

    def paragraph(surface: Any, text: str, rect: Any, size: int, **kw: Any) -> None:
        if inside[0]:
            sizes.append(min(size, kw.get("min_size", 9)))
        real_paragraph(surface, text, rect, size, **kw)

    def face(self: Any, *args: Any) -> Any:
        inside[0] = True
        try:
            return real_face(self, *args)
        finally:
            inside[0] = False

    monkeypatch.setattr(table_face.paint, "label", label)
    monkeypatch.setattr(table_face.paint, "paragraph", paragraph)
    monkeypatch.setattr(table_face.TableFaces, "_face", face)
    return sizes


@pytest.mark.parametrize("factory", ["hand_of_six", "briefing"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_table_faces_print_their_text_at_13_px_or_more(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       factory: str, lang: str) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang)
    sizes = record_text_sizes(monkeypatch)
    table = shown(app, factory)
    if factory == "hand_of_six":
        assert len(table.parts.hand.items) >= 6
    assert sizes and min(sizes) >= 13, sorted(set(sizes))


def test_a_six_card_hand_leaves_every_ap_badge_in_sight(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The AP badge is drawn in the left quarter of a face; each card of the row shows at least that."""
    app = make_app(tmp_path, monkeypatch)
    table = shown(app, "hand_of_six")
    slots = sorted(table.parts.hand.slots, key=lambda s: s.center.x)
    for card, right_neighbour in zip(slots, slots[1:], strict=False):
        seen = (right_neighbour.center.x - right_neighbour.size[0] / 2) - (card.center.x - card.size[0] / 2)
        assert seen >= card.size[0] * 0.3
    assert all(isinstance(item, CardFace) for item in table.parts.hand.items)
    hovered = slots[0]
    pos = (table.table_rect.left + round(hovered.center.x) - hovered.size[0] // 3,
           table.table_rect.top + round(hovered.center.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    preview = table._preview_item()
    assert preview is not None and preview == table.parts.hand.items[hovered.index]  # the full card is shown large


def test_the_hand_keeps_its_cards_in_place_while_the_pointer_is_over_it(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = shown(app, "hand_of_six")
    hand = table.view().heroes[table.active_seat(table.view())].hand
    slots = {i: pygame.Vector2(s.center) for i, s in enumerate(table.parts.hand.slots)}
    target = table.parts.hand.slots[2]
    pos = (table.table_rect.left + round(target.center.x), table.table_rect.top + round(target.center.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    seat = table.session.decision().seat
    table.play(A.PlayFaceDown(seat, hand[2]))  # the third card leaves the hand
    pump(app)
    after = [pygame.Vector2(s.center) for s in table.parts.hand.slots]
    assert after == [slots[i] for i in (0, 1, 3, 4, 5)]  # the others did not move
    assert table.parts.hand.card_at((round(slots[3].x), round(slots[3].y))) == 2  # the next card is where it was
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    centred = [s.center.x for s in table.parts.hand.slots]
    middle = (centred[0] + centred[-1]) / 2
    assert abs(middle - table.parts.hand.rect.centerx) <= 2  # away from the hand it re-centres


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_face_name_is_cut_mid_word_in_a_hand_of_six(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        scale: float, lang: str) -> None:
    """Issue #14: every shipped art, item and status name, set on a face as big as a six-card hand
    draws it at 1280×720, fits its room whole: on one line, or on two broken between words
    (English; "Roundhouse / Kick", never "Roundho… Kick") or where kinsoku allows (Japanese)."""
    from screens.fatal_fight.strings import local
    from screens.fatal_fight.table_face import name_layout
    from screens.kit.text.fonts import get_font

    app = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale, window_size=(1280, 720))
    table = shown(app, "hand_of_six")
    faces = table.cat.hand_faces
    h = table.parts.hand.card_height
    size = (round(h * table_face.paint.CARD_RATIO), h)
    cards = table.cat.game.cards
    models = [*cards.arts.values(), *cards.items.values(), *cards.statuses.values()]
    for model in models:
        name = local(model, "name", lang)
        rect = faces.name_rect(size, getattr(model, "ap", None) is not None)
        lines, px = name_layout(name, rect.width, rect.height, faces.sizes(h)[0])
        assert all(get_font(px, True).size(line)[0] <= rect.width for line in lines), (name, lines, px)
        if lang == "en":
            assert " ".join(lines).replace("- ", "-") == name, (name, lines)
        else:
            assert "".join(lines) == name.replace(" ", ""), (name, lines)
    roundhouse = next(m for m in cards.arts.values() if m.name_en == "Roundhouse Kick")
    if lang == "en":
        rect = faces.name_rect(size, True)
        assert name_layout("Roundhouse Kick", rect.width, rect.height, faces.sizes(h)[0])[0] in (
            ("Roundhouse Kick",), ("Roundhouse", "Kick"))
    assert roundhouse.ap is not None
