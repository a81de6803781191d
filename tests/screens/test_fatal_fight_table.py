"""The Fatal Fight table driven headless with synthetic clicks and keys (issue #5).

Every test clicks what the screen lit up (from the engine's legal actions) at its place on
the screen and asserts the engine's state afterwards.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.core.saves.documents import read_save_header
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS, step_target
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import card_id
from screens.fatal_fight.playback import Playback
from screens.fatal_fight.scene import Hit
from screens.fatal_fight.table import FatalFightTable
from screens.kit import curtain
from screens.kit.i18n import tr
from screens.shell.app import App
from screens.shell.autosave import slot_path
from screens.shell.title import TitleScreen
from tests.screens import click_at, find_button, make_app, press, pump

SOLO = [("ryuji", "Aoi"), ("joe", "Aoi"), ("mei", "Aoi")]
SEED = 1


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


@pytest.fixture(scope="module")
def game() -> FatalFight:
    return FatalFight.load()


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def open_table(app: App, game: FatalFight, heroes: list[tuple[str, str]] = SOLO, seed: int = SEED,
               undo: str = "strict") -> FatalFightTable:
    """A table over the title, on a fresh campaign, ready for input."""
    app.push(TitleScreen(app))
    setup = {"heroes": [{"character": c, "player": p} for c, p in heroes], "variants": []}
    table = FatalFightTable(app, Session.new(game, setup, seed, undo))  # type: ignore[arg-type]
    app.push(table)
    pump(app)
    return table


def on_screen(table: FatalFightTable, local: tuple[int, int]) -> tuple[int, int]:
    return local[0] + table.table_rect.left, local[1] + table.table_rect.top


def click_cell(app: App, table: FatalFightTable, cell: int) -> None:
    click_at(app, on_screen(table, table.parts.board.geo.cell(cell).center))


def click_group(app: App, table: FatalFightTable, entry: int) -> None:
    click_at(app, on_screen(table, table.parts.board.geo.badge(entry).center))


def click_card(app: App, table: FatalFightTable, card: str) -> None:
    hand = table.view().heroes[table.active_seat(table.view())].hand
    slot = table.parts.hand.slots[hand.index(card)]
    click_at(app, on_screen(table, (round(slot.center.x), round(slot.center.y))))


def click_bar(app: App, table: FatalFightTable, kind: type, **fields: Any) -> None:
    for index, button in enumerate(table.action_bar.buttons):
        action = button.action
        if isinstance(action, kind) and all(getattr(action, k) == v for k, v in fields.items()):
            click_at(app, table.action_bar.button_rect(index).center)
            return
    raise AssertionError(f"no {kind.__name__} {fields} on the bar: {[b.label for b in table.action_bar.buttons]}")


def end_turns_until_enemy_phase(app: App, table: FatalFightTable) -> None:
    """Press E for every hero still to act (answering nothing else)."""
    round_ = table.session.state.round
    while table.session.state.round == round_ and table.session.decision().kind == "turn":
        press(app, pygame.K_e)
        if table.playback is not None:
            return


def test_a_full_round_through_the_screen(app: App, game: FatalFight) -> None:
    """FF-R5 move, FF-R6 attack with two cards, FF-R6d co-op, end turns, FF-R8 enemy phase."""
    table = open_table(app, game)
    state = table.session.state
    seat = table.session.decision().seat
    assert seat == 0 and table.choices.kind == "turn"
    target = next(c for c, move in table.choices.moves.items() if move.direction == "up")
    click_cell(app, table, target)
    assert state.heroes[seat].cell == target and state.move_points == 0

    entry = min(table.choices.attacks)
    click_group(app, table, entry)
    assert state.attack is not None and state.attack.entry == entry
    cards = [c for c, acts in table.choices.cards.items() if any(isinstance(a, A.AddCard) for a in acts)][:2]
    assert len(cards) == 2
    for card in cards:
        click_card(app, table, card)
    assert state.attack.cards == cards
    helper = min(table.choices.coops)
    click_bar(app, table, A.OfferCoop, helper=helper)  # one person: the join needs no second click (#14)
    assert [e["action"]["type"] for e in table.session.log[-2:]] == ["OfferCoop", "AnswerCoop"]
    assert table.session.decision().kind == "attack" and table.viewer == seat  # the attacker's view stays up
    assert state.attack.coops == [helper]
    fatigue_before = sum(card_id(c) == "fatigue" for c in state.heroes[helper].discard)
    front = state.groups[entry - 1][0].card
    actions_before = state.actions
    steps = len(table.session.log)
    press(app, pygame.K_RETURN)
    text_bonus = sum(e.data["delta"] for i, e in table.session.events if i >= steps and e.kind == "actions_changed")
    assert state.attack is None and state.actions == actions_before - 2 + text_bonus
    assert sum(card_id(c) == "fatigue" for c in state.heroes[helper].discard) == fatigue_before + 1
    assert all(c in state.heroes[seat].played for c in cards)
    confirmed = [e for _, e in table.session.events if e.kind == "attack_confirmed"][-1]
    assert confirmed.data["coops"] == [helper] and len(confirmed.data["cards"]) == 2
    hit = [e for _, e in table.session.events if e.kind == "enemy_damaged"][-1]
    assert hit.data["card"] == front

    end_turns_until_enemy_phase(app, table)
    assert state.round == 2
    assert table.playback is not None  # the enemy phase is shown step by step
    kinds = [step.event.kind for step in table.playback.steps]
    assert kinds[0] == "enemy_phase_started" and kinds[-1] == "round_started"
    pump(app, 4, dt=5.0)  # long frames: every step runs out
    assert table.playback is None


def test_enemy_phase_steps_show_each_group_and_space_skips(app: App, game: FatalFight) -> None:
    """FF-R8: group by group (skill, combat, exits), at the animation speed; Space skips."""
    table = open_table(app, game, seed=3)
    end_turns_until_enemy_phase(app, table)
    playback = table.playback
    assert isinstance(playback, Playback)
    groups = [s.event.data["entry"] for s in playback.steps if s.event.kind == "group_activated"]
    assert groups == sorted(groups) and groups
    first_view = table.shown_view()
    assert first_view.round == 1  # still the old round while it plays
    assert table.phase.spotlight() is None  # "enemy phase" caption first, no group yet
    pump(app, 1, dt=playback.seconds + 0.01)
    assert playback.index == 1 and table.phase.spotlight() == groups[0]
    press(app, pygame.K_SPACE)
    assert table.playback is None and table.shown_view().round == 2


def test_no_playback_when_animations_are_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: FatalFight) -> None:
    app = make_app(tmp_path, monkeypatch, animation_speed=0.0)
    table = open_table(app, game)
    end_turns_until_enemy_phase(app, table)
    assert table.playback is None and table.session.state.round == 2


def test_clicks_on_unlit_things_say_why_and_change_nothing(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    steps = len(table.session.log)
    here = CELLS.index(table.view().heroes[0].cell)
    unlit = next(e for e in range(1, 7) if e not in table.choices.attacks)
    reason = game.explain_illegal(table.session.state, A.StartAttack(0, unlit))
    click_group(app, table, unlit)  # the engine's reason, said at the group clicked (issue #24)
    note = table.look.note
    assert len(table.session.log) == steps and note.up and note.text == f"Not allowed: {reason.en}"
    assert note.at == table.parts.board.geo.badge(unlit).center
    far = next(c for c in range(9) if c not in table.choices.moves and c != here and abs(c - here) not in (1, 3))
    click_cell(app, table, far)  # not a neighbour: no move at all, and the note says how moves go
    assert len(table.session.log) == steps and note.text == tr("fatal_fight.refuse.far", "en")
    assert note.at == table.parts.board.geo.cell(far).center


def test_an_unlit_neighbour_cell_says_the_engines_reason_at_the_cell(app: App, game: FatalFight) -> None:
    """Issue #24: a step the engine refuses (no move points left) says why, where it was clicked."""
    table = open_table(app, game)
    here = CELLS.index(table.view().heroes[0].cell)
    first = next(iter(table.choices.moves))
    click_cell(app, table, first)  # the turn's one move point spent
    there = CELLS.index(table.view().heroes[0].cell)
    assert there == first and not table.choices.moves
    steps = len(table.session.log)
    back = A.Move(0, next(d for d in ("up", "down", "left", "right") if step_target(there, d) == here))
    click_cell(app, table, here)
    note = table.look.note
    reason = game.explain_illegal(table.session.state, back)
    assert len(table.session.log) == steps and note.text == f"Not allowed: {reason.en}"
    assert note.at == table.parts.board.geo.cell(here).center


def test_a_card_click_offers_its_uses_and_face_down_gives_a_move(app: App, game: FatalFight) -> None:
    """FF-R5e: a hand card's uses go on the bar; face down = 1 action for +1 move point."""
    table = open_table(app, game)
    state = table.session.state
    card = next(iter(table.choices.cards))
    click_card(app, table, card)
    assert table.picks.selected_card == card
    uses = {type(b.action) for b in table.action_bar.buttons}
    assert {A.PlayFaceDown, A.Zanshin, A.EndTurn} <= uses
    click_bar(app, table, A.PlayFaceDown, card=card)
    assert card in state.heroes[0].face_down and state.move_points == 2 and state.actions == 2
    assert table.picks.selected_card is None


def test_keys_move_cancel_and_open_the_rules(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    state = table.session.state
    press(app, pygame.K_w)
    assert CELLS[state.heroes[0].cell] == "upper-center"
    click_group(app, table, min(table.choices.attacks))
    assert state.attack is not None
    press(app, pygame.K_ESCAPE)
    assert state.attack is None and app.top is table  # Esc called the attack off, the table stays
    press(app, pygame.K_F1)
    assert table.coach.reference.open
    press(app, pygame.K_F1)
    assert not table.coach.reference.open
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert CELLS[table.session.state.heroes[0].cell] == "middle-center"  # undone: start, cancel, move


def test_hover_shows_the_forecast_of_the_attack(app: App, game: FatalFight) -> None:
    """FF-R6a/R6c: the engine's forecast on a copy: KO or life left, GP spent, overkill gold."""
    table = open_table(app, game)
    press(app, pygame.K_w)
    entry = min(table.choices.attacks)
    click_group(app, table, entry)
    card = next(c for c, acts in table.choices.cards.items() if any(isinstance(a, A.AddCard) for a in acts))
    click_card(app, table, card)
    cast = table.lit.forecast
    assert cast is not None and cast.entry == entry and cast.foes
    before = table.session.game.encode_state(table.session.state)
    assert table.session.game.encode_state(table.session.state) == before  # the forecast changed nothing
    foe = table.parts.board._foes[0][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=on_screen(table, foe.center), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pump(app)
    assert table.input.hover is not None and table.input.hover.kind == "foe"
    assert table._preview_item() is not None  # the enemy's card shows large


def test_autosave_at_round_start_and_continue_resumes_exactly(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    press(app, pygame.K_w)
    end_turns_until_enemy_phase(app, table)
    press(app, pygame.K_SPACE)
    header = read_save_header(slot_path(table.saves.slot))
    round_start = max(step for step, e in table.session.events if e.kind == "round_started")
    assert header.steps == round_start + 1  # saved by the step that began round 2
    state = game.encode_state(table.session.state)
    log = list(table.session.log)
    app.pop()  # leave to the title (autosaves too)
    title = app.top
    assert isinstance(title, TitleScreen)
    title.enter()
    pump(app)
    click_at(app, find_button(title, "Continue").rect.center)
    resumed = app.top
    assert isinstance(resumed, FatalFightTable) and resumed is not table
    assert resumed.session.log == log and game.encode_state(resumed.session.state) == state
    assert resumed.session.decision() == table.session.decision()


def test_solo_play_never_shows_a_curtain(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    for _ in range(3):
        press(app, pygame.K_e)
        assert not table.curtain.down
    assert not table.hotseat()


def test_no_curtain_between_players_since_hands_are_open(app: App, game: FatalFight) -> None:
    """Issue #5: hands are open in this co-op game, so even passing the mouse from Aoi (Ryuji,
    Mei) to Ben (Joe) shows no curtain; turn order Ryuji (3), Mei (4), Joe (6)."""
    table = open_table(app, game, [("ryuji", "Aoi"), ("joe", "Ben"), ("mei", "Aoi")])
    assert not table.curtain.down
    press(app, pygame.K_e)  # Ryuji -> Mei: same person
    assert not table.curtain.down and table.viewer == 2
    press(app, pygame.K_e)  # Mei -> Joe: Ben takes the screen, nothing of his is hidden
    assert not table.curtain.down and table.viewer == 1


def test_title_new_game_opens_the_setup_and_starts_the_chosen_campaign(app: App) -> None:
    from screens.fatal_fight.setup import SetupScreen

    title = TitleScreen(app)
    app.push(title)
    pump(app)
    click_at(app, find_button(title, "Fatal Fight").rect.center)
    setup = app.top
    assert isinstance(setup, SetupScreen)
    for rect, character in setup.card_rects:
        if character in ("shinobu", "rita"):
            click_at(app, rect.center)
    variant = next(rect for rect, v in setup.variant_rects if v == "FF-V7")
    click_at(app, variant.center)
    assert setup.seed_entry is not None
    setup.seed_entry.set_text("424242")
    click_at(app, find_button(setup, "Start campaign").rect.center)
    table = app.top
    assert isinstance(table, FatalFightTable)
    assert table.session.seed == 424242
    assert [h["character"] for h in table.session.setup["heroes"]] == ["shinobu", "rita"]
    assert "FF-V7" in table.session.setup["variants"]
    assert len(set(table.session.seat_names())) == 1  # solo by default: one person


def test_briefing_and_stage_clear_panels_play_their_buttons(app: App, game: FatalFight) -> None:
    """FF-W2 reward and FF-R0 briefing through the panels' buttons."""
    from screens.fatal_fight.screenshots import briefing, stage_clear

    app.push(TitleScreen(app))
    table = stage_clear(app, SEED)
    app.push(table)
    pump(app)
    seat = table.session.decision().seat
    gold = next(b for b in table.panel_buttons.items if isinstance(b.value, A.TakeRewardGold))
    click_at(app, on_screen(table, gold.rect.center))
    assert table.session.state.heroes[seat].gold >= game.rules.reward_gold
    app.pop()
    table = briefing(app, SEED)
    app.push(table)
    pump(app)
    done = next(b for b in table.panel_buttons.items if isinstance(b.value, A.EndBriefing))
    seat = table.session.decision().seat
    click_at(app, on_screen(table, done.rect.center))
    assert table.session.decision().seat != seat


def test_the_ending_offers_a_new_campaign(app: App) -> None:
    from screens.fatal_fight.screenshots import defeat
    from screens.fatal_fight.setup import SetupScreen

    app.push(TitleScreen(app))
    table = defeat(app, SEED)
    app.push(table)
    pump(app)
    assert table.session.state.result == "lost" and table.mode(table.view()) == "over"
    new = next(b for b in table.panel_buttons.items if b.value == "new")
    click_at(app, on_screen(table, new.rect.center))
    assert isinstance(app.top, SetupScreen)


def test_items_and_the_special_move_light_up_in_an_attack(app: App, game: FatalFight) -> None:
    """FF-R5c/FF-R6: the special move joins an attack for 2 life; the panel's tile is the button."""
    table = open_table(app, game)
    press(app, pygame.K_w)
    click_group(app, table, min(table.choices.attacks))
    assert isinstance(table.choices.special, A.AddSpecial)
    spot = next(rect for rect, hit in table.parts.hero_panel._spots if hit == Hit("special"))
    click_at(app, on_screen(table, spot.center))
    assert table.session.state.attack is not None and table.session.state.attack.specials == 1


def test_leaving_autosaves_into_the_saves_folder(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    press(app, pygame.K_w)
    app.pop()
    assert slot_path(table.saves.slot).exists()
    assert slot_path(table.saves.slot).name.startswith("autosave-fatal-fight-")
    assert table.session.log


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_whole_campaign_plays_through_the_table_without_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   game: FatalFight, lang: str) -> None:
    """The bot's choices go through ``play``, every screen mode draws, hovers sweep the table."""
    from engine.core.kernel.bots import decide
    from engine.fatal_fight.bots import HeuristicBot, bot_rng

    app = make_app(tmp_path, monkeypatch, language=lang)
    table = open_table(app, game, [("ryuji", "Aoi"), ("rita", "Aoi"), ("mei", "Aoi")], seed=2)
    bot = HeuristicBot(game)
    modes = set()
    for step in range(3000):
        if table.session.decision().seat is None:
            break
        assert table.play(decide(game, table.session.state, None, bot, bot_rng(2))) is not None
        if step % 7 == 0:
            x = table.table_rect.left + (step * 37) % table.table_rect.width
            y = table.table_rect.top + (step * 53) % table.table_rect.height
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        pump(app, 1, dt=0.5)
        modes.add(table.mode(table.view()))
    assert table.session.state.result in ("won", "lost")
    assert {"table", "over"} <= modes
    assert not [t for t in app.toasts if t.error], [t.text for t in app.toasts]


def test_in_japanese_an_illegal_click_says_why_in_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          game: FatalFight) -> None:
    """The engine's refusal reaches a Japanese toast in Japanese, not as English inside it."""
    app = make_app(tmp_path, monkeypatch, language="ja")
    table = open_table(app, game)
    steps = len(table.session.log)
    seat = table.session.decision().seat
    assert seat is not None
    unlit = next(e for e in range(1, 7) if e not in table.choices.attacks)
    reason = game.explain_illegal(table.session.state, A.StartAttack(seat, unlit))
    click_group(app, table, unlit)
    note = table.look.note
    assert len(table.session.log) == steps and note.up
    assert note.text == f"できません: {reason.ja}"
    said = note.text.removeprefix("できません: ")
    assert said and not said.isascii() and said != reason.en
    table.play(A.Move(seat, "sideways"))  # a malformed action is refused in Japanese too
    assert app.toasts[-1].text == "できません: 移動は上下左右のどれかです。"
