"""A card project is a folder (issue #26, finding 1): ``--data DIR`` before or after a command,
the app on that folder alone, ``new-project``, recent folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import main
from engine.core.data.watch import DataWatcher
from engine.core.saves import userdirs
from engine.fertcg.schema import SPEC as FERTCG


@pytest.fixture(autouse=True)
def no_project_left_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test here may open a project; none leaks it into the next test's process state."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    yield
    userdirs.open_project(None)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "my-cards"
    assert main.main(["new-project", str(folder), "--from", "fertcg"]) == 0
    return folder


def rename_kaito(project: Path) -> None:
    units = project / "fertcg" / "units.toml"
    text = units.read_text(encoding="utf-8")
    assert 'name_en = "Kaito"' in text
    units.write_text(text.replace('name_en = "Kaito"', 'name_en = "Kaito the Bold"', 1), encoding="utf-8")


@pytest.mark.parametrize("before", [True, False])
def test_finding1_data_before_or_after_the_command_reads_the_project_alone(
    project: Path, before: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    """A copy of the data set as the user folder gave 308 "redefines the shipped card" errors and
    every edit of an existing card was ignored; a project is read alone, only its games."""
    rename_kaito(project)
    argv = ["--data", str(project), "check-data"] if before else ["check-data", "--data", str(project)]
    assert main.main(argv) == 0
    out = capsys.readouterr().out
    files = len(list((project / "fertcg").glob("*.toml")))  # every file of the one game copied
    assert f"no problems; 18 cards in {files} files (fertcg)" in out and "redefines" not in out
    assert userdirs.project_folder() is None  # main() leaves no project open behind it


def test_finding1_an_open_project_is_what_every_default_load_reads(project: Path) -> None:
    rename_kaito(project)
    userdirs.open_project(project)
    game = DataWatcher([FERTCG]).games[FERTCG.game]  # the defaults, as the gallery and tables call it
    assert not game.problems
    assert game.db.get("u-kaito").name_en == "Kaito the Bold"
    assert all(Path(game.db.source(c.id).file).is_relative_to(project) for c in game.db)


def test_check_layout_and_render_cards_take_the_project(project: Path, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--data", str(project), "check-layout"]) == 0
    assert "checked 18 cards (fertcg)" in capsys.readouterr().out
    out = tmp_path / "prints"
    assert main.main(["render-cards", "all", "--out", str(out), "--data", str(project), "--dpi", "40", "--no-pdf"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["fertcg"]


def test_a_missing_project_folder_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--data", str(tmp_path / "nope"), "check-data"]) == 2
    assert "--data" in capsys.readouterr().err


def test_new_project_never_overwrites(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    units = project / "fertcg" / "units.toml"
    units.write_text("# mine\n", encoding="utf-8")
    assert main.main(["new-project", str(project), "--from", "fertcg"]) == 1
    assert "already has fertcg" in capsys.readouterr().err
    assert units.read_text(encoding="utf-8") == "# mine\n"


def test_the_window_title_names_the_open_folder_and_it_is_remembered(project: Path) -> None:
    from screens.shell.app import window_title

    assert window_title("en") == "Tabletop"
    userdirs.open_project(project)
    assert window_title("en").startswith("Tabletop — ") and window_title("en").endswith("my-cards")
    userdirs.remember_project(project)
    assert userdirs.recent_projects()[0] == project.resolve()


def test_the_app_opens_a_recent_project_by_mouse(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Title → Card projects → a recent folder: the title then lists only the project's games."""
    from screens.shell.title import TitleScreen
    from tests.screens import click, find_button, make_app, pump

    app = make_app(project.parent, monkeypatch)
    userdirs.remember_project(project)  # in the home make_app set
    screen = TitleScreen(app)
    app.push(screen)
    pump(app)
    click(app, find_button(screen, "Card projects"))
    folder_button = next(b for b in app.top.buttons() if b.text.endswith("my-cards"))
    click(app, folder_button)
    assert userdirs.project_folder() == project.resolve()
    assert app.top is screen
    pump(app)
    games = [b.text for b in app.top.buttons()][: -6]
    assert games == ["FERTCG"]


def test_the_start_up_data_check_covers_the_projects_games_only(project: Path) -> None:
    from screens.shell.data_errors import data_problems

    userdirs.open_project(project)
    assert data_problems() == []  # no "no data folder" for the games the project does not hold
    (project / "fertcg" / "units.toml").write_text('[[unit]]\nid = "u-x"\n', encoding="utf-8")
    assert any("no card with id 'u-kaito'" in line for line in data_problems())  # the decks name it


def test_a_project_that_asks_stands_on_the_shipped_data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """"Shipped data is never merged into an opened project unless the project asks for it":
    ``project.toml`` with ``shipped = true`` makes the project an expansion read after it."""
    expansion = tmp_path / "expansion"
    (expansion / "fertcg").mkdir(parents=True)
    (expansion / "fertcg" / "extra-weapons.csv").write_text("id,name,attack\nw-extra,追加の剣,2\n", encoding="utf-8")
    assert main.main(["--data", str(expansion), "check-data", "--game", "fertcg"]) == 1  # alone: no table.toml
    capsys.readouterr()
    (expansion / "project.toml").write_text("shipped = true\n", encoding="utf-8")
    assert main.main(["--data", str(expansion), "check-data", "--game", "fertcg"]) == 0
    assert "19 cards" in capsys.readouterr().out  # the 18 shipped and the expansion's one
    userdirs.open_project(expansion)
    db = DataWatcher([FERTCG]).games[FERTCG.game].db
    assert "w-extra" in db and "u-kaito" in db
