"""``python main.py``: the app on the title screen (kept apart from ``app`` so the app module
imports no screen: the title is pushed here, and the app only remembers it as its bottom screen)."""

from __future__ import annotations

import pygame

from screens.shell.app import App
from screens.shell.settings_store import load_settings


def run_app() -> int:
    """``python main.py``: open the window on the title screen and run until Quit."""
    from engine.core.saves.userdirs import project_folder, remember_project
    from screens.shell.data_errors import check_data_at_start
    from screens.shell.title import TitleScreen

    project = project_folder()
    if project is not None:  # main.py --data DIR: one of the app's recent projects
        remember_project(project)
    app = App(load_settings())
    app.start(lambda: TitleScreen(app))
    app.soon(_clean_up_saves)  # after the first frame: it imports the save writer (issue #28)
    app.soon(lambda: check_data_at_start(app))
    try:
        return app.run()
    finally:
        pygame.quit()


def _clean_up_saves() -> None:
    """Temp files of saves a crash or kill interrupted, and the trash past its days."""
    from screens.shell import autosave

    autosave.clean_up()
