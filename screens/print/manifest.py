"""What a previous ``render-cards`` run left in its output folder, to redo only what changed.

``manifest.json`` maps each card id (and each back) to the hash of everything its files
were drawn from and the files it wrote; the PDF has a hash of its own inputs.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from screens.kit.cards.report import RegionFit

FORMAT = "tabletop-render-cards/1"
NAME = "manifest.json"


def files_of(item: dict[str, object] | None) -> list[str]:
    """The files a manifest item says it wrote (none when it names none)."""
    files = (item or {}).get("files")
    return [str(f) for f in files] if isinstance(files, list) else []


@dataclass
class Manifest:
    """Input hashes and output files of the last run in one game's output folder."""

    folder: Path
    items: dict[str, dict[str, object]] = field(default_factory=dict)  # key -> {hash, files}
    sheets: dict[str, object] = field(default_factory=dict)  # {hash, files}

    @classmethod
    def load(cls, folder: Path) -> Manifest:
        """The manifest in ``folder``; an empty one when there is none or it is unreadable."""
        try:
            data = json.loads((folder / NAME).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls(folder)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return cls(folder)
        return cls(folder, dict(data.get("items", {})), dict(data.get("sheets", {})))

    def up_to_date(self, key: str, digest: str) -> bool:
        """True when ``key`` was drawn from the same inputs and all its files are still there."""
        item = self.items.get(key)
        if not item or item.get("hash") != digest:
            return False
        files = item.get("files", [])
        return isinstance(files, list) and all((self.folder / str(f)).is_file() for f in files)

    def record(self, key: str, digest: str, files: list[str], overflows: Sequence[RegionFit] = ()) -> None:
        """``key`` was drawn from ``digest`` into ``files``; ``overflows``: its text that did not fit."""
        self.items[key] = {"hash": digest, "files": files}
        if overflows:
            self.items[key]["overflows"] = [asdict(fit) for fit in overflows]

    def overflows(self, key: str) -> list[RegionFit]:
        """The text of ``key`` that did not fit when it was drawn (an unchanged card is still wrong)."""
        found = self.items.get(key, {}).get("overflows", [])
        try:
            return [RegionFit(**fit) for fit in found]  # type: ignore[attr-defined]
        except TypeError:  # a manifest of another version: redraw rather than guess
            return []

    def forget(self, keys: set[str]) -> list[str]:
        """Drop ``keys``; returns the files they had written (for the caller to delete)."""
        dropped: list[str] = []
        for key in keys:
            dropped.extend(files_of(self.items.pop(key, {})))
        return dropped

    def save(self) -> None:
        data = {"format": FORMAT, "items": self.items, "sheets": self.sheets}
        temp = self.folder / f".{NAME}.tmp"
        with temp.open("w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.flush()
            os.fsync(handle.fileno())
        temp.replace(self.folder / NAME)
