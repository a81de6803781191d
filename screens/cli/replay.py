"""``python main.py replay SAVE``: watch a save, check its log, or render one step headless (issue #16).

* no option: open the app on the replay viewer;
* ``--check``: verify the whole log (exit 0 and the steps and final result; exit 1 and the
  first bad step and why);
* ``--step N --out FILE.png [--seat S] [--lang ja|en]``: the viewer at step N as a picture;
  ``--seat all`` shows everything (every hand face up), only for a game that has ended (else
  exit 2 with the reason). A game not over is sealed: every ``--seat`` renders the onlooker's
  view (the same picture), and stderr says so.
"""

from __future__ import annotations

import argparse
import io
import os
from pathlib import Path
from typing import Any

from engine.cli import console
from engine.core.i18n.catalog import msg, tr

NAME = "replay"
HELP = msg("cli.replay.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("save", type=Path, help=tr("cli.replay.save", lang))
    parser.add_argument("--check", action="store_true", help=tr("cli.replay.check", lang))
    parser.add_argument("--step", type=int, default=None, help=tr("cli.replay.step", lang))
    parser.add_argument("--out", type=Path, default=None, help=tr("cli.replay.out", lang))
    parser.add_argument("--seat", type=_seat_arg, default=1, help=tr("cli.replay.seat", lang))
    parser.add_argument("--lang", choices=("ja", "en"), default=None, help=tr("cli.replay.lang", lang))
    parser.add_argument("--size", default="1280x720", help=tr("cli.replay.size", lang))


def _seat_arg(text: str) -> int | str:
    if text.strip().lower() in ("all", "everything"):
        return "all"
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seat number (0 = an onlooker) or 'all', not {text!r}") from None


def run(args: argparse.Namespace) -> int:
    from engine.core.kernel.errors import EngineError

    lang = args.lang or console.lang(args)
    try:
        if args.check:
            return _check(args, lang)
        if args.out is not None:
            return _render(args, lang)
        return _watch(args)
    except EngineError as err:  # a broken save, or everything asked of a game not over
        console.error(args, NAME, err.text.get(lang))
        return 1


def _game_for(game_id: str) -> Any:
    from engine import catalog
    from engine.core.data.problems import DataError
    from engine.core.kernel.errors import SaveError

    try:
        return catalog.load_game(game_id)
    except KeyError:
        raise SaveError("unknown-game", msg("cli.replay.unknown_game", game=repr(game_id))) from None
    except DataError as err:
        raise SaveError("data", msg("cli.replay.bad_data", error=str(err))) from err


def _check(args: argparse.Namespace, lang: str) -> int:
    from rich.text import Text as Styled

    from engine.core.saves.replay import check
    from screens.kit.i18n import tr

    path: Path = args.save
    result = check(path, _game_for)
    out = console.console(args)  # the verdict is the result (stdout); green or red on a terminal
    out.print(Styled.assemble(f"{path.name}: ", (result.message.get(lang), "green" if result.ok else "bold red")))
    if not result.ok or result.final is None:
        return 1
    describe = getattr(result.final.game, "save_summary", None)
    over = result.final.decision().seat is None
    state = tr("cli.replay.over", lang) if over else tr("cli.replay.in_progress", lang)
    if describe is None:  # nothing more to say of the end than whether the game is over
        out.print(tr("cli.replay.final_state", lang, state=state))
    else:
        out.print(tr("cli.replay.final", lang, final=describe(result.final.state).get(lang), state=state))
    return 0


def _seat(args: argparse.Namespace) -> Any:
    """The viewer's viewpoint: a seat index, None (an onlooker) or "all" (everything)."""
    if args.seat == "all":
        return "all"
    return None if args.seat == 0 else args.seat - 1


def _render(args: argparse.Namespace, lang: str) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        console.error(args, NAME, tr("cli.bad_size", lang, size=repr(args.size)))
        return 2
    import pygame

    from engine.core.kernel.errors import EngineError, SaveError
    from screens.replay.screen import open_replay
    from screens.shell.app import App
    from screens.shell.settings_store import LoadedSettings, Settings

    app = App(LoadedSettings(Settings(language=lang, window_size=(width, height))), persist=False)  # type: ignore[arg-type]
    try:
        screen = open_replay(app, args.save, step=args.step or 0, seat=_seat(args))
    except SaveError:
        raise
    except EngineError as err:  # everything asked of a game not over: refused
        console.error(args, NAME, err.text.get(lang))
        return 2
    if not screen.tape.ended and _seat(args) is not None:
        console.note(args, tr("cli.replay.sealed", lang))
    if args.step is not None and args.step > screen.tape.length:
        console.note(args, tr("cli.replay.short", lang, count=screen.tape.length))
    app.push(screen)
    for _ in range(3):
        app.wake()
        app.frame(1 / 60, [])
    buffer = io.BytesIO()
    pygame.image.save(app.surface, buffer, "shot.png")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(buffer.getvalue())
    print(tr("cli.replay.wrote", lang, out=str(args.out), step=screen.step, steps=screen.tape.length,
             seat=screen.seat_label()))
    return 0  # no pygame.quit(): like ``screenshot``, a caller in the same process keeps its fonts


def _watch(args: argparse.Namespace) -> int:
    import pygame

    from screens.shell.app import App
    from screens.shell.settings_store import load_settings
    from screens.shell.title import TitleScreen

    app = App(load_settings())
    if args.lang:
        app.change_settings(language=args.lang)
    app.start(lambda: TitleScreen(app))
    app.start(lambda: _viewer(app, args))
    try:
        return app.run()
    finally:
        pygame.quit()


def _viewer(app: Any, args: argparse.Namespace) -> Any:
    """The replay viewer; asked for everything of a game not over, a seat's view and the reason why."""
    from engine.core.kernel.errors import EngineError, SaveError
    from screens.replay.screen import open_replay

    try:
        return open_replay(app, args.save, step=args.step or 0, seat=_seat(args))
    except SaveError:
        raise
    except EngineError as err:
        app.toast(err.text.get(app.settings.language), error=True)
        return open_replay(app, args.save, step=args.step or 0, seat=0)

