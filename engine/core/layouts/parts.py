"""The parts of a card layout template: colours, field paths, regions, faces, templates,
inline icons, the keyword style and backs (pure data, no pygame).

``engine.core.layouts.schema`` documents the whole ``layouts.toml`` (every field, with examples) and
holds the file's model, ``LayoutsFile``; these are its pieces, split out by job.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from engine.core.data.spec import ImagePath

MM_PER_INCH = 25.4
MM_PER_POINT = MM_PER_INCH / 72

SIZES_MM: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "tarot": (70.0, 120.0),
    "mini": (44.0, 63.0),
}

RGBA = tuple[int, int, int, int]
_HEX = re.compile(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")


def parse_color(value: Any) -> RGBA:
    """``"#rgb"``, ``"#rrggbb"``, ``"#rrggbbaa"`` or a 3/4-list of 0..255 → an RGBA tuple."""
    if isinstance(value, str):
        match = _HEX.fullmatch(value.strip())
        if not match:
            raise ValueError(f"colour {value!r} is not #rgb, #rrggbb or #rrggbbaa")
        digits = match.group(1)
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        if len(digits) == 6:
            digits += "ff"
        r, g, b, a = (int(digits[i : i + 2], 16) for i in range(0, 8, 2))
        return (r, g, b, a)
    if isinstance(value, (list, tuple)) and len(value) in (3, 4):
        parts = [int(v) for v in value]
        if any(not 0 <= v <= 255 for v in parts):
            raise ValueError(f"colour {list(value)} has a part outside 0..255")
        return (parts[0], parts[1], parts[2], parts[3] if len(parts) == 4 else 255)
    raise ValueError(f"colour {value!r} is not a hex string or a list of 3 or 4 numbers")


_FORMAT_PART = re.compile(r"\{\{|\}\}|\{([^{}:]+)(?::([^{}]*))?\}")


def path_steps(path: str) -> list[str]:
    """The steps of a dotted field path (``"skills.0.text"`` → ``["skills", "0", "text"]``)."""
    steps = [step.strip() for step in path.split(".")]
    if not all(steps):
        raise ValueError(f"field path {path!r} has an empty step")
    return steps


def format_parts(text: str) -> list[re.Match[str]]:
    """The ``{path}``/``{path:spec}`` fields and ``{{``/``}}`` escapes of a format string."""
    parts = list(_FORMAT_PART.finditer(text))
    rest = _FORMAT_PART.sub("", text)
    if "{" in rest or "}" in rest:
        raise ValueError(f"format {text!r} has an unmatched brace (write {{{{ or }}}} for one)")
    for part in parts:
        if part.group(1) is not None:
            path_steps(part.group(1))
    return parts


Color = Annotated[RGBA, BeforeValidator(parse_color)]
Image = Annotated[str, ImagePath()]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(_Model):
    """One rectangle of a card face and what it shows."""

    name: str
    kind: Literal["text", "art", "icons"] = "text"
    rect: tuple[float, float, float, float]
    unit: Literal["mm", "frac"] = "mm"
    field: str = ""  # a card field path: "text", "stats.life", "skills.0.text"
    format: str = ""  # or a format string such as "{ap} AP" ("{{" for a brace)
    image: Image | None = None  # art: a fixed image instead of a field
    icon: str = ""  # icons: the icon drawn when ``field`` is a true bool
    fit: Literal["cover", "contain"] = "cover"  # art
    font_size: float = Field(default=8.0, gt=0)  # pt
    min_font_size: float | None = Field(default=None, gt=0)  # pt; None = font_size
    bold: bool = False
    wrap: bool = True
    align: Literal["left", "center", "right"] = "left"
    valign: Literal["top", "middle", "bottom"] = "top"
    line_spacing: float = Field(default=1.1, gt=0)
    color: Color = (20, 20, 20, 255)
    fill: Color | None = None
    border: Color | None = None
    border_mm: float = Field(default=0.4, ge=0)
    shape: Literal["rect", "rounded", "circle"] = "rect"
    radius_mm: float = Field(default=1.5, ge=0)
    padding_mm: float = Field(default=0.8, ge=0)
    join: str = " "  # between the items of a list value
    item_format: str = ""  # each item of a list value: "{index}. {text}"; "" = the item
    hide_zero: bool = False  # not drawn when the value (every value of a format) is 0
    hide_same_as: str = ""  # not drawn when its text equals what this field shows

    @model_validator(mode="after")
    def _check(self) -> Region:
        x, y, w, h = self.rect
        if w <= 0 or h <= 0:
            raise ValueError(f"region {self.name!r}: rect width and height must be positive")
        if self.unit == "frac" and (x < 0 or y < 0 or x + w > 1.0001 or y + h > 1.0001):
            raise ValueError(f"region {self.name!r}: a fractional rect must lie within 0..1")
        if self.field and self.format:
            raise ValueError(f"region {self.name!r}: give `field` or `format`, not both")
        if self.kind == "art" and not (self.field or self.image):
            raise ValueError(f"region {self.name!r}: an art region needs `field` or `image`")
        if self.kind == "icons" and not self.field:
            raise ValueError(f"region {self.name!r}: an icons region needs `field`")
        if self.min_font_size is not None and self.min_font_size > self.font_size:
            raise ValueError(f"region {self.name!r}: min_font_size exceeds font_size")
        text_only = {"join", "item_format", "hide_zero", "hide_same_as"} & self.model_fields_set
        if self.kind != "text" and text_only:
            names = ", ".join(sorted(text_only))
            raise ValueError(f"region {self.name!r}: only text regions take {names}")
        try:
            for path in (self.field, self.hide_same_as):
                if path:
                    path_steps(path)
            format_parts(self.format)
            format_parts(self.item_format)
        except ValueError as err:
            raise ValueError(f"region {self.name!r}: {err}") from None
        return self

    @property
    def min_size(self) -> float:
        """The smallest font size (pt) the text may shrink to."""
        return self.min_font_size if self.min_font_size is not None else self.font_size

    def rect_mm(self, card_w: float, card_h: float) -> tuple[float, float, float, float]:
        """The rect in mm on a card of ``card_w`` × ``card_h`` mm."""
        x, y, w, h = self.rect
        if self.unit == "frac":
            return (x * card_w, y * card_h, w * card_w, h * card_h)
        return (x, y, w, h)


class Face(_Model):
    """The look of one card face: background, frame, regions (drawn in order)."""

    background: Color = (250, 246, 236, 255)
    frame: Color = (60, 60, 70, 255)
    frame_mm: float = Field(default=1.5, ge=0)
    frame_image: Image | None = None  # drawn stretched over the whole card, under regions
    regions: tuple[Region, ...] = ()

    @model_validator(mode="after")
    def _unique_names(self) -> Face:
        names = [r.name for r in self.regions]
        doubled = sorted({n for n in names if names.count(n) > 1})
        if doubled:
            raise ValueError(f"region names used twice on one face: {doubled}")
        return self


class Template(Face):
    """The layout of one card kind (its front face, an optional flip face, its back)."""

    size: Literal["poker", "bridge", "tarot", "mini"] = "poker"
    width_mm: float | None = Field(default=None, gt=0)
    height_mm: float | None = Field(default=None, gt=0)
    landscape: bool = False
    bleed_mm: float = Field(default=3.0, ge=0)
    safe_mm: float = Field(default=3.0, ge=0)
    corner_mm: float = Field(default=3.0, ge=0)
    flip: Face | None = None  # the second face of a two-faced card
    back: str = ""  # a name in ``backs``; "" = the file's ``default_back``
    title: str = ""  # what tools call this kind of card ("" = the kind's name) ...
    title_en: str = ""  # ... and in English

    def title_in(self, lang: str, kind: str) -> str:
        """The kind's name for people, in ``lang`` (English falls back to ``title``)."""
        if lang == "en":
            return self.title_en or self.title or kind
        return self.title or self.title_en or kind

    @model_validator(mode="after")
    def _check_fit(self) -> Template:
        w, h = self.size_mm
        for face in (self, self.flip):
            for region in face.regions if face else ():
                x, y, rw, rh = region.rect_mm(w, h)
                if x < 0 or y < 0 or x + rw > w + 0.01 or y + rh > h + 0.01:
                    raise ValueError(f"region {region.name!r} lies outside the {w}×{h} mm card")
        return self

    @property
    def size_mm(self) -> tuple[float, float]:
        """(width, height) in mm after presets, explicit sizes and orientation."""
        w, h = SIZES_MM[self.size]
        w, h = self.width_mm or w, self.height_mm or h
        return (h, w) if self.landscape else (w, h)

    def face(self, name: str) -> Face:
        """``"front"`` or ``"flip"``; a one-faced card has only its front."""
        if name == "front":
            return self
        if name == "flip" and self.flip is not None:
            return self.flip
        raise KeyError(f"this template has no {name!r} face")


PICTOGRAMS = Path(__file__).resolve().parents[3] / "assets" / "icons" / "game-icons"


def pictogram_path(name: str) -> Path:
    """The SVG of a bundled pictogram (``assets/icons/game-icons/<name>.svg``, CC BY 3.0)."""
    return PICTOGRAMS / f"{name}.svg"


class Icon(_Model):
    """An inline icon: an image, a bundled pictogram or a glyph, on a coloured disc."""

    glyph: str = "?"
    color: Color = (255, 255, 255, 255)
    fill: Color = (90, 90, 100, 255)
    image: Image | None = None
    pictogram: str = ""  # a name in assets/icons/game-icons/ (drawn in `color` on `fill`)
    name: str = ""  # what it means, in Japanese and English: said on hover (issue #27)
    name_en: str = ""

    def name_in(self, lang: str) -> str:
        """The icon's name in ``lang`` ("" when the data gives none)."""
        return self.name if lang == "ja" else self.name_en or self.name

    @model_validator(mode="after")
    def _pictogram_exists(self) -> Icon:
        if self.pictogram and not pictogram_path(self.pictogram).is_file():
            raise ValueError(
                f"no pictogram {self.pictogram!r} in assets/icons/game-icons "
                "(see assets/icons/CREDITS.md)"
            )
        return self


class KeywordStyle(_Model):
    """How ``【keyword】`` is drawn inside card text."""

    open: str = "【"
    close: str = "】"
    color: Color = (150, 30, 30, 255)
    bold: bool = True


class Back(_Model):
    """A card back: a background, a diagonal pattern, a frame, a label or an image."""

    background: Color = (40, 44, 70, 255)
    pattern: Color | None = (58, 64, 98, 255)
    frame: Color = (200, 180, 120, 255)
    label: str = ""
    label_color: Color = (230, 215, 160, 255)
    image: Image | None = None
