"""The rules kernel every game runs on: Game, dispatch, flow, effect handlers, events, seats, undo, the session."""
