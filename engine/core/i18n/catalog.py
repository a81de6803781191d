"""Every word a person reads, from one catalog file per language (``assets/i18n/<lang>.toml``).

The engine and the screens name a message by its id and its named parameters (``msg("table.turn",
name=...)``); the words live only in the catalogs, so adding or fixing a word is one place, and
a language is one more file. A catalog is TOML: each ``[section]`` is an id's first part, keys are
the rest (``"log.attack" = "..."`` inside ``[fatal_fight]`` is ``fatal_fight.log.attack``).
An entry whose value is a table of CLDR plural categories (``{ one = "{count} card", other =
"{count} cards" }``) is chosen by its ``count`` parameter with the language's CLDR rule (babel),
so a new language needs no code for its plurals. ``[meta] name`` is the language's own name;
``[meta] plural`` is its CLDR plural rule (``{ one = "i = 1 and v = 0" }`` for English, ``{}``
for Japanese), read by babel's rule parser alone: a catalog without one is looked up in babel's
locale database (about 7 MB and 0.15 s more, issue #28).

A missing entry falls back to English, then to the id itself (a test keeps the catalogs complete);
a template that cannot be filled is shown as written — wording never raises.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import io
import json
import string
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import derived_files
from engine.core.i18n.text import Text

CATALOG_DIR = Path(__file__).resolve().parents[3] / "assets" / "i18n"
REFERENCE = "en"
# The two languages the app is written in come first; any other catalog follows by file name.
PREFERRED_ORDER: tuple[str, ...] = ("ja", "en")
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})

@dataclass(frozen=True, slots=True)
class Msg:
    """A message: a catalog id and its named parameters. ``str()`` is the English."""

    id: str
    params: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        return word(self, REFERENCE)

    def get(self, lang: str) -> str:
        """The message worded in ``lang`` (the same call a data ``Text`` answers)."""
        return word(self, lang)

    @property
    def en(self) -> str:
        """The English wording (what logs and exception messages carry)."""
        return word(self, "en")

    @property
    def ja(self) -> str:
        """The Japanese wording."""
        return word(self, "ja")

    def param(self, name: str) -> Any:
        """One parameter's value (``None`` when the message has none of that name)."""
        return dict(self.params).get(name)


def msg(id: str, /, **params: Any) -> Msg:
    """The message ``id`` with ``params`` (``Msg``, data ``Text``, ``Joined``, numbers, strings)."""
    return Msg(id, tuple(params.items()))


@dataclass(frozen=True, slots=True)
class Joined:
    """A list of words joined the way the language lists things (``core.list_separator``)."""

    items: tuple[Any, ...]

    def __str__(self) -> str:
        return self.get(REFERENCE)

    def get(self, lang: str) -> str:
        separator = word(msg("core.list_separator"), lang)
        return separator.join(render(item, lang) for item in self.items)


def joined(items: Iterable[Any]) -> Joined:
    """``items`` as one parameter: "Aki, Ben" in English, "Aki、Ben" in Japanese."""
    return Joined(tuple(items))


Words = Msg | Text


def words_of(value: object) -> Words:
    """``value`` as words: a message stays itself; a plain string (an OS error, a parser's
    message) is the same in every language."""
    if isinstance(value, Msg | Text):
        return value
    return Text(str(value), "")


def render(value: Any, lang: str) -> Any:
    """A parameter as it goes into a template: words in ``lang``, numbers kept for format specs."""
    if isinstance(value, Msg | Text | Joined):
        return value.get(lang)
    return value


class CatalogError(ValueError):
    """A catalog file that cannot be read: names the file and, when known, the line."""


@dataclass(frozen=True)
class Catalog:
    """One language's entries: id → template, or id → {plural category → template}."""

    lang: str
    name: str
    entries: Mapping[str, str | Mapping[str, str]]
    plural: Mapping[str, str] | None = None  # CLDR plural rules by category; None: babel's locale data


def _flatten(table: Mapping[str, Any], prefix: str, out: dict[str, Any], path: Path) -> None:
    for key, value in table.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, str):
            out[full] = value
        elif isinstance(value, dict) and value and set(value) <= PLURAL_CATEGORIES and "other" in value:
            if not all(isinstance(v, str) for v in value.values()):
                raise CatalogError(f"{path.name}: {full}: every plural form must be text")
            out[full] = dict(value)
        elif isinstance(value, dict):
            _flatten(value, full, out, path)
        else:
            raise CatalogError(f"{path.name}: {full}: an entry must be text or a table of plural forms")


def read_catalog(path: Path, *, keep: bool = False) -> Catalog:
    """The catalog in ``path``; a broken file raises ``CatalogError`` naming it (and its line).

    ``keep``: the parsed catalog is kept between runs as a derived file (the app's own catalogs,
    issue #28), keyed on the file's bytes and name and on the code that reads it; a catalog read
    again from the same bytes comes back from there (JSON: a tenth of the time TOML takes)."""
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise CatalogError(f"{path}: {err}") from err
    try:
        key = _kept_key(path, raw) if keep else None
    except OSError:
        key = None  # the reading code cannot be told apart: read the file, keep nothing
    if key is None:
        return _parse(path, raw)
    name = f"catalog-{path.stem}.json"
    kept = derived_files.read(name, key)
    if kept is not None:
        try:
            return Catalog(**json.loads(kept))
        except (ValueError, TypeError):
            pass  # not what this code writes: read the file
    catalog = _parse(path, raw)
    derived_files.write(name, key, json.dumps(dataclasses.asdict(catalog), ensure_ascii=False).encode())
    return catalog


def _kept_key(path: Path, raw: bytes) -> bytes:
    """Every input of a parsed catalog: its bytes and name, this module's code and the TOML reader's."""
    reader = importlib.util.find_spec("tomli")
    origin = reader.origin if reader is not None and reader.origin else None
    code = [derived_files.file_stamp(Path(__file__))] + ([derived_files.file_stamp(Path(origin))] if origin else [])
    return derived_files.digest(path.name, raw, *code)


def _parse(path: Path, raw: bytes) -> Catalog:
    import tomli  # only for a catalog read from its TOML (the app's own come kept: issue #28)

    try:
        data = tomli.loads(io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8").read())  # as read_text reads
    except (UnicodeDecodeError, tomli.TOMLDecodeError) as err:
        raise CatalogError(f"{path}: {err}") from err
    meta = data.pop("meta", {})
    entries: dict[str, Any] = {}
    _flatten(data, "", entries, path)
    name = meta.get("name") if isinstance(meta, dict) else None
    plural = meta.get("plural") if isinstance(meta, dict) else None
    if plural is not None and not (isinstance(plural, dict) and all(
            k in PLURAL_CATEGORIES and isinstance(v, str) for k, v in plural.items())):
        raise CatalogError(f"{path.name}: meta.plural: a table of CLDR categories and their rules")
    return Catalog(path.stem, name if isinstance(name, str) else path.stem, entries, plural)


class Catalogs:
    """The catalogs of one folder, read once each (tests point a second one at a tiny folder)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._read: dict[str, Catalog | None] = {}
        self._languages: tuple[str, ...] | None = None
        self._plurals: dict[str, Any] = {}

    def languages(self) -> tuple[str, ...]:
        """Every language with a catalog file: ja and en first, then the others by name."""
        if self._languages is None:  # the folder is read once: settings and labels ask often
            found = sorted(p.stem for p in self.folder.glob("*.toml"))
            self._languages = tuple([lang for lang in PREFERRED_ORDER if lang in found]
                                    + [lang for lang in found if lang not in PREFERRED_ORDER])
        return self._languages

    def catalog(self, lang: str) -> Catalog | None:
        """``lang``'s catalog, or ``None`` when there is no such file."""
        if lang not in self._read:
            path = self.folder / f"{lang}.toml"
            self._read[lang] = read_catalog(path, keep=self.folder == CATALOG_DIR) if path.is_file() else None
        return self._read[lang]

    def plural_rule(self, lang: str) -> Any:
        """``lang``'s plural rule (a babel ``PluralRule``): its catalog's, else babel's locale data's;
        None when neither knows the language."""
        if lang not in self._plurals:
            catalog = self.catalog(lang)
            if catalog is not None and catalog.plural is not None:
                from babel.plural import PluralRule  # without the locale database

                self._plurals[lang] = PluralRule(catalog.plural)
            else:
                self._plurals[lang] = _cldr_plural_rule(lang)
        return self._plurals[lang]

    def entry(self, id: str, lang: str) -> tuple[str, str | Mapping[str, str]] | None:
        """``(language used, entry)`` for ``id``: ``lang``'s, else English's, else ``None``."""
        for candidate in (lang, REFERENCE):
            catalog = self.catalog(candidate)
            if catalog is not None and id in catalog.entries:
                return candidate, catalog.entries[id]
        return None


_active = Catalogs(CATALOG_DIR)


def catalogs() -> Catalogs:
    """The catalogs in use."""
    return _active


@contextmanager
def using_catalogs(folder: Path) -> Iterator[Catalogs]:
    """Word everything from ``folder``'s catalogs while inside (for tests of a new language)."""
    global _active
    previous, _active = _active, Catalogs(folder)
    try:
        yield _active
    finally:
        _active = previous


def languages() -> tuple[str, ...]:
    """The languages a person can choose."""
    return _active.languages()


def language_name(lang: str) -> str:
    """A language's own name ("日本語", "English")."""
    catalog = _active.catalog(lang)
    return catalog.name if catalog is not None else lang


@cache
def _cldr_plural_rule(lang: str) -> Any:
    # babel is imported at the first count worded, not at start-up (it is slow to import)
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(lang).plural_form
    except (UnknownLocaleError, ValueError):
        return None


def plural_category(lang: str, count: Any) -> str:
    """The CLDR plural category of ``count`` in ``lang`` ("one", "other", …)."""
    rule = _active.plural_rule(lang)
    if rule is None or not isinstance(count, int | float):
        return "other"
    return str(rule(abs(count)))


class _Filler(string.Formatter):
    """Fills ``{name}`` placeholders; a missing parameter stays visible as ``{name}``."""

    def get_value(self, key: int | str, args: Any, kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key not in kwargs:
            return "{" + key + "}"
        return super().get_value(key, args, kwargs)


_FILLER = _Filler()


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with ``params``; shown as written if a parameter does not fit its format."""
    try:
        return _FILLER.vformat(template, (), params)
    except (ValueError, TypeError, IndexError, AttributeError, KeyError):
        return template


def word(message: Msg, lang: str) -> str:
    """``message`` in ``lang`` (English when ``lang`` lacks it; the id when no catalog has it)."""
    found = _active.entry(message.id, lang)
    if found is None:
        return message.id
    used, entry = found
    params = {name: render(value, used) for name, value in message.params}
    if not isinstance(entry, str):
        category = plural_category(used, dict(message.params).get("count"))
        entry = entry.get(category) or entry["other"]
    return fill(entry, params)


def placeholders(entry: str | Mapping[str, str]) -> frozenset[str]:
    """The parameter names an entry uses (every plural form together)."""
    templates = [entry] if isinstance(entry, str) else list(entry.values())
    names: set[str] = set()
    for template in templates:
        for _, field, _, _ in string.Formatter().parse(template):
            if field:
                names.add(field.split(".")[0].split("[")[0])
    return frozenset(names)


def tr(id: str, lang: str, /, **params: Any) -> str:
    """The message ``id`` worded in ``lang`` at once (screens and the command line)."""
    return word(msg(id, **params), lang)
