r"""Card layout templates: the schema of ``data/<game>/layouts.toml`` (pure data, no pygame).

A game names ``"layouts.toml": LayoutsFile`` in its ``DataSpec.settings``. The file holds
one template per card kind (the TOML array-of-tables name of the cards, e.g. ``enemy``),
the inline icons card text may use, the look of ``【keyword】`` brackets, and card backs.
The renderer (``screens/kit/cards``) draws any card through its template at any pixel size.

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

from typing import Any

from pydantic import model_validator

from engine.core.data.spec import SettingsModel
from engine.core.layouts.icons import ICON_TOKEN, unknown_icons
from engine.core.layouts.parts import (
    MM_PER_INCH,
    MM_PER_POINT,
    PICTOGRAMS,
    RGBA,
    SIZES_MM,
    Back,
    Color,
    Face,
    Icon,
    Image,
    KeywordStyle,
    Region,
    Template,
    format_parts,
    parse_color,
    path_steps,
    pictogram_path,
)

__all__ = [
    "MM_PER_INCH",
    "MM_PER_POINT",
    "PICTOGRAMS",
    "RGBA",
    "SIZES_MM",
    "Back",
    "Color",
    "Face",
    "Icon",
    "Image",
    "KeywordStyle",
    "Region",
    "Template",
    "format_parts",
    "parse_color",
    "path_steps",
    "pictogram_path",
    "LayoutsFile",
]


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
