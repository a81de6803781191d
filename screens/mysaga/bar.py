"""The My Crypto Saga action bar: the card choices, or the charge panel (MS-C1–C7).

In a charge every charge action is on the bar, each on its own key whatever the state; the ones
the rules refuse now are greyed with the engine's reason (shown on hover), so a player never
wonders why Double Charge is not offered. Labels carry the exact KP from the viewer's view.
"""

from __future__ import annotations

from engine.core.kernel.game import Action
from engine.mysaga import actions as A
from engine.mysaga.game import MySaga
from engine.mysaga.state import MySagaState
from engine.mysaga.view import MySagaView
from screens.kit.action_bar import ActionButton
from screens.kit.i18n import engine_message, tr

CHARGE_KEYS: dict[type[Action], str] = {  # one key per charge action, in every state
    A.Wait: "w", A.Charge: "c", A.EqualCharge: "e", A.DoubleCharge: "d", A.HyperCharge: "y", A.FullCharge: "f",
    A.Escape: "x",
}


def action_label(action: Action, view: MySagaView, game: MySaga, lang: str) -> str:
    """"Play Seed Keeper (1)", "Pick …", "Equal Charge 20 KP", "Wait"."""
    if isinstance(action, (A.PlayPreRound, A.PickCard)):
        card = game.cards.card(view.seats[action.seat].deck[action.slot].card)
        id = "mysaga.act.play" if isinstance(action, A.PlayPreRound) else "mysaga.act.pick"
        return tr(id, lang, card=card.display_name(lang), number=card.number)
    name = A.charge_name(type(action)).get(lang)
    if isinstance(action, (A.Wait, A.Escape)):
        return name
    return tr("mysaga.act.charge", lang, name=name, kp=dict(view.costs).get(type(action).__name__, 0))


def bar_buttons(legal: list[Action], view: MySagaView, game: MySaga, state: MySagaState, lang: str) -> list[ActionButton]:
    """The viewer's ``legal`` actions as buttons: cards keyed 1–3; in a charge all seven charge
    actions, the refused ones greyed with ``game.explain_illegal``'s reason."""
    if not legal or view.phase != "charge" or view.viewer is None:
        return [ActionButton(action_label(a, view, game, lang), a, True, str(n) if n <= 9 else None)
                for n, a in enumerate(legal, start=1)]
    buttons = []
    for kind, key in CHARGE_KEYS.items():
        found = next((a for a in legal if type(a) is kind), None)
        if found is not None:
            buttons.append(ActionButton(action_label(found, view, game, lang), found, True, key))
        else:
            refused = kind(view.viewer)
            reason = engine_message(game.explain_illegal(state, refused), lang)
            buttons.append(ActionButton(A.charge_name(kind).get(lang), refused, False, None, reason=reason))
    return buttons
