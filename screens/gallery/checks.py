"""Layout checks of one card: every face in every language drawn at print resolution.

The words are shared by the gallery and ``python main.py check-layout``.
"""

from __future__ import annotations

from screens.cards.inputs import card_digest
from screens.cards.renderer import CardRenderer, pixel_size
from screens.cards.report import RegionFit
from screens.gallery.cardset import (
    BELOW_MIN,
    MISSING_IMAGE,
    OVERFLOW,
    SHRUNK,
    VALIDATION,
    CardEntry,
    CardProblem,
)
from screens.i18n import Table, translate

CHECK_DPI = 300  # text fit is judged at print resolution, whatever size a screen shows
LANGS = ("ja", "en")


WORDS: Table = {
    "lines": {"en": "{n} line{s} / {px}px", "ja": "{n} 行 / {px}px"},
    "wide": {"en": "{px}px too wide", "ja": "幅 {px}px 超過"},
    "overflow": {
        "en": "overflows by {parts} at min size {min} pt",
        "ja": "最小 {min} pt で {parts} はみ出し",
    },
    "below": {
        "en": "; fits only at {needed} pt, {short} pt below the minimum",
        "ja": "。{needed} pt なら収まる（最小より {short} pt 小さい）",
    },
    "shrunk": {
        "en": "shrunk from {asked} pt to {size} pt to fit",
        "ja": "{asked} pt から {size} pt に縮小して収めた",
    },
    "back": {
        "en": "the back's label plate runs {mm} mm past the safe area",
        "ja": "裏面のラベルが安全範囲を {mm} mm はみ出している",
    },
}


def fit_message(fit: RegionFit, lang: str = "en") -> str:
    """How far a region's text runs over at its minimum size, and what size would fit."""

    def say(key: str, **params: object) -> str:
        return translate(WORDS, key, lang, **params)

    parts = []
    if fit.overflow_lines or fit.overflow_px:
        s = "s" if fit.overflow_lines != 1 else ""
        parts.append(say("lines", n=fit.overflow_lines, s=s, px=fit.overflow_px))
    if fit.overflow_width_px:
        parts.append(say("wide", px=fit.overflow_width_px))
    message = say("overflow", parts=" / ".join(parts), min=f"{fit.min_pt:g}")
    if fit.needed_pt is not None:
        short = f"{fit.min_pt - fit.needed_pt:.2f}"
        message += say("below", needed=f"{fit.needed_pt:g}", short=short)
    return message


def fit_problem(fit: RegionFit) -> tuple[str, str]:
    """(kind, message) of a region whose text does not fit at its minimum size.

    The kind is ``BELOW_MIN`` when a size under the minimum would fit, else ``OVERFLOW``;
    the message says by how much it overflows either way.
    """
    return (OVERFLOW if fit.needed_pt is None else BELOW_MIN), fit_message(fit)


def shrunk_message(fit: RegionFit, lang: str = "en") -> str:
    return translate(WORDS, "shrunk", lang, asked=f"{fit.asked_pt:g}", size=f"{fit.size_pt:g}")


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
    message = translate(WORDS, "back", "en", mm=mm)
    return CardProblem(
        OVERFLOW,
        "label",
        message,
        face="back",
        translations=(("ja", translate(WORDS, "back", "ja", mm=mm)),),
    )


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
    found: dict[tuple[str, str, str, str], list[str]] = {}
    japanese: dict[str, str] = {}
    inputs = card_digest(renderer.layouts, entry.kind, entry.data, renderer.data_dir)
    for face in renderer.faces(entry.kind):
        for lang in langs:
            try:
                report = renderer.render(
                    entry.data, entry.kind, dpi=dpi, face=face, lang=lang, inputs=inputs
                ).report
            except (ValueError, TypeError, KeyError, IndexError) as err:
                found.setdefault((face, VALIDATION, "", f"cannot be drawn: {err}"), []).append(lang)
                continue
            for fit in report.overflows:
                kind, message = fit_problem(fit)
                found.setdefault((face, kind, fit.region, message), []).append(lang)
                japanese[message] = fit_message(fit, "ja")
            for fit in report.regions:
                if fit.fits and fit.shrunk:
                    message = shrunk_message(fit)
                    found.setdefault((face, SHRUNK, fit.region, message), []).append(lang)
                    japanese[message] = shrunk_message(fit, "ja")
            for path in report.missing_images:
                found.setdefault((face, MISSING_IMAGE, "", f"image {path!r} not found"), []).append(
                    lang
                )
    problems = [
        CardProblem(
            kind,
            subject,
            message,
            "" if len(set(where)) == len(langs) else where[0],
            face,
            (("ja", japanese[message]),) if message in japanese else (),
        )
        for (face, kind, subject, message), where in found.items()
    ]
    back = back_problem(renderer, entry.kind, dpi)
    return tuple(problems if back is None else [*problems, back])
