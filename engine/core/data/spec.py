"""The vocabulary a game uses to declare its data (design.md §10).

A game's ``schema`` module declares:

* its effect operations, each a pydantic model registered in an ``OpRegistry``
  (the closed vocabulary: an unknown ``op`` is a load-time error);
* one ``CardModel`` subclass per card kind, i.e. per TOML array of tables
  (``[[enemy]]`` → ``Enemy``); effect fields are typed ``registry.effects()``;
* ``SettingsModel`` subclasses for whole files such as ``rules.toml``;
* a ``DataSpec`` tying it together, which the loader reads;
* ``rules``: the data rules that span records or need settings (a deck's size against
  ``rules.toml``, the zones a table must have). They are the game's own load-time checks,
  run by the loader, so ``check-data``, the app's start-up check and the game all apply
  the same ones (issue #23).

References to other cards are ``Annotated[str, Ref("item")]``; image paths are
``Annotated[str, ImagePath()]``. The loader checks both after every file is read.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Field

from engine.core.data.problems import INVALID_VALUE
from engine.core.i18n.catalog import Words

if TYPE_CHECKING:
    from engine.core.data.database import CardDatabase


class SettingsModel(BaseModel):
    """Base of a whole-file model (``rules.toml``, ``layouts.toml``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    def card_problems(self, kind: str, data: Any) -> list[tuple[tuple[str | int, ...], str, str]]:
        """(field path, problem kind, message) of what this file finds wrong in one raw card
        table (``layouts.toml``: unknown icons); the loader reports them like its own."""
        return []


class Op(BaseModel):
    """Base of one effect operation; subclasses declare ``op: Literal["name"]`` and params."""

    model_config = ConfigDict(extra="forbid", frozen=True)


ANY_KIND = "*"  # ``Ref(ANY_KIND)``: the id of a card of any kind (a deck list)


@dataclass(frozen=True)
class Ref:
    """Marks a string field as the id of a card of ``kind`` (checked after loading).

    ``others`` True: never this card itself (an art cannot replace itself). ``same`` names a
    field the referenced card must share with this one (an upgrade art replaces an art of
    the *same* ``character``).
    """

    kind: str
    same: str = ""
    others: bool = False


@dataclass(frozen=True)
class ImagePath:
    """Marks a string field as an image path relative to the game's data folder."""


class OpRegistry:
    """The closed vocabulary of effect operations of one game (or shared between games)."""

    def __init__(self) -> None:
        self._ops: dict[str, type[Op]] = {}

    def register(self, model: type[Op]) -> type[Op]:
        """Class decorator: ``@ops.register`` on an ``Op`` subclass with ``op: Literal[...]``."""
        literal = model.model_fields["op"].annotation
        names: tuple[Any, ...] = getattr(literal, "__args__", ())
        if len(names) != 1 or not isinstance(names[0], str):
            raise TypeError(f"{model.__name__}.op must be Literal['name']")
        if names[0] in self._ops:
            raise TypeError(f"effect op {names[0]!r} registered twice")
        self._ops[names[0]] = model
        return model

    def names(self) -> list[str]:
        return sorted(self._ops)

    def model(self, name: str) -> type[Op]:
        return self._ops[name]

    def effect_type(self) -> Any:
        """The type of one effect: a discriminated union on ``op`` of every registered op."""
        models = tuple(self._ops.values())
        if len(models) == 1:
            return models[0]
        return Annotated[Union[models], Field(discriminator="op")]  # noqa: UP007

    def effects(self) -> Any:
        """The type of an effect list field: ``effects: ops.effects() = []``."""
        return list[self.effect_type()]  # type: ignore[misc]


@dataclass(frozen=True)
class Finding:
    """What a data rule finds wrong: in the record ``where`` (a card id) or the settings file
    ``where`` (``"table.toml"``), at field ``path`` inside it. The loader adds file and line."""

    where: str
    path: tuple[str | int, ...]
    message: Words
    kind: str = INVALID_VALUE


# A rule over the loaded data (cards that validated, settings): what is wrong, or nothing.
DataRule = Callable[["CardDatabase"], Iterable[Finding]]


@dataclass(frozen=True)
class DataSpec:
    """Everything the loader needs to read one game's ``data/<folder>/``."""

    game: str  # the game id, e.g. "fatal-fight"
    folder: str  # the folder under data/, e.g. "fatal_fight"
    kinds: Mapping[str, type[CardModel]]  # TOML array-of-tables name -> model
    settings: Mapping[str, type[SettingsModel]] = field(default_factory=dict)  # file name -> model
    ops: OpRegistry | None = None
    # rules across records and settings (the game's load-time checks): functions, or "module:function"
    # for a rule in a module that reads the schema (imported when the data is loaded)
    rules: tuple[DataRule | str, ...] = ()

    def rule_functions(self) -> list[DataRule]:
        found = []
        for rule in self.rules:
            if isinstance(rule, str):
                module, _, name = rule.partition(":")
                rule = getattr(importlib.import_module(module), name)
            found.append(rule)
        return found


class CardModel(BaseModel):
    """Base of every card kind: strict about unknown fields; ``id`` unique per game.

    ``art`` is the card's picture: a path relative to the game's data folder (checked by
    the loader: inside the folder, the file exists), drawn by the ``art`` regions of its
    layout template.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str = ""  # Japanese (or the only) name
    name_en: str = ""  # English name; the UI falls back to ``name``
    art: Annotated[str, ImagePath()] = ""

    def display_name(self, lang: str) -> str:
        return (self.name_en or self.name) if lang == "en" else (self.name or self.name_en)
