"""Golden tests for the battle (AC-B), counter attack (AC-X), affiliations (AC-A), substitutes (AC-Y1)."""

from __future__ import annotations

import pytest

from engine.alchemic import actions as A
from engine.alchemic import events as E
from engine.alchemic.decisions import Kind
from engine.alchemic.state import AlchemicState
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.view import Hidden
from tests.engine.alchemic.helpers import card, game, play, position, side


def battle(s: AlchemicState, attack: str | None, defence: str | None) -> AlchemicState:
    """Declare for the turn player, pick ``attack`` then ``defence`` (None = no defence)."""
    att = s.turn_player
    a = card(s, att, attack) if attack else None
    d = card(s, 1 - att, defence) if defence else None
    play(s, A.DeclareBattle(att))
    legal = game().legal_actions(s, att)
    play(s, next(x for x in legal if isinstance(x, A.PickBattleCard) and x.card == a))
    if s.battle is not None:
        legal = game().legal_actions(s, 1 - att)
        play(s, next(x for x in legal if isinstance(x, A.PickBattleCard) and x.card == d))
    return s


def test_AC_B6_tie_goes_to_the_defender() -> None:
    # Rowe 1400 + Lunge 500 = 1900 AP vs Garen 1300 + Reversal Throw 600 = 1900 DP
    s = position(side(0, main="sergeant-rowe", hand=("lunge",), combat=1),
                 side(1, main="garen-stoneheart", hand=("reversal-throw",), combat=2))
    battle(s, "lunge", "reversal-throw")
    r = s.last_battle
    assert r.attack.ap == 1900 and r.defence.dp == 1900 and not r.attacker_won
    assert s.players[1].life == 20 - 1  # only the defender's own cost


def test_AC_B6_attacker_wins_with_more_ap_and_deals_bp() -> None:
    s = position(side(0, main="vesper-cinder", hand=("lunge",), combat=1),
                 side(1, main="sergeant-rowe", hand=("feint-strike",)))
    battle(s, "lunge", "feint-strike")  # 1500+500=2000 > 1300+200=1500
    assert s.last_battle.attacker_won and s.last_battle.damage == 3 and s.players[1].life == 17


def test_AC_B6_undefended_attacker_always_wins() -> None:
    s = position(side(0, main="nina-bolt", hand=("braced-stance",)),
                 side(1, main="garen-stoneheart", hand=("stone-wall",)))
    battle(s, "braced-stance", None)
    assert s.last_battle.attacker_won and not s.last_battle.defended and s.players[1].life == 19


def test_AC_B2_defender_without_a_main_is_undefended_and_not_asked() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("feint-strike",)), side(1, hand=("stone-wall",)))
    play(s, A.DeclareBattle(0), A.PickBattleCard(0, card(s, 0, "feint-strike")))
    assert s.battle is None and s.last_battle is not None and not s.last_battle.defended
    assert s.players[1].life == 18


def test_AC_B1_B2_each_pick_hidden_from_the_other_seat_until_the_reveal() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("lunge", "feint-strike"), combat=1),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    play(s, A.DeclareBattle(0))
    d = game().decision(s)
    assert d.kind is Kind.BATTLE_PICK and d.seats == (0, 1) and d.simultaneous
    assert d.detail.waiting == (0, 1) and d.detail.attacker == 0
    play(s, A.PickBattleCard(1, card(s, 1, "braced-stance")))  # the defender may pick first
    assert isinstance(game().view(s, 0).battle.defence, Hidden)
    assert game().view(s, 1).battle.defence.startswith("braced-stance")
    assert game().view(s, 0).battle.attack is None  # not picked yet
    play(s, A.PickBattleCard(0, card(s, 0, "lunge")))
    assert s.battle is None and s.last_battle.defence.card.startswith("braced-stance")


def test_AC_B2_passing_is_secret_too() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("lunge",), combat=1),
                 side(1, main="garen-stoneheart", hand=("braced-stance",)))
    play(s, A.DeclareBattle(0), A.PickBattleCard(1, None))
    assert isinstance(game().view(s, 0).battle.defence, Hidden) and game().view(s, 1).battle.defence == ""


def test_AC_B1_attacker_must_pick_a_card() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("lunge",), combat=1), side(1, main="garen-stoneheart"))
    play(s, A.DeclareBattle(0))
    with pytest.raises(IllegalAction):
        game().apply(s, A.PickBattleCard(0, None))


def test_AC_B3_battle_cost_may_take_life_below_zero() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("iron-knuckle",), combat=3, life=1),
                 side(1, main="nina-bolt"))
    battle(s, "iron-knuckle", None)
    assert s.players[0].life == -1 and s.winner == 1  # loss checked at the turn's end


def test_AC_B4_rebound_loses_bp_ignores_effect_and_zeroes_ap_dp() -> None:
    # Flame Lance needs alchemy level 2; Vesper has 1: it rebounds (BP 3 lost, no +1 BP effect)
    s = position(side(0, main="vesper-cinder", hand=("flame-lance",), alchemy=1),
                 side(1, main="nina-bolt", hand=("braced-stance",)))
    play(s, A.DeclareBattle(0))
    pick = next(a for a in game().legal_actions(s, 0) if isinstance(a, A.PickBattleCard))
    assert pick.rebound  # offered, flagged so a screen can warn (ruling)
    play(s, pick, A.PickBattleCard(1, card(s, 1, "braced-stance")))
    r = s.last_battle
    assert r.attack.rebound and r.attack.ap == 0 and s.players[0].life == 17
    assert not r.attacker_won  # 0 AP vs 1600 DP
    assert s.players[0].alchemy.cards[-1].startswith("flame-lance")  # still played: to its gauge


def test_AC_B5_attacker_effect_first_then_defender() -> None:
    # Sand Blade (+200 AP for an Ishbalan) resolves before Mending Flesh (+2 life for a Homunculus)
    s = position(side(0, main="tahl-of-the-dunes", hand=("sand-blade",), alchemy=1),
                 side(1, main="idra-mirror", hand=("mending-flesh",), combat=1, life=10))
    play(s, A.DeclareBattle(0), A.PickBattleCard(0, card(s, 0, "sand-blade")))
    events = game().apply(s, A.PickBattleCard(1, card(s, 1, "mending-flesh")))
    kinds = [(type(e), getattr(e, "seat", None)) for e in events]
    assert kinds.index((E.Modified, 0)) < kinds.index((E.LifeChanged, 1))
    assert s.last_battle.attack.ap == 1400 + 400 + 200 and s.players[1].life == 12 - 2  # healed, then hit


def test_AC_X_counter_rank_chain_0_1_2_and_reset() -> None:
    s = position(side(0, main="nina-bolt", hand=("feint-strike", "feint-strike", "braced-stance")),
                 side(1, main="garen-stoneheart", hand=("braced-stance", "lunge")), turn_player=0)
    battle(s, "feint-strike", "braced-stance")  # 1200 vs 1800: defender wins
    assert s.players[1].rank == 1 and s.players[0].rank == 0
    # player 2's turn: rank 1 gives +200 AP / +1 BP; Nina defends 1100+500 = 1600 >= 1300+0+200 = 1500
    play(s, A.DeclareBattle(1), A.PickBattleCard(1, card(s, 1, "lunge")))
    assert s.battle is not None
    play(s, A.PickBattleCard(0, card(s, 0, "braced-stance")))
    r = s.last_battle
    assert r.attack.ap == 1300 + 500 + 200 and r.defence.dp == 1600 and r.attacker_won
    assert r.damage == 3 + 1  # BP + rank 1
    assert s.players[1].rank == 0  # reset at the end of its own turn (AC-T4)


def test_AC_X_defender_gains_attacker_rank_plus_one_capped() -> None:
    s = position(side(0, main="nina-bolt", hand=("feint-strike",), rank=4),
                 side(1, main="garen-stoneheart", hand=("stone-wall",), alchemy=0))
    battle(s, "feint-strike", "stone-wall")  # 900+300+600 = 1800 vs 1300+700 = 2000
    assert s.players[1].rank == 5 and s.players[0].rank == 0
    s2 = position(side(0, main="nina-bolt", hand=("feint-strike",), rank=5),
                  side(1, main="garen-stoneheart", hand=("stone-wall",)))
    battle(s2, "feint-strike", "stone-wall")  # 900+300+700 = 1900 vs 2000
    assert s2.players[1].rank == 5  # max 5


def test_AC_X1_rank_bonus_table() -> None:
    for rank, (ap, bp) in {0: (0, 0), 1: (200, 1), 2: (400, 2), 3: (500, 3), 4: (600, 4), 5: (700, 5)}.items():
        s = position(side(0, main="sergeant-rowe", hand=("feint-strike",), rank=rank), side(1, main="nina-bolt"))
        battle(s, "feint-strike", None)
        assert s.last_battle.attack.ap == 1400 + 300 + ap and s.last_battle.damage == 2 + bp


def test_AC_Y1_substitute_adds_its_ap_dp_bp_1_and_goes_to_deck_bottom() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("vesper-cinder",)), side(1, main="nina-bolt"))
    sub = card(s, 0, "vesper-cinder")
    battle(s, "vesper-cinder", None)
    r = s.last_battle
    assert r.attack.substitute and r.attack.ap == 1400 + 1500 and r.damage == 1
    assert s.players[0].deck.cards[0] == sub  # AC-B7


def test_AC_A1_homunculus_substitutes_only_under_a_homunculus_main() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("nemesis-grey",)), side(1))
    assert A.DeclareBattle(0) not in game().legal_actions(s)
    s = position(side(0, main="idra-mirror", hand=("nemesis-grey",)), side(1))
    play(s, A.DeclareBattle(0))
    assert any(a.card and a.card.startswith("nemesis-grey") for a in game().legal_actions(s, 0))


def test_AC_A2_alchemy_cards_only_for_alchemist_mains() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("stone-wall", "feint-strike", "study-night")), side(1))
    play(s, A.DeclareBattle(0))
    assert all(not (a.card or "").startswith("stone-wall") for a in game().legal_actions(s, 0))
    s = position(side(0, main="sergeant-rowe", hand=("study-night",)), side(1))
    with pytest.raises(IllegalAction, match="錬金術"):
        game().apply(s, A.PlayEvent(0, card(s, 0, "study-night")))
    s = position(side(0, main="tahl-of-the-dunes", hand=("study-night",)), side(1))
    play(s, A.PlayEvent(0, card(s, 0, "study-night")))


def test_AC_B7_battle_cards_go_to_their_gauges() -> None:
    s = position(side(0, main="vesper-cinder", hand=("spark-circle",), alchemy=1),
                 side(1, main="sergeant-rowe", hand=("braced-stance",)))
    battle(s, "spark-circle", "braced-stance")
    assert s.players[0].alchemy.cards[-1].startswith("spark-circle")
    assert s.players[1].combat.cards[-1].startswith("braced-stance")


def test_supports_passive_modifiers_apply_in_battle() -> None:
    s = position(side(0, main="sergeant-rowe", supports=("scout-kei", "apprentice-lio"), hand=("feint-strike",)),
                 side(1, main="nina-bolt"))
    battle(s, "feint-strike", None)
    assert s.last_battle.attack.ap == 1400 + 300 + 300 + 200


def test_AC_B2_the_log_does_not_tell_the_attacker_whether_the_defender_passed() -> None:
    seen = []
    for defence in (None, "braced-stance"):
        s = position(side(0, main="sergeant-rowe", hand=("lunge",), combat=1),
                     side(1, main="garen-stoneheart", hand=("braced-stance",)))
        play(s, A.DeclareBattle(0))
        events = play(s, A.PickBattleCard(1, card(s, 1, defence) if defence else None))
        seen.append([e.for_seat(0) for e in events])
    assert seen[0] == seen[1]
