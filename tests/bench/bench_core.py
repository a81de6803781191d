"""Engine core costs (issues #2, #28), measured side by side in one run.

The measurements of one game take turns round by round (``best_times``). Targets: snapshot +
undo ≤ 2× one action for the synthetic games, ≤ 1× on the real games
(random legal play of each from its sample setup); encoding a save ≤ 1× playing its steps;
loading (parse, replay, digest check) ≤ 3× playing its steps; reading a header for the
Load screen ≤ 0.25× loading. HighCard is tiny, so a synthetic 300-card game stands in
for a real table.

"snapshot" is what ``Session`` takes before each step so an undo can put the state back
(``kernel.undo_store``), and "Session.undo" puts it back. It is measured along the real play,
as the time of playing every step with its snapshot taken as a session takes it, less the time
of playing the same steps bare ("Game.apply"), so it counts what a session pays for it:
- a journaled state type (``kernel.journal``: Fatal Fight, the sandbox tables FERTCG and
  だんのこまち, since issue #28 session 9): a journal segment opened before the step and the
  step's records and lists writing their old contents into it as they change; the undo plays
  the segment backwards;
- any other (Alchemic, My Crypto Saga, the synthetic games): the state's fields encoded as one
  msgpack array (``kernel.snapshots``); the undo decodes only the fields that differ.
"Game.apply" plays plain states (as bots do); a session's journaled state is adopted (its
records and lists are the journal's, which writes down every change), and what that costs on
top of the rules is in "snapshot": nothing of the journal is left out.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from engine.core.i18n.text import Text
from engine.core.kernel.events import Event, EventSet
from engine.core.kernel.game import Action, Decision, Game
from engine.core.kernel.piles import Pile, move
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.undo_store import store_for
from engine.core.saves.documents import encode_save, read_save, read_save_header, write_save
from tests.bench.report import Row, best_time, best_times
from tests.support.high_card import HighCard

META = {"saved_at": "2025-01-01T00:00:00+00:00"}


class HeapKind(StrEnum):
    SHIFT = "shift"


@dataclass(frozen=True)
class Shift(Action):
    src: int
    dst: int


HEAP_EVENTS = EventSet("bench-heap")


class HeapEvent(Event):
    family = HEAP_EVENTS


class Shifted(HeapEvent):
    card: str
    to: int


@dataclass
class HeapState:
    seat_names: list[str]
    rng: Rng
    piles: list[Pile]
    tokens: dict[str, int] = field(default_factory=dict)
    turn: int = 0


class Heap(Game[HeapState]):
    """300 cards in 8 piles with counters on some; each action moves a top card (56 choices)."""

    id = "bench-heap"
    title = Text("Heap", "山")
    state_type = HeapState
    action_types = (Shift,)

    def new_state(self, setup: Mapping[str, Any], seed: int) -> HeapState:
        rng = Rng.from_seed(seed)
        cards = [f"card-{n:03d}" for n in range(300)]
        rng.shuffle(cards)
        piles = [Pile(cards[i::8]) for i in range(8)]
        tokens = {card: n % 5 for n, card in enumerate(cards[::5])}
        return HeapState(["A", "B"], rng, piles, tokens)

    def decision(self, state: HeapState) -> Decision:
        return Decision((state.turn,), HeapKind.SHIFT)

    def legal_actions(self, state: HeapState, seat: int | None = None) -> list[Action]:
        if seat is not None and seat != state.turn:
            return []
        return [Shift(state.turn, s, d) for s in range(8) if state.piles[s] for d in range(8) if d != s]

    def resolve(self, state: HeapState, action: Action) -> list[Event]:
        assert isinstance(action, Shift)
        card = move(state.piles[action.src], state.piles[action.dst])
        state.tokens[card] = state.tokens.get(card, 0) + 1
        state.turn = 1 - state.turn
        return [Shifted(card, action.dst)]

    def view(self, state: HeapState, seat: int | None) -> list[int]:
        return [len(pile) for pile in state.piles]


REAL_GAMES: dict[str, dict[str, Any]] = {  # game id -> a sample setup
    "fatal-fight": {"heroes": [{"character": c} for c in ("ryuji", "rita", "mei")]},
    "alchemic": {"decks": ["flame-academy", "shadow-legion"], "players": ["A", "B"]},
    "mysaga": {"seats": [{"name": "Aki", "deck": "blaze"}, {"name": "Ren", "deck": "tide"}]},
    "fertcg": {"seats": [{"name": "Aki", "deck": "azure-blades"}, {"name": "Ben", "deck": "starlight-circle"}]},
    "dannocomachi": {"seats": [{"name": "Aki", "deck": "wildfire"}, {"name": "Ben", "deck": "moonlight"}]},
}


def random_play(game: Game[Any], seed: int, steps: int, setup: Mapping[str, Any] | None = None) -> list[Action]:
    """A seeded legal action sequence (up to ``steps`` long)."""
    state, picker, actions = game.new_state(setup or {}, seed), Rng.from_seed(~seed), []
    while len(actions) < steps and (legal := game.legal_actions(state)):
        actions.append(legal[picker.below(len(legal))])
        game.apply(state, actions[-1])
    return actions


def played(game: Game[Any], seed: int, actions: list[Action], setup: Mapping[str, Any] | None = None) -> Session[Any]:
    session = Session.new(game, setup or {}, seed, "lenient")  # lenient: every step keeps its snapshot
    for action in actions:
        session.apply(action)
    return session


def step_costs(label: str, game: Game[Any], games: int, steps: int, setup: Mapping[str, Any] | None = None,
               target: float = 2) -> list[Row]:
    """Per step over ``games`` seeded plays: apply, Session.apply, snapshot and undo."""
    setup = setup or {}
    plays = [(seed, random_play(game, seed, steps, setup)) for seed in range(games)]
    count = sum(len(actions) for _, actions in plays)

    def apply_all(states: list[Any]) -> None:
        for state, (_, actions) in zip(states, plays, strict=True):
            for action in actions:
                game.apply(state, action)

    def session_apply_all(sessions: list[Session[Any]]) -> None:
        for session, (_, actions) in zip(sessions, plays, strict=True):
            for action in actions:
                session.apply(action)

    store = store_for(game.state_type)  # what Session.apply takes before each step, and how
    take, open_, close = store.take, store.open, store.close

    def apply_all_taking(states: list[Any]) -> None:
        for state, (_, actions) in zip(states, plays, strict=True):
            for action in actions:
                opened = open_(take(state))  # a journaled state writes its changes down as it runs
                try:
                    game.apply(state, action)
                finally:
                    close(opened)

    def undo_all(sessions: list[Session[Any]]) -> None:
        for session in sessions:
            while session.can_undo():
                session.undo()

    times = best_times({
        "bare": (apply_all, lambda: [game.new_state(setup, seed) for seed, _ in plays]),
        "tracked": (session_apply_all, lambda: [Session.new(game, setup, seed, "lenient") for seed, _ in plays]),
        "taking": (apply_all_taking, lambda: [store.adopt(game.new_state(setup, seed)) for seed, _ in plays]),
        "undo": (undo_all, lambda: [played(game, seed, actions, setup) for seed, actions in plays]),
    })
    bare, tracked, taking, undo = (times[name] / count for name in ("bare", "tracked", "taking", "undo"))
    snapshot = taking - bare  # the snapshots along the play (module docstring)
    us = 1e6
    return [
        Row(f"{label}: Game.apply", bare * us, "µs/action"),
        Row(f"{label}: Session.apply", tracked * us, "µs/action", tracked / bare, basis="apply"),
        Row(f"{label}: snapshot", snapshot * us, "µs/step", snapshot / bare, basis="apply"),
        Row(f"{label}: Session.undo", undo * us, "µs/step", undo / bare, basis="apply"),
        Row(
            f"{label}: snapshot + undo",
            (snapshot + undo) * us,
            "µs/step",
            (snapshot + undo) / bare,
            target=target,
            basis="apply",
        ),
    ]


def save_costs(steps: int) -> list[Row]:
    """Save and load of one Heap game of ``steps`` steps, against playing those steps."""
    game = Heap()
    actions = random_play(game, 7, steps)
    session = played(game, 7, actions)
    playing = best_time(
        lambda state: [game.apply(state, action) for action in actions],
        lambda: game.new_state({}, 7),
    )
    encode = best_time(lambda s: encode_save(s, META), lambda: session)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "bench.json")
        write = best_time(lambda s: write_save(path, s, META), lambda: session)
        load = best_time(lambda p: read_save(p, {game.id: game}), lambda: path)
        header = best_time(read_save_header, lambda: path)
    ms = 1e3
    name = f"heap {steps} steps"
    return [
        Row(f"{name}: play (baseline)", playing * ms, "ms"),
        Row(f"{name}: encode save", encode * ms, "ms", encode / playing, target=1, basis="play"),
        Row(f"{name}: write save (+fsync)", write * ms, "ms", write / playing, basis="play"),
        Row(f"{name}: load save", load * ms, "ms", load / playing, target=3, basis="play"),
        Row(f"{name}: read header", header * ms, "ms", header / load, target=0.25, basis="load"),
    ]


def real_game_costs() -> list[Row]:
    """Snapshot + undo against Game.apply on every real game (issue #28: ≤ 1×)."""
    from engine import catalog

    rows: list[Row] = []
    for game_id, setup in REAL_GAMES.items():
        game = catalog.load_game(game_id)
        rows += [row for row in step_costs(game_id, game, games=6, steps=120, setup=setup, target=1)
                 if row.name.endswith(("Game.apply", "snapshot + undo"))]
    return rows


def run() -> list[Row]:
    return [
        *step_costs("high-card", HighCard(), games=300, steps=6),
        *step_costs("heap 300 cards", Heap(), games=10, steps=200),
        *real_game_costs(),
        *save_costs(steps=200),
    ]
