"""Layout checks of one card: every face in every language drawn at print resolution.

The words are shared by the gallery and ``python main.py check-layout``.
"""

from __future__ import annotations

from engine.core.i18n.catalog import Msg, Words, msg
from screens.gallery.cardset import (
    BELOW_MIN,
    MISSING_IMAGE,
    OVERFLOW,
    SHRUNK,
    VALIDATION,
    CardEntry,
    CardProblem,
)
from screens.kit.cards.inputs import card_digest
from screens.kit.cards.renderer import CardRenderer, pixel_size
from screens.kit.cards.report import RegionFit

CHECK_DPI = 300  # text fit is judged at print resolution, whatever size a screen shows
LANGS = ("ja", "en")


def fit_words(fit: RegionFit) -> Msg:
    """How far a region's text runs over at its minimum size, and what size would fit."""
    lines = msg("gallery.check.lines", count=fit.overflow_lines, px=fit.overflow_px)
    wide = msg("gallery.check.wide", px=fit.overflow_width_px)
    if (fit.overflow_lines or fit.overflow_px) and fit.overflow_width_px:
        parts = msg("gallery.check.both", lines=lines, wide=wide)
    else:
        parts = wide if fit.overflow_width_px else lines
    if fit.needed_pt is None:
        return msg("gallery.check.overflow", parts=parts, min=f"{fit.min_pt:g}")
    return msg("gallery.check.below", parts=parts, min=f"{fit.min_pt:g}", needed=f"{fit.needed_pt:g}",
               short=f"{fit.min_pt - fit.needed_pt:.2f}")


def fit_problem(fit: RegionFit) -> tuple[str, Msg]:
    """(kind, words) of a region whose text does not fit at its minimum size.

    The kind is ``BELOW_MIN`` when a size under the minimum would fit, else ``OVERFLOW``;
    the words say by how much it overflows either way.
    """
    return (OVERFLOW if fit.needed_pt is None else BELOW_MIN), fit_words(fit)


def shrunk_words(fit: RegionFit) -> Msg:
    return msg("gallery.check.shrunk", asked=f"{fit.asked_pt:g}", size=f"{fit.size_pt:g}")


def back_problem(renderer: CardRenderer, kind: str, dpi: float = CHECK_DPI) -> CardProblem | None:
    """Defect 6 of issue #15: a back is checked against the safe area like a front."""
    size = pixel_size(renderer.back_size_mm(kind), dpi=dpi)
    found = renderer.back_emblem(kind, size)
    if found is None:
        return None
    safe, plate = found
    past_px = max(
        safe.left - plate.left,
        safe.top - plate.top,
        plate.right - safe.right,
        plate.bottom - safe.bottom,
    )
    if past_px <= 0:
        return None
    mm = f"{past_px * 25.4 / dpi:.1f}"
    return CardProblem(OVERFLOW, "label", msg("gallery.check.back", mm=mm), face="back")


def layout_problems(
    renderer: CardRenderer,
    entry: CardEntry,
    *,
    dpi: float = CHECK_DPI,
    langs: tuple[str, ...] = LANGS,
) -> tuple[CardProblem, ...]:
    """Overflows, too-small text, shrunk text, missing images and the back of ``entry``.

    A problem found the same in every language is listed once, with no language. Unknown
    icons are the loader's (``LayoutsFile.card_problems``), among the card's data problems.
    """
    found: dict[tuple[str, str, str, Words], list[str]] = {}
    inputs = card_digest(renderer.layouts, entry.kind, entry.data, renderer.data_dir)
    for face in renderer.faces(entry.kind, entry.data):
        for lang in langs:
            try:
                report = renderer.render(
                    entry.data, entry.kind, dpi=dpi, face=face, lang=lang, inputs=inputs
                ).report
            except (ValueError, TypeError, KeyError, IndexError) as err:
                found.setdefault((face, VALIDATION, "", msg("gallery.check.undrawable", error=str(err))), []).append(lang)
                continue
            for fit in report.overflows:
                kind, words = fit_problem(fit)
                found.setdefault((face, kind, fit.region, words), []).append(lang)
            for fit in report.regions:
                if fit.fits and fit.shrunk:
                    found.setdefault((face, SHRUNK, fit.region, shrunk_words(fit)), []).append(lang)
            for path in report.missing_images:
                found.setdefault((face, MISSING_IMAGE, "", msg("gallery.check.no_image", path=repr(path))), []).append(lang)
    problems = [
        CardProblem(kind, subject, words, "" if len(set(where)) == len(langs) else where[0], face)
        for (face, kind, subject, words), where in found.items()
    ]
    back = back_problem(renderer, entry.kind, dpi)
    return tuple(problems if back is None else [*problems, back])
