"""Golden tests for the counter rank's life span (AC-X2), the card types (AC-Y2–Y4) and the
rulings confirmed after the first audit (rebound, turn bound, uniqueness by persona)."""

from __future__ import annotations

import pytest

from engine.alchemic import actions as A
from engine.alchemic import events as E
from engine.alchemic.game import Alchemic
from engine.core.kernel.errors import IllegalAction
from tests.engine.alchemic.helpers import card, game, play, position, side
from tests.engine.alchemic.test_battle import battle


def test_AC_X2_rank_is_gained_only_by_winning_as_defender() -> None:
    s = position(side(0, main="vesper-cinder", hand=("lunge",), combat=1),
                 side(1, main="sergeant-rowe", hand=("feint-strike",)))
    battle(s, "lunge", "feint-strike")  # 2000 AP > 1500 DP: the attacker wins
    assert s.last_battle.attacker_won and [p.rank for p in s.players] == [0, 0]
    s = position(side(0, main="nina-bolt", hand=("feint-strike",)),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    battle(s, "feint-strike", "braced-stance")  # 1200 vs 1800: the defender wins
    assert [p.rank for p in s.players] == [0, 1]


def test_AC_X2_rank_lasts_through_the_opponents_turn_and_resets_at_the_end_of_ones_own() -> None:
    s = position(side(0, main="nina-bolt", hand=("feint-strike",)),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    battle(s, "feint-strike", "braced-stance")  # the defender's rank 1; the attacker's turn ends
    assert s.turn_player == 1 and s.players[1].rank == 1
    play(s, A.EndTurn(1))  # no battle: the rank still ends with its owner's turn
    assert s.players[1].rank == 0


def test_AC_X2_rank_resets_when_the_opponent_wins_as_defender() -> None:
    s = position(side(0, main="nina-bolt", hand=("feint-strike",), rank=3),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    battle(s, "feint-strike", "braced-stance")  # 900+300+500 = 1700 vs 1800: the defender wins
    assert s.players[0].rank == 0 and s.players[1].rank == 4


def test_AC_Y2_a_support_costs_no_life_and_works_by_its_text() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("apprentice-lio", "feint-strike")), side(1, main="nina-bolt"))
    lio = card(s, 0, "apprentice-lio")
    events = play(s, A.PlaceCharacter(0, lio))
    assert s.players[0].life == 20 and lio in s.players[0].supports.cards
    assert any(isinstance(e, E.CharacterPlaced) for e in events)
    battle(s, "feint-strike", None)  # its text: +200 AP when attacking
    assert s.last_battle.attack.ap == 1400 + 300 + 200


def test_AC_Y3_a_battle_card_adds_its_ap_pays_its_cost_deals_its_bp_and_goes_to_its_gauge() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("reversal-throw", "feint-strike"), combat=2),
                 side(1, main="nina-bolt", hand=("braced-stance",)))
    throw = card(s, 0, "reversal-throw")  # combat level 2, cost 1, AP 300, BP 3
    battle(s, "reversal-throw", "braced-stance")  # 1400+300 = 1700 > 1100+500 = 1600
    r = s.last_battle
    assert r.attack.ap == 1700 and r.attacker_won and r.damage == 3
    assert s.players[0].life == 19 and s.players[1].life == 17
    assert s.players[0].combat.cards[-1] == throw


def test_AC_Y3_one_battle_card_per_battle() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("feint-strike", "lunge"), combat=1),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    play(s, A.DeclareBattle(0), A.PickBattleCard(0, card(s, 0, "feint-strike")))
    assert game().legal_actions(s, 0) == []  # the attacker's one card is down
    with pytest.raises(IllegalAction):
        game().apply(s, A.PickBattleCard(0, card(s, 0, "lunge"), False))


def test_AC_Y4_an_event_pays_its_cost_works_goes_to_its_gauge_once_per_turn() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("ambush", "first-aid"), combat=2), side(1, main="nina-bolt"))
    ambush = card(s, 0, "ambush")  # combat level 2, cost 2: the opponent loses 2 life
    play(s, A.PlayEvent(0, ambush))
    assert s.players[0].life == 18 and s.players[1].life == 18
    assert s.players[0].combat.cards[-1] == ambush
    with pytest.raises(IllegalAction):
        game().apply(s, A.PlayEvent(0, card(s, 0, "first-aid")))


def test_AC_B4_ruling_the_rebound_bp_loss_replaces_the_cost() -> None:
    # Flame Lance: cost 1, BP 3, alchemy level 2; at level 1 it rebounds: 3 life lost, not 3 + 1
    s = position(side(0, main="vesper-cinder", hand=("flame-lance",), alchemy=1),
                 side(1, main="nina-bolt", hand=("braced-stance",)))
    battle(s, "flame-lance", "braced-stance")
    assert s.last_battle.attack.rebound and s.last_battle.attack.paid == 3 and s.players[0].life == 17


def test_AC_B4_ruling_a_rebounding_attacker_facing_no_defence_still_deals_its_bp() -> None:
    s = position(side(0, main="vesper-cinder", hand=("flame-lance",), alchemy=1),
                 side(1, main="nina-bolt", hand=("braced-stance",)))
    battle(s, "flame-lance", None)
    r = s.last_battle
    assert r.attack.rebound and r.attack.ap == 0 and r.attacker_won and not r.defended
    assert r.damage == 3 and s.players[1].life == 17 and s.players[0].life == 17


def test_AC_W_ruling_the_200th_turn_without_a_winner_is_a_draw() -> None:
    assert game().rules.max_turns == 200
    s = position(side(0, main="sergeant-rowe"), side(1, main="nina-bolt"), turn=200)
    events = play(s, A.EndTurn(0))
    over = next(e for e in events if isinstance(e, E.GameOver))
    assert over.winner is None and game().is_over(s) and s.winner is None


def test_AC_T1b_ruling_uniqueness_is_by_persona() -> None:
    """Two printings of one character (same ``persona``, different ids) count as the same."""
    base = game().cards
    promo = base.supports["medic-sera"].model_copy(update={"id": "sera-promo", "persona": "medic-sera"})
    g = Alchemic({"main": base.mains, "support": {**base.supports, "sera-promo": promo},
                  "battle": base.battles, "event": base.events}, game().rules)
    s = position(side(0, supports=("medic-sera",), hand=("sera-promo",)), side(1))
    earlier = s.players[0].supports.cards[0]
    g.apply(s, A.PlaceCharacter(0, card(s, 0, "sera-promo")))
    assert [c.rpartition("#")[0] for c in s.players[0].supports] == ["sera-promo"]
    assert s.players[0].deck.cards[0] == earlier
