"""The table face (issue #24): every game's cards at table size, text never under the floor."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest

from engine.core.kernel.view import Hidden
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.cli.card_sets import load_card_sets
from screens.gallery.cardset import GameSet
from screens.kit.cards.renderer import CardFace
from screens.kit.cards.table_paint import dimmed_background, fair_shares, muted, parts
from screens.kit.table_face import FLOOR_PX, FaceState, TableFace, floor_px


@lru_cache(maxsize=1)
def _sets() -> tuple[GameSet, ...]:
    pygame.init()
    return tuple(s for s in load_card_sets("all", SHIPPED_DATA, None) if s.layouts is not None)


def _faces(game: GameSet) -> list[CardFace]:
    return [CardFace(e.kind, e.data) for e in game if not e.raw and game.has_template(e.kind)]


GAMES = ("alchemic", "fatal-fight", "mysaga", "fertcg", "dannocomachi")


def _game(name: str) -> GameSet:
    return next(s for s in _sets() if s.game == name)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("size", "scale"), [((136, 190), 1.0), ((204, 285), 1.5)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_of_every_game_is_drawn_at_or_above_the_floor(game: str, size: tuple[int, int],
                                                                 scale: float, lang: str) -> None:
    game_set = _game(game)
    renderer = game_set.renderer()
    assert renderer is not None
    faces = TableFace(renderer)
    cards = _faces(game_set)
    assert cards
    for card in cards:
        surface = faces.draw(card, size, lang=lang, scale=scale)
        facts = faces.facts(card, size, lang=lang, scale=scale)
        assert surface.get_size() == size
        assert facts.texts, f"{card.card['id']}: nothing drawn"
        assert facts.title_px >= floor_px(scale), card.card["id"]
        assert facts.smallest() >= floor_px(scale), (card.card["id"], facts.texts)
        for text, _px in facts.texts:  # a cut line ends in an ellipsis after some words
            assert text.strip("…") and not text.endswith(" "), (card.card["id"], text)


def test_the_name_and_stats_come_first_and_a_long_text_is_cut_with_an_ellipsis() -> None:
    game_set = _game("alchemic")
    faces = TableFace(game_set.renderer())  # type: ignore[arg-type]  # alchemic has layouts
    card = next(c for c in _faces(game_set) if c.card["id"] == "mira-ashgrove")
    facts = faces.facts(card, (120, 168), lang="en", scale=1.0)
    shown = [t for t, _ in facts.texts]
    assert shown[0] == card.card["name_en"] or shown[0].endswith("…")
    assert f"AP {card.card['ap']}" in shown and f"DP {card.card['dp']}" in shown
    assert facts.cut and shown[-1].endswith("…")


def test_faces_are_cached_on_every_input() -> None:
    game_set = _game("alchemic")
    renderer = game_set.renderer()
    assert renderer is not None
    faces = TableFace(renderer)
    card = _faces(game_set)[0]
    first = faces.draw(card, (136, 190), lang="en", scale=1.0)
    assert faces.draw(card, (136, 190), lang="en", scale=1.0) is first
    assert faces.draws == 1
    others = [
        faces.draw(card, (136, 190), lang="ja", scale=1.0),
        faces.draw(card, (137, 190), lang="en", scale=1.0),
        faces.draw(card, (136, 190), lang="en", scale=1.25),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(dimmed=True)),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(selected=True)),
        faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(face_down=True)),
    ]
    assert faces.draws == 7 and all(o is not first for o in others)
    edited = CardFace(card.kind, {**card.card, "name_en": "Somebody Else"})
    faces.draw(edited, (136, 190), lang="en", scale=1.0)
    assert faces.draws == 8


def test_hidden_and_face_down_cards_show_only_the_back() -> None:
    game_set = _game("alchemic")
    faces = TableFace(game_set.renderer())  # type: ignore[arg-type]
    card = _faces(game_set)[0]
    down = faces.draw(card, (136, 190), lang="en", scale=1.0, state=FaceState(face_down=True))
    hidden = faces.draw(Hidden("card", "alchemic"), (136, 190), lang="en", scale=1.0)
    assert pygame.image.tobytes(down, "RGBA") == pygame.image.tobytes(hidden, "RGBA")
    assert faces.facts(Hidden("card", "alchemic"), (136, 190), lang="en", scale=1.0).texts == []


def _luminance(color: tuple[int, ...]) -> float:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("game", GAMES)
def test_a_dimmed_card_keeps_its_text_contrast(game: str) -> None:
    """Dimming mutes colours and greys the ground a little: every text a table face draws keeps
    WCAG's 4.5:1 against what it is drawn on, dimmed or not (the old veil darkened it all)."""
    layouts = _game(game).layouts
    assert layouts is not None
    for template in layouts.templates.values():
        for face in (template, template.flip):
            if face is None:
                continue
            found = parts(face)
            for region in [r for r in (found.title, *found.chips, *found.body) if r is not None and r.kind == "text"]:
                plain = region.fill or face.background
                dim = muted(region.fill) if region.fill else dimmed_background(face.background)
                assert _contrast(region.color, plain) >= 4.5, (game, region.name)
                assert _contrast(region.color, dim) >= 4.5, (game, region.name, "dimmed")


def test_fair_shares_give_every_text_a_line_before_any_gets_two() -> None:
    assert fair_shares([9, 3], 4) == [2, 2]
    assert fair_shares([1, 5], 4) == [1, 3]
    assert fair_shares([2, 2, 2], 2) == [1, 1, 0]
    assert fair_shares([1, 1], 9) == [1, 1]


def test_the_floor_grows_with_the_scale() -> None:
    assert floor_px(1.0) == FLOOR_PX
    assert floor_px(1.5) == 18 and floor_px(1.25) == 15


@pytest.mark.parametrize("game", GAMES)
def test_a_tiny_or_odd_sized_card_is_still_drawn_at_the_floor(game: str) -> None:
    game_set = _game(game)
    faces = TableFace(game_set.renderer())  # type: ignore[arg-type]  # every game ships layouts
    for card in _faces(game_set)[:6]:
        for size in ((48, 67), (200, 80), (90, 400)):
            facts = faces.facts(card, size, lang="ja", scale=1.0)
            assert faces.draw(card, size, lang="ja", scale=1.0).get_size() == size
            assert facts.smallest() >= FLOOR_PX or not facts.texts
