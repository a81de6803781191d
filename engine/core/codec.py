"""Fast plain-data encoding of states (msgspec, C speed) for saves, snapshots and replays."""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

T = TypeVar("T")
_json_encoder = msgspec.json.Encoder(order="deterministic")
# Snapshots keep mappings in insertion order: a state restored by undo iterates its dicts as the
# live state did, so what it logs next is the same (a sorted restore reordered them).
_mp_encoder = msgspec.msgpack.Encoder()


def encode_json(obj: Any) -> bytes:
    """Deterministic JSON (sorted dict keys) of a dataclass tree."""
    return _json_encoder.encode(obj)


def decode_json(data: bytes | str, type_: type[T]) -> T:
    return msgspec.json.decode(data, type=type_)


def snapshot(obj: Any) -> bytes:
    """A compact binary snapshot (msgpack) of a state, for the undo stack; mapping order kept."""
    return _mp_encoder.encode(obj)


def restore(data: bytes, type_: type[T]) -> T:
    return msgspec.msgpack.decode(data, type=type_)
