"""The rules context of a sandbox table (core's one ``Context``): its card data (``cards``), its
table definition (``rules``), the state and the events emitted so far."""

from __future__ import annotations

from engine.core.data.database import CardDatabase
from engine.core.kernel.reducer import Context
from engine.sandbox.state import SandboxState
from engine.sandbox.steps import TableStep
from engine.sandbox.table_def import TableDef

OVER = TableStep.OVER  # read once: an enum member is slow to look up (Python 3.11), and this is asked at every step


class TableCtx(Context[CardDatabase, TableDef, SandboxState]):
    """What a sandbox table's rules work on."""

    @property
    def over(self) -> bool:
        """The players ended the game."""
        return self.state.step == OVER
