"""Learning a game at its table (issue #27), headless: F1 opens every game's reference at the
part about the decision on the table, takes the keys while open; H lights the best bot's pick
and counts it in the log and the save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine import registry
from engine.core.i18n.reference import RulesReference
from screens.kit import curtain
from screens.learn import sources
from screens.learn.reference import layout
from screens.shell.app import App
from screens.shell.games import open_save, table_class
from tests.screens import make_app, press, pump
from tests.screens.test_fatal_fight_words import tofu_in

GAMES = [e.id for e in registry.with_part("table_screen")]
TABLE_TOPICS = {"table", "attack", "timeline"}  # the sandbox tables' own topics (learn_topic)


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def _table(app: App, game_id: str, seed: int = 3) -> Any:
    table = table_class(game_id).new_game(app, seed)
    table.curtain.lift()
    app.push(table)
    pump(app)
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_reference_in_both_languages_without_missing_glyphs(game_id: str) -> None:
    reference = sources.shipped_reference(game_id)
    assert isinstance(reference, RulesReference) and len(reference.section) >= 5
    texts = [t for s in reference.section for t in (s.title, s.title_en, s.text, s.text_en)]
    assert all(texts) and not set().union(*(tofu_in(t) for t in texts))
    assert not reference.section[0].rules.startswith(game_id[:2].upper()) or reference.section[0].title_en


@pytest.mark.parametrize("game_id", GAMES)
def test_the_topics_name_decisions_the_game_has(app: App, game_id: str) -> None:
    kind = table_class(game_id).new_game(app, 1).session.decision().kind
    kinds = {str(k) for k in type(kind).__members__.values()}
    topics = {t for s in sources.shipped_reference(game_id).section for t in s.topics}
    assert topics and topics <= kinds | TABLE_TOPICS


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_opens_at_the_decision_on_the_table_and_takes_the_keys(app: App, game_id: str) -> None:
    table = _table(app, game_id)
    steps = len(table.session.log)
    press(app, pygame.K_F1)
    overlay = table.coach.reference
    assert overlay.open
    reference = sources.reference_for(table.session.game)
    topic = table.coach.topic()
    page = layout(table.lang, 600, 100, None, reference.section)  # the tops the overlay scrolls to
    assert reference.opening(topic) == next((i for i, s in enumerate(reference.section) if topic in s.topics), 0)
    assert len(page.tops) == len(reference.section)
    at = overlay.scroll
    press(app, pygame.K_TAB)
    assert overlay.scroll > at or overlay.scroll == at == max(overlay._tops)  # the next part, unless at the end
    for key in (pygame.K_e, pygame.K_d, pygame.K_1, pygame.K_RETURN):  # the table's shortcuts stay asleep
        press(app, key)
    assert overlay.open and len(table.session.log) == steps
    press(app, pygame.K_ESCAPE)
    assert not overlay.open and app.top is table  # Esc closed the rules, it did not leave the table


def test_f1_opens_fatal_fight_at_the_attack_during_an_attack(app: App) -> None:
    table = _table(app, "fatal-fight")
    start = next(a for a in table.session.legal_actions() if type(a).__name__ == "StartAttack")
    table.play(start)
    press(app, pygame.K_F1)
    reference = sources.reference_for(table.session.game)
    assert reference.section[reference.opening("attack")].title_en == "Attacking"
    overlay = table.coach.reference
    assert overlay.scroll == overlay._tops[reference.opening("attack")] > 0


@pytest.mark.parametrize("game_id", ["mysaga", "fatal-fight"])
def test_h_lights_a_legal_action_counts_it_and_the_save_keeps_the_count(app: App, game_id: str,
                                                                        tmp_path: Path) -> None:
    table = _table(app, game_id)
    press(app, pygame.K_h)
    hint = table.coach.hint
    assert hint is not None and hint.action in table.session.legal_actions()
    assert table.coach.action_rect(hint.action) is not None  # lit where it is clicked
    press(app, pygame.K_h)
    assert table.session.hints == 2
    assert any(line.startswith("Hint 2:") for line in table.log_panel.lines)
    path = tmp_path / "hinted.json"
    _save(table, path)
    again = open_save(app, path)
    assert again.session.hints == 2
    table.play(hint.action)
    assert table.coach.hint is None  # advice for a moment that has passed is gone


def _save(table: Any, path: Path) -> None:
    from screens.kit.table_saves import summary_meta
    from screens.shell import autosave

    autosave.write(path, table.session, name="hinted", **summary_meta(table.session))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_guide_is_clicked_through_to_its_end(app: App, game_id: str) -> None:
    """Each step: Enter on a step that explains; else a click on what the guide lights (then the
    declare panel's Enter); a card move, which is a drag from the lit card, is played."""
    from screens.learn.guide import GUIDES, start_guide
    from tests.screens import click_at

    table = _table(app, game_id, seed=1)
    guide = start_guide(table)
    assert guide is not None and guide.index == 0 and guide.words()
    seen: list[int] = []
    for _ in range(80):
        if table.coach.guide is None:
            break
        if table.moment.up:  # a public moment (issue #21) is seen by everyone, then closed
            table.moment.close()
            continue
        if table.curtain.down:
            table.curtain.lift()  # the next player is ready
            pump(app)
            continue
        seen.append(guide.index)
        if not guide.step.action:
            press(app, pygame.K_RETURN)
            continue
        target = guide.target()
        assert target is not None
        rect = table.coach.action_rect(target)
        if type(target).__name__ == "MoveCard":
            table.play(target)  # a card is moved by dragging it from where it is lit: played here
            pump(app)
        else:
            assert rect is not None, f"step {guide.index} lights nothing to click for {target}"
            click_at(app, rect.center)
            if table.coach.guide is guide and guide.step.topic and table.coach.topic() == guide.step.topic:
                press(app, pygame.K_RETURN)  # the panel the click opened: confirm
    assert table.coach.guide is None and guide.finished
    assert len(set(seen)) >= 3 and max(seen) == len(GUIDES[game_id]) - 1  # it got to its last step


def test_the_guide_is_offered_once_per_game(app: App) -> None:
    table = _table(app, "mysaga")
    assert table.coach.offer and "mysaga" in app.settings.guides_offered
    press(app, pygame.K_g)
    assert table.coach.guide is not None
    press(app, pygame.K_ESCAPE)
    assert table.coach.guide is None and app.top is table  # Esc ended the guide, not the table
    again = _table(app, "mysaga")
    assert not again.coach.offer


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_icon_has_a_name_in_both_languages(game_id: str) -> None:
    from engine.core.data.loader import load_database

    spec = registry.resolve(registry.entry(game_id).data_spec)
    layouts = load_database(spec).settings["layouts.toml"]
    unnamed = [key for key, icon in layouts.icons.items() if not (icon.name and icon.name_en)]
    assert unnamed == []
    assert not set().union(*(tofu_in(i.name + i.name_en) for i in layouts.icons.values()))


def test_hovering_a_hero_names_each_icon_on_its_card() -> None:
    from engine.fatal_fight.game import FatalFight
    from screens.fatal_fight.catalogue import Catalogue
    from screens.kit.cards.icon_legend import named_icons

    cat = Catalogue.of(FatalFight.load())
    face = cat.face("joe")
    assert face is not None
    named = dict(named_icons(cat.renderer, face, "en"))
    assert {"life", "actions", "hand", "carry", "speed"} <= set(named)  # the six stat pictograms, named
    assert named["speed"].startswith("Speed") and dict(named_icons(cat.renderer, face, "ja"))["life"] == "ライフ"


def test_the_saga_deck_editor_shows_a_hovered_cards_full_text(app: App) -> None:
    from screens.mysaga.setup import SetupScreen

    screen = SetupScreen(app)
    app.push(screen)
    pump(app)
    row, card_id = next((r, c) for r, c in screen.card_rows if screen.game.cards.card(c).text_en)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert screen.preview is not None and screen.preview.item is not None
    assert screen.preview.item.card.id == card_id  # drawn large, with its skill text


LEARN_SHOTS = [f"{g}-{part}" for g in GAMES for part in ("rules", "guide")] + [
    f"{e.id}-hint" for e in registry.with_part("hint")]


def test_the_screenshot_command_offers_rules_guide_and_hint_states() -> None:
    from screens.cli import screenshot

    assert set(LEARN_SHOTS) <= set(screenshot.screen_names())
    assert {"fatal-fight-hint", "alchemic-hint", "mysaga-hint"} <= set(LEARN_SHOTS)


@pytest.mark.parametrize("name", LEARN_SHOTS)
def test_each_learning_state_renders(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.cli import screenshot

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    png = screenshot.render(screenshot.factory(name), 1, "ja", (1280, 720), 1.0)
    assert png.startswith(b"\x89PNG")
