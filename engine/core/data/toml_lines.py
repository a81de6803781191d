"""Line numbers for TOML keys, found by scanning the raw text (tomli reports none).

``key_lines(text)`` maps a key path to the line where it is defined. Paths index
arrays the way the parsed document does: the third ``[[enemy]]`` is ``("enemy", 2)``,
its ``hp`` key ``("enemy", 2, "hp")``, the second element of a multi-line array
``effects = [...]`` is ``("effects", 1)``. Keys inside an inline table have no entry of
their own: ``line_of`` falls back to the nearest enclosing path that has one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

KeyPath = tuple[str | int, ...]

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_BASIC = re.compile(r'"((?:[^"\\]|\\.)*)"')
_LITERAL = re.compile(r"'([^']*)'")
# the rest of a string once its opening delimiter is consumed
_STRING_END = {
    '"': re.compile(r'(?:[^"\\]|\\.)*"'),
    "'": re.compile(r"[^']*'"),
    '"""': re.compile(r'(?:[^"\\]|\\.|"(?!""))*"""'),
    "'''": re.compile(r"(?:[^']|'(?!''))*'''"),
}
_SIMPLE_KEY_VALUE = re.compile(r"([A-Za-z0-9_-]+)[ \t]*=(.*)")
_ONE_LINE_STRINGS = re.compile(r""""(?:[^"\\]|\\.)*"|'[^']*'""")


def _parse_key(text: str, pos: int) -> tuple[tuple[str, ...], int] | None:
    """Parse a (dotted) key at ``pos``; return its parts and the position after it."""
    parts: list[str] = []
    n = len(text)
    while True:
        while pos < n and text[pos] in " \t":
            pos += 1
        match = _BARE.match(text, pos) or _BASIC.match(text, pos) or _LITERAL.match(text, pos)
        if match is None:
            return None
        # escapes in quoted keys are rare in card data; the raw text is close enough
        parts.append(match.group(1) if match.lastindex else match.group(0))
        pos = match.end()
        while pos < n and text[pos] in " \t":
            pos += 1
        if pos < n and text[pos] == ".":
            pos += 1
            continue
        return tuple(parts), pos


class _Value:
    """The state of a value that may run over several lines (array, multi-line string)."""

    def __init__(self, path: KeyPath, lines: dict[KeyPath, int]) -> None:
        self.path = path
        self.lines = lines
        self.stack: list[str] = []
        self.string: str | None = None  # the open multi-line string's delimiter
        self.elements = 0
        self.expect_element = False

    def feed(self, text: str, lineno: int) -> bool:
        """Scan one line of the value; True when the value is complete."""
        pos, n = 0, len(text)
        while pos < n:
            if self.string is not None:
                end = _STRING_END[self.string].match(text, pos)
                if end is None:
                    if len(self.string) == 1:  # an unterminated one-line string: invalid TOML
                        self.string = None
                    return False
                pos, self.string = end.end(), None
                continue
            char = text[pos]
            if char == "#":
                break
            if char in " \t\r":
                pos += 1
                continue
            at_top = len(self.stack) == 1 and self.stack[0] == "["
            if at_top and self.expect_element and char not in ",]":
                self.lines.setdefault((*self.path, self.elements), lineno)
                self.elements += 1
                self.expect_element = False
            if char in "\"'":
                delim = text[pos : pos + 3] if text.startswith(char * 3, pos) else char
                self.string = delim
                pos += len(delim)
                continue
            if char in "[{":
                self.stack.append(char)
                self.expect_element = char == "[" and len(self.stack) == 1
            elif char in "]}":
                if self.stack:
                    self.stack.pop()
                if not self.stack:
                    return True
            elif char == "," and at_top:
                self.expect_element = True
            pos += 1
        return not self.stack and self.string is None


def _ends_on_this_line(value: str) -> bool:
    """True for a value that opens no multi-line string and closes every bracket it opens.

    Only ever called on text tomli has parsed, so the cheap check is enough; elements of
    a one-line array share the key's line, so nothing is lost by not scanning them.
    """
    if '"""' in value or "'''" in value:
        return False
    bare = _ONE_LINE_STRINGS.sub("", value).split("#", 1)[0]
    return bare.count("[") + bare.count("{") == bare.count("]") + bare.count("}")


def _resolve(keys: tuple[str, ...], arrays: Mapping[KeyPath, int]) -> KeyPath:
    """The path of a table header's key: parts naming an array of tables take its last element."""
    path: KeyPath = ()
    for key in keys:
        path = (*path, key)
        count = arrays.get(path)
        if count:
            path = (*path, count - 1)
    return path


def key_lines(text: str) -> dict[KeyPath, int]:
    """Map every table header, array-of-tables element and key in ``text`` to its 1-based line."""
    lines: dict[KeyPath, int] = {}
    arrays: dict[KeyPath, int] = {}  # array-of-tables path -> elements seen so far
    table: KeyPath = ()
    value: _Value | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        if value is not None:
            if value.feed(raw, lineno):
                value = None
            continue
        line = raw.lstrip()
        if not line or line[0] == "#":
            continue
        if line[0] == "[":
            is_array = line.startswith("[[")
            parsed = _parse_key(line, 2 if is_array else 1)
            if parsed is None:
                continue
            keys = parsed[0]
            if is_array:
                array = (*_resolve(keys[:-1], arrays), keys[-1])
                index = arrays.get(array, 0)
                arrays[array] = index + 1
                lines.setdefault(array, lineno)
                table = (*array, index)
            else:
                table = _resolve(keys, arrays)
            lines.setdefault(table, lineno)
            continue
        simple = _SIMPLE_KEY_VALUE.match(line)
        if simple:
            keys, rest = (simple.group(1),), simple.group(2)
        else:
            parsed = _parse_key(line, 0)
            if parsed is None or parsed[1] >= len(line) or line[parsed[1]] != "=":
                continue
            keys, rest = parsed[0], line[parsed[1] + 1 :]
        full = (*table, *keys)
        for end in range(len(table) + 1, len(full) + 1):
            lines.setdefault(full[:end], lineno)
        if _ends_on_this_line(rest):
            continue
        candidate = _Value(full, lines)
        if not candidate.feed(rest, lineno):
            value = candidate
    return lines


def line_of(lines: Mapping[KeyPath, int], path: KeyPath) -> int:
    """The line of ``path`` or of its nearest enclosing path that has one; 0 if none."""
    for end in range(len(path), 0, -1):
        found = lines.get(path[:end])
        if found:
            return found
    return 0


_TOP_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\]\]", re.MULTILINE)


class FileLines:
    """Line lookups for one file. The full key scan runs only when first needed (on a problem);
    card header lines come from a cheap header search, checked against the parsed counts."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._keys: dict[KeyPath, int] | None = None
        self._headers: dict[str, list[int]] = {}
        line, pos = 1, 0
        for match in _TOP_HEADER.finditer(text):
            line += text.count("\n", pos, match.start())
            pos = match.start()
            self._headers.setdefault(match.group(1), []).append(line)

    @property
    def keys(self) -> dict[KeyPath, int]:
        if self._keys is None:
            self._keys = key_lines(self._text)
        return self._keys

    def of(self, path: KeyPath) -> int:
        """The line of ``path``, or of its nearest enclosing path that has one."""
        return line_of(self.keys, path)

    def header(self, kind: str, index: int, count: int) -> int:
        """The line of the ``index``-th of ``count`` top-level ``[[kind]]`` tables."""
        found = self._headers.get(kind, [])
        # a mismatch (a header inside a multi-line string, quoted names, inline arrays) needs the scan
        return found[index] if len(found) == count else self.of((kind, index))
