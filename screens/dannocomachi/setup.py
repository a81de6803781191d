"""New だんのこまち table: names and decks."""

from __future__ import annotations

from screens.dannocomachi.table import DannoTable
from screens.sandbox.setup import SandboxSetup


class DannoSetup(SandboxSetup):
    table_cls = DannoTable
