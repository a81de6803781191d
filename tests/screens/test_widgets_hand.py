"""Hand widget: synthetic clicks select the right cards; hidden cards are backs only."""

from __future__ import annotations

import pygame
import pytest

from engine.core.kernel.view import Hidden
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.hand import HandClick, HandWidget
from tests.screens.fixtures_layouts import THUG, UPPERCUT, sample_layouts

RECT = pygame.Rect(0, 0, 900, 240)


def cards(n: int) -> list[CardFace]:
    return [CardFace("art", {**UPPERCUT, "id": f"a{i}", "ap": i}) for i in range(n)]


def click(widget: HandWidget, pos: tuple[float, float], mod: int = 0) -> HandClick | None:
    event = pygame.event.Event(
        pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1, mod=mod
    )
    return widget.handle_event(event)


def move(widget: HandWidget, pos: tuple[float, float]) -> None:
    widget.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0)
        )
    )


def key(widget: HandWidget, k: int) -> HandClick | None:
    return widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))


@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer(sample_layouts())


@pytest.fixture
def hand(renderer: CardRenderer) -> HandWidget:
    widget = HandWidget(RECT, renderer)
    widget.set_cards(cards(4))
    return widget


def centre(widget: HandWidget, index: int) -> tuple[float, float]:
    slot = widget.slots[index]
    return (slot.center.x, slot.center.y)


def test_a_click_selects_that_card_and_returns_it(hand: HandWidget) -> None:
    result = click(hand, centre(hand, 2))
    assert result is not None
    assert (result.index, result.selected, result.legal) == (2, frozenset({2}), True)
    assert result.item == hand.items[2]
    result = click(hand, centre(hand, 1))
    assert result is not None and result.selected == frozenset({1})  # single select moves
    result = click(hand, centre(hand, 1))
    assert result is not None and result.selected == frozenset()  # clicking again deselects


def test_a_click_beside_the_cards_returns_nothing(hand: HandWidget) -> None:
    assert click(hand, (2, 2)) is None
    assert hand.selected == frozenset()


def test_modifier_click_multi_selects(hand: HandWidget) -> None:
    click(hand, centre(hand, 0))
    click(hand, centre(hand, 3), mod=pygame.KMOD_LCTRL)
    result = click(hand, centre(hand, 2), mod=pygame.KMOD_SHIFT)
    assert result is not None and result.selected == frozenset({0, 2, 3})
    result = click(hand, centre(hand, 3), mod=pygame.KMOD_LCTRL)
    assert result is not None and result.selected == frozenset({0, 2})


def test_toggle_mode_multi_selects_without_modifiers(renderer: CardRenderer) -> None:
    hand = HandWidget(RECT, renderer, toggle=True)
    hand.set_cards(cards(3))
    click(hand, centre(hand, 0))
    result = click(hand, centre(hand, 2))
    assert result is not None and result.selected == frozenset({0, 2})


def test_overlapping_cards_pick_the_topmost(renderer: CardRenderer) -> None:
    hand = HandWidget(pygame.Rect(0, 0, 300, 200), renderer)
    hand.set_cards(cards(6))  # too many for the width: they overlap
    left_edge_of_1 = (
        hand.slots[1].center.x - hand.slots[1].size[0] / 2 + 2,
        hand.slots[1].center.y,
    )
    result = click(hand, left_edge_of_1)
    assert result is not None and result.index == 1
    result = click(hand, centre(hand, 5))
    assert result is not None and result.index == 5


def test_non_legal_cards_report_the_click_but_are_not_selected(hand: HandWidget) -> None:
    hand.set_legal({0, 2})
    result = click(hand, centre(hand, 1))
    assert result is not None and (result.index, result.legal, result.selected) == (
        1,
        False,
        frozenset(),
    )
    result = click(hand, centre(hand, 2))
    assert result is not None and result.legal and result.selected == frozenset({2})


def test_new_cards_clear_the_selection(hand: HandWidget) -> None:
    click(hand, centre(hand, 1))
    hand.set_cards(cards(2))
    assert hand.selected == frozenset() and hand.dirty


def test_hover_lifts_the_card_and_marks_dirty(hand: HandWidget) -> None:
    hand.draw(pygame.Surface(RECT.size))
    assert not hand.dirty
    move(hand, centre(hand, 1))
    assert hand.hovered == 1 and hand.dirty
    assert hand.hovered_item() == hand.items[1]
    lifted = hand.drawn_center(hand.slots[1])
    assert lifted.y < hand.slots[1].center.y
    move(hand, (2, 2))
    assert hand.hovered is None


def test_keyboard_focus_and_space(hand: HandWidget) -> None:
    key(hand, pygame.K_RIGHT)
    key(hand, pygame.K_RIGHT)
    assert hand.hovered == 1
    key(hand, pygame.K_LEFT)
    key(hand, pygame.K_LEFT)
    assert hand.hovered == 3  # wraps around
    result = key(hand, pygame.K_SPACE)
    assert result is not None and result.index == 3 and result.selected == frozenset({3})


def test_a_fan_hit_tests_rotated_cards(renderer: CardRenderer) -> None:
    fan = HandWidget(pygame.Rect(0, 0, 600, 260), renderer, fan=True)
    fan.set_cards(cards(5))
    assert fan.slots[0].angle > 0 > fan.slots[4].angle
    result = click(fan, centre(fan, 4))
    assert result is not None and result.index == 4
    first = fan.slots[0]
    corner = first.center + pygame.Vector2(-first.size[0] / 2 + 6, 0).rotate(-first.angle)
    result = click(fan, (corner.x, corner.y))
    assert result is not None and result.index == 0


def test_a_hidden_card_draws_its_back_and_never_a_face(
    renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    real_back = renderer.render_back

    def back(name: str = "", **size: int) -> pygame.Surface:
        drawn.append(name)
        return real_back(name, **size)

    def face(*args: object, **kwargs: object) -> None:
        raise AssertionError("the hand drew a face it was not given")

    monkeypatch.setattr(renderer, "render_back", back)
    monkeypatch.setattr(renderer, "render", face)
    hand = HandWidget(RECT, renderer)
    hand.set_cards([Hidden(back="enemy"), Hidden(back="hero")])
    screen = pygame.Surface(RECT.size, pygame.SRCALPHA)
    hand.draw(screen)
    assert set(drawn) == {"enemy", "hero"}
    slot = hand.slots[0]
    expected = real_back("enemy", height=slot.size[1])
    probe = (round(slot.center.x), round(slot.center.y - slot.size[1] / 2 + 12))
    local = (expected.get_width() // 2, 12)
    assert screen.get_at(probe) == expected.get_at(local)


def test_faces_and_backs_mix_in_one_hand(renderer: CardRenderer) -> None:
    hand = HandWidget(RECT, renderer)
    hand.set_cards([CardFace("enemy", THUG), Hidden(back="enemy")], legal=[0])
    screen = pygame.Surface(RECT.size)
    hand.draw(screen)
    back = renderer.render_back("enemy", height=hand.slots[1].size[1])
    slot = hand.slots[1]
    probe = (round(slot.center.x), round(slot.center.y - slot.size[1] / 2 + 12))
    dimmed = screen.get_at(probe)  # not legal: the back is drawn dimmed
    assert sum(dimmed[:3]) < sum(back.get_at((back.get_width() // 2, 12))[:3])


def test_setting_the_same_cards_again_does_not_redraw(hand: HandWidget) -> None:
    hand.draw(pygame.Surface(RECT.size))
    hand.set_cards(cards(4))
    assert not hand.dirty
    hand.set_cards(cards(4), legal=[1])
    assert hand.dirty


def test_resizing_moves_the_cards(hand: HandWidget) -> None:
    before = centre(hand, 0)
    hand.resize(pygame.Rect(100, 300, 900, 240))
    assert centre(hand, 0) == (before[0] + 100, before[1] + 300)
    result = click(hand, centre(hand, 0))
    assert result is not None and result.index == 0


def test_issue_25_a_held_hand_puts_a_drawn_card_where_the_played_one_was(renderer: CardRenderer) -> None:
    """A card played that draws one: the new card takes its place, no other card moves while the
    pointer is over the hand (a quick second click lands on the card the player aimed at)."""
    hand = HandWidget(RECT, renderer, hold=True)
    five = cards(5)
    hand.set_cards(five)
    full = hand.slots[-1].center.x + hand.slots[-1].size[0] / 2 - (hand.slots[0].center.x - hand.slots[0].size[0] / 2)
    assert full > RECT.width - hand.slots[0].size[0]  # no room left at either end
    before = {id(item): hand.slots[i].center.x for i, item in enumerate(five)}
    move(hand, centre(hand, 1))
    drawn = CardFace("art", {**UPPERCUT, "id": "new", "ap": 9})
    after_play = [five[0], *five[2:], drawn]
    hand.set_cards(after_play)
    assert hand.held
    for i, item in enumerate(after_play[:-1]):
        assert hand.slots[i].center.x == before[id(item)]
    assert hand.slots[-1].center.x == before[id(five[1])]  # the hole
    move(hand, (RECT.centerx, RECT.bottom + 50))  # the pointer leaves: the hand is laid out afresh
    assert not hand.held
