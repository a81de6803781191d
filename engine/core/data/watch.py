"""Live reload of card data: poll each game's TOML files and re-load the games that changed.

Pure Python, no threads: call ``DataWatcher.poll()`` from a frame loop a few times a
second. A file counts as changed when its size or modification time moved *and* its bytes
hash differently, so an editor re-saving an unchanged file changes nothing; added and
removed files count too. Only the games whose files changed are loaded again.

A re-load that loses cards to new problems (a TOML syntax error, a card that no longer
validates, a broken settings file) keeps the last good version of exactly those cards and
settings, and says which it kept: a half-typed edit never blanks a gallery or a game.

``swap_refusals`` tells whether a game in progress may take a re-loaded database: its
state names cards by id and copies numbers out of them, so only what is *drawn* may
change (names, texts, flavour, image paths, the layouts).
"""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.data.database import CardDatabase, CardSource
from engine.core.data.files import read_limited
from engine.core.data.introspect import marked_values
from engine.core.data.loader import USER_DATA, LoadResult, UserRoot, load_data, selected_roots
from engine.core.data.problems import Problem
from engine.core.data.sheets import data_files
from engine.core.data.spec import CardModel, DataSpec
from engine.core.i18n.catalog import Msg, msg
from engine.core.saves.userdirs import SHIPPED_DATA

LAYOUTS_FILE = "layouts.toml"  # the one settings file a running game may take changes of
_DRAWN_KEYS = frozenset({"name", "art", "image", "flavor", "flavour"})


@dataclass(frozen=True)
class FileStamp:
    """What a file looked like at the last poll."""

    mtime_ns: int
    size: int
    digest: str


@dataclass(frozen=True)
class GameData:
    """One game's cards as loaded, with the last good version kept where the newest broke."""

    spec: DataSpec
    db: CardDatabase  # the cards in use (newest, plus the kept ones)
    problems: tuple[Problem, ...]  # every problem of the newest load
    kept_cards: frozenset[str] = frozenset()  # ids shown from the last good load
    kept_settings: frozenset[str] = frozenset()  # settings files shown from the last good load
    changed_files: tuple[str, ...] = ()  # what this re-load was for (empty: the first load)


def _digest(path: Path) -> str:
    """A hash of the file; a pipe or device (never read: it may not end) hashes as its kind."""
    if not stat.S_ISREG(path.stat().st_mode):
        return "not-a-regular-file"
    return hashlib.blake2b(read_limited(path), digest_size=16).hexdigest()


def _stamp(path: Path, old: FileStamp | None) -> FileStamp | None:
    """The file's stamp; its bytes are hashed only when size or time moved. None: it is gone."""
    try:
        info = path.stat()
        if old is not None and (info.st_mtime_ns, info.st_size) == (old.mtime_ns, old.size):
            return old
        return FileStamp(info.st_mtime_ns, info.st_size, _digest(path))
    except OSError:
        return None


def game_files(spec: DataSpec, roots: Iterable[Path]) -> list[Path]:
    """The files the loader reads for ``spec`` under each root (hidden files skipped)."""
    found: list[Path] = []
    for root in roots:
        folder = root / spec.folder
        if folder.is_dir():
            found.extend(data_files(folder))  # TOML and spreadsheets, as the loader reads them
    return found


class DataWatcher:
    """Loads every game once, then ``poll()`` re-loads the games whose files changed."""

    def __init__(
        self,
        specs: Sequence[DataSpec],
        data_root: Path = SHIPPED_DATA,
        user_root: UserRoot = USER_DATA,
    ) -> None:
        self.specs = {spec.game: spec for spec in specs}
        self.data_root, self.user_root = selected_roots(data_root, user_root)
        self.games: dict[str, GameData] = {}
        self._stamps: dict[str, dict[Path, FileStamp]] = {}
        for spec in specs:
            self._stamps[spec.game] = self._scan(spec, {})
            self.games[spec.game] = self._load(spec, None, ())

    @property
    def roots(self) -> list[Path]:
        return [self.data_root] + ([Path(self.user_root)] if self.user_root is not None else [])

    def _scan(self, spec: DataSpec, old: Mapping[Path, FileStamp]) -> dict[Path, FileStamp]:
        stamps = {}
        for path in game_files(spec, self.roots):
            stamp = _stamp(path, old.get(path))
            if stamp is not None:
                stamps[path] = stamp
        return stamps

    def _load(
        self, spec: DataSpec, previous: GameData | None, changed: tuple[str, ...]
    ) -> GameData:
        result = load_data(spec, self.data_root, self.user_root)
        return merge_last_good(spec, previous, result, changed)

    def changed_files(self, game: str) -> tuple[str, ...]:
        """Files of ``game`` added, removed or changed in content since the last poll."""
        old = self._stamps[game]
        new = self._scan(self.specs[game], old)
        self._stamps[game] = new
        changed = {
            p for p in old.keys() | new.keys() if _content(old.get(p)) != _content(new.get(p))
        }
        return tuple(sorted(str(p) for p in changed))

    def poll(self) -> list[GameData]:
        """Re-load each game whose files changed; returns the re-loaded games (often none)."""
        reloaded = []
        for game, spec in self.specs.items():
            changed = self.changed_files(game)
            if changed:
                self.games[game] = self._load(spec, self.games[game], changed)
                reloaded.append(self.games[game])
        return reloaded


def _content(stamp: FileStamp | None) -> str | None:
    return stamp.digest if stamp is not None else None


def merge_last_good(
    spec: DataSpec, previous: GameData | None, result: LoadResult, changed: tuple[str, ...] = ()
) -> GameData:
    """``result``, plus the previous version of each card or settings file it lost to a problem.

    A card is kept when the newest load lacks it and a problem names its id, or a
    file-level problem (a syntax error) names the file it came from. A card removed on
    purpose (no problem about it) goes.
    """
    new = result.db
    if previous is None:
        return GameData(spec, new, tuple(result.problems), changed_files=changed)
    old = previous.db
    broken_ids = {p.card_id for p in result.problems if p.card_id}
    broken_files = {p.file for p in result.problems if not p.card_id}
    kept = {
        card.id
        for card in old
        if card.id not in new
        and (card.id in broken_ids or old.source(card.id).file in broken_files)
    }
    settings = dict(new.settings)
    kept_settings = {
        name for name in spec.settings if name not in settings and name in old.settings
    }
    settings.update({name: old.settings[name] for name in kept_settings})
    if not kept and not kept_settings:
        return GameData(spec, new, tuple(result.problems), changed_files=changed)
    sources: dict[str, CardSource] = {c.id: new.source(c.id) for c in new}
    sources.update({card_id: old.source(card_id) for card_id in kept})
    cards: dict[str, dict[str, CardModel]] = {}
    for kind in spec.kinds:
        chosen = [*new.cards(kind).values(), *(old.get(i) for i in kept if old.kind_of(i) == kind)]
        chosen.sort(key=lambda c: (sources[c.id].user, sources[c.id].file, sources[c.id].line))
        cards[kind] = {c.id: c for c in chosen}
    db = CardDatabase(spec.game, cards, sources, settings)
    return GameData(
        spec, db, tuple(result.problems), frozenset(kept), frozenset(kept_settings), changed
    )


@dataclass(frozen=True)
class LiveChange:
    """What an edit means for a game in progress: the new database, or why it was not taken."""

    db: CardDatabase | None  # the database to switch to; None = keep the running one
    problems: tuple[Problem, ...] = ()  # the edited data does not load cleanly
    refusals: tuple[Msg, ...] = ()  # the edit would change the running game (``swap_refusals``)
    changed_files: tuple[str, ...] = ()

    @property
    def accepted(self) -> bool:
        return self.db is not None


class LiveData:
    """Card data for a game in progress: ``poll()`` reports edits, taking only the safe ones.

    An edit is taken when the data loads without problems and ``swap_refusals`` finds
    nothing; otherwise the game keeps the database it runs on, and the change says why.
    """

    def __init__(
        self,
        spec: DataSpec,
        db: CardDatabase,
        data_root: Path = SHIPPED_DATA,
        user_root: UserRoot = USER_DATA,
    ) -> None:
        self.spec = spec
        self.db = db
        self._watcher = DataWatcher([spec], data_root, user_root)

    def poll(self) -> LiveChange | None:
        """None when no file changed since the last poll."""
        reloaded = self._watcher.poll()
        if not reloaded:
            return None
        game = reloaded[0]
        if game.problems:
            return LiveChange(None, game.problems, changed_files=game.changed_files)
        refusals = swap_refusals(self.spec, self.db, game.db)
        if refusals:
            return LiveChange(None, refusals=tuple(refusals), changed_files=game.changed_files)
        self.db = game.db
        return LiveChange(game.db, changed_files=game.changed_files)


def swap_refusals(spec: DataSpec, old: CardDatabase, new: CardDatabase) -> list[Msg]:
    """Why a game in progress using ``old`` cannot switch to ``new`` (empty: it can).

    Allowed: changes of names, texts (``text*``, ``*_en``), flavour, image paths and of
    ``layouts.toml``. Refused: cards added, removed or moved to another kind, any other
    field (numbers, effects, references) and any other settings file.
    """
    reasons: list[Msg] = []
    for kind in spec.kinds:
        before, after = old.cards(kind), new.cards(kind)
        for card_id in before.keys() - after.keys():
            reasons.append(msg("data.swap.removed", card=card_id, kind=kind))
        for card_id in after.keys() - before.keys():
            reasons.append(msg("data.swap.added", card=card_id, kind=kind))
        for card_id in before.keys() & after.keys():
            model = spec.kinds[kind]
            a, b = before[card_id].model_dump(mode="json"), after[card_id].model_dump(mode="json")
            drawn = {
                m.path for m in marked_values(model, a) + marked_values(model, b) if m.ref is None
            }
            for path in _changed_paths(a, b, ()):
                if path not in drawn and not _drawn_key(path):
                    where = f"{card_id}.{_dotted(path)}"
                    reasons.append(msg("data.swap.changed", where=where))
    for name in sorted(old.settings.keys() | new.settings.keys()):
        if name != LAYOUTS_FILE and old.settings.get(name) != new.settings.get(name):
            reasons.append(msg("data.swap.settings", file=name))
    return sorted(reasons, key=str)


def _drawn_key(path: tuple[Any, ...]) -> bool:
    key = next((str(k) for k in reversed(path) if isinstance(k, str)), "")
    return key in _DRAWN_KEYS or key.startswith("text") or key.endswith("_en")


def _changed_paths(a: Any, b: Any, path: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """Paths where ``a`` and ``b`` differ: into tables and equal-length lists, else the value."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [
            p for k in a.keys() | b.keys() for p in _changed_paths(a.get(k), b.get(k), (*path, k))
        ]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            p
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for p in _changed_paths(x, y, (*path, i))
        ]
    return [] if a == b else [path]


def _dotted(path: tuple[Any, ...]) -> str:
    return "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path).lstrip(".")
