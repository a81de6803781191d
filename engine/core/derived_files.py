"""Files the app derives from others and keeps between runs, in the user's cache folder (issue #28).

A derived file is worth keeping when making it again is slow (parsing a catalog, drawing the first
screen's buttons) and it can always be made again. Each one is stored with the key it was made
for: a digest of every input of its content (the source bytes, the versions of the code that made
it, the settings it depends on; code by ``file_stamp``). ``read`` gives the content back only for the same key, so a
changed input makes it again rather than show a stale one, and a missing, truncated or foreign file
is just a miss. Writing is atomic (a temp file in the same folder, then ``os.replace``), so two
processes starting at once each leave a whole file; failing to write costs only speed.
"""

from __future__ import annotations

import os

# CPython's own BLAKE2: hashlib would load OpenSSL (3 ms and 3 MB at start-up)
from _blake2 import blake2b
from pathlib import Path

from engine.core.saves.userdirs import user_cache_dir

MAGIC = b"tabletop derived file 1\n"
KEY_BYTES = 32


def digest(*parts: bytes | str) -> bytes:
    """The key of a derived file: a digest of its inputs, each part kept apart from the next."""
    h = blake2b(digest_size=KEY_BYTES)
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.digest()


def file_stamp(path: Path) -> str:
    """A code file as an input of a key: its path, size and modification time, as Python's own
    bytecode cache checks its sources (reading and hashing a library's code would cost more than
    some of what is kept). OSError when it cannot be read."""
    stat = path.stat()
    return f"{path} {stat.st_size} {stat.st_mtime_ns}"


def path_of(name: str) -> Path:
    return user_cache_dir() / name


def read(name: str, key: bytes) -> bytes | None:
    """The content kept under ``name`` when it was made for ``key``; None otherwise."""
    try:
        data = path_of(name).read_bytes()
    except OSError:
        return None
    head = len(MAGIC)
    if data[:head] != MAGIC or data[head:head + KEY_BYTES] != key:
        return None
    return data[head + KEY_BYTES:]


def write(name: str, key: bytes, content: bytes) -> bool:
    """Keep ``content`` under ``name`` for ``key`` (replacing what was there); False when it could not."""
    target = path_of(name)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_name(f".{name}.{os.getpid()}.tmp")  # one writer per process at a time
        try:
            temp.write_bytes(MAGIC + key + content)
            os.replace(temp, target)
        except BaseException:
            temp.unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
