"""Tabletop client entry point.

No arguments: start the app. Subcommands do headless work (``python main.py --help``).
Each subcommand lives in its own module exposing ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``; heavy imports stay inside ``run``.
A plain ``python main.py`` builds no parser: argparse and the console helpers are imported
only to parse options or to say an error (issue #28: they were start-up time of every app start).
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType
from typing import TYPE_CHECKING

from engine import __version__
from engine.core.i18n.catalog import tr

if TYPE_CHECKING:
    import argparse

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on the user's console

COMMAND_MODULES = (
    "engine.cli.check_data",
    "engine.cli.simulate",
    "screens.cli.screenshot",
    "screens.cli.screenshot_set",
    "screens.cli.render_cards",
    "screens.cli.check_layout",
    "screens.cli.replay",
    "engine.cli.new_project",
)


APP_OPTIONS = {"--no-color": 0, "--lang": 1, "--data": 1}  # main.py's own options: how many values each takes


def starts_the_app(argv: list[str]) -> bool:
    """True when ``argv`` holds only main.py's own options (``--data DIR``, ``--lang L``,
    ``--no-color``): the app starts, and no command module need be imported to parse them
    (issue #28: they import the simulate hooks and the headless tools)."""
    n = 0
    while n < len(argv):
        name, joined, _ = argv[n].partition("=")
        if name not in APP_OPTIONS:
            return False
        n += 1 + (0 if joined else APP_OPTIONS[name])
    return n == len(argv)


def _load_commands() -> list[ModuleType]:
    found = []
    for name in COMMAND_MODULES:
        try:
            found.append(importlib.import_module(name))
        except ModuleNotFoundError as err:
            if err.name != name:  # a real missing dependency, not a command not built yet
                raise
    return found


def build_parser(commands: list[ModuleType], lang: str = "en") -> argparse.ArgumentParser:
    """The parser of every command, its help worded in ``lang`` (``main.py --lang ja --help``)."""
    from engine.cli import console
    from engine.cli.shared import add_project_argument

    parser = console.parser_class(lang)(prog="main.py", description=tr("cli.main.description", lang))
    parser.add_argument("--version", action="version", version=f"tabletop-client {__version__}",
                        help=tr("cli.main.version", lang))
    console.add_console_arguments(parser, top=True)
    add_project_argument(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in commands:
        about = console.words(module.HELP, lang)
        cmd = sub.add_parser(module.NAME, help=about, description=about)
        module.add_arguments(cmd)
        console.add_console_arguments(cmd)
        add_project_argument(cmd)
        cmd.set_defaults(_module=module)
    return parser


def open_project(args: argparse.Namespace) -> bool:
    """``--data DIR`` opens that card project for the whole run (the app, every command);
    False (with the error said) when it is not a folder."""
    from engine.cli import console
    from engine.core.saves import userdirs

    folder = getattr(args, "data", None)
    if folder is None:
        return True
    if not folder.is_dir():
        name = args._module.NAME if getattr(args, "_module", None) else "main.py"
        console.error(args, name, tr("cli.no_such_folder", console.lang(args), option="--data", folder=str(folder)))
        return False
    userdirs.open_project(folder)
    return True


def main(argv: list[str] | None = None) -> int:
    from engine.core.saves import userdirs

    before = userdirs.project_folder()
    try:
        return _main(argv)
    finally:
        userdirs.open_project(before)  # a run in a test's process leaves no project open


def _parsed(given: list[str], commands: list[ModuleType]) -> argparse.Namespace:
    from engine.cli import console

    return build_parser(commands, console.requested_lang(given)).parse_args(given)


def _main(argv: list[str] | None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if not given:  # plain ``python main.py``: the app; options are parsed only if an error is said
        return _app(given, None)
    args = _parsed(given, [] if starts_the_app(given) else _load_commands())
    module = getattr(args, "_module", None)
    if not open_project(args):
        return 2
    if module is None:
        return _app(given, args)
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # the last guard: a person reads a message, never a traceback
        return _said(args, module.NAME, err)


def _app(given: list[str], args: argparse.Namespace | None) -> int:
    """The app on the title (``args``: main.py's options, None when there were none)."""
    try:
        try:
            from screens.shell.run import run_app
        except ModuleNotFoundError as err:
            if err.name and err.name.startswith("screens"):
                from engine.cli import console

                args = args or _parsed(given, [])
                console.error(args, "main.py", tr("cli.main.no_app", console.lang(args)))
                return 2
            raise
        return int(run_app() or 0)
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # the last guard: a person reads a message, never a traceback
        return _said(args or _parsed(given, []), "main.py", err)


def _said(args: argparse.Namespace, name: str, err: Exception) -> int:
    """An unexpected error said in the run's language, as a message (exit status 1)."""
    from engine.cli import console
    from engine.cli.shared import unexpected

    console.error(args, name, unexpected(err, console.lang(args)))
    return 1


if __name__ == "__main__":
    sys.exit(main())
