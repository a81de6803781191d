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
    japanese: dict[str, str] = {}
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
                japanese[message] = fit_message(fit, "ja")
            for path in report.missing_images:
                found.setdefault((face, MISSING_IMAGE, "", f"image {path!r} not found"), []).append(
                    lang
                )
            for key in report.unknown_icons:
                message = f"unknown icon :{key}: (not in [icons] of layouts.toml)"
                found.setdefault((face, VALIDATION, "", message), []).append(lang)
    return tuple(
        CardProblem(
            kind,
            subject,
            message,
            "" if len(set(where)) == len(langs) else where[0],
            face,
            (("ja", japanese[message]),) if message in japanese else (),
        )
        for (face, kind, subject, message), where in found.items()
    )
