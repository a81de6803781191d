"""Where a set of My Crypto Saga stands: the flow's step (``MySagaState.step``; the step table is
``mysaga.flow``) and what the owing seats decide (``MySagaState.phase``)."""

from enum import StrEnum


class MsPhase(StrEnum):
    """What the owing seats decide (``state.phase``, as its plain value)."""

    PRE_ROUND = "pre_round"
    PICK = "pick"
    CHARGE = "charge"
    OVER = "over"


class MsStep(StrEnum):
    DEAL = "deal"
    PRE_ROUND = "pre_round"
    PICKS = "picks"
    BETTING = "betting"
    REVEAL = "reveal"
    LONE_WINNER = "lone_winner"
    COUNT = "count"
    OVER = "over"
