"""Gallery screens for ``python main.py screenshot``: every registered game's cards, at once.

``gallery-problems`` first writes, into the screenshot's throwaway user data folder, copies
of a shipped card with planted problems (text far too long, a missing image, a wrong
type), so the problem filters have something to show even when the shipped set is clean.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import catalog
from engine.core.saves.userdirs import SHIPPED_DATA, user_data_dir
from screens.gallery.cardset import PROBLEM_KINDS, CardEntry, GameSet, load_game_set
from screens.gallery.filters import Filter
from screens.gallery.screen import GalleryScreen

DEMO_FILE = "gallery-demo.toml"


def toml_value(value: Any) -> str:
    """A JSON-like value as a TOML value (tables inline; None fields left out)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items() if v is not None)
        return "{" + ", ".join(pairs) + "}"
    return json.dumps(str(value), ensure_ascii=False)


def _samples(game_set: GameSet, entry: CardEntry) -> list[dict[str, Any]]:
    """Copies of ``entry`` that overflow, miss their art, and fail validation."""
    assert game_set.layouts is not None
    template = game_set.layouts.templates[entry.kind]
    data = dict(entry.data)
    texts = [
        r.field
        for r in template.regions
        if r.kind == "text" and r.wrap and isinstance(data.get(r.field), str)
    ]
    arts = [r.field for r in template.regions if r.kind == "art" and r.field and "." not in r.field]
    numbers = [k for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)]
    samples = []
    # The samples live in the user folder, where the card's own art path leads nowhere.
    data = {**data, **{k: None for k in arts}}
    if texts:
        long = {k: (str(data[k]) + " ") * 12 for k in (texts[0], f"{texts[0]}_en") if data.get(k)}
        samples.append({**data, **long, "id": f"{entry.card_id}-demo-long"})
    if arts:
        samples.append(
            {**data, "id": f"{entry.card_id}-demo-art", arts[0]: "art/not-drawn-yet.png"}
        )
    if numbers:
        samples.append({**data, "id": f"{entry.card_id}-demo-typo", numbers[0]: "lots"})
    return samples


def write_problem_samples(user_root: Path) -> None:
    """Sample problem cards for the first game with card templates (into ``user_root``)."""
    for spec in catalog.all_data_specs():
        game_set = load_game_set(spec, SHIPPED_DATA, None)
        drawable = [e for e in game_set if game_set.has_template(e.kind) and not e.raw]
        with_art = [e for e in drawable if len(_samples(game_set, e)) == 3]  # all three kinds
        if not (with_art or drawable):
            continue
        entry = (with_art or drawable)[0]
        tables = []
        for sample in _samples(game_set, entry):
            fields = "\n".join(
                f"{json.dumps(k)} = {toml_value(v)}" for k, v in sample.items() if v is not None
            )
            tables.append(f"[[{entry.kind}]]\n{fields}\n")
        folder = user_root / spec.folder
        folder.mkdir(parents=True, exist_ok=True)
        (folder / DEMO_FILE).write_text("\n".join(tables), encoding="utf-8")
        return


def gallery_screen(app: Any, seed: int) -> GalleryScreen:
    """The gallery as it opens, every card checked and drawn."""
    return GalleryScreen(app, eager=True)


def gallery_problems_screen(app: Any, seed: int) -> GalleryScreen:
    """The gallery with every problem filter on, over sample problem cards in the user folder."""
    write_problem_samples(user_data_dir())
    screen = GalleryScreen(app, eager=True)
    screen.filter = Filter(problems=frozenset(PROBLEM_KINDS))
    return screen


def gallery_guides_screen(app: Any, seed: int) -> GalleryScreen:
    """The gallery with the print guides on (bleed, trim, safe area) and their legend."""
    screen = GalleryScreen(app, eager=True)
    screen.view.guides = True
    return screen


class _DetailAtStart(GalleryScreen):
    """The gallery that opens one card's detail view as soon as it is shown."""

    card_id = "katana"

    def enter(self) -> None:
        super().enter()
        if self.grid is not None and self.app.top is self:
            ids = [e.card_id for e in self.grid.entries]
            if self.card_id in ids:
                self.view.guides = True
                self.open(ids.index(self.card_id))


def card_with_art_screen(app: Any, seed: int) -> GalleryScreen:
    """A card with art (Fatal Fight's katana, a game-icons.net pictogram) in the detail view."""
    return _DetailAtStart(app, eager=True)
