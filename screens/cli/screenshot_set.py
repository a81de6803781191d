"""``python main.py screenshots --out DIR``: the set of pictures issue #24 is judged on, in one run.

Every game's table and setup (from the registry) and the shell screens, at each UI scale on each
window size, in each language, as ``DIR/<screen>/<lang>-<W>x<H>-<percent>.png``; ``DIR/text-sizes.txt``
lists the smallest text of each picture (``screenshot --text-sizes``' last line), so the set is
looked at and measured together. ``--screens``, ``--langs``, ``--sizes`` and ``--scales`` narrow it.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from engine.cli import console
from engine.core.i18n.catalog import msg, tr

NAME = "screenshots"
HELP = msg("cli.screenshots.help")

SHELL = ("title", "settings", "load", "gallery", "replay")
SIZES = ("1280x720", "1920x1080")
SCALES = (1.0, 1.25, 1.5)
LANGS = ("en", "ja")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("--out", type=Path, required=True, help=tr("cli.screenshots.out", lang))
    parser.add_argument("--screens", default="", help=tr("cli.screenshots.screens", lang))
    parser.add_argument("--langs", default=",".join(LANGS), help=tr("cli.screenshots.langs", lang))
    parser.add_argument("--sizes", default=",".join(SIZES), help=tr("cli.screenshots.sizes", lang))
    parser.add_argument("--scales", default=",".join(f"{s:g}" for s in SCALES), help=tr("cli.screenshots.scales", lang))
    parser.add_argument("--seed", type=int, default=1, help=tr("cli.screenshot.seed", lang))


def set_screens() -> list[str]:
    """Every game's table and its setup, in registry order, then the shell screens."""
    from engine import registry
    from screens.cli.screenshot import SETUP, all_screenshots, setup_names

    names: list[str] = []
    for entry in registry.with_part("table_screen"):
        names.append(entry.id)
        if entry.id + SETUP in setup_names() or entry.id + SETUP in all_screenshots():
            names.append(entry.id + SETUP)
    return [*names, *SHELL]


def shot_name(lang: str, size: tuple[int, int], scale: float) -> str:
    return f"{lang}-{size[0]}x{size[1]}-{round(scale * 100)}.png"


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def run(args: argparse.Namespace) -> int:
    lang = console.lang(args)
    try:
        sizes = [tuple(int(v) for v in size.lower().split("x")) for size in _split(args.sizes)]
        scales = [float(scale) for scale in _split(args.scales)]
    except ValueError:
        console.error(args, NAME, tr("cli.bad_size", lang, size=repr(args.sizes + " " + args.scales)))
        return 2
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from screens.cli.screenshot import factory, render, short
    from screens.kit.text.probe import TextProbe

    screens = _split(args.screens) or set_screens()
    summary: list[str] = []
    failed = 0
    previous_home = os.environ.get("TABLETOP_HOME")
    try:
        for screen in screens:
            try:
                build = factory(screen)
            except KeyError:
                console.error(args, NAME, tr("cli.screenshot.unknown", lang, screen=repr(screen), known=", ".join(set_screens())))
                return 2
            for size in sizes:
                for scale in scales:
                    for shown_lang in _split(args.langs):
                        out = args.out / screen / shot_name(shown_lang, (size[0], size[1]), scale)
                        with tempfile.TemporaryDirectory(prefix="tabletop-shot-") as home:
                            os.environ["TABLETOP_HOME"] = home  # the same picture every time
                            try:
                                with TextProbe() as probe:
                                    png = render(build, args.seed, shown_lang, (size[0], size[1]), scale, probe)
                            except ValueError as err:
                                console.error(args, NAME, f"{out}: {err}")
                                failed += 1
                                continue
                        out.parent.mkdir(parents=True, exist_ok=True)
                        out.write_bytes(png)
                        smallest = probe.smallest()
                        what = "-" if smallest is None else f"{smallest.px} px ({smallest.source}: {short(smallest.text)})"
                        summary.append(f"{out.relative_to(args.out)}  {what}")
                        print(summary[-1], flush=True)
    except OSError as err:
        console.error(args, NAME, tr("cli.screenshot.cannot_write", lang, out=str(args.out), error=str(err.strerror or err)))
        return 1
    finally:
        if previous_home is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = previous_home
    (args.out / "text-sizes.txt").write_text("\n".join(summary) + "\n", encoding="utf-8")
    print(tr("cli.screenshots.wrote", lang, count=len(summary), out=str(args.out)))
    return 1 if failed else 0
