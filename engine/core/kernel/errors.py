"""Typed errors. Each carries a message a player (not a programmer) can read, in every language."""

from __future__ import annotations

from engine.core.i18n.catalog import Words, words_of


class EngineError(Exception):
    """Base of every error the engine raises on purpose.

    ``text`` is the message (a catalog ``Msg``) (screens show ``text.get(lang)``); ``str(err)``
    is its English.
    """

    def __init__(self, message: str | Words = "") -> None:
        self.text: Words = words_of(message)
        super().__init__(str(self.text))


class IllegalAction(EngineError):
    """An action that is not legal now. Raised before any mutation: the state is untouched.

    ``reason`` is the English of ``text`` (kept for logs and older callers).
    """

    def __init__(self, reason: str | Words, action: object | None = None) -> None:
        super().__init__(reason)
        self.reason = str(self.text)
        self.action = action


class ReplayMismatch(EngineError):
    """A recorded log does not replay to the recorded result (tampered or foreign data)."""


class SaveError(EngineError):
    """A save file that cannot be read: truncated, garbled, foreign, future version, tampered."""

    def __init__(self, kind: str, message: str | Words) -> None:
        super().__init__(message)
        self.kind = kind
