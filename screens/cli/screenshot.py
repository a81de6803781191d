"""``python main.py screenshot SCREEN --out FILE.png``: render one screen headless to a PNG.

The state is deterministic: default settings (plus --lang/--scale/--size), a throwaway
user folder, sample saves and sample data problems. ``SCREENSHOTS`` maps a name to a
``"module:function"`` taking ``(app, seed)`` and returning the screen to show; each game's
registry entry (engine/registry.py) adds its own states, and every game with a table screen
is listed under its game id (its opening position) unless its entry names that state itself.
"""

from __future__ import annotations

import argparse
import importlib
import io
import os
import tempfile
from collections.abc import Callable
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cli import console
from engine.core.i18n.catalog import msg, tr

if TYPE_CHECKING:
    from screens.kit.text.probe import TextProbe

NAME = "screenshot"
HELP = msg("cli.screenshot.help")

SCREENSHOTS: dict[str, str] = {
    "title": "screens.cli.screenshot:title_screen",
    "settings": "screens.cli.screenshot:settings_screen",
    "projects": "screens.cli.screenshot:projects_screen",
    "load": "screens.cli.screenshot:load_screen",
    "data-errors": "screens.cli.screenshot:data_errors_screen",
    "gallery": "screens.gallery.demo:gallery_screen",
    "gallery-problems": "screens.gallery.demo:gallery_problems_screen",
    "gallery-guides": "screens.gallery.demo:gallery_guides_screen",
    "gallery-card-art": "screens.gallery.demo:card_with_art_screen",
    "replay": "screens.cli.sample_saves:replay_screen",
    "replay-everything": "screens.cli.sample_saves:replay_everything_screen",
}

SAMPLE_PROBLEMS = (
    ("data/fatal_fight/cards.toml", 42, "ff-slash", "effects[0].op", "unknown effect op 'slsh'; known: damage, guard, heal", "unknown-op"),
    ("data/fatal_fight/cards.toml", 57, "ff-guard", "cost", "expected an integer, got 'two'", "wrong-type"),
    ("data/fatal_fight/enemies.toml", 12, "oni-1", "name", "missing required field", "missing-field"),
    ("data/fatal_fight/enemies.toml", 30, "oni-2", "drops", "unknown item 'gold-ring' (no [[item]] has that id)", "unknown-ref"),
    ("user/fatal_fight/house.toml", 3, "ff-slash", "", "redefines a shipped card; give your card its own id", "user-override"),
    ("data/fatal_fight/rules.toml", 0, "", "", "file is not valid TOML: expected '=' after a key (line 8, column 12)", "syntax"),
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("screen", help=tr("cli.screenshot.screen", lang))
    parser.add_argument("--out", type=Path, default=None, help=tr("cli.screenshot.out", lang))
    parser.add_argument("--seed", type=int, default=1, help=tr("cli.screenshot.seed", lang))
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help=tr("cli.screenshot.lang", lang))
    parser.add_argument("--size", default="1280x720", help=tr("cli.screenshot.size", lang))
    parser.add_argument("--scale", type=float, default=1.0, help=tr("cli.screenshot.scale", lang))
    parser.add_argument("--text-sizes", action="store_true", help=tr("cli.screenshot.text_sizes", lang))


def all_screenshots() -> dict[str, str]:
    """The built-in screens plus every registered game's states, name -> "module:function"."""
    from screens.shell.games import screenshot_refs

    return {**SCREENSHOTS, **screenshot_refs()}


def screen_names() -> list[str]:
    from screens.learn.screenshots import learn_screens
    from screens.shell.games import table_ids

    return sorted(set(all_screenshots()) | set(table_ids()) | set(setup_names()) | set(learn_screens()))


SETUP = "-setup"


def setup_names() -> dict[str, str]:
    """``GAME-setup`` -> game id, for every game with a setup screen (its own state when its entry
    names one, else the screen as the title opens it)."""
    from engine import registry

    return {entry.id + SETUP: entry.id for entry in registry.with_part("setup_screen")}


def factory(name: str) -> Callable[[Any, int], Any]:
    """The function that builds screen ``name``; KeyError when there is none."""
    from screens.shell.games import new_game_screen, table_class, table_ids

    refs = all_screenshots()
    if name in refs:
        module_name, _, function = refs[name].partition(":")
        return getattr(importlib.import_module(module_name), function)
    if name in table_ids():
        return lambda app, seed: demo_table(table_class(name), app, seed)
    if name in setup_names():
        return lambda app, seed: new_game_screen(app, setup_names()[name])
    from screens.learn.screenshots import learn_screens

    return learn_screens()[name]  # GAME-rules, GAME-guide, GAME-hint (issue #27); KeyError when unknown


def run(args: argparse.Namespace) -> int:
    lang = args.lang or console.lang(args)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        console.error(args, NAME, tr("cli.bad_size", lang, size=repr(args.size)))
        return 2
    if args.out is None and not args.text_sizes:
        console.error(args, NAME, tr("cli.screenshot.needs_out", lang))
        return 2
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        build = factory(args.screen)
    except KeyError:
        console.error(args, NAME, tr("cli.screenshot.unknown", lang, screen=repr(args.screen),
                                      known=", ".join(screen_names())))
        return 2
    from screens.kit.text.probe import TextProbe

    probe = TextProbe() if args.text_sizes else None  # patches fonts only while it is entered
    previous_home = os.environ.get("TABLETOP_HOME")
    with tempfile.TemporaryDirectory(prefix="tabletop-shot-") as home:
        os.environ["TABLETOP_HOME"] = home  # no real settings or saves: the same picture every time
        try:
            with probe if probe is not None else nullcontext():
                png = render(build, args.seed, lang, (width, height), args.scale, probe)
        except ValueError as err:
            console.error(args, NAME, tr("cli.screenshot.cannot_render", lang, error=str(err)))
            return 2
        finally:
            if previous_home is None:
                del os.environ["TABLETOP_HOME"]
            else:
                os.environ["TABLETOP_HOME"] = previous_home
    if args.out is None and probe is not None:  # one of the two, checked above
        print_text_sizes(probe, lang)
        return 0
    try:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(png)
    except OSError as err:
        console.error(args, NAME, tr("cli.screenshot.cannot_write", lang, out=str(args.out),
                                      error=str(err.strerror or err)))
        return 1
    print(tr("cli.screenshot.wrote", lang, out=str(args.out), size=f"{width}x{height}", lang=lang,
             scale=f"{args.scale:g}"))
    if probe is not None:
        print_text_sizes(probe, lang)  # last, so the output ends with its "smallest text" line
    return 0


TEXT_CUT = 60  # characters of a text shown in the --text-sizes list
SOURCE_WORDS = {"card": "cli.screenshot.source_card", "screen": "cli.screenshot.source_screen",
                "gui": "cli.screenshot.source_gui"}  # screens.kit.text.probe's CARD, SCREEN, GUI


def print_text_sizes(probe: TextProbe, lang: str) -> None:
    """One line per text drawn, smallest rendered size first, then the smallest (issue #24)."""
    for drawn in probe.sizes():
        print(tr("cli.screenshot.text_size", lang, px=f"{drawn.px:>3}", ink=f"{drawn.ink:>3}", size=f"{drawn.asked:>3}",
                 source=tr(SOURCE_WORDS[drawn.source], lang), text=short(drawn.text)))
    smallest = probe.smallest()
    if smallest is None:
        print(tr("cli.screenshot.no_text", lang))
    else:
        print(tr("cli.screenshot.smallest", lang, px=smallest.px, text=short(smallest.text),
                 source=tr(SOURCE_WORDS[smallest.source], lang)))


def short(text: str) -> str:
    """``text`` on one line, cut to ``TEXT_CUT`` characters with an ellipsis."""
    line = " ".join(text.split())
    return line if len(line) <= TEXT_CUT else line[: TEXT_CUT - 1] + "\u2026"


def render(build: Callable[[Any, int], Any], seed: int, lang: str, size: tuple[int, int], scale: float,
           probe: TextProbe | None = None) -> bytes:
    """Build the screen over the title, draw a few frames, return the PNG bytes.

    A ``TextProbe`` given as ``probe`` keeps only the texts of the screen, not the title's under it.
    """
    import pygame

    from screens.shell.app import App
    from screens.shell.settings_store import LoadedSettings, Settings
    from screens.shell.title import TitleScreen

    try:
        settings = Settings(language=lang, ui_scale=scale, window_size=size)  # type: ignore[arg-type]
    except ValueError as err:
        raise ValueError(str(err)) from err
    app = App(LoadedSettings(settings), persist=False)
    app.push(TitleScreen(app))
    if probe is not None:
        probe.clear()
    screen = build(app, seed)
    if screen is not app.top:
        app.push(screen)
    for _ in range(3):
        app.wake()
        app.frame(1 / 60, [])
    if app.errors or screen not in app.stack:  # a picture of an error message is no screenshot
        raise ValueError(f"the screen failed to show: {app.errors[0] if app.errors else 'it was replaced'}")
    if probe is not None:
        probe.forget_hidden_controls(getattr(app.top, "manager", None))
    buffer = io.BytesIO()
    pygame.image.save(app.surface, buffer, "shot.png")
    return buffer.getvalue()


# -- the built-in screens ----------------------------------------------------------------


def title_screen(app: Any, seed: int) -> Any:
    return app.top


def settings_screen(app: Any, seed: int) -> Any:
    from screens.shell.settings_screen import SettingsScreen

    return SettingsScreen(app)


def projects_screen(app: Any, seed: int) -> Any:
    """Card projects, with two recent folders (made in the throwaway home)."""
    from engine.core.saves import userdirs
    from screens.shell.projects_screen import ProjectsScreen

    for name in ("my-tcg", "fertcg-variant"):
        folder = userdirs.user_data_dir().parent / "projects" / name
        folder.mkdir(parents=True, exist_ok=True)
        userdirs.remember_project(folder)
    return ProjectsScreen(app)


def load_screen(app: Any, seed: int) -> Any:
    """The load screen over sample saves: per game with a table, a campaign with a branch; broken files."""
    from screens.cli.sample_saves import write_samples
    from screens.shell.games import table_class, table_ids
    from screens.shell.load_screen import LoadScreen

    write_samples([table_class(game_id).new_game(app, seed).session for game_id in table_ids()])
    return LoadScreen(app)


def data_errors_screen(app: Any, seed: int) -> Any:
    from engine.core.data.problems import Problem
    from screens.shell.data_errors import DataErrorScreen

    return DataErrorScreen(app, [str(Problem(*fields)) for fields in SAMPLE_PROBLEMS])


def demo_table(cls: Any, app: Any, seed: int) -> Any:
    """A game's table in its opening position, curtain lifted."""
    screen = cls.new_game(app, seed)
    screen.curtain.lift()
    return screen
