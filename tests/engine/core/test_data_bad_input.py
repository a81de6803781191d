"""Bad input for check-data and the app's loader (issue #16): links out of the data folder, files
that are no files, the size cap, ids that break names, reference rules, nested records' ids."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from engine.core.data import load_data
from engine.core.data import problems as P
from engine.core.data.ids import id_problem
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.fatal_fight.schema import SPEC as FF_SPEC
from tests.support.sample_data import SPEC, write_sample


@pytest.fixture
def root(tmp_path: Path) -> Path:
    write_sample(tmp_path / "data")
    (tmp_path / "user" / "sample").mkdir(parents=True)
    return tmp_path


def problems_of(root: Path) -> list[P.Problem]:
    return load_data(SPEC, root / "data", root / "user").problems


def test_a_link_out_of_the_data_folder_is_refused_not_followed(root: Path) -> None:
    outside = root / "elsewhere.toml"
    outside.write_text('[[item]]\nid = "smuggled"\nprice = 1\n', encoding="utf-8")
    (root / "data" / "sample" / "linked.toml").symlink_to(outside)
    result = load_data(SPEC, root / "data", root / "user")
    [problem] = result.problems
    assert problem.kind == P.BAD_FILE and "outside the data folder" in problem.message
    assert "smuggled" not in result.db.cards("item")


def test_a_link_inside_the_folder_is_fine(root: Path) -> None:
    folder = root / "data" / "sample"
    (folder / "spare").mkdir()
    (folder / "spare" / "more.toml").write_text('[[item]]\nid = "extra"\nprice = 1\n', encoding="utf-8")
    (folder / "more.toml").symlink_to(folder / "spare" / "more.toml")
    assert problems_of(root) == []


def test_a_link_to_dev_zero_and_a_pipe_are_refused_without_hanging(root: Path) -> None:
    folder = root / "data" / "sample"
    (folder / "zero.toml").symlink_to("/dev/zero")
    os.mkfifo(folder / "pipe.toml")
    found = {Path(p.file).name: p for p in problems_of(root)}
    assert found["zero.toml"].kind == P.BAD_FILE and found["pipe.toml"].kind == P.BAD_FILE


def test_the_user_folder_gets_the_same_checks(root: Path) -> None:
    (root / "user" / "sample" / "zero.toml").symlink_to("/dev/zero")
    assert [p.kind for p in problems_of(root)] == [P.BAD_FILE]


@pytest.mark.parametrize("bad", ["", "   ", "a b", "x/y", "a\\b", "c:d", "what?", "tab\there", ".hidden", "x" * 65, "q\"t"])
def test_ids_that_break_names_or_references_are_refused(root: Path, bad: str) -> None:
    assert id_problem(bad) is not None
    escaped = bad.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    (root / "data" / "sample" / "x.toml").write_text(f'[[item]]\nid = "{escaped}"\nprice = 1\n', encoding="utf-8")
    result = load_data(SPEC, root / "data", root / "user")
    [problem] = result.problems
    assert problem.kind == P.BAD_ID and problem.field == "id" and problem.line == 2
    assert bad not in result.db.cards("item")


@pytest.mark.parametrize("good", ["fire-slash", "ryuji_2", "v1.5", "炎の拳"])
def test_ordinary_ids_are_fine(good: str) -> None:
    assert id_problem(good) is None


def test_a_nested_record_error_names_the_card_and_the_record(root: Path) -> None:
    (root / "data" / "sample" / "x.toml").write_text(
        '[[enemy]]\nid = "orc"\nlife = 5\nboss_move = { id = "smash", power = "hard" }\n'
        '[[enemy]]\nid = "imp"\nlife = 2\nboss_move = { id = "bad id", power = 1 }\n', encoding="utf-8")
    found = {(p.card_id, p.field, p.kind) for p in problems_of(root)}
    assert ("orc › smash", "boss_move.power", P.WRONG_TYPE) in found
    assert ("imp › bad id", "boss_move.id", P.BAD_ID) in found


def ff_data(tmp_path: Path, extra: str) -> list[P.Problem]:
    data = tmp_path / "data"
    shutil.copytree(SHIPPED_DATA / "fatal_fight", data / "fatal_fight")
    (data / "fatal_fight" / "zz_extra.toml").write_text(extra, encoding="utf-8")
    return load_data(FF_SPEC, data, None).problems


UPGRADE = '[[art]]\nid = "{id}"\nname = "x"\ncharacter = "joe"\ntier = "upgrade"\nprice = 2\nreplaces = "{replaces}"\n' \
          'cost = 1\ntiming = "attack"\n'


def test_an_art_replacing_itself_or_another_heros_art_is_reported(tmp_path: Path) -> None:
    base = open(SHIPPED_DATA / "fatal_fight" / "arts_joe.toml", encoding="utf-8").read()
    start = base.index('id = "joe-hundred-slaps"')
    block = base[base.rindex("[[art]]", 0, start): base.index("[[art]]", start)]
    itself = block.replace('"joe-hundred-slaps"', '"joe-mirror"').replace('replaces = "joe-slap"', 'replaces = "joe-mirror"')
    other = block.replace('"joe-hundred-slaps"', '"joe-thief"').replace('replaces = "joe-slap"', 'replaces = "ryuji-jab"')
    problems = [p for p in ff_data(tmp_path, itself + other) if p.kind == P.BAD_REF]
    messages = {p.card_id: p.message for p in problems}
    assert "refers to itself" in messages["joe-mirror"]
    assert "same character" in messages["joe-thief"] and "'ryuji'" in messages["joe-thief"]
    assert all(p.field == "replaces" for p in problems)


def test_an_image_linked_from_outside_the_folder_is_refused(root: Path) -> None:
    from tests.support.sample_data import PNG

    outside = root / "secret.png"
    outside.write_bytes(PNG)
    folder = root / "data" / "sample"
    (folder / "img").mkdir(exist_ok=True)
    (folder / "img" / "leak.png").symlink_to(outside)
    (folder / "x.toml").write_text('[[item]]\nid = "pic"\nprice = 1\nimage = "img/leak.png"\n', encoding="utf-8")
    [problem] = problems_of(root)
    assert problem.kind == P.BAD_IMAGE_PATH and "outside the data folder" in problem.message


def test_watching_the_data_never_reads_a_device(root: Path) -> None:
    from engine.core.data.watch import LiveData

    live = LiveData(SPEC, load_data(SPEC, root / "data", root / "user").db, root / "data", root / "user")
    (root / "user" / "sample" / "zero.toml").symlink_to("/dev/zero")
    change = live.poll()  # hashing the new file must not read /dev/zero forever
    assert change is not None and change.db is None
    assert any(p.kind == P.BAD_FILE for p in change.problems)
