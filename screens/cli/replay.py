"""``python main.py replay SAVE``: watch a save, check its log, or render one step headless (issue #16).

* no option: open the app on the replay viewer;
* ``--check``: verify the whole log (exit 0 and the steps and final result; exit 1 and the
  first bad step and why);
* ``--step N --out FILE.png [--seat S] [--lang ja|en]``: the viewer at step N as a picture;
  ``--seat all`` shows everything (every hand face up), only for a game that has ended.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path
from typing import Any

NAME = "replay"
HELP = "Watch a save step by step, check its whole log (--check), or render one step (--step N --out F.png)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", type=Path, help="the save file")
    parser.add_argument("--check", action="store_true", help="verify every step; exit 1 at the first bad one")
    parser.add_argument("--step", type=int, default=None, help="the step to show (0 = the set-up)")
    parser.add_argument("--out", type=Path, default=None, help="write the viewer at --step to this PNG (headless)")
    parser.add_argument("--seat", type=_seat_arg, default=1,
                        help="whose view: 1 = the first seat, 0 = an onlooker, all = everything (a game that has ended)")
    parser.add_argument("--lang", choices=("ja", "en"), default=None)
    parser.add_argument("--size", default="1280x720", help="picture size WxH (with --out)")


def _seat_arg(text: str) -> int | str:
    if text.strip().lower() in ("all", "everything"):
        return "all"
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seat number (0 = an onlooker) or 'all', not {text!r}") from None


def run(args: argparse.Namespace) -> int:
    from engine.core.errors import EngineError

    lang = args.lang or "en"
    try:
        if args.check:
            return _check(args.save, lang)
        if args.out is not None:
            return _render(args, lang)
        return _watch(args)
    except EngineError as err:  # a broken save, or everything asked of a game not over
        print(err.text.get(lang), file=sys.stderr)
        return 1


def _game_for(game_id: str) -> Any:
    from engine import catalog
    from engine.core.data.problems import DataError
    from engine.core.errors import SaveError
    from engine.core.i18n import msg

    try:
        return catalog.load_game(game_id)
    except KeyError:
        raise SaveError("unknown-game", msg("replay.cli.unknown_game", game=repr(game_id))) from None
    except DataError as err:
        raise SaveError("data", msg("replay.cli.no_data", error=str(err))) from err


def _check(path: Path, lang: str) -> int:
    from engine.core.replay import Tape, check
    from screens.i18n import tr

    result = check(path, _game_for)
    print(f"{path.name}: {result.message.get(lang)}")
    if not result.ok:
        return 1
    tape = Tape.open(path, _game_for)
    describe = getattr(tape.game, "save_summary", None)
    over = tape.final.decision().seat is None
    state = tr("replay.cli.over", lang) if over else tr("replay.cli.in_progress", lang)
    final = describe(tape.final.state).get(lang) if describe is not None else state
    print(tr("replay.cli.final", lang, final=final, state=state))
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
        print(f"--size must look like 1280x720, not {args.size!r}", file=sys.stderr)
        return 2
    import pygame

    from screens.app import App
    from screens.replay.screen import open_replay
    from screens.settings_store import LoadedSettings, Settings

    app = App(LoadedSettings(Settings(language=lang, window_size=(width, height))), persist=False)  # type: ignore[arg-type]
    screen = open_replay(app, args.save, step=args.step or 0, seat=_seat(args))
    if args.step is not None and args.step > screen.tape.length:
        print(f"the save has {screen.tape.length} steps that replay; showing the last", file=sys.stderr)
    app.push(screen)
    for _ in range(3):
        app.wake()
        app.frame(1 / 60, [])
    buffer = io.BytesIO()
    pygame.image.save(app.surface, buffer, "shot.png")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(buffer.getvalue())
    print(f"wrote {args.out} (step {screen.step} of {screen.tape.length}, {screen.seat_label()})")
    return 0  # no pygame.quit(): like ``screenshot``, a caller in the same process keeps its fonts


def _watch(args: argparse.Namespace) -> int:
    import pygame

    from screens.app import App
    from screens.settings_store import load_settings
    from screens.title import TitleScreen

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
    from engine.core.errors import EngineError, SaveError
    from screens.replay.screen import open_replay

    try:
        return open_replay(app, args.save, step=args.step or 0, seat=_seat(args))
    except SaveError:
        raise
    except EngineError as err:
        app.toast(err.text.get(app.settings.language), error=True)
        return open_replay(app, args.save, step=args.step or 0, seat=0)

