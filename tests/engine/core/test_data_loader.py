"""The card data loader (design.md §10): every problem, with its file, line, card id and field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest

from engine.core.data import (
    CardModel,
    DataError,
    DataSpec,
    Op,
    OpRegistry,
    Problem,
    load_data,
    load_database,
)
from engine.core.data import problems as P
from engine.core.data.toml_lines import key_lines
from tests.support.sample_data import PNG, SPEC, write_sample


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """tmp/data holds clean sample data; tmp/user is the user data folder (empty)."""
    write_sample(tmp_path / "data")
    (tmp_path / "user" / "sample").mkdir(parents=True)
    return tmp_path


def write(root: Path, name: str, content: str | bytes | None) -> Path:
    """Write ``root/name``; None makes a directory there instead."""
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if content is None:
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def problems(root: Path) -> list[Problem]:
    return load_data(SPEC, root / "data", root / "user").problems


def where(root: Path, problem: Problem) -> tuple[str, int, str, str, str]:
    return (Path(problem.file).relative_to(root).as_posix(), problem.line, problem.card_id,
            problem.field, problem.kind)


def test_clean_sample_loads_without_problems(root: Path) -> None:
    result = load_data(SPEC, root / "data", root / "user")
    assert result.problems == [] and result.ok
    assert result.files == 4
    assert len(result.db) == 12
    assert {kind: len(result.db.cards(kind)) for kind in result.db.kinds} == {"enemy": 4, "item": 4, "art": 4}
    assert result.db.settings["rules.toml"].model_dump() == {"hand_size": 5, "start_gold": 3}


# --- one case per problem kind --------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    kind: str
    files: dict[str, str | bytes | None]  # relative to the test root; None = a directory
    where: tuple[str, int, str, str]  # file, line, card id, field
    says: str  # part of the message
    remove: str = ""  # a sample file to delete first


CASES = [
    Case(P.SYNTAX, {"data/sample/bad.toml": '[[item]]\nid = "x"\nprice = \n'},
         ("data/sample/bad.toml", 3, "", ""), "TOML syntax error"),
    Case(P.SYNTAX, {"data/sample/bad.toml": b'[[item]]\nid = "\xff"\n'},
         ("data/sample/bad.toml", 2, "", ""), "not UTF-8"),
    Case(P.UNREADABLE, {"data/sample/folder.toml": None},
         ("data/sample/folder.toml", 0, "", ""), "cannot read"),
    Case(P.MISSING_FILE, {}, ("data/sample/rules.toml", 0, "", ""), "setting hand_size",
         remove="data/sample/rules.toml"),
    Case(P.MISSING_FIELD, {"data/sample/x.toml": '[[item]]\nid = "no-price"\nname = "x"\n'},
         ("data/sample/x.toml", 1, "no-price", "price"), "missing (expected a whole number)"),
    Case(P.WRONG_TYPE, {"data/sample/x.toml": '[[item]]\nid = "cheap"\nprice = "low"\n'},
         ("data/sample/x.toml", 3, "cheap", "price"), 'expected a whole number, got "low"'),
    Case(P.INVALID_VALUE, {"data/sample/x.toml": '[[item]]\nid = "debt"\nprice = -1\n'},
         ("data/sample/x.toml", 3, "debt", "price"), "greater than or equal to 0 (got -1)"),
    Case(P.UNKNOWN_FIELD, {"data/sample/x.toml": '[[item]]\nid = "typo"\nprice = 1\npricee = 2\n'},
         ("data/sample/x.toml", 4, "typo", "pricee"), "did you mean 'price'? expected one of: id,"),
    Case(P.UNKNOWN_KIND, {"data/sample/x.toml": '\n[[items]]\nid = "x"\n'},
         ("data/sample/x.toml", 2, "", "items"), "did you mean [[item]]? expected one of: art, enemy, item"),
    Case(P.UNKNOWN_OP, {"data/sample/x.toml": '[[art]]\nid = "bad-op"\ncost = 1\neffects = [\n'
                        '  { op = "heal", value = 1 },\n  { op = "gaurd", value = 2 },\n]\n'},
         ("data/sample/x.toml", 6, "bad-op", "effects[1].op"), "unknown effect op 'gaurd'; did you mean 'guard'?"),
    Case(P.DUPLICATE_ID, {"data/sample/more.toml": '[[item]]\nid = "potion-0"\nprice = 9\n'},
         ("data/sample/more.toml", 2, "potion-0", "id"), "items.toml:1"),
    Case(P.USER_OVERRIDE, {"user/sample/mine.toml": '[[item]]\nid = "potion-0"\nprice = 9\n'},
         ("user/sample/mine.toml", 2, "potion-0", "id"), "the shipped card is kept"),
    Case(P.UNKNOWN_REF, {"data/sample/x.toml": '[[enemy]]\nid = "orc"\nlife = 5\ndrop = "potion-99"\n'},
         ("data/sample/x.toml", 4, "orc", "drop"), "no card with id 'potion-99' (expected the id of a card of kind item)"),
    Case(P.BAD_IMAGE_PATH, {"data/sample/x.toml": '[[item]]\nid = "abs"\nprice = 1\nimage = "/tmp/x.png"\n'},
         ("data/sample/x.toml", 4, "abs", "image"), "is absolute"),
    Case(P.MISSING_IMAGE, {"data/sample/x.toml": '[[item]]\nid = "pic"\nprice = 1\nimage = "img/none.png"\n'},
         ("data/sample/x.toml", 4, "pic", "image"), "image 'img/none.png' not found"),
    Case(P.UNKNOWN_ICON, {"data/sample/layouts.toml": '[icons.gun]\nglyph = "銃"\n',
                          "data/sample/x.toml": '[[item]]\nid = "gun"\nprice = 1\nname = "a :gun: or a :gunn:"\n'},
         ("data/sample/x.toml", 4, "gun", "name"), "unknown icon :gunn: (not in [icons] of layouts.toml); did you mean :gun:?"),
    Case(P.BAD_FILE, {"data/sample/huge.toml": b"#" * (4 * 1024 * 1024 + 1)},
         ("data/sample/huge.toml", 0, "", ""), "over the 4 MB a data file may have"),
    Case(P.BAD_ID, {"data/sample/x.toml": '[[item]]\nid = ""\nprice = 1\n'},
         ("data/sample/x.toml", 2, "item#1", "id"), "the id is empty"),
    Case(P.BAD_REF, {"data/sample/x.toml": '[[art]]\nid = "loop"\ncost = 1\nreplaces = "loop"\n'},
         ("data/sample/x.toml", 4, "loop", "replaces"), "'loop' refers to itself"),
]


def test_every_problem_kind_has_a_case() -> None:
    assert {case.kind for case in CASES} == set(P.KINDS)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.kind}-{next(iter(c.files), c.remove)}")
def test_problem_kind_names_file_line_card_and_field(root: Path, case: Case) -> None:
    if case.remove:
        (root / case.remove).unlink()
    for name, content in case.files.items():
        write(root, name, content)
    (problem,) = problems(root)
    assert where(root, problem) == (*case.where, case.kind)
    assert case.says in problem.message


@pytest.mark.parametrize(("art", "field", "says"), [
    ('effects = [{ value = 1 }]', "effects[0].op", "effect has no op (expected one of guard, heal, summon)"),
    ('combo = "strike-0"', "combo", 'expected a list of strings, got "strike-0"'),
    ('upgrade = 3', "upgrade", "expected a table, got 3"),
    ('effects = [{ op = "summon" }]', "effects[0].enemy", "missing (expected a string)"),
])
def test_messages_say_what_was_expected(root: Path, art: str, field: str, says: str) -> None:
    write(root, "data/sample/x.toml", f'[[art]]\nid = "a1"\ncost = 1\n{art}\n')
    (problem,) = problems(root)
    assert (problem.line, problem.field) == (4, field)
    assert says in problem.message


def test_unknown_op_with_a_registry_of_one_op(tmp_path: Path) -> None:
    ops = OpRegistry()

    @ops.register
    class Hit(Op):
        op: Literal["hit"]
        value: int

    class Move(CardModel):
        effects: ops.effects() = []

    spec = DataSpec(game="tiny", folder="tiny", kinds={"move": Move}, ops=ops)
    write(tmp_path, "tiny/moves.toml", '[[move]]\nid = "m"\neffects = [\n  { op = "hti", value = 1 },\n]\n')
    (problem,) = load_data(spec, tmp_path, None).problems
    assert (problem.line, problem.field, problem.kind) == (4, "effects[0].op", P.UNKNOWN_OP)
    assert problem.message == """unknown effect op "hti"; expected 'hit'"""


def test_syntax_problem_is_formatted_with_line_and_column(root: Path) -> None:
    path = write(root, "data/sample/bad.toml", '[[item]]\nid = "x"\nprice = \n')
    (problem,) = problems(root)
    assert str(problem).startswith(f"{path}:3:{problem.column}: TOML syntax error")
    assert problem.column > 0


def test_problem_format_is_file_line_card_field_message() -> None:
    assert str(Problem("a.toml", 4, "orc", "drop", "no card", P.UNKNOWN_REF)) == "a.toml:4: orc.drop: no card"
    assert str(Problem("rules.toml", 2, "", "hand_size", "bad", P.WRONG_TYPE)) == "rules.toml:2: hand_size: bad"
    assert str(Problem("rules.toml", 0, "", "", "missing", P.MISSING_FILE)) == "rules.toml: missing"


# --- one run, every problem ----------------------------------------------------------------

MANY = """\
[[enemy]]
id = "slime-1"
life = "lots"
drop = "potion-x"
image = "/etc/passwd"
effects = [
  { op = "gaurd", value = 1 },
  { op = "heal" },
  { op = "summon", enemy = "nobody" },
]
colour = "red"

[[enemy]]
name = "no id"
life = 2
image = "../x.png"

[[monstr]]
id = "m"

[[art]]
id = "a1"
cost = 1
combo = ["strike-0", "potion-0", "zzz"]
[art.upgrade]
to = "nope"
cost = "x"
"""


def test_a_file_with_many_problems_reports_all_of_them_in_one_run(root: Path) -> None:
    write(root, "data/sample/bad.toml", MANY)
    found = [where(root, p)[1:] for p in problems(root)]
    assert found == [
        (3, "slime-1", "life", P.WRONG_TYPE),
        (4, "slime-1", "drop", P.UNKNOWN_REF),
        (5, "slime-1", "image", P.BAD_IMAGE_PATH),
        (7, "slime-1", "effects[0].op", P.UNKNOWN_OP),
        (8, "slime-1", "effects[1].value", P.MISSING_FIELD),
        (9, "slime-1", "effects[2].enemy", P.UNKNOWN_REF),
        (11, "slime-1", "colour", P.UNKNOWN_FIELD),
        (13, "enemy#2", "id", P.MISSING_FIELD),
        (16, "enemy#2", "image", P.BAD_IMAGE_PATH),
        (18, "", "monstr", P.UNKNOWN_KIND),
        (24, "a1", "combo[1]", P.UNKNOWN_REF),
        (24, "a1", "combo[2]", P.UNKNOWN_REF),
        (26, "a1", "upgrade.to", P.UNKNOWN_REF),
        (27, "a1", "upgrade.cost", P.WRONG_TYPE),
        # bad.toml sorts before enemies.toml, so the shipped slime-1 is the duplicate
        (17, "slime-1", "id", P.DUPLICATE_ID),
    ]


def test_byte_order_mark_and_hidden_files_are_no_problem(root: Path) -> None:
    write(root, "data/sample/bom.toml", '\ufeff[[item]]\nid = "bom"\nprice = 1\n')
    write(root, "data/sample/.#bom.toml", "editor lock file, not TOML")
    result = load_data(SPEC, root / "data", root / "user")
    assert result.ok and result.db.source("bom").line == 1


def test_problems_come_in_file_order_then_line_order(root: Path) -> None:
    write(root, "data/sample/a.toml", '[[item]]\nid = "z"\nprice = 1\nimage = "img/no.png"\nx = 1\n')
    write(root, "user/sample/b.toml", '[[item]]\nid = "y"\nprice = "p"\n')
    assert [(Path(p.file).name, p.line) for p in problems(root)] == [("a.toml", 4), ("a.toml", 5), ("b.toml", 3)]


# --- references, images, lines ---------------------------------------------------------------


def test_reference_to_a_card_of_another_kind_says_which_kind_it_is(root: Path) -> None:
    write(root, "data/sample/x.toml", '[[art]]\nid = "a1"\ncost = 1\ncombo = ["potion-0"]\n')
    (problem,) = problems(root)
    assert (problem.field, problem.kind) == ("combo[0]", P.UNKNOWN_REF)
    assert "'potion-0' is a card of kind item (expected the id of a card of kind art)" in problem.message


@pytest.mark.parametrize("upgrade", [
    '[art.upgrade]\nto = "nope"\ncost = 1\n',
    'upgrade.to = "nope"\nupgrade.cost = 1\n',
    'upgrade = { to = "nope", cost = 1 }\n',
], ids=["sub-table", "dotted-keys", "inline-table"])
def test_reference_inside_a_nested_model_points_at_its_line(root: Path, upgrade: str) -> None:
    write(root, "data/sample/x.toml", f'[[art]]\nid = "a1"\ncost = 1\n{upgrade}')
    (problem,) = problems(root)
    assert (problem.line, problem.card_id, problem.field) == (4 if upgrade.startswith("up") else 5, "a1", "upgrade.to")


def test_reference_to_a_card_that_failed_validation_is_not_reported_twice(root: Path) -> None:
    write(root, "data/sample/x.toml", '[[item]]\nid = "gem"\nprice = "x"\n\n'
                                      '[[enemy]]\nid = "orc"\nlife = 1\ndrop = "gem"\n')
    assert [(p.card_id, p.kind) for p in problems(root)] == [("gem", P.WRONG_TYPE)]


def test_image_path_that_escapes_the_data_folder(root: Path) -> None:
    write(root, "data/sample/x.toml", '[[item]]\nid = "up"\nprice = 1\nimage = "img/../../x.png"\n')
    (problem,) = problems(root)
    assert (problem.kind, problem.line) == (P.BAD_IMAGE_PATH, 4)
    assert "outside the data folder" in problem.message


def test_user_card_images_are_relative_to_the_user_folder(root: Path) -> None:
    write(root, "user/sample/img/mine.png", PNG)
    write(root, "user/sample/mine.toml", '[[item]]\nid = "mine"\nprice = 1\nimage = "img/mine.png"\n')
    result = load_data(SPEC, root / "data", root / "user")
    assert result.ok
    assert result.db.source("mine").user and not result.db.source("potion-0").user


def test_settings_problems_name_the_setting_and_its_line(root: Path) -> None:
    write(root, "data/sample/rules.toml", "# rules\nhand_size = 5\nstart_gold = 'x'\n")
    (problem,) = problems(root)
    assert where(root, problem) == ("data/sample/rules.toml", 3, "", "start_gold", P.WRONG_TYPE)


def test_user_settings_file_is_reported_not_merged(root: Path) -> None:
    write(root, "user/sample/rules.toml", "hand_size = 9\n")
    result = load_data(SPEC, root / "data", root / "user")
    assert [where(root, p) for p in result.problems] == [("user/sample/rules.toml", 0, "", "", P.USER_OVERRIDE)]
    assert result.db.settings["rules.toml"].model_dump()["hand_size"] == 5


def test_settings_file_may_also_hold_cards(root: Path) -> None:
    write(root, "data/sample/rules.toml", 'hand_size = 4\n\n[[item]]\nid = "coin"\nprice = 1\n')
    result = load_data(SPEC, root / "data", root / "user")
    assert result.ok and "coin" in result.db


def test_a_kind_written_as_a_single_table_is_a_wrong_type(root: Path) -> None:
    write(root, "data/sample/x.toml", '[item]\nid = "one"\nprice = 1\n')
    (problem,) = problems(root)
    assert where(root, problem) == ("data/sample/x.toml", 1, "", "item", P.WRONG_TYPE)
    assert "expected [[item]] tables" in problem.message


def test_cards_as_an_inline_array_are_read_with_their_lines(root: Path) -> None:
    write(root, "data/sample/x.toml", 'item = [\n  { id = "a", price = 1 },\n  { id = "b", price = "x" },\n]\n')
    (problem,) = problems(root)
    assert (problem.line, problem.card_id, problem.field) == (3, "b", "price")


def test_missing_data_folder_is_reported(tmp_path: Path) -> None:
    result = load_data(SPEC, tmp_path, None)
    assert [(p.kind, p.file) for p in result.problems] == [(P.MISSING_FILE, str(tmp_path / "sample")),
                                                            (P.MISSING_FILE, str(tmp_path / "sample" / "rules.toml"))]


def test_user_data_defaults_to_the_user_data_folder(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(root / "home"))
    write(root, "home/data/sample/mine.toml", '[[item]]\nid = "potion-0"\nprice = 1\n')
    assert [p.kind for p in load_data(SPEC, root / "data").problems] == [P.USER_OVERRIDE]
    assert load_data(SPEC, root / "data", None).ok


# --- the database ----------------------------------------------------------------------------


def test_database_lookups(root: Path) -> None:
    db = load_database(SPEC, root / "data", root / "user")
    slime = db.get("slime-1")
    assert db.kind_of("slime-1") == "enemy" and db.cards("enemy")["slime-1"] is slime
    assert (slime.display_name("ja"), slime.display_name("en")) == ("スライム1", "Slime 1")
    source = db.source("slime-1")
    assert (Path(source.file).name, source.line, source.user) == ("enemies.toml", 16, False)
    assert "slime-1" in db and "nobody" not in db
    assert [card.id for card in db][:2] == ["slime-0", "slime-1"]  # kinds in spec order, cards as read
    with pytest.raises(KeyError, match="no card 'nobody'"):
        db.get("nobody")
    with pytest.raises(KeyError, match="kinds: enemy, item, art"):
        db.cards("boss")


def test_load_database_raises_data_error_with_every_problem(root: Path) -> None:
    write(root, "data/sample/bad.toml", MANY)
    with pytest.raises(DataError) as caught:
        load_database(SPEC, root / "data", root / "user")
    assert len(caught.value.problems) == 15
    assert str(caught.value).startswith("15 problems in the sample card data:")


# --- line scanning -------------------------------------------------------------------------


def test_key_lines_follow_arrays_of_tables_sub_tables_and_strings() -> None:
    text = '''\
[[enemy]]
id = "a"
text = """
[[enemy]]
hp = 99
"""
"quoted key".inner = 1
[enemy.stats]
atk = 1
[[enemy.moves]]
n = 1
[[enemy.moves]]
n = 2
[[ enemy ]]  # a comment
id = 'b'
list = [
  [1, 2],
  "x, ]",
]
'''
    lines = key_lines(text)
    assert lines[("enemy", 0)] == 1 and lines[("enemy", 0, "text")] == 3
    assert ("enemy", 2) not in lines  # the header inside the string is text
    assert lines[("enemy", 0, "quoted key", "inner")] == 7
    assert lines[("enemy", 0, "stats", "atk")] == 9
    assert lines[("enemy", 0, "moves", 1, "n")] == 13
    assert lines[("enemy", 1)] == 14 and lines[("enemy", 1, "id")] == 15
    assert (lines[("enemy", 1, "list", 0)], lines[("enemy", 1, "list", 1)]) == (17, 18)
