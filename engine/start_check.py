"""The data check the app runs at start, in a child process (issue #28).

Checking every game's data imports every game's schema and pydantic (about 20 MB the title never
uses again), so the app asks a child Python to do it: ``python -m engine.start_check --lang ja
[--project DIR]`` prints the problem lines as JSON, the same lines ``check-data`` words. The child
runs the very same ``problem_lines`` the app would, on the same files (the user folder comes from
the inherited environment, the card project from ``--project``), so its verdict is the app's.
When no child can run (a frozen build, a child that fails or hangs), the app checks in its own
process, as before: the player sees the same report either way.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # the folder holding ``engine``: the child imports it from there
CHILD_SECONDS = 120.0  # a very large card project on a busy machine; past it the app checks itself


def problem_lines(lang: str = "en") -> list[str]:
    """Load every game's shipped and user data (or the open card project's); one line per problem
    in ``lang``, worded as check-data does."""
    from engine import catalog
    from engine.core.data.loader import load_data
    from engine.core.i18n.catalog import tr
    from engine.core.saves.userdirs import project_folder, wants_shipped

    lines: list[str] = []
    project = project_folder()
    project = None if project is not None and wants_shipped(project) else project
    for game_id in catalog.data_spec_ids():
        try:
            spec = catalog.data_spec(game_id)
        except Exception as err:  # one broken schema must not hide the other games' problems
            lines.append(tr("data.schema_broken", lang, game=game_id, error=f"{type(err).__name__}: {err}"))
            continue
        if project is not None and not (project / spec.folder).is_dir():
            continue  # a card project holds only the games it is about (issue #26)
        lines.extend(p.shown(lang) for p in load_data(spec).problems)
    return lines


def problem_lines_in_child(lang: str = "en", timeout: float = CHILD_SECONDS) -> list[str] | None:
    """``problem_lines`` worked out by a child process; None when the child could not give them."""
    from engine.core.saves.userdirs import project_folder

    if getattr(sys, "frozen", False):  # a bundled app: its executable is the app, not a Python
        return None
    command = [sys.executable, "-m", "engine.start_check", "--lang", lang]
    project = project_folder()
    if project is not None:
        command += ["--project", str(project)]
    try:
        child = subprocess.run(command, cwd=ROOT, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL,
                               creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))  # Windows: no console flashes up
    except (OSError, subprocess.SubprocessError):
        return None
    if child.returncode != 0 or not child.stdout.strip():
        return None
    try:
        lines = json.loads(child.stdout.decode("utf-8").strip().splitlines()[-1])
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
        return None
    return lines


def data_problems(lang: str = "en") -> list[str]:
    """The start-up check's lines: from a child process, or from this one when no child can run."""
    lines = problem_lines_in_child(lang)
    return problem_lines(lang) if lines is None else lines


def main(argv: list[str] | None = None) -> int:
    """The child's side: check, print the lines as one JSON line on stdout."""
    from engine.core.saves.userdirs import open_project

    parser = argparse.ArgumentParser(prog="python -m engine.start_check")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--project", type=Path, default=None)
    args = parser.parse_args(argv)
    open_project(args.project)
    sys.stdout.write(json.dumps(problem_lines(args.lang), ensure_ascii=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
