r"""Card layout templates: the schema of ``data/<game>/layouts.toml`` (pure data, no pygame).

A game names ``"layouts.toml": LayoutsFile`` in its ``DataSpec.settings``. The file holds
one template per card kind (the TOML array-of-tables name of the cards, e.g. ``enemy``),
the inline icons card text may use, the look of ``【keyword】`` brackets, and card backs.
The renderer (``screens/cards``) draws any card through its template at any pixel size.

Units: lengths in millimetres at print size; font sizes in points (1 pt = 1/72 inch);
a region's ``rect`` is ``[x, y, w, h]`` from the card's top-left trim corner, in mm, or
fractions of the card's width/height with ``unit = "frac"``. Colours are ``"#rgb"``,
``"#rrggbb"``, ``"#rrggbbaa"`` or ``[r, g, b]`` / ``[r, g, b, a]``.

Example::

    [icons.gold]                 # ":gold:" in card text draws this inline
    glyph = "金"                 # a character in a coloured disc ...
    fill = "#f2c14e"
    image = "icons/gold.png"     # ... or an image (relative to data/<game>/), if given

    [icons.gun]
    glyph = "銃"
    pictogram = "pistol-gun"     # ... or a bundled game-icons.net pictogram on the disc

    [keyword]                    # how 【鋭刃】 is styled inside text
    color = "#b3261e"
    bold = true

    [backs.enemy]
    background = "#3a0d12"
    pattern = "#5c1a22"
    label = "MAD GEAR"

    [templates.enemy]
    size = "poker"               # poker 63×88 | bridge 57×89 | tarot 70×120 | mini 44×63
    # width_mm = 63.0            # or an explicit size
    landscape = false
    bleed_mm = 3.0
    safe_mm = 3.0
    corner_mm = 3.0
    background = "#f5ecd7"
    frame = "#7a1f2b"
    frame_mm = 2.0
    back = "enemy"               # a name in [backs]

    [[templates.enemy.regions]]
    name = "name"
    rect = [4, 4, 55, 8]
    field = "name"               # in English shows name_en (falls back to name)
    font_size = 9.0
    min_font_size = 6.0
    bold = true
    wrap = false                 # one line, shrunk to fit the width
    fill = "#7a1f2b"
    color = "#ffffff"

    [[templates.enemy.regions]]
    name = "life"
    rect = [50, 2, 11, 11]
    format = "{life}"            # a format string over card fields
    shape = "circle"
    fill = "#b3261e"
    border = "#ffffff"
    align = "center"
    valign = "middle"

    [[templates.enemy.regions]]
    name = "flags"
    kind = "icons"
    rect = [4, 46, 30, 6]
    field = "gun"                # a bool field: draws `icon` when true
    icon = "gun"

    [[templates.enemy.regions]]
    name = "text"
    rect = [0.08, 0.6, 0.84, 0.33]
    unit = "frac"
    field = "text"
    font_size = 7.5
    min_font_size = 5.5

Regions (``kind``):

* ``text`` (default): shows ``field`` or ``format``; wraps (Japanese by BudouX phrases,
  English by words, with kinsoku) unless ``wrap = false``, and shrinks from
  ``font_size`` down to ``min_font_size`` until it fits; the renderer reports overflow.
  Text may contain ``:key:`` icon tokens (keys of ``[icons]``) and ``【keyword】``.
  A region whose field is missing, ``None`` or ``""`` is not drawn (optional stats).
  With no ``field`` and no ``format`` it is a decoration (its fill/border only).
* ``art``: draws the image whose path is in ``field`` (or the fixed ``image``), scaled
  to cover (``fit = "cover"``) or to fit inside (``"contain"``) the rect. Every card kind
  has an ``art`` field (``CardModel.art``: a path inside the game's data folder, checked
  by the loader), so ``field = "art"`` shows the card's own picture.
* ``icons``: ``field`` holds an icon key, a list of keys, or a bool (then ``icon``
  is drawn when it is true); icons are drawn in a row, ``align``-ed.

Field paths (in ``field``, ``hide_same_as`` and inside ``{}`` of ``format``/``item_format``)
are dotted: a name steps into a table, a number into a list from 0 (``stats.life``,
``skills.0.text``, ``entries.4``). In English (``lang = "en"``) the last step ``f`` reads
``f_en`` first when it is present and not empty (``skills.0.text`` → ``skills.0.text_en``).
A path a card does not have hides its region, as a missing field does.

A list value (a ``field``, or a ``{}`` of ``format``) is shown item by item: each item
through ``item_format`` (default: the item as it is), the items joined by ``join``
(default ``" "``; ``"\n"`` puts each on its own line). Inside ``item_format``, ``{f}`` is
the item's field ``f`` (English fallback too), ``{item}`` the item itself (``{item.f}``
its field, should it be called ``item`` or ``index``) and ``{index}`` its position from 1;
an item lacking a field its ``item_format`` names is left out.

``[labels.<name>]`` gives the words a raw value is shown as, in text regions: a string
value ``v`` of a field whose path ends in ``<name>`` shows ``v`` of that table, in English
``v_en`` first (``[labels.timing]`` ``stage_set = "登場時"``, ``stage_set_en = "When set"``);
values not in the table show as they are.

Hide rules of a text region, besides a missing, ``None``, ``""`` or empty-list value:
``hide_zero = true`` hides it when its value (for a ``format``: every value it names) is 0;
``hide_same_as = "name"`` hides it when its text equals what the field ``name`` shows in
the card's language (an English subtitle ``name_en`` under the name, in English mode).

Example of paths, lists, labels and hide rules::

    [icons.gp]                   # every :icon: a template names must be in [icons]
    glyph = "守"

    [labels.timing]              # a gimmick's timing "stage_set" shows as 登場時 ...
    stage_set = "登場時"
    stage_set_en = "When set"    # ... and in English as "When set"

    [[templates.boss.regions]]
    name = "skills"
    rect = [4, 40, 55, 30]
    field = "skills"             # a list of tables, one line each
    item_format = "{index}. 【{name}】{text}"
    join = "\n"

    [[templates.boss.regions]]
    name = "subtitle"
    rect = [4, 12, 55, 4]
    field = "name_en"
    hide_same_as = "name"        # not in English, where the name already is name_en

    [[templates.boss.regions]]
    name = "gp"
    rect = [40, 20, 19, 8]
    format = ":gp:{gp}"
    hide_zero = true             # no "GP 0" on bosses without guard

    [[templates.stage.regions]]
    name = "gimmicks"
    rect = [3, 60, 57, 20]
    field = "gimmicks"
    item_format = "【{timing}】{text}"
    join = "\n"

    [[templates.stage.regions]]
    name = "entry-1"
    rect = [3, 82, 10, 4]
    format = "①×{entries.0}"    # one item of a list, by its position from 0

A two-faced card's template has a ``[templates.<kind>.flip]`` face with its own
background, frame and ``regions``; both faces read the same card data.

Every field, with its default (the models below are the reference):

* template: ``size`` "poker", ``width_mm``/``height_mm`` (override), ``landscape`` false,
  ``bleed_mm`` 3, ``safe_mm`` 3 (text should stay this far inside the trim; for the
  layout checker),
  ``corner_mm`` 3, ``back`` "" (a name in ``[backs]``; "" = ``[default_back]``),
  ``title``/``title_en`` "" (the kind's name in the gallery; "" = the kind),
  ``flip`` (a face), and the face fields: ``background``, ``frame``, ``frame_mm`` 1.5,
  ``frame_image`` (drawn over the whole card, under the regions), ``regions``.
* region: ``name`` (unique per face), ``kind``, ``rect``, ``unit`` "mm", ``field``,
  ``format``, ``image``, ``icon``, ``fit`` "cover", ``font_size`` 8, ``min_font_size``
  (= ``font_size``), ``bold`` false, ``wrap`` true, ``align`` left|center|right,
  ``valign`` top|middle|bottom, ``line_spacing`` 1.1, ``color``, ``fill`` (none),
  ``border`` (none), ``border_mm`` 0.4, ``shape`` rect|rounded|circle, ``radius_mm`` 1.5
  (rounded), ``padding_mm`` 0.8, ``join`` " ", ``item_format`` "", ``hide_zero`` false,
  ``hide_same_as`` "" (the last four: text regions only). Regions are drawn in file order
  (later on top).
* ``[icons.<key>]``: ``glyph``, ``color``, ``fill``, ``image``, ``pictogram`` (a bundled
  game-icons.net SVG, ``assets/icons/game-icons/<name>.svg``, drawn in ``color`` on the
  ``fill`` disc instead of the glyph).
* ``[labels.<field name>]``: ``<value> = "word"`` and ``<value>_en = "word"``.
* ``[keyword]``: ``open`` "【", ``close`` "】", ``color``, ``bold`` true.
* ``[backs.<name>]`` and ``[default_back]``: ``background``, ``pattern`` (the lattice
  colour; an ``image`` replaces the lattice), ``frame``, ``label``, ``label_color``, ``image``.
  A face-down card (``view.Hidden(back=...)``) names a back, or a card kind whose
  template's back is used.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from engine.core.data.spec import ImagePath, SettingsModel
from engine.core.layout_icons import ICON_TOKEN, unknown_icons

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


PICTOGRAMS = Path(__file__).resolve().parents[2] / "assets" / "icons" / "game-icons"


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


class LayoutsFile(SettingsModel):
    """The whole ``layouts.toml`` of one game."""

    icons: dict[str, Icon] = {}
    keyword: KeywordStyle = KeywordStyle()
    backs: dict[str, Back] = {}
    default_back: Back = Back()
    labels: dict[str, dict[str, str]] = {}  # field name -> raw value -> the word shown
    templates: dict[str, Template] = {}

    @model_validator(mode="after")
    def _backs_exist(self) -> LayoutsFile:
        for kind, template in self.templates.items():
            if template.back and template.back not in self.backs:
                raise ValueError(f"template {kind!r}: back {template.back!r} is not in [backs]")
            for face in (template, template.flip):
                for region in face.regions if face else ():
                    named = ICON_TOKEN.findall(region.format + region.item_format)
                    unknown = sorted({*named, region.icon} - {""} - self.icons.keys())
                    if unknown:
                        raise ValueError(
                            f"template {kind!r}, region {region.name!r}: unknown icon "
                            f"{', '.join(unknown)} (not in [icons])"
                        )
        return self

    def card_problems(self, kind: str, data: Any) -> list[tuple[tuple[str | int, ...], str, str]]:
        """Unknown icons in one raw card table (see ``layout_icons.unknown_icons``)."""

        return unknown_icons(self, kind, data)

    def back_for(self, name: str) -> Back:
        """The back called ``name``, else the back of the template ``name``, else the default."""
        if name in self.backs:
            return self.backs[name]
        template = self.templates.get(name)
        if template is not None and template.back:
            return self.backs[template.back]
        return self.default_back
