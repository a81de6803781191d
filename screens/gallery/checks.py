"""Layout checks of one card: every face in every language drawn at print resolution.

The words are shared by the gallery and ``python main.py check-layout``.
"""

from __future__ import annotations

from screens.cards.renderer import CardRenderer
from screens.cards.report import RegionFit
from screens.gallery.cardset import (
    BELOW_MIN,
    MISSING_IMAGE,
    OVERFLOW,
    VALIDATION,
    CardEntry,
    CardProblem,
)

CHECK_DPI = 300  # text fit is judged at print resolution, whatever size a screen shows
LANGS = ("ja", "en")


def _lines(count: int) -> str:
    return f"{count} line{'s' if count != 1 else ''}"


def fit_problem(fit: RegionFit) -> tuple[str, str]:
    """(kind, message) of a region whose text does not fit at its minimum size.

    The kind is ``BELOW_MIN`` when a size under the minimum would fit, else ``OVERFLOW``;
    the message says by how much it overflows either way.
    """
    parts = []
    if fit.overflow_lines or fit.overflow_px:
        parts.append(f"{_lines(fit.overflow_lines)} / {fit.overflow_px}px")
    if fit.overflow_width_px:
        parts.append(f"{fit.overflow_width_px}px too wide")
    message = f"overflows by {' / '.join(parts)} at min size {fit.min_pt:g} pt"
    if fit.needed_pt is None:
        return OVERFLOW, message
    short = fit.min_pt - fit.needed_pt
    return (
        BELOW_MIN,
        f"{message}; fits only at {fit.needed_pt:g} pt, {short:.2f} pt below the minimum",
    )


def layout_problems(
    renderer: CardRenderer,
    entry: CardEntry,
    *,
    dpi: float = CHECK_DPI,
    langs: tuple[str, ...] = LANGS,
) -> tuple[CardProblem, ...]:
    """Overflows, too-small text, missing images and unknown icons of ``entry``.

    A problem found the same in every language is listed once, with no language.
    """
    found: dict[tuple[str, str, str, str], list[str]] = {}
    for face in renderer.faces(entry.kind):
        for lang in langs:
            try:
                report = renderer.render(
                    entry.data, entry.kind, dpi=dpi, face=face, lang=lang
                ).report
            except (ValueError, TypeError, KeyError, IndexError) as err:
                found.setdefault((face, VALIDATION, "", f"cannot be drawn: {err}"), []).append(lang)
                continue
            for fit in report.overflows:
                kind, message = fit_problem(fit)
                found.setdefault((face, kind, fit.region, message), []).append(lang)
            for path in report.missing_images:
                found.setdefault((face, MISSING_IMAGE, "", f"image {path!r} not found"), []).append(
                    lang
                )
            for key in report.unknown_icons:
                message = f"unknown icon :{key}: (not in [icons] of layouts.toml)"
                found.setdefault((face, VALIDATION, "", message), []).append(lang)
    return tuple(
        CardProblem(kind, subject, message, "" if len(set(where)) == len(langs) else where[0], face)
        for (face, kind, subject, message), where in found.items()
    )
