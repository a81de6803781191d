"""Where an Alchemic game's turn flow stands (``AlchemicState.step``; the step table is ``alchemic.flow``)."""

from enum import StrEnum


class AcStep(StrEnum):
    MULLIGAN = "mulligan"
    TURN_START = "turn_start"
    TURN = "turn"
    TURN_END = "turn_end"
    OVER = "over"


class AcPhase(StrEnum):
    SETUP = "setup"  # AC-S
    TURNS = "turns"  # AC-T, AC-B, AC-W1
