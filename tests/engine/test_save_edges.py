"""#23 findings 2 and 4: a logged action is typed at the boundary, for every registered game.

A save whose third step has a field of the wrong type or out of range is refused by
``replay --check`` at that step, in words a person reads (no Python text); nothing raises.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from engine import catalog
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.session import Session
from engine.core.saves.codec import ActionUnreadable
from engine.core.saves.replay import check
from main import main
from tests.support.bad_saves import BAD_STEP, good_save, load_game, write_bad, wrong_values

PYTHON_WORDS = re.compile(r"Traceback|Error\b|unhashable|not supported between|object has no attribute|"
                          r"<class|\bNoneType\b|KeyError|TypeError")


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_a_step_with_a_field_of_the_wrong_type_is_refused_at_that_step(game_id: str, tmp_path: Path) -> None:
    game = load_game(game_id)
    good = tmp_path / "good.json"
    session = good_save(game, good)
    action = session.log[BAD_STEP]["action"]
    seats = len(session.seat_names())
    cases = 0
    for field, value in action.items():
        if field == "type":
            continue
        for n, wrong in enumerate(wrong_values(field, value, seats)):
            bad = tmp_path / f"bad-{field}-{n}.json"
            write_bad(good, bad, field, wrong)
            result = check(bad, lambda _: game)
            words = result.message.get("en")
            assert not result.ok and result.steps == BAD_STEP, (field, wrong, words)
            assert f"step {BAD_STEP + 1} of " in words and f'field "{field}"' in words, words
            assert not PYTHON_WORDS.search(words), words
            assert len(words) < 400, words  # a long value is cut
            assert "step" in result.message.get("ja") or "手目" in result.message.get("ja")
            cases += 1
    assert cases >= 3


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_a_step_of_the_right_type_but_no_sense_is_the_engines_refusal(game_id: str, tmp_path: Path) -> None:
    """In range for its type, out of range for the game (a zone, a card, an index that is not
    there): the legality check refuses it, or the replay ends elsewhere than the save says."""
    game = load_game(game_id)
    good = tmp_path / "good.json"
    session = good_save(game, good)
    action = session.log[BAD_STEP]["action"]
    for field, value in action.items():
        if field == "type" or isinstance(value, bool):
            continue
        odd = [-1, 10**6, 999] if isinstance(value, int) else ["", "nowhere", "#1"] if isinstance(value, str) else []
        for n, wrong in enumerate(odd):
            bad = tmp_path / f"odd-{field}-{n}.json"
            write_bad(good, bad, field, wrong)
            result = check(bad, lambda _: game)  # never an exception
            words = result.message.get("en")
            assert not result.ok, (field, wrong)
            assert not PYTHON_WORDS.search(words), words
            before = Session.replay(game, session.setup, session.seed, session.log[:BAD_STEP])
            try:  # refused at the boundary (a seat that is not one), by the legality check, or legal:
                before.apply(game.codec.decode({**action, field: wrong}, seats=len(before.seat_names())))
            except (ActionUnreadable, IllegalAction):  # never another exception
                pass


def test_replay_check_names_the_bad_step_and_never_says_in_progress_twice(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = load_game("fertcg")
    good = tmp_path / "good.json"
    good_save(game, good)
    bad = tmp_path / "bad.json"
    write_bad(good, bad, "seat", 1.5)
    shutil.copy(good, tmp_path / "fine.json")
    assert main(["--no-color", "replay", str(tmp_path / "fine.json"), "--check"]) == 0
    out = capsys.readouterr().out
    assert "final: in progress" in out and "(in progress)" not in out
    assert main(["--no-color", "replay", str(bad), "--check"]) == 1
    out = capsys.readouterr().out
    assert f"step {BAD_STEP + 1} of 5 is bad" in out and "cannot be set up" not in out
    doc = json.loads(good.read_text(encoding="utf-8"))
    doc["log"][BAD_STEP]["action"] = {"type": "PassControl", "seat": 0, "to": 1.5}
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["--no-color", "replay", str(bad), "--check"]) == 1
    assert 'field "to": expected a seat number from 0 to 1, got 1.5' in capsys.readouterr().out


def odd_values(value: object) -> list[object]:
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [-1, value + 1, 10**6]
    if isinstance(value, str):
        return ["", "nowhere", value + "#9"]
    if isinstance(value, tuple):
        return [(), value + value, tuple(reversed(value)), ("nowhere",)]
    return []


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_field_of_every_legal_action_made_odd_is_refused_or_legal_never_a_crash(game_id: str) -> None:
    """Across a random game: each legal action with one field changed to a value of its type that
    makes no sense (a seat, zone, card, index, count that is not there) meets the engine's typed
    refusal with the state untouched, or is legal."""
    import dataclasses
    import random

    from tests.support.game_setups import SETUPS

    game = load_game(game_id)
    session = Session.new(game, SETUPS[game_id](game, None), 11)
    rng = random.Random(11)
    tried = 0
    for _ in range(25):
        legal = session.legal_actions()
        if not legal:
            break
        seats = len(session.seat_names())
        assert all(game.codec.decode(game.codec.encode(a), seats) == a for a in legal)  # every declared type reads
        for action in rng.sample(legal, min(3, len(legal))):
            for f in dataclasses.fields(action):
                for odd in odd_values(getattr(action, f.name)):
                    changed = dataclasses.replace(action, **{f.name: odd})
                    state = game.decode_state(game.encode_state(session.state))
                    before = game.encode_state(state)
                    try:
                        game.apply(state, changed)
                    except IllegalAction:
                        assert game.encode_state(state) == before, changed
                    tried += 1
        session.apply(rng.choice(legal))
    assert tried > 50
