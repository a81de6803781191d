"""A hand card that cannot be used now says why, each cause in its own words (issue #24)."""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic.state import AlchemicState
from engine.core.i18n.catalog import Msg
from tests.engine.alchemic.helpers import card, game, play, position, side


def _why(state: AlchemicState, seat: int, name: str) -> str | None:
    reason = game().card_refusal(state, seat, card(state, seat, name))
    assert reason is None or isinstance(reason, Msg), reason
    return None if reason is None else reason.id


def test_a_card_that_can_be_used_has_no_refusal() -> None:
    state = position(side(0, hand=("mira-ashgrove", "drill", "drill")), side(1, main="nina-bolt"))
    assert _why(state, 0, "mira-ashgrove") is None
    state = position(side(0, main="mira-ashgrove", hand=("drill", "drill")), side(1, main="nina-bolt"))
    copies = [c for c in state.players[0].hand if c.startswith("drill")]
    assert all(game().card_refusal(state, 0, c) is None for c in copies)  # a copy is used as the one offered


def test_each_cause_in_the_turn_has_its_own_words() -> None:
    state = position(side(0, main="mira-ashgrove", hand=("nina-bolt", "ambush", "feint-strike", "study-night")),
                     side(1, main="nina-bolt"), turn=1)
    assert _why(state, 0, "ambush") == "alchemic.refusal.level_low"  # needs Combat Lv2
    assert _why(state, 0, "feint-strike") == "alchemic.refusal.first_turn"  # no battle on turn 1
    play(state, A.PlaceCharacter(0, card(state, 0, "nina-bolt")))
    assert _why(state, 0, "study-night") == "alchemic.refusal.alchemy_users"
    state = position(side(0, hand=("nina-bolt", "drill", "feint-strike")), side(1, main="nina-bolt"))
    play(state, A.PlaceCharacter(0, card(state, 0, "nina-bolt")))
    state.players[0].hand.put_top("sergeant-rowe#0.x")
    assert _why(state, 0, "sergeant-rowe") == "alchemic.refusal.placed_already"
    state = position(side(0, hand=("drill", "feint-strike")), side(1, main="nina-bolt"))
    assert _why(state, 0, "drill") == "alchemic.refusal.no_main_no_events"
    assert _why(state, 0, "feint-strike") == "alchemic.refusal.no_main"
    state = position(side(0, main="mira-ashgrove", hand=("feint-strike",)), side(1, main="nina-bolt"))
    assert _why(state, 0, "feint-strike") == "alchemic.refusal.battle_card_in_turn"


def test_each_cause_in_a_battle_pick_has_its_own_words() -> None:
    state = position(side(0, main="nina-bolt", hand=("feint-strike", "stone-wall", "drill", "idra-mirror",
                                                     "medic-sera")),
                     side(1, main="nina-bolt", hand=("feint-strike",)))
    play(state, A.DeclareBattle(0))
    assert _why(state, 0, "feint-strike") is None
    assert _why(state, 0, "stone-wall") == "alchemic.refusal.alchemy_users"  # 【錬金術】 under a citizen
    assert _why(state, 0, "drill") == "alchemic.refusal.not_battle_card"
    assert _why(state, 0, "medic-sera") == "alchemic.refusal.not_battle_card"
    assert _why(state, 0, "idra-mirror") == "alchemic.refusal.homunculus_substitute"
    assert _why(state, 1, "feint-strike") is None  # the defender picks too (one simultaneous decision)
    state = position(side(0, main="nina-bolt", hand=("feint-strike",)), side(1, main="nina-bolt", hand=("drill",)))
    assert _why(state, 1, "drill") == "alchemic.refusal.not_your_decision"


def test_the_refusal_is_the_one_apply_gives() -> None:
    """The words at the card are the engine's own: applying the action is refused the same way."""
    state = position(side(0, main="mira-ashgrove", hand=("ambush",)), side(1, main="nina-bolt"))
    action = A.PlayEvent(0, card(state, 0, "ambush"))
    assert game().explain_illegal(state, action) == game().card_refusal(state, 0, action.card)
