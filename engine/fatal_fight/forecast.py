"""What confirming the attack being built would do (FF-R6a, FF-R6c), asked of the engine.

The engine confirms the attack on a decoded COPY of the state; the screen reads the events
(damage per enemy, GP spent, KOs, overkill gold, drops, a boss KO). Nothing is worked out
here. The copy gets a neutral random generator, so a forecast never reveals a future die
roll or shuffle; when the attack's text rolls the die, the forecast says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import codec
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.fatal_fight.actions import ConfirmAttack
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState

NEUTRAL_SEED = 0


@dataclass(frozen=True)
class FoeForecast:
    """One enemy hit by the attack: damage taken, GP spent, life left (0 = KO'd)."""

    card: str
    taken: int
    gp_spent: int
    left: int
    ko: bool


@dataclass(frozen=True)
class Forecast:
    entry: int
    ap: int  # with the cards' text bonuses
    foes: tuple[FoeForecast, ...]
    gold: int  # stage gold the KOs give (overkill or drops)
    items: tuple[str, ...]  # items the attacker would get
    stage_clear: bool  # the boss would be KO'd
    die: bool  # a die roll changes the outcome

    def for_card(self, card: str) -> FoeForecast | None:
        return next((f for f in self.foes if f.card == card), None)


def forecast(game: FatalFight, state: FatalFightState) -> Forecast | None:
    """The result of ``ConfirmAttack`` now, or None when there is no attack it could confirm."""
    attack = state.attack
    if attack is None:
        return None
    copy = codec.restore(codec.snapshot(state), FatalFightState)
    copy.rng = Rng.from_seed(NEUTRAL_SEED)
    try:
        events = game.apply(copy, ConfirmAttack(attack.seat))
    except IllegalAction:
        return None
    ap, gold, die, clear = 0, 0, False, False
    foes: dict[str, FoeForecast] = {}
    items: list[str] = []
    for event in events:
        data = event.data
        if event.kind == "attack_confirmed":
            ap = int(data["ap"])
        elif event.kind == "attack_ap_changed":
            ap = int(data["ap"])
        elif event.kind == "enemy_damaged":
            left = max(0, int(data["life"]) - int(data["damage"]))
            foes[data["card"]] = FoeForecast(data["card"], int(data["taken"]), int(data["gp_spent"]), left, left == 0)
        elif event.kind == "enemy_ko":
            hit = foes.get(data["card"])
            if hit is not None:
                foes[data["card"]] = FoeForecast(hit.card, hit.taken, hit.gp_spent, 0, True)
            clear = clear or bool(data.get("boss"))
        elif event.kind == "stage_gold_changed" and data.get("source") in ("overkill", "drop"):
            gold += int(data["delta"])
        elif event.kind == "item_gained" and data.get("source") == "drop":
            items.append(str(data["item"]))
        elif event.kind == "die_rolled":
            die = True
    return Forecast(attack.entry, ap, tuple(foes.values()), gold, tuple(items), clear, die)
