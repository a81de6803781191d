"""Random play with undo, redo and resumes mixed in, each state checked against an independent
reference (issue #28: a wrong undo is silent corruption, so it is checked against states no undo
ever touched).

The reference of a log is a plain state: the game's own ``new_state`` with the log's actions
applied one by one (the state carries its generator, so the same actions draw the same results),
built afresh from its parent's encoding. Each check compares the session's state with it byte for
byte, and the session's legal actions (same actions, same order) with the reference's: a stale
legal cache or a half-restored container shows at once or a few steps later, since play goes on
from the restored state.
"""

from __future__ import annotations

from typing import Any

from engine.core.kernel.game import Action, Game
from engine.core.kernel.session import Session
from engine.core.saves import codec

UNDO, REDO, RESUME = range(3)  # a move below 5 undoes, below 8 redoes, 8 resumes; above, it plays


class Reference:
    """The plain state reached by each action sequence (kept by sequence, as encodings)."""

    def __init__(self, game: Game[Any], setup: dict[str, Any], seed: int) -> None:
        self.game = game
        start = game.new_state(setup, seed)
        start.rng.take_record()  # as a session leaves it: draws go to the log
        self._seen: dict[tuple[Action, ...], bytes] = {(): codec.snapshot(start)}

    def encoding(self, actions: tuple[Action, ...]) -> bytes:
        known = self._seen.get(actions)
        if known is None:
            state: Any = codec.restore(self.encoding(actions[:-1]), self.game.state_type)
            self.game.apply(state, actions[-1])
            state.rng.take_record()
            known = self._seen[actions] = codec.snapshot(state)
        return known

    def legal(self, actions: tuple[Action, ...]) -> list[Action]:
        return self.game.legal_actions(codec.restore(self.encoding(actions), self.game.state_type))


def play_with_undos(game: Game[Any], setup: dict[str, Any], seed: int, moves: list[int],
                    undo_mode: str = "lenient") -> dict[str, int]:
    """Play ``moves`` on a new session (below 5: undo, below 8: redo, 8: resume it by replaying its
    log and redo stack, as a load does; above: the legal action ``move`` picks), checking the state and its legal
    actions against the reference after every move. Returns how many of each move were made."""
    session = Session.new(game, setup, seed, undo_mode)  # type: ignore[arg-type]
    reference = Reference(game, setup, seed)
    played: list[Action] = []
    undone: list[Action] = []
    made = {"apply": 0, "undo": 0, "redo": 0, "resume": 0}
    _check(session, reference, played)
    for move in moves:
        if move < 5 and session.can_undo():
            session.undo()
            undone.append(played.pop())
            made["undo"] += 1
        elif move < 8 and session.can_redo():
            session.redo()
            played.append(undone.pop())
            made["redo"] += 1
        elif move == 8:
            session = Session.replay(game, setup, seed, session.log, undo_mode,  # type: ignore[arg-type]
                                     redo=session.redo_stack)  # as a save is loaded: redo stack kept
            made["resume"] += 1
        elif legal := session.legal_actions():
            action = legal[move * 7919 % len(legal)]
            session.apply(action)
            played.append(action)
            undone.clear()
            made["apply"] += 1
        else:
            continue
        assert len(session.log) == len(played)
        _check(session, reference, played)
    return made


def _check(session: Session[Any], reference: Reference, played: list[Action]) -> None:
    actions = tuple(played)
    assert codec.snapshot(session.state) == reference.encoding(actions), f"state after {len(actions)} steps"
    assert session.legal_actions() == reference.legal(actions), f"legal actions after {len(actions)} steps"
