"""Fatal Fight, second play test (issue #25): one headless test per finding, clicked through where a
person would click."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.view import FoeView
from screens.fatal_fight.board import group_caption
from tests.screens import make_app
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
