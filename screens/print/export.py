"""``render-cards`` for one game: a PNG per card face at a DPI with bleed, then PDF sheets.

Incremental: a card's files are drawn from a hash of its data, its template (with the
icons, keyword style and back), the image files it shows, the fonts, the DPI, the
language and ``RENDER_VERSION``. When the output folder's manifest has the same hash and
the files are still there, the card is not drawn and its files are not touched. Cards
that left the data lose their files; the PDF is rewritten only when its inputs changed.

Layout: ``<out>/<game folder>/<card id>.png`` (``.flip.png`` for a second face),
``backs/<kind>.png`` with ``backs``, ``<game folder>-<sheet>.pdf`` and ``manifest.json``.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from engine.core.layouts import LayoutsFile, Template
from screens.cards.fields import lookup
from screens.cards.renderer import CardRenderer
from screens.gallery.cardset import CardEntry, GameSet, digest
from screens.print.bleed import bleed_px, with_bleed
from screens.print.manifest import Manifest
from screens.print.png import rgb_bytes, write_png
from screens.print.sheets import SHEET_VERSION, Cell, Group, write_sheets
from screens.resources import FONT_BOLD, FONT_REGULAR

RENDER_VERSION = 1  # bump when drawing changes in a way the hashed inputs do not show
LANGS = ("ja", "en")
MAX_PENDING = 6  # card images waiting to be encoded (each a few MB)

Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class ExportOptions:
    dpi: float = 300.0
    sheet: str = "a4"  # a4 | letter
    backs: bool = False  # duplex: a page of backs (mirrored) after each page of fronts
    lang: str = "ja"
    only: frozenset[str] = frozenset()  # card ids; empty = every card
    pdf: bool = True


@dataclass
class ExportResult:
    game: str
    folder: Path
    drawn: list[str] = field(default_factory=list)  # card ids whose files were written
    unchanged: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # why a card could not be printed
    overflowing: list[str] = field(default_factory=list)  # drawn, but some text does not fit
    pdf: Path | None = None
    pages: int = 0


def safe_name(card_id: str) -> str:
    """A file name for a card id (letters, digits, ``.``, ``_`` and ``-`` kept)."""
    return re.sub(r"[^\w.-]", "_", card_id) or "_"


@lru_cache(maxsize=1)
def fonts_digest() -> str:
    return hashlib.blake2b(
        FONT_REGULAR.read_bytes() + FONT_BOLD.read_bytes(), digest_size=12
    ).hexdigest()


def card_images(layouts: LayoutsFile, template: Template, data: Any) -> set[str]:
    """Every image file a card may show: its art fields (both languages), fixed images, icons."""
    paths = {icon.image for icon in layouts.icons.values() if icon.image}
    for face in (template, template.flip):
        if face is None:
            continue
        paths.add(face.frame_image or "")
        for region in face.regions:
            if region.kind == "art":
                paths.add(region.image or "")
                if region.field:
                    paths.update(
                        v
                        for lang in LANGS
                        if isinstance(v := lookup(data, region.field, lang), str)
                    )
    return paths - {""}


class _Writer:
    """Encodes and writes PNGs on worker threads, a few at a time."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1))
        self._room = threading.BoundedSemaphore(MAX_PENDING)
        self._futures: list[Future[Path]] = []

    def write(self, path: Path, surface: pygame.Surface, dpi: float) -> None:
        rgb, size = rgb_bytes(surface)
        self._room.acquire()
        future = self._pool.submit(write_png, path, rgb, size, dpi)
        future.add_done_callback(lambda _: self._room.release())
        self._futures.append(future)

    def finish(self) -> None:
        """Wait for every write; the first failure is raised."""
        try:
            for future in self._futures:
                future.result()
        finally:
            self._pool.shutdown()


class GameExport:
    """One ``render-cards`` run over one game."""

    def __init__(self, game_set: GameSet, out: Path, options: ExportOptions) -> None:
        self.set = game_set
        self.options = options
        self.folder = out / game_set.spec.folder
        self.result = ExportResult(game_set.game, self.folder)
        self._files: dict[Path, str] = {}

    def entries(self) -> list[CardEntry]:
        """The cards this run covers (``only`` applied); unprintable ones are noted."""
        chosen = []
        for entry in self.set:
            if self.options.only and entry.card_id not in self.options.only:
                continue
            if entry.raw:
                self.result.skipped.append(
                    f"{entry.card_id}: its data does not validate (see check-data)"
                )
            elif not self.set.has_template(entry.kind):
                self.result.skipped.append(
                    f"{entry.card_id}: no template for card kind {entry.kind!r}"
                )
            else:
                chosen.append(entry)
        return chosen

    def _file_digest(self, relative: str, base: Path) -> str:
        path = base / relative
        if path not in self._files:
            try:
                self._files[path] = hashlib.blake2b(path.read_bytes(), digest_size=12).hexdigest()
            except OSError:
                self._files[path] = "missing"
        return self._files[path]

    def card_hash(self, entry: CardEntry) -> str:
        layouts = self.set.layouts
        assert layouts is not None
        template = layouts.templates[entry.kind]
        base = self.set.user_folder if entry.user and self.set.user_folder else self.set.folder
        images = sorted(card_images(layouts, template, entry.data))
        return digest(
            [
                RENDER_VERSION,
                pygame.version.ver,
                fonts_digest(),
                entry.digest,
                self.set.template_digest(entry.kind),
                [(p, self._file_digest(p, base)) for p in images],
                self.options.dpi,
                self.options.lang,
            ]
        )

    def back_hash(self, kind: str) -> str:
        layouts = self.set.layouts
        assert layouts is not None
        image = layouts.back_for(kind).image
        pictured = self._file_digest(image, self.set.folder) if image else ""
        return digest(
            [
                RENDER_VERSION,
                pygame.version.ver,
                fonts_digest(),
                self.set.template_digest(kind),
                pictured,
                self.options.dpi,
            ]
        )

    def run(self, progress: Progress | None = None) -> ExportResult:
        self.folder.mkdir(parents=True, exist_ok=True)
        manifest = Manifest.load(self.folder)
        entries = self.entries()
        kinds = sorted({e.kind for e in entries}) if self.options.backs else []
        total = len(entries) + len(kinds)
        writer = _Writer()
        try:
            for done, entry in enumerate(entries, 1):
                self._card(entry, manifest, writer)
                if progress:
                    progress(done, total, entry.card_id)
            for done, kind in enumerate(kinds, len(entries) + 1):
                self._back(kind, manifest, writer)
                if progress:
                    progress(done, total, f"back of {kind}")
        finally:
            writer.finish()
        if not self.options.only:
            wanted = {e.card_id for e in entries} | {f"back:{k}" for k in kinds}
            for name in manifest.forget(set(manifest.items) - wanted):
                (self.folder / name).unlink(missing_ok=True)
        if self.options.pdf and entries:
            self._sheets(entries, manifest)
        manifest.save()
        return self.result

    def _renderer(self, entry: CardEntry) -> CardRenderer:
        renderer = self.set.renderer(entry.user, cache_size=1)
        assert renderer is not None
        return renderer

    def _card(self, entry: CardEntry, manifest: Manifest, writer: _Writer) -> None:
        key, card_hash = entry.card_id, self.card_hash(entry)
        if manifest.up_to_date(key, card_hash):
            self.result.unchanged.append(key)
            return
        renderer = self._renderer(entry)
        template = renderer.template(entry.kind)
        margin = bleed_px(template.bleed_mm, self.options.dpi)
        files, overflow = [], False
        try:
            for face in renderer.faces(entry.kind):
                drawn = renderer.render(
                    entry.data, entry.kind, dpi=self.options.dpi, face=face, lang=self.options.lang
                )
                name = f"{safe_name(key)}{'' if face == 'front' else '.' + face}.png"
                writer.write(
                    self.folder / name,
                    with_bleed(drawn.surface, margin, template.face(face).frame),
                    self.options.dpi,
                )
                files.append(name)
                overflow = overflow or bool(drawn.report.overflows)
        except (ValueError, TypeError, KeyError, IndexError) as err:
            self.result.skipped.append(f"{key}: cannot be drawn: {err}")
            return
        manifest.record(key, card_hash, files)
        self.result.drawn.append(key)
        if overflow:
            self.result.overflowing.append(key)

    def _back(self, kind: str, manifest: Manifest, writer: _Writer) -> None:
        key, back_hash = f"back:{kind}", self.back_hash(kind)
        if manifest.up_to_date(key, back_hash):
            return
        renderer = self.set.renderer(cache_size=1)
        assert renderer is not None and self.set.layouts is not None
        template = renderer.template(kind)
        (self.folder / "backs").mkdir(exist_ok=True)
        surface = renderer.render_back(kind, dpi=self.options.dpi)
        name = f"backs/{safe_name(kind)}.png"
        frame = self.set.layouts.back_for(kind).frame
        writer.write(
            self.folder / name,
            with_bleed(surface, bleed_px(template.bleed_mm, self.options.dpi), frame),
            self.options.dpi,
        )
        manifest.record(key, back_hash, [name])

    def sheet_groups(self, entries: list[CardEntry], manifest: Manifest) -> Iterator[Group]:
        """Cells grouped by trim size and bleed: a second face goes behind (duplex) or beside."""
        groups: dict[tuple[tuple[float, float], float], list[Cell]] = {}
        for entry in entries:
            item = manifest.items.get(entry.card_id)
            if not item:
                continue
            files = [self.folder / str(f) for f in item["files"]]  # type: ignore[union-attr]
            template = self.set.layouts.templates[entry.kind]  # type: ignore[union-attr]
            cells = groups.setdefault((template.size_mm, template.bleed_mm), [])
            if self.options.backs:
                back = (
                    files[1]
                    if len(files) > 1
                    else self.folder / "backs" / f"{safe_name(entry.kind)}.png"
                )
                cells.append(Cell(files[0], back))
            else:
                cells.extend(Cell(f) for f in files)
        for (size, bleed), cells in groups.items():
            yield Group(size, bleed, tuple(cells))

    def _sheets(self, entries: list[CardEntry], manifest: Manifest) -> None:
        suffix = "-selection" if self.options.only else ""
        path = self.folder / f"{self.set.spec.folder}-{self.options.sheet}{suffix}.pdf"
        groups = list(self.sheet_groups(entries, manifest))
        inputs = digest(
            [
                SHEET_VERSION,
                self.options.sheet,
                self.options.backs,
                [
                    [
                        g.size_mm,
                        g.bleed_mm,
                        [(c.front.name, c.back and c.back.name) for c in g.cells],
                    ]
                    for g in groups
                ],
                {k: v.get("hash") for k, v in manifest.items.items()},
            ]
        )
        sheet_key = path.name
        recorded = manifest.sheets.get(sheet_key)
        self.result.pdf = path
        if isinstance(recorded, dict) and recorded.get("hash") == inputs and path.is_file():
            self.result.pages = int(recorded.get("pages", 0))
            return
        self.result.pages = write_sheets(
            path, groups, self.options.sheet, self.set.game, self.options.backs
        )
        manifest.sheets[sheet_key] = {"hash": inputs, "pages": self.result.pages}
