"""``render-cards`` for one game: a PNG per card face at a DPI with bleed, then PDF sheets.

Incremental: a card's files are drawn from a hash of every input of their pixels — the
card's data, template, icons, labels and image files (``screens.kit.cards.inputs``) — with
the fonts, the DPI, the language, the cut-line option and ``RENDER_VERSION``. When the
output folder's manifest has the same hash and the files are still there, the card is not
drawn and its files are not touched. Cards that left the data lose their files; the PDF
is rewritten only when its inputs changed.

Sheets print each card ``count`` times (its data's ``count`` field, 1 without one) unless
``counts`` is off (one each); duplex backs follow their fronts copy for copy.

Layout: ``<out>/<game folder>/<card id>.png`` (``.flip.png`` for a second face),
``backs/<kind>.png`` with ``backs``, ``<game folder>-<sheet>.pdf``, ``tts/`` (Tabletop
Simulator deck sheets, see ``tts.py``) and ``manifest.json``.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pygame

from engine.core.data import problems as P
from engine.core.i18n.catalog import Words, msg
from screens.gallery.cardset import CardEntry, GameSet
from screens.gallery.checks import fit_words
from screens.kit.cards.inputs import digest, file_digest
from screens.kit.cards.renderer import CardRenderer
from screens.kit.cards.report import RegionFit
from screens.print.bleed import CUT_LINE_MM, bleed_px, draw_cut_line, with_bleed
from screens.print.files import Writer, fonts_digest, safe_name
from screens.print.manifest import Manifest, files_of
from screens.print.options import ExportOptions
from screens.print.sheets import SHEET_VERSION, Cell, Group, write_sheets

__all__ = ["ExportOptions", "ExportResult", "GameExport"]

RENDER_VERSION = 3  # bump when drawing changes in a way the hashed inputs do not show

Progress = Callable[[int, int, str], None]


@dataclass
class ExportResult:
    game: str
    folder: Path
    drawn: list[str] = field(default_factory=list)  # card ids whose files were written
    unchanged: list[str] = field(default_factory=list)
    skipped: list[Words] = field(default_factory=list)  # why a card could not be printed
    overflowing: list[str] = field(default_factory=list)  # cards printed with text that does not fit
    overflows: list[Words] = field(default_factory=list)  # "card.field: overflows by …" (an error)
    warnings: list[Words | str] = field(default_factory=list)  # missing images, unknown icons (data problem lines)
    pdf: Path | None = None
    pages: int = 0
    copies: int = 0  # cards on the sheets (counts applied)
    tts: list[Path] = field(default_factory=list)  # Tabletop Simulator face sheets written
    diffs: list[Path] = field(default_factory=list)  # before | after | difference images (--diff)
    compared: bool = False  # --diff had something to compare with (a last export, a revision)


class GameExport:
    """One ``render-cards`` run over one game."""

    def __init__(self, game_set: GameSet, out: Path, options: ExportOptions) -> None:
        self.set = game_set
        self.options = options
        self.folder = out / game_set.spec.folder
        self.result = ExportResult(game_set.game, self.folder)

    def entries(self) -> list[CardEntry]:
        """The cards this run covers (``only`` applied); unprintable ones are noted."""
        chosen = []
        self.result.skipped = []
        self.result.warnings = [
            str(p)
            for p in self.set.load_errors
            if p.kind in (P.MISSING_IMAGE, P.BAD_IMAGE_PATH) and not p.card_id
        ]
        for entry in self.set:
            if self.options.only and entry.card_id not in self.options.only:
                continue
            if entry.raw:
                self.result.skipped.append(msg("print.not_valid", card=entry.card_id))
            elif not self.set.has_template(entry.kind):
                self.result.skipped.append(msg("print.no_template", card=entry.card_id, kind=entry.kind))
            else:
                chosen.append(entry)
                self.result.warnings.extend(
                    msg("print.card_warning", card=entry.card_id, problem=p.words)
                    for p in entry.data_problems
                    if p.code in (P.UNKNOWN_ICON, P.MISSING_IMAGE, P.BAD_IMAGE_PATH)
                )
        return chosen

    def card_hash(self, entry: CardEntry) -> str:
        """Every input of the card's PNGs: see ``screens.kit.cards.inputs`` and the module doc."""
        return digest(
            [
                RENDER_VERSION,
                pygame.version.ver,
                fonts_digest(),
                self.set.card_digest(entry),
                self.options.dpi,
                self.options.lang,
                self.options.cut,
            ]
        )

    def back_hash(self, kind: str) -> str:
        layouts = self.set.layouts
        assert layouts is not None
        design = layouts.back_for(kind)
        pictured = file_digest(self.set.folder / design.image) if design.image else ""
        return digest(
            [
                RENDER_VERSION,
                pygame.version.ver,
                fonts_digest(),
                design.model_dump(mode="json"),
                layouts.templates[kind].size_mm,
                layouts.templates[kind].bleed_mm,
                layouts.templates[kind].corner_mm,
                pictured,
                self.options.dpi,
                self.options.cut,
            ]
        )

    def run(self, progress: Progress | None = None) -> ExportResult:
        self.folder.mkdir(parents=True, exist_ok=True)
        manifest = Manifest.load(self.folder)
        entries = self.entries()
        previous = bool(manifest.items)  # a last export to compare with
        kept = self._set_aside(entries, manifest) if self.options.diff else None
        kinds = sorted({e.kind for e in entries}) if self.options.backs else []
        total = len(entries) + len(kinds)
        writer = Writer()
        try:
            for done, entry in enumerate(entries, 1):
                self._card(entry, manifest, writer)
                if progress:
                    progress(done, total, entry.card_id)
            for done, kind in enumerate(kinds, len(entries) + 1):
                self._back(kind, manifest, writer)
                if progress:
                    progress(done, total, str(msg("print.back_of", kind=kind)))
        finally:
            writer.finish()
        if not self.options.only:
            wanted = {e.card_id for e in entries} | {f"back:{k}" for k in kinds}
            for name in manifest.forget(set(manifest.items) - wanted):
                (self.folder / name).unlink(missing_ok=True)
        if kept is not None:
            self._diffs(entries, manifest, kept, previous)
        if self.options.pdf and entries:
            self._sheets(entries, manifest)
        if self.options.tts and entries:
            from screens.print.tts import write_tts_sheets

            self.result.tts = write_tts_sheets(self.set, entries, self.folder / "tts", self.options)
        manifest.save()
        return self.result

    def _set_aside(self, entries: list[CardEntry], manifest: Manifest) -> Path:
        """What ``--diff`` compares with: the data at a revision drawn the same way, or the
        PNGs of the last export of the cards about to be redrawn, copied away."""
        from screens.gallery.cardset import load_game_set
        from screens.print.diff import set_aside

        if self.options.before is not None:
            options = replace(self.options, pdf=False, tts=False, diff=False, before=None)
            before_set = load_game_set(self.set.spec, self.options.before, None)
            GameExport(before_set, self.options.before / "out", options).run()
            return self.options.before / "out" / self.set.spec.folder
        keep = Path(tempfile.mkdtemp(prefix="render-cards-before-"))
        for entry in entries:
            item = manifest.items.get(entry.card_id)
            if item and not manifest.up_to_date(entry.card_id, self.card_hash(entry)):
                set_aside(self.folder, files_of(item), keep)
        return keep

    def _diffs(self, entries: list[CardEntry], manifest: Manifest, before: Path, previous: bool) -> None:
        from screens.print.diff import write_diffs

        unchanged = set(self.result.unchanged) if self.options.before is None else set()
        cards = {
            e.card_id: files_of(manifest.items.get(e.card_id))
            for e in entries
            if e.card_id not in unchanged
        }
        if self.options.before is not None or previous:  # a first export has nothing to compare with
            self.result.diffs = write_diffs(self.folder, before, cards)
            self.result.compared = True
        shutil.rmtree(before if self.options.before is None else self.options.before, ignore_errors=True)

    def _renderer(self, entry: CardEntry) -> CardRenderer:
        renderer = self.set.renderer(entry.user, cache_size=1, outline=False)
        assert renderer is not None
        return renderer

    def _print_image(
        self, card: pygame.Surface, margin: int, fill: Any, corner_mm: float
    ) -> pygame.Surface:
        """A drawn face (or back) with its bleed and, if asked, its cut line."""
        canvas = with_bleed(card, margin, fill)
        if self.options.cut != "none":
            per_mm = self.options.dpi / 25.4
            width = max(1, round(CUT_LINE_MM * per_mm))
            draw_cut_line(
                canvas,
                margin,
                card.get_size(),
                self.options.cut,
                round(corner_mm * per_mm),
                fill,
                width,
            )
        return canvas

    def _overflowed(self, key: str, fits: list[RegionFit]) -> None:
        """Text that does not fit is an error of the run, drawn or unchanged (issue #26)."""
        if fits:
            self.result.overflowing.append(key)
        for fit in fits:
            self.result.overflows.append(msg("print.overflow", card=key, field=fit.region, problem=fit_words(fit)))

    def _card(self, entry: CardEntry, manifest: Manifest, writer: Writer) -> None:
        key, card_hash = entry.card_id, self.card_hash(entry)
        if manifest.up_to_date(key, card_hash):
            self.result.unchanged.append(key)
            self._overflowed(key, manifest.overflows(key))
            return
        renderer = self._renderer(entry)
        template = renderer.template(entry.kind)
        margin = bleed_px(template.bleed_mm, self.options.dpi)
        files, overflows = [], []
        try:
            for face in renderer.faces(entry.kind, entry.data):
                drawn = renderer.render(
                    entry.data,
                    entry.kind,
                    dpi=self.options.dpi,
                    face=face,
                    lang=self.options.lang,
                    inputs=self.set.card_digest(entry),
                )
                name = f"{safe_name(key)}{'' if face == 'front' else '.' + face}.png"
                frame = template.face(face).frame
                writer.write(
                    self.folder / name,
                    self._print_image(drawn.surface, margin, frame, template.corner_mm),
                    self.options.dpi,
                )
                files.append(name)
                prefix = "" if face == "front" else f"{face}."
                overflows += [replace(fit, region=prefix + fit.region) for fit in drawn.report.overflows]
                for path in drawn.report.missing_images:  # unless the loader said it already
                    if not any(f"image {path!r}" in str(w) for w in self.result.warnings):
                        self.result.warnings.append(msg("print.image_hatched", card=key, path=repr(path)))
        except (ValueError, TypeError, KeyError, IndexError) as err:
            self.result.skipped.append(msg("print.undrawable", card=key, error=str(err)))
            return
        manifest.record(key, card_hash, files, overflows)
        self.result.drawn.append(key)
        self._overflowed(key, overflows)

    def _back(self, kind: str, manifest: Manifest, writer: Writer) -> None:
        key, back_hash = f"back:{kind}", self.back_hash(kind)
        if manifest.up_to_date(key, back_hash):
            return
        renderer = self.set.renderer(cache_size=1, outline=False)
        assert renderer is not None and self.set.layouts is not None
        template = renderer.template(kind)
        (self.folder / "backs").mkdir(exist_ok=True)
        surface = renderer.render_back(kind, dpi=self.options.dpi)
        name = f"backs/{safe_name(kind)}.png"
        design = self.set.layouts.back_for(kind)
        if design.image and file_digest(self.set.folder / design.image) == "missing":
            self.result.warnings.append(msg("print.back_image", kind=kind, path=repr(design.image)))
        margin = bleed_px(template.bleed_mm, self.options.dpi)
        writer.write(
            self.folder / name,
            self._print_image(surface, margin, design.frame, template.corner_mm),
            self.options.dpi,
        )
        manifest.record(key, back_hash, [name])

    def copies(self, entry: CardEntry) -> int:
        """How many of ``entry`` the sheets print: the deck list's count, else its ``count``
        (1 without), or 1 each."""
        if not self.options.counts:
            return 1
        return dict(self.options.deck_counts).get(entry.card_id, entry.count)

    def sheet_groups(self, entries: list[CardEntry], manifest: Manifest) -> Iterator[Group]:
        """Cells grouped by trim size and bleed, ``copies`` of each card: a second face goes
        behind (duplex) or beside."""
        groups: dict[tuple[tuple[float, float], float], list[Cell]] = {}
        for entry in entries:
            item = manifest.items.get(entry.card_id)
            if not item:
                continue
            files = [self.folder / f for f in files_of(item)]
            template = self.set.layouts.templates[entry.kind]  # type: ignore[union-attr]
            cells = groups.setdefault((template.size_mm, template.bleed_mm), [])
            if self.options.backs:
                back = (
                    files[1]
                    if len(files) > 1
                    else self.folder / "backs" / f"{safe_name(entry.kind)}.png"
                )
                cells.extend([Cell(files[0], back)] * self.copies(entry))
            else:
                cells.extend([Cell(f) for f in files] * self.copies(entry))
        for (size, bleed), cells in groups.items():
            yield Group(size, bleed, tuple(cells))

    def _sheets(self, entries: list[CardEntry], manifest: Manifest) -> None:
        suffix = f"-deck-{safe_name(self.options.deck)}" if self.options.deck else (
            "-selection" if self.options.only else "")
        path = self.folder / f"{self.set.spec.folder}-{self.options.sheet}{suffix}.pdf"
        groups = list(self.sheet_groups(entries, manifest))
        inputs = digest(
            [
                SHEET_VERSION,
                self.options.sheet_options,
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
        self.result.copies = sum(len(g.cells) for g in groups)
        if isinstance(recorded, dict) and recorded.get("hash") == inputs and path.is_file():
            self.result.pages = int(recorded.get("pages", 0))
            return
        self.result.pages = write_sheets(path, groups, self.set.game, self.options.sheet_options)
        manifest.sheets[sheet_key] = {"hash": inputs, "pages": self.result.pages}
