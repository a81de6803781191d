"""New FERTCG table: each seat's name and starting deck."""

from __future__ import annotations

from screens.fertcg.table import FertcgTable
from screens.sandbox.setup import SandboxSetup


class FertcgSetup(SandboxSetup):
    table_cls = FertcgTable
