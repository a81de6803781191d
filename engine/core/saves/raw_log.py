"""A saved log kept as its JSON until a step is read (issue #28: a 50 MB save opens in seconds).

Decoding half a million logged steps into dicts takes longer than everything else a long save
needs when it opens from a checkpoint. ``RawLog`` holds each step as ``msgspec.Raw`` (a slice of
the file's bytes) and decodes a step the first time it is read, keeping the result in its
place. Saving writes raw steps back byte for byte, so save → load → save stays identical.
A step that does not decode to an object reads as ``{}``: the session's own checks of the
entry (``Session._read_entry``) then refuse it with their words.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, SupportsIndex, overload

import msgspec

_decode = msgspec.json.Decoder().decode


def decoded(item: Any) -> Any:
    """A stored entry as a log entry: a raw one decoded (``{}`` when it is not a JSON object)."""
    if not isinstance(item, msgspec.Raw):
        return item
    try:
        value = _decode(item)
    except (msgspec.DecodeError, RecursionError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


class RawLog(list[Any]):
    """A list of log entries, some still raw JSON; reading an entry gives it decoded."""

    @overload
    def __getitem__(self, index: SupportsIndex) -> Any: ...
    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Any:
        item = super().__getitem__(index)
        if isinstance(index, slice):
            return [decoded(entry) for entry in item]
        if isinstance(item, msgspec.Raw):
            item = decoded(item)
            super().__setitem__(index, item)
        return item

    def __iter__(self) -> Iterator[Any]:
        for index in range(len(self)):
            yield self[index]

    def __reversed__(self) -> Iterator[Any]:
        for index in range(len(self) - 1, -1, -1):
            yield self[index]

    def pop(self, index: SupportsIndex = -1) -> Any:
        return decoded(super().pop(index))

    def head(self, count: int) -> RawLog:
        """The first ``count`` entries as they are (nothing decoded)."""
        return RawLog(super().__getitem__(slice(0, count)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None
