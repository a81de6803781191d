"""The 3×3 area board and its entries (FF-C1).

Cells are numbered ``line * 3 + area`` (line 0..2 = Upper/Middle/Lower, area 0..2 =
Left/Center/Right). Entries 1/2/3 sit at the left ends of the Upper/Middle/Lower lines,
4/5/6 at the right ends (FF-C1 ruling); heroes never stand on them.
"""

from __future__ import annotations

from engine.fatal_fight.ops import CELLS

ENTRIES = (1, 2, 3, 4, 5, 6)
BOSS_ENTRY = 5  # Right / Middle (FF-R2)
START_CELL = 4  # middle-center: where every hero starts a stage (ruling)
_STEPS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def cell_name(cell: int) -> str:
    return CELLS[cell]


def cell_index(name: str) -> int:
    return CELLS.index(name)


def line_of(cell: int) -> int:
    return cell // 3


def entry_line(entry: int) -> int:
    """The line (0..2) whose end holds ``entry``."""
    return (entry - 1) % 3


def line_entries(line: int) -> tuple[int, int]:
    """The (left, right) entries of a line."""
    return line + 1, line + 4


def step_target(cell: int, direction: str) -> int | None:
    """The cell one step in ``direction`` (up/down/left/right); None off the board or onto an entry."""
    dl, da = _STEPS[direction]
    line, area = cell // 3 + dl, cell % 3 + da
    return line * 3 + area if 0 <= line < 3 and 0 <= area < 3 else None


def same_or_adjacent(a: int, b: int) -> bool:
    """FF-R6d: co-op reach — the same cell or one orthogonal step away."""
    return abs(a // 3 - b // 3) + abs(a % 3 - b % 3) <= 1


IN_REACH = tuple(tuple(same_or_adjacent(a, b) for b in range(9)) for a in range(9))  # [a][b], asked per helper
