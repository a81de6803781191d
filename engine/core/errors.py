"""Typed errors. Each carries a message a player (not a programmer) can read."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action that is not legal now. Raised before any mutation: the state is untouched."""

    def __init__(self, reason: str, action: object | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class ReplayMismatch(EngineError):
    """A recorded log does not replay to the recorded result (tampered or foreign data)."""


class SaveError(EngineError):
    """A save file that cannot be read: truncated, garbled, foreign, future version, tampered."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
