"""Live reload of card data (issue #6): polling, re-loading only changed games, last good kept."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from engine.core.data import problems as P
from engine.core.data.watch import DataWatcher, LiveData, swap_refusals
from tests.support.sample_data import SPEC, write_sample

OTHER = dataclasses.replace(SPEC, game="other", folder="other")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    write_sample(tmp_path / "data", 6)
    other = write_sample(tmp_path / "copy", 6)
    other.rename(tmp_path / "data" / "other")
    return tmp_path / "data"


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_nothing_changed_reloads_nothing_even_when_a_file_is_saved_again(root: Path) -> None:
    watcher = DataWatcher([SPEC, OTHER], root, None)
    assert watcher.poll() == []
    enemies = root / "sample" / "enemies.toml"
    enemies.write_bytes(enemies.read_bytes())
    os.utime(enemies, ns=(1, 1))
    assert watcher.poll() == []


def test_a_changed_text_reloads_only_its_game(root: Path) -> None:
    watcher = DataWatcher([SPEC, OTHER], root, None)
    edit(
        root / "sample" / "enemies.toml",
        'text_en = "Gain Guard 0."',
        'text_en = "Gain Guard zero."',
    )
    reloaded = watcher.poll()
    assert [g.spec.game for g in reloaded] == ["sample"]
    assert reloaded[0].changed_files == (str(root / "sample" / "enemies.toml"),)
    assert watcher.games["sample"].db.get("slime-0").text_en == "Gain Guard zero."
    assert watcher.poll() == []


def test_added_and_removed_files_count_as_changes(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    extra = root / "sample" / "more.toml"
    extra.write_text('[[item]]\nid = "elixir"\nprice = 9\n', encoding="utf-8")
    assert "elixir" in watcher.poll()[0].db
    extra.unlink()
    assert "elixir" not in watcher.poll()[0].db


def test_user_folder_changes_are_watched(root: Path, tmp_path: Path) -> None:
    user = tmp_path / "user"
    watcher = DataWatcher([SPEC], root, user)
    (user / "sample").mkdir(parents=True)
    (user / "sample" / "mine.toml").write_text(
        '[[item]]\nid = "my-potion"\nprice = 1\n', encoding="utf-8"
    )
    reloaded = watcher.poll()
    assert "my-potion" in reloaded[0].db
    assert watcher.games["sample"].db.source("my-potion").user


def test_a_syntax_error_keeps_the_last_good_cards_of_that_file(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    enemies = root / "sample" / "enemies.toml"
    good = enemies.read_text(encoding="utf-8")
    edit(enemies, 'text_en = "Gain Guard 0."', 'text_en = "Gain Guard 0.')
    game = watcher.poll()[0]
    assert [p.kind for p in game.problems] == [P.SYNTAX]
    assert {"slime-0", "slime-1"} <= game.kept_cards
    assert game.db.get("slime-0").text_en == "Gain Guard 0."  # the last good version is shown
    assert "potion-0" in game.db and "potion-0" not in game.kept_cards
    enemies.write_text(good.replace("Gain Guard 0.", "Guard 0!"), encoding="utf-8")
    fixed = watcher.poll()[0]
    assert fixed.kept_cards == frozenset() and fixed.problems == ()
    assert fixed.db.get("slime-0").text_en == "Guard 0!"


def test_a_card_that_stops_validating_is_kept_while_the_others_update(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    enemies = root / "sample" / "enemies.toml"
    edit(enemies, "life = 3\n", 'life = "three"\n')
    edit(enemies, 'name_en = "Slime 1"', 'name_en = "Slime One"')
    game = watcher.poll()[0]
    assert game.kept_cards == frozenset({"slime-0"})
    assert [(p.card_id, p.field, p.kind) for p in game.problems] == [
        ("slime-0", "life", P.WRONG_TYPE)
    ]
    assert game.db.get("slime-0").life == 3
    assert game.db.get("slime-1").name_en == "Slime One"
    assert list(game.db.cards("enemy"))[:2] == ["slime-0", "slime-1"]  # file order kept


def test_a_card_removed_on_purpose_goes(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    items = root / "sample" / "items.toml"
    items.write_text(items.read_text(encoding="utf-8").split("\n\n", 1)[1], encoding="utf-8")
    edit(root / "sample" / "enemies.toml", 'drop = "potion-0"', 'drop = "potion-1"')
    game = watcher.poll()[0]
    assert "potion-0" not in game.db and game.kept_cards == frozenset()


def test_a_broken_settings_file_keeps_the_last_good_settings(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    (root / "sample" / "rules.toml").write_text("hand_size = 'five'\n", encoding="utf-8")
    game = watcher.poll()[0]
    assert game.kept_settings == frozenset({"rules.toml"})
    assert game.db.settings["rules.toml"].hand_size == 5


def test_a_running_game_may_take_new_texts_but_not_new_numbers(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    before = watcher.games["sample"].db
    edit(root / "sample" / "enemies.toml", 'text = "ガード0を得る。"', 'text = "ガード０を得る。"')
    edit(root / "sample" / "enemies.toml", 'name = "スライム1"', 'name = "大スライム"')
    text_only = watcher.poll()[0].db
    assert swap_refusals(SPEC, before, text_only) == []
    edit(root / "sample" / "enemies.toml", "life = 3\n", "life = 4\n")
    edit(root / "sample" / "rules.toml", "hand_size = 5", "hand_size = 6")
    numbers = watcher.poll()[0].db
    assert [str(r) for r in swap_refusals(SPEC, before, numbers)] == [
        "rules.toml: the game's settings changed",
        "slime-0.life: changes the game, not just the card's look",
    ]


def test_cards_added_or_removed_refuse_the_swap(root: Path) -> None:
    watcher = DataWatcher([SPEC], root, None)
    before = watcher.games["sample"].db
    (root / "sample" / "more.toml").write_text(
        '[[item]]\nid = "elixir"\nprice = 9\n', encoding="utf-8"
    )
    after = watcher.poll()[0].db
    assert [str(r) for r in swap_refusals(SPEC, before, after)] == ["elixir: a new item card was added"]
    assert [r.ja for r in swap_refusals(SPEC, after, before)] == ["elixir: カード（item）が削除されました"]


def test_a_game_in_progress_takes_a_text_edit(root: Path) -> None:
    live = LiveData(SPEC, DataWatcher([SPEC], root, None).games["sample"].db, root, None)
    assert live.poll() is None
    edit(root / "sample" / "enemies.toml", 'text_en = "Gain Guard 0."', 'text_en = "Gain 0 Guard."')
    change = live.poll()
    assert change is not None and change.accepted and change.db is live.db
    assert live.db.get("slime-0").text_en == "Gain 0 Guard."


def test_a_game_in_progress_refuses_an_edit_that_changes_the_game(root: Path) -> None:
    before = DataWatcher([SPEC], root, None).games["sample"].db
    live = LiveData(SPEC, before, root, None)
    edit(root / "sample" / "enemies.toml", "life = 3\n", "life = 30\n")
    change = live.poll()
    assert change is not None and not change.accepted
    assert [str(r) for r in change.refusals] == ["slime-0.life: changes the game, not just the card's look"]
    assert live.db is before


def test_a_game_in_progress_keeps_running_on_a_file_that_no_longer_loads(root: Path) -> None:
    before = DataWatcher([SPEC], root, None).games["sample"].db
    live = LiveData(SPEC, before, root, None)
    edit(root / "sample" / "enemies.toml", "[[enemy]]", "[[enemy]")
    change = live.poll()
    assert (
        change is not None
        and not change.accepted
        and [p.kind for p in change.problems] == [P.SYNTAX]
    )
    assert live.db is before
