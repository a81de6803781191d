"""Effect models two games share live in core as shapes (issue #22); each game keeps its own
bounds and targets, so what validates is unchanged."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.alchemic import ops as ac
from engine.core.data.effects import (
    ApShape,
    Conditional,
    DrawShape,
    LifeAtMostShape,
    ops_outside,
    walk_effects,
)
from engine.fatal_fight import ops as ff
from engine.mysaga import schema as ms


def test_the_games_shared_ops_are_core_shapes() -> None:
    assert issubclass(ac.Draw, DrawShape) and issubclass(ff.Draw, DrawShape)
    assert issubclass(ac.AddAp, ApShape) and issubclass(ff.AddAp, ApShape)
    assert issubclass(ac.IfLifeAtMost, LifeAtMostShape) and issubclass(ff.IfLifeAtMost, LifeAtMostShape)
    assert all(issubclass(m, Conditional) for m in (ac.IfAffiliation, ff.IfRollAtLeast, ms.IfPoolAtLeast))


@pytest.mark.parametrize(("model", "least", "target", "foreign"), [
    (ac.Draw, 1, "opponent", "line"),  # Alchemic: at least one card, to self or the opponent
    (ff.Draw, 0, "line", "opponent"),  # Fatal Fight: none or more, to its hero targets
])
def test_each_game_keeps_its_own_bounds_and_targets(model: type[DrawShape], least: int, target: str,
                                                    foreign: str) -> None:
    assert model.model_validate({"op": "draw", "value": least, "target": target}).value == least
    with pytest.raises(ValidationError):
        model.model_validate({"op": "draw", "value": least - 1})
    with pytest.raises(ValidationError):
        model.model_validate({"op": "draw", "value": least, "target": foreign})


def test_a_conditional_holds_only_its_own_games_effects() -> None:
    ok = ff.IfLifeAtMost.model_validate({"op": "if_life_at_most", "value": 2, "then": [{"op": "threat", "value": 1}]})
    assert [e.op for e in walk_effects([ok])] == ["if_life_at_most", "threat"]
    assert [e.op for e in ops_outside([ok], {"if_life_at_most"})] == ["threat"]
    with pytest.raises(ValidationError):  # "charge" is Alchemic's
        ff.IfLifeAtMost.model_validate({"op": "if_life_at_most", "value": 2,
                                        "then": [{"op": "charge", "gauge": "combat", "value": 1}]})
