"""``render-cards --diff [REV]``: before | after | difference images of the cards that changed.

Before is what the last export in the output folder held (its PNGs are set aside before they
are redrawn), or, with ``REV``, the card data at that git revision drawn the same way. After
is this run's PNG. A card whose pixels are the same is not written; a new card has an empty
before. Files: ``<out>/<game folder>/diff/<card id>.png`` (``.flip.png`` for a second face);
the images of the previous ``--diff`` run there are replaced.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pygame

from screens.print.png import scanlines, write_png

GAP = 24  # px between the three panels
BACKGROUND = (255, 255, 255)
CHANGED = (230, 30, 60)
TOLERANCE = 6  # channel difference that counts as a change (PNG round trips are exact)


class RevisionError(Exception):
    """A git revision of the data folder that cannot be read."""


def differs(before: pygame.Surface, after: pygame.Surface) -> bool:
    if before.get_size() != after.get_size():
        return True
    return mask_of_changes(before, after).count() > 0


def mask_of_changes(before: pygame.Surface, after: pygame.Surface) -> pygame.Mask:
    """The pixels where ``after`` differs from ``before`` by more than ``TOLERANCE``."""
    if before.get_size() != after.get_size():
        before = pygame.transform.smoothscale(before, after.get_size())
    up, down = after.copy(), before.copy()
    up.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |after - before| per channel
    changed = pygame.mask.from_threshold(up, (0, 0, 0, 255), (TOLERANCE, TOLERANCE, TOLERANCE, 255))
    changed.invert()  # from_threshold marks the pixels close to black: the unchanged ones
    return changed


def diff_image(before: pygame.Surface | None, after: pygame.Surface) -> pygame.Surface:
    """Three panels side by side: before (blank for a new card), after, and after greyed with
    every changed pixel in red."""
    w, h = after.get_size()
    sheet = pygame.Surface((3 * w + 2 * GAP, h))
    sheet.fill(BACKGROUND)
    if before is not None:
        shown = before if before.get_size() == (w, h) else pygame.transform.smoothscale(before, (w, h))
        sheet.blit(shown, (0, 0))
        changes = mask_of_changes(shown, after)
    else:
        pygame.draw.rect(sheet, (200, 200, 200), (0, 0, w, h), max(1, w // 100))
        changes = pygame.mask.Mask((w, h), fill=True)
    sheet.blit(after, (w + GAP, 0))
    grey = pygame.transform.grayscale(after)
    grey.fill((90, 90, 90), special_flags=pygame.BLEND_RGB_ADD)  # washed out, so the red stands out
    red = changes.to_surface(setcolor=(*CHANGED, 255), unsetcolor=(0, 0, 0, 0))
    grey.blit(red, (0, 0))
    sheet.blit(grey, (2 * (w + GAP), 0))
    return sheet


def set_aside(folder: Path, files: list[str], keep: Path) -> list[Path]:
    """Copy a card's current PNGs from ``folder`` into ``keep`` before they are redrawn."""
    kept = []
    for name in files:
        source = folder / name
        if source.is_file():
            target = keep / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
            kept.append(target)
    return kept


def write_diffs(after_folder: Path, before_folder: Path, cards: dict[str, list[str]]) -> list[Path]:
    """For each card (id -> its PNG names), a diff image when its pixels changed; returns them."""
    out = after_folder / "diff"
    if out.is_dir():
        shutil.rmtree(out)
    written = []
    for files in cards.values():
        for name in files:
            after_path, before_path = after_folder / name, before_folder / name
            if not after_path.is_file():
                continue
            after = pygame.image.load(str(after_path))
            before = pygame.image.load(str(before_path)) if before_path.is_file() else None
            if before is not None and not differs(before, after):
                continue
            out.mkdir(exist_ok=True)
            image = diff_image(before, after)
            written.append(write_png(out / Path(name).name, *scanlines(image), 0))
    return written


def data_at_revision(game_folder: Path, revision: str) -> Path:
    """A temporary data root holding ``game_folder`` as it was at git ``revision``."""
    def git(*args: str, where: Path = game_folder) -> bytes:
        try:
            return subprocess.run(["git", "-C", str(where), *args], check=True, capture_output=True).stdout
        except (OSError, subprocess.CalledProcessError) as err:
            why = getattr(err, "stderr", b"") or str(err).encode()
            raise RevisionError(why.decode("utf-8", "replace").strip().splitlines()[-1]) from err

    top = Path(git("rev-parse", "--show-toplevel").decode().strip())
    relative = game_folder.resolve().relative_to(top.resolve()).as_posix()
    names = git("ls-tree", "-r", "--name-only", revision, "--", relative, where=top).decode().splitlines()
    if not names:
        raise RevisionError(f"{relative} is not in revision {revision}")
    root = Path(tempfile.mkdtemp(prefix="render-cards-rev-"))
    for name in names:
        target = root / game_folder.name / Path(name).relative_to(relative)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(git("show", f"{revision}:{name}", where=top))
    return root
