"""The gallery's headless model: problems per card, filters, live reload re-rendering only changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.data.watch import DataWatcher
from screens.gallery.cardset import BELOW_MIN, MISSING_IMAGE, OVERFLOW, SHRUNK, VALIDATION
from screens.gallery.filters import Filter
from screens.gallery.model import GalleryModel
from tests.screens.test_gallery_sample import CARD_IDS, SPEC, write_game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return write_game(tmp_path / "data")


@pytest.fixture
def model(folder: Path) -> GalleryModel:
    model = GalleryModel(DataWatcher([SPEC], folder.parent, None))
    model.check_all()
    return model


def ids(entries: list) -> list[str]:
    return [e.card_id for e in entries]


def by_id(model: GalleryModel, card_id: str):  # noqa: ANN201
    return next(e for e in model.entries() if e.card_id == card_id)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_every_card_is_listed_even_the_one_that_fails_validation(model: GalleryModel) -> None:
    assert sorted(ids(list(model.entries()))) == sorted(CARD_IDS)
    broken = by_id(model, "ff-e-broken")
    assert broken.raw and broken.data["life"] == "three"
    problems = [(p.kind, p.subject) for p in model.problems(broken)]
    assert problems == [(VALIDATION, "life"), (SHRUNK, "life")]  # "three" shrinks in its disc


def test_each_card_gets_its_problems(model: GalleryModel) -> None:
    windbag = model.problems(by_id(model, "ff-e-windbag"))
    assert [(p.kind, p.subject, p.lang) for p in windbag] == [
        (BELOW_MIN, "text", "ja"),
        (SHRUNK, "text", "en"),  # English fits, shrunk
    ]
    assert "at min size 5.6 pt" in windbag[0].message  # it stopped at the minimum
    assert windbag[0].text("ja").startswith("最小 5.6 pt で 2 行 / ")
    assert windbag[0].text("en") == windbag[0].message
    ghost = model.problems(by_id(model, "ff-e-ghost"))
    assert [p.kind for p in ghost] == [MISSING_IMAGE]  # loader and renderer say it once
    assert model.problems(by_id(model, "ff-e-thug")) == ()
    assert model.problems(by_id(model, "ff-b-abigail")) == ()
    assert model.pending == 0


def test_problem_filters(model: GalleryModel) -> None:
    assert ids(model.filtered(Filter(problems=frozenset({OVERFLOW})))) == []  # disjoint kinds
    assert ids(model.filtered(Filter(problems=frozenset({BELOW_MIN})))) == ["ff-e-windbag"]
    assert ids(model.filtered(Filter(problems=frozenset({MISSING_IMAGE})))) == ["ff-e-ghost"]
    assert ids(model.filtered(Filter(problems=frozenset({VALIDATION})))) == ["ff-e-broken"]
    both = Filter().toggled(MISSING_IMAGE).toggled(VALIDATION)
    assert sorted(ids(model.filtered(both))) == ["ff-e-broken", "ff-e-ghost"]
    assert both.toggled(VALIDATION).problems == frozenset({MISSING_IMAGE})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ジェイク", ["ff-e-thug"]),
        ("jake thug", ["ff-e-thug"]),
        ("ＪＡＫＥ　ＴＨＵＧ", ["ff-e-thug"]),
        ("Abigail", ["ff-b-abigail"]),
    ],
)
def test_text_search_in_japanese_and_english(
    model: GalleryModel, text: str, expected: list[str]
) -> None:
    assert ids(model.filtered(Filter(text=text))) == expected


def test_game_and_kind_filters(model: GalleryModel) -> None:
    assert ids(model.filtered(Filter(kind="boss"))) == ["ff-b-abigail"]
    assert len(model.filtered(Filter(game="sample-cards"))) == len(CARD_IDS)
    assert model.filtered(Filter(game="another-game")) == []


def render_all(model: GalleryModel) -> int:
    before = model.renders
    for entry in model.entries():
        model.thumbnail(entry, (120, 168), "ja")
    return model.renders - before


def test_live_reload_re_renders_only_the_changed_card(model: GalleryModel, folder: Path) -> None:
    assert render_all(model) == len(CARD_IDS)
    assert render_all(model) == 0
    checks = model.checks_run
    edit(folder / "enemies.toml", "倒されたとき", "倒したとき")
    assert [s.game for s in model.poll()] == ["sample-cards"]
    assert render_all(model) == 1
    model.check_all()
    assert model.checks_run == checks + 1
    assert "倒したとき" in by_id(model, "ff-e-thug").data["text"]


def test_a_changed_template_re_renders_only_its_kind(model: GalleryModel, folder: Path) -> None:
    render_all(model)
    edit(folder / "layouts.toml", 'background = "#1f1a24"', 'background = "#20202a"')
    model.poll()
    assert render_all(model) == 1  # the boss


def test_a_broken_file_shows_its_errors_and_keeps_the_last_good_cards(
    model: GalleryModel, folder: Path
) -> None:
    render_all(model)
    edit(folder / "enemies.toml", 'name = "チンピラ・ジェイク"', 'name = "チンピラ・ジェイク')
    model.poll()
    game = model.sets["sample-cards"]
    assert [p.kind for p in game.load_errors] == ["syntax"]
    thug = by_id(model, "ff-e-thug")
    assert thug.kept and any("last good version" in p.message for p in model.problems(thug))
    assert render_all(model) == 0  # the last good render stays on screen


def test_issue26_a_kept_cards_detail_names_file_line_and_column(model: GalleryModel, folder: Path) -> None:
    """Finding 5: the detail said only "its file has errors"; now the file's error, where it is."""
    edit(folder / "enemies.toml", 'name = "チンピラ・ジェイク"', 'name = "チンピラ・ジェイク')
    model.poll()
    syntax = model.sets["sample-cards"].load_errors[0]
    assert syntax.line and syntax.column
    thug = by_id(model, "ff-e-thug")
    where = f"enemies.toml:{syntax.line}:{syntax.column})"
    assert any(p.message.endswith(where) for p in model.problems(thug)), [p.message for p in model.problems(thug)]


def test_issue26_a_user_file_shows_its_real_path(tmp_path: Path) -> None:
    """Finding 5: a user file under TABLETOP_HOME read as ``data/fertcg/…``, a shipped-looking path."""
    from engine.core.saves.userdirs import SHIPPED_DATA
    from screens.gallery.shared import short_path

    user_file = tmp_path / "home" / "data" / "fertcg" / "units.toml"
    assert short_path(str(user_file)) == str(user_file)
    assert short_path(str(SHIPPED_DATA / "fertcg" / "units.toml")) == "data/fertcg/units.toml"
    assert short_path(str(Path.home() / "cards" / "fertcg" / "units.toml")) == "~/cards/fertcg/units.toml"


def test_a_card_that_stops_validating_keeps_its_render_and_its_error_goes_over_the_gallery(
    model: GalleryModel, folder: Path
) -> None:
    render_all(model)
    edit(folder / "enemies.toml", "life = 3", 'life = "3!"')
    model.poll()
    thug = by_id(model, "ff-e-thug")
    assert thug.kept and thug.data["life"] == 3
    errors = model.sets["sample-cards"].load_errors
    assert [(p.card_id, p.field) for p in errors] == [("ff-e-thug", "life")]
    assert render_all(model) == 0


def test_a_card_problem_carries_a_message_worded_in_any_language() -> None:
    """#17: a CardProblem holds a catalog message, not a fixed Japanese translation."""
    from engine.core.i18n.catalog import msg
    from screens.gallery.cardset import VALIDATION, CardProblem

    problem = CardProblem(VALIDATION, "", msg("gallery.kept"))
    assert problem.message == "its file has errors: showing the last good version"
    assert problem.text("ja") == "ファイルにエラーがあるため、最後に読めた内容を表示しています"
    assert problem.text("fr") == problem.message  # a language without the entry falls back to English


def test_opening_a_record_of_a_kind_without_a_template_checks_nothing(tmp_path: Path) -> None:
    """Found by the 20,000-event storm: the detail view of a だんのこまち deck list (a record with
    no layout template) ran the layout checks and raised KeyError."""
    import shutil

    from engine.core.saves.userdirs import SHIPPED_DATA
    from engine.dannocomachi.schema import SPEC as DANNO

    copy = tmp_path / "data" / DANNO.folder
    shutil.copytree(SHIPPED_DATA / DANNO.folder, copy)
    layouts = copy / "layouts.toml"  # the deck template goes (issue #26 gave it one)
    text = layouts.read_text(encoding="utf-8")
    layouts.write_text(text[: text.index("# ---- deck")], encoding="utf-8")
    model = GalleryModel(DataWatcher([DANNO], copy.parent, None))
    decks = [e for e in model.entries() if not model.set_of(e).has_template(e.kind)]
    assert decks, "the copy has deck lists without a template"
    model.check(decks[0])  # no KeyError
    assert model.checked(decks[0]) and any("no template" in p.message for p in model.problems(decks[0]))
