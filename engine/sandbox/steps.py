"""Where a sandbox table's flow stands (``SandboxState.step``; the step table is ``sandbox.flow``)."""

from enum import StrEnum


class TableStep(StrEnum):
    TURN_START = "turn_start"  # what the game's rules do as a turn begins (だんのこまち: DA-K2)
    MAIN = "main"  # the seat in control moves cards and declares, until the turn player ends the turn
    TURN_END = "turn_end"  # the turn marker passes to the next seat
    OVER = "over"  # the players ended the game (``EndGame``): nobody owes anything


class TablePhase(StrEnum):
    TURNS = "turns"
