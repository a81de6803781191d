"""Where an Alchemic game's turn flow stands (``AlchemicState.step``; the step table is ``alchemic.flow``)."""

from enum import StrEnum


class AcStep(StrEnum):
    MULLIGAN = "mulligan"
    TURN_START = "turn_start"
    TURN = "turn"
    TURN_END = "turn_end"
    OVER = "over"


# The steps the rules compare ``state.step`` with at every decision, as plain strings: a string compare
# is several times faster than looking an enum member up (issue #28); the values are the same.
MULLIGAN_STEP: str = AcStep.MULLIGAN.value
TURN_STEP: str = AcStep.TURN.value
OVER_STEP: str = AcStep.OVER.value


class AcPhase(StrEnum):
    SETUP = "setup"  # AC-S
    TURNS = "turns"  # AC-T, AC-B, AC-W1
