"""Fatal Fight, second play test (issue #25): one headless test per finding, clicked through where a
person would click."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.fatal_fight.game import FatalFight
from screens.fatal_fight.board import group_caption
from tests.screens import make_app, press, pump
from tests.screens.test_fatal_fight_defects import open_table


@pytest.fixture(scope="module")
def game() -> FatalFight:
    return FatalFight.load()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_issue_25_finding_2_FF_R8_the_group_caption_follows_a_boss_anywhere_in_the_group(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: FatalFight, lang: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, game)
    scene = table.scene()
    scene.lang = lang
    foes = [foe for group in scene.view.groups for foe in group]
    assert len(foes) >= 2
    boss_id = next(iter(game.cards.bosses))
    boss = dataclasses.replace(foes[0], card=boss_id, boss=True, front=False)
    front_only = group_caption(scene, [foes[0], foes[1]])
    with_boss = group_caption(scene, [foes[0], foes[1], boss])
    alone = group_caption(scene, [dataclasses.replace(boss, front=True)])
    assert front_only and with_boss and alone  # a lone boss gets a caption too
    assert with_boss != front_only  # the boss's skill is used, not the front enemy's (FF-R8.1)
    assert with_boss == alone
    first_skill = scene.cat.boss(boss_id).skills[0]
    known = dataclasses.replace(scene, view=dataclasses.replace(scene.view, boss_next_skill=0))
    from screens.fatal_fight.catalogue import local
    assert local(first_skill, "name", lang) in group_caption(known, [foes[0], boss])


def test_issue_25_finding_3_the_playback_shows_one_moment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          game: FatalFight) -> None:
    """Header round, status, prompt and hero Guard follow the step played; round 2 arrives with its frame."""
    from engine.fatal_fight.events.flow import RoundEnded, RoundStarted
    from screens.fatal_fight.prompt import prompt_for

    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, game)
    while table.playback is None:
        press(app, pygame.K_e)
    assert table.playback is not None
    seen = []
    while table.playback is not None and table.playback.step is not None:
        step = table.playback.step
        scene = table.scene()
        prompt = prompt_for(scene, table.words, step)
        assert prompt.text.count("Enemy phase") == 0 and prompt.tag == "Enemy phase"  # said once, on the plate
        if isinstance(step.event, RoundStarted):
            assert scene.view.round == 2
        else:
            assert scene.view.round == 1 and table._status.text == "Enemy phase (round 1)", type(step.event)
        seen.append(type(step.event))
        pump(app, 1, dt=table.playback.seconds + 0.01)
    assert RoundEnded in seen and seen[-1] is RoundStarted
    first = prompt_for(table.scene(), table.words, None)
    assert "Enemy phase" not in first.tag


def test_issue_25_finding_4_the_replay_draws_no_live_prompt_or_highlight(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fatal_fight.choices import Choices
    from screens.fatal_fight.prompt import Prompt, PromptPainter
    from screens.replay.screen import open_replay
    from tests.engine.core.test_replay import fatal_fight_save
    from tests.screens import click

    app = make_app(tmp_path, monkeypatch)
    shown: list[Prompt] = []
    original = PromptPainter.draw
    monkeypatch.setattr(PromptPainter, "draw", lambda self, surface, scene, prompt: (
        shown.append(prompt), original(self, surface, scene, prompt))[1])
    viewer = open_replay(app, fatal_fight_save(tmp_path, steps=12), step=0)
    app.push(viewer)
    pump(app)
    table = viewer.table
    assert table.session.decision().kind == "turn" and table.choices.moves  # a live table would light cells
    scene = table.scene()
    assert scene.choices == Choices() and scene.legal == () and scene.forecast is None
    assert table.parts.hand.legal == frozenset()
    assert shown and all("click" not in p.text.lower() and "E ends" not in p.text for p in shown)
    assert shown[-1].tag == "Replay" and "was to act" in shown[-1].text
    entry = viewer._round_entry  # noqa: SLF001
    assert entry is not None and entry.placeholder_text == "Round #"
    click(app, entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="1", window=None))
    press(app, pygame.K_RETURN)
    assert not viewer.typing()  # Enter gave the keys back
    press(app, pygame.K_END)
    assert viewer.step == viewer.tape.length


def test_issue_25_finding_5_a_purchase_in_the_briefing_is_undoable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Strict undo: Ctrl+Z takes a purchase back (its random place in the deck was seen by no one);
    the step before it is refused with the real reason, naming it."""
    from engine.core.saves.documents import read_save, write_save
    from engine.fatal_fight import actions as A
    from screens.fatal_fight.screenshots import briefing

    app = make_app(tmp_path, monkeypatch)
    table = briefing(app, 1)
    app.push(table)
    pump(app)
    session = table.session
    assert session.decision().kind == "briefing" and session.undo_mode == "strict"
    buy = next(a for a in session.legal_actions() if isinstance(a, A.BuyArt))
    gold, steps = session.state.heroes[buy.seat].gold, len(session.log)
    table.play(buy)
    assert session.state.heroes[buy.seat].gold < gold
    path = tmp_path / "bought.json"  # a save made after the purchase loads and keeps it undoable
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00"})
    assert read_save(path, {session.game.id: session.game}).can_undo()
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.log) == steps and session.state.heroes[buy.seat].gold == gold
    refusal = session.undo_refusal()
    assert refusal is not None
    text = refusal.en
    assert "random result" in text and "revealed" not in text  # the one real reason …
    print(text)
    assert text.startswith("The last step (") and ": " in text  # … and which step it was


def test_issue_25_finding_5_an_older_save_with_a_purchase_barrier_still_loads() -> None:
    """A save written while a purchase was still an undo barrier keeps that floor; a higher floor on
    any other step is still refused as altered."""
    from engine.core.kernel.session import Session
    from engine.fatal_fight import actions as A
    from screens.fatal_fight.screenshots import briefing_session

    session = briefing_session(1)
    before = len(session.log)
    session.apply(next(a for a in session.legal_actions() if isinstance(a, A.BuyArt)))
    assert session.undo_floor == before and session.log[-1]["chance"]  # random, yet no barrier
    replayed = Session.replay(session.game, session.setup, session.seed, list(session.log), "strict")
    assert not replayed.hold_floor(before - 1)  # under a barrier: an altered save
    assert not replayed.hold_floor(before + 2)  # past the log
    assert replayed.hold_floor(before + 1) and replayed.undo_floor == before + 1  # on the purchase: kept


def test_issue_25_finding_6_stage_clear_hotkeys_stay_bound_to_their_option(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.fatal_fight import actions as A
    from screens.fatal_fight.screenshots import stage_clear

    app = make_app(tmp_path, monkeypatch)
    table = stage_clear(app, 1)
    app.push(table)
    pump(app)
    session = table.session
    rewards = session.game.cards.rewards
    assert session.decision().kind == "reward"

    def keys() -> dict[object, str | None]:
        return {(type(b.action).__name__, getattr(b.action, "item", None)): b.hotkey for b in table.action_bar.buttons}

    before = keys()
    assert before[("TakeRewardGold", None)] == str(len(rewards) + 1)
    second = rewards[1]
    session.state.item_supply[second].take_all()  # the second reward runs out (as when another hero took the last)
    session.state = session.state  # changed in place: the session lists the legal actions afresh
    table._view = None  # noqa: SLF001 - the state changed under the table: see it afresh
    table.refresh()
    pump(app)
    after = keys()
    assert ("TakeRewardItem", second) not in after
    for (kind, item), key in after.items():  # no number moved
        assert before[(kind, item)] == key, (kind, item)
    seat = session.decision().seat
    gold = session.state.heroes[seat].gold
    press(app, pygame.key.key_code(str(len(rewards) + 1)))
    assert session.state.heroes[seat].gold == gold + session.game.rules.reward_gold  # the gold's number took gold
    assert isinstance(session.game.codec.decode(session.log[-1]["action"]), A.TakeRewardGold)


def test_issue_25_finding_7_the_forecast_shows_what_specials_cost_and_why_none_is_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.fatal_fight import actions as A
    from screens.fatal_fight import hero_panel
    from screens.fatal_fight.prompt import prompt_for
    from screens.fatal_fight.screenshots import campaign, play_until, table_for

    app = make_app(tmp_path, monkeypatch)
    session = campaign(app, 1)
    game = session.game

    def can_attack_with_special(s: object) -> bool:
        start = [a for a in session.legal_actions() if isinstance(a, A.StartAttack)]
        if not start:
            return False
        special = game.cards.characters[session.state.heroes[start[0].seat].character].special
        return special.is_attack

    assert play_until(session, can_attack_with_special)
    start = next(a for a in session.legal_actions() if isinstance(a, A.StartAttack))
    session.apply(start)
    specials = 0
    while any(isinstance(a, A.AddSpecial) for a in session.legal_actions()):
        session.apply(A.AddSpecial(start.seat))
        specials += 1
    assert specials
    life = session.state.heroes[start.seat].life
    drawn: list[str] = []
    original = hero_panel.paint.fitted
    monkeypatch.setattr(hero_panel.paint, "fitted", lambda text, *a, **k: (drawn.append(text), original(text, *a, **k))[1])
    table = table_for(app, session)
    app.push(table)
    pump(app)
    cost = specials * game.rules.special_cost
    prompt = prompt_for(table.scene(), table.words, None)
    assert f"Special ×{specials}: −{cost} life ({life - cost} left)" in prompt.text
    assert "no more + Special: Not enough life" in prompt.text  # the reason it is gone
    assert any(text.endswith(f"→ {life - cost}") for text in drawn)  # the life bar shows what is left


def _carrying(app: object, item: str, *, attacking: bool) -> object:
    """A table whose acting hero carries ``item`` (from the supply), attacking or at the turn's start."""
    from engine.fatal_fight import actions as A
    from screens.fatal_fight.screenshots import campaign, play_until, table_for

    session = campaign(app, 1)  # type: ignore[arg-type]
    assert play_until(session, lambda s: any(isinstance(a, A.StartAttack) for a in s.legal_actions()))
    start = next(a for a in session.legal_actions() if isinstance(a, A.StartAttack))
    hero = session.state.heroes[start.seat]
    hero.items.put_top(session.state.item_supply[item].draw())
    hero.life -= 5  # hurt, so a heal is legal
    session.state = session.state  # changed in place: the session lists the legal actions afresh
    if attacking:
        session.apply(start)
    table = table_for(app, session)  # type: ignore[arg-type]
    app.push(table)  # type: ignore[attr-defined]
    pump(app)  # type: ignore[arg-type]
    return table


def test_issue_25_finding_8_an_item_clicked_again_leaves_the_attack(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fatal_fight.scene import Hit

    app = make_app(tmp_path, monkeypatch)
    table: Any = _carrying(app, "knife", attacking=True)  # Shoot: joins an attack on any line
    attack = table.view().attack
    seat = attack.seat
    knife = table.session.state.heroes[seat].items.top
    print(table.choices.items, table.session.legal_actions())
    table.input.click(Hit("item", knife))  # noqa: SLF001 - the hero panel's item spot
    assert table.view().attack.items == [knife]
    ap = table.view().attack.ap
    table.input.click(Hit("item", knife))  # noqa: SLF001 - clicked again: out
    assert table.view().attack is not None and table.view().attack.items == []
    assert table.view().attack.ap < ap
    assert knife in table.session.state.heroes[seat].items  # still carried, not used


def test_issue_25_finding_8_steak_asks_before_it_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fatal_fight.prompt import prompt_for
    from screens.fatal_fight.scene import Hit

    app = make_app(tmp_path, monkeypatch)
    table: Any = _carrying(app, "steak", attacking=False)
    seat = table.view().turn
    hero = table.session.state.heroes[seat]
    steak, life, steps = hero.items.top, hero.life, len(table.session.log)
    table.input.click(Hit("item", steak))  # noqa: SLF001
    assert len(table.session.log) == steps and steak in hero.items  # not used yet: asked
    assert "Use Steak?" in prompt_for(table.scene(), table.words, None).text
    assert [b.hotkey for b in table.action_bar.buttons] == ["return"]
    table.input.click(Hit("cell", 0))  # noqa: SLF001 - something else: kept
    assert table.picks.armed_item is None and steak in table.session.state.heroes[seat].items
    table.input.click(Hit("item", steak))  # noqa: SLF001
    press(app, pygame.K_RETURN)  # confirmed
    assert steak not in table.session.state.heroes[seat].items
    assert table.session.state.heroes[seat].life > life


def test_issue_25_finding_8_load_says_briefing_and_solo_names_heroes(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.fatal_fight.summary import save_summary
    from screens.fatal_fight.screenshots import briefing_session

    session = briefing_session(1)
    line = save_summary(session.game.cards, session.state)
    assert line.en.startswith("Stage 2 · Briefing — ") and "Round 0" not in line.en
    assert "(Aoi)" not in line.en and "ブリーフィング" in line.ja  # one person plays every hero
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, FatalFight.load(), [("ryuji", "Player 1"), ("mei", "Player 1")])
    assert table._status.text.endswith(" to play") and "Player 1" not in table._status.text  # noqa: SLF001
    assert not any("Player 1" in name for name in table.display_names())
    hotseat = open_table(app, FatalFight.load(), [("ryuji", "Aoi"), ("mei", "Ben")])
    assert any("(Aoi)" in name for name in hotseat.display_names())
