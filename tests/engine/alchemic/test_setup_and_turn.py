"""Golden tests for deck and start (AC-S), winning (AC-W) and the turn (AC-T, AC-K, AC-Y5)."""

from __future__ import annotations

import pytest

from engine.alchemic import actions as A
from engine.alchemic.decisions import Kind
from engine.alchemic.game import all_cards
from engine.alchemic.schema import deck_problem
from engine.core.kernel.errors import IllegalAction
from tests.engine.alchemic.helpers import card, game, play, position, side

DECKS = {"decks": ["flame-academy", "shadow-legion"]}


def test_AC_S1_deck_is_exactly_30_with_at_most_3_copies() -> None:
    deck = game().cards.deck_list("flame-academy")
    assert len(deck) == 30 and deck_problem(deck) is None
    assert "exactly 30" in str(deck_problem(deck[:-1]) or "")
    four = [*deck[:26], *["lunge"] * 4]
    assert "at most 3 copies" in str(deck_problem(four) or "")
    with pytest.raises(ValueError, match="exactly 30"):
        game().new_state({"decks": [deck[:-1], "shadow-legion"]}, 1)


def test_AC_S2_life_20_six_cards_and_the_cap() -> None:
    state = game().new_state({**DECKS, "first": 0}, 5)
    for p in state.players:
        assert p.life == 20
        assert len(p.hand) + len(p.deck) == 30
    s = position(side(0, main="mira-ashgrove", supports=("medic-sera",), life=20), side(1))
    play(s, A.UseAbility(0, card(s, 0, "medic-sera")))
    assert s.players[0].life == 20  # capped


def _find_seed_without_main() -> tuple[int, object]:
    for seed in range(500):
        state = game().new_state({**DECKS, "first": 0}, seed)
        if state.step == "mulligan" and state.mulligan_seat is not None:
            return seed, state
    raise AssertionError("no seed deals a hand without a main")


def test_AC_S3_mulligan_only_without_a_main_and_at_most_twice() -> None:
    _, state = _find_seed_without_main()
    seat = state.mulligan_seat
    before = all_cards(state)
    assert game().decision(state).kind is Kind.MULLIGAN
    play(state, A.Mulligan(seat))
    assert len(state.players[seat].hand) == 6 and all_cards(state) == before
    if state.mulligan_seat == seat:
        play(state, A.Mulligan(seat))
    assert state.mulligan_seat != seat or state.players[seat].mulligans < 2
    assert state.players[seat].mulligans <= 2


def test_AC_S3_at_most_two_mulligans_then_play_starts() -> None:
    s = position(side(0, hand=("lunge",) * 6, deck=20), side(1, hand=("vesper-cinder",) * 6), turn=0)
    s.step, s.mulligan_seat = "mulligan", 0
    play(s, A.Mulligan(0))
    assert s.mulligan_seat == 0 and len(s.players[0].hand) == 6  # still no main: offered again
    play(s, A.Mulligan(0))
    assert s.players[0].mulligans == 2 and s.step == "turn"  # no third; seat 1 has a main: not asked
    with pytest.raises(IllegalAction):
        game().apply(s, A.Mulligan(0))


def test_AC_S3_keep_hand_ends_the_offer() -> None:
    _, state = _find_seed_without_main()
    seat = state.mulligan_seat
    play(state, A.KeepHand(seat))
    assert state.mulligan_seat != seat


def test_AC_S4_first_player_draws_but_cannot_battle_on_turn_1() -> None:
    state = game().new_state({**DECKS, "first": 1}, 3)
    while state.step == "mulligan":
        play(state, A.KeepHand(state.mulligan_seat))
    assert state.turn == 1 and state.turn_player == 1
    assert len(state.players[1].hand) == 7  # AC-T0 draw on turn 1 too
    assert A.DeclareBattle(1) not in game().legal_actions(state)
    with pytest.raises(IllegalAction, match="first turn"):
        game().apply(state, A.DeclareBattle(1))


def test_AC_T0_a_turn_starts_with_a_draw() -> None:
    s = position(side(0, main="vesper-cinder"), side(1, main="sergeant-rowe", deck=5))
    play(s, A.EndTurn(0))
    assert s.turn_player == 1 and len(s.players[1].hand) == 1 and len(s.players[1].deck) == 4


def test_AC_W1_life_zero_loses_at_turn_end_not_before() -> None:
    s = position(side(0, main="vesper-cinder", hand=("ambush",), combat=2, life=2), side(1, life=2))
    play(s, A.PlayEvent(0, card(s, 0, "ambush")))  # costs 2: own life 0; opponent to 0 too
    assert s.players[0].life == 0 and s.players[1].life == 0 and s.step == "turn"
    play(s, A.EndTurn(0))
    assert s.result == "won" and s.winner == 0  # both at once: the turn player wins


def test_AC_W1_empty_deck_loses() -> None:
    s = position(side(0, main="vesper-cinder"), side(1, deck=0))
    play(s, A.EndTurn(0))
    assert s.winner == 0 and game().decision(s).seat is None


def test_AC_W1_simultaneous_loss_goes_to_the_turn_player() -> None:
    s = position(side(0, deck=0), side(1, life=-1), turn_player=0)
    play(s, A.EndTurn(0))
    assert s.winner == 0


def test_AC_T1_one_main_earliest_to_deck_bottom() -> None:
    s = position(side(0, main="vesper-cinder", hand=("sergeant-rowe",)), side(1))
    old = s.players[0].main.top
    play(s, A.PlaceCharacter(0, card(s, 0, "sergeant-rowe")))
    assert s.players[0].main.top.startswith("sergeant-rowe") and s.players[0].deck.cards[0] == old
    assert A.PlaceCharacter(0, card(s, 0, "vesper-cinder")) not in game().legal_actions(s)  # one per turn


def test_AC_T1_two_supports_earliest_to_deck_bottom() -> None:
    s = position(side(0, supports=("apprentice-lio", "medic-sera"), hand=("scout-kei",)), side(1))
    first = s.players[0].supports.cards[0]
    play(s, A.PlaceCharacter(0, card(s, 0, "scout-kei")))
    assert [c.split("#")[0] for c in s.players[0].supports] == ["medic-sera", "scout-kei"]
    assert s.players[0].deck.cards[0] == first  # AC-Y5


def test_AC_T1b_same_character_later_one_survives() -> None:
    s = position(side(0, supports=("medic-sera",), hand=("medic-sera",)), side(1))
    earlier = s.players[0].supports.cards[0]
    play(s, A.PlaceCharacter(0, card(s, 0, "medic-sera")))
    assert len(s.players[0].supports) == 1 and s.players[0].supports.cards[0] != earlier
    assert s.players[0].deck.cards[0] == earlier


def test_AC_T2_events_need_a_main_and_one_per_turn_then_go_to_the_gauge() -> None:
    s = position(side(0, hand=("drill", "first-aid")), side(1))
    with pytest.raises(IllegalAction, match="No main character"):
        game().apply(s, A.PlayEvent(0, card(s, 0, "drill")))
    s = position(side(0, main="sergeant-rowe", hand=("drill", "first-aid")), side(1))
    drill = card(s, 0, "drill")
    play(s, A.PlayEvent(0, drill))
    assert s.players[0].combat.cards[-1] == drill and len(s.players[0].combat) == 2  # AC-K2 + its charge
    assert not any(isinstance(a, A.PlayEvent) for a in game().legal_actions(s))


def test_AC_T2_one_paid_ability_per_turn() -> None:
    s = position(side(0, main="mira-ashgrove", supports=("archivist-olen",)), side(1))
    play(s, A.UseAbility(0, card(s, 0, "mira-ashgrove")))
    assert s.players[0].life == 19 and len(s.players[0].alchemy) == 1
    with pytest.raises(IllegalAction, match="already used a paid ability"):
        game().apply(s, A.UseAbility(0, card(s, 0, "archivist-olen")))


def test_AC_K1_level_is_the_gauge_count() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("ambush",), combat=1), side(1))
    with pytest.raises(IllegalAction, match="Your combat level is below 2") as err:
        game().apply(s, A.PlayEvent(0, card(s, 0, "ambush")))
    assert err.value.text.ja == "格闘のスキルレベルが2に足りません（AC-K1）。"  # the gauge named in each language
    s = position(side(0, main="sergeant-rowe", hand=("ambush",), combat=2), side(1))
    play(s, A.PlayEvent(0, card(s, 0, "ambush")))
    assert s.players[1].life == 18


def test_AC_K3_event_or_ability_cost_above_life_is_refused() -> None:
    s = position(side(0, main="garen-stoneheart", hand=("ambush",), combat=2, life=1), side(1))
    with pytest.raises(IllegalAction, match="more than your life") as err:
        game().apply(s, A.PlayEvent(0, card(s, 0, "ambush")))
    assert "対価" in err.value.text.ja
    with pytest.raises(IllegalAction, match="more than your life"):
        game().apply(s, A.UseAbility(0, card(s, 0, "garen-stoneheart")))


def test_AC_T3_battle_prohibitions() -> None:
    no_main = position(side(0, hand=("lunge",)), side(1))
    no_card = position(side(0, main="sergeant-rowe", hand=("drill",)), side(1))
    no_life = position(side(0, main="sergeant-rowe", hand=("lunge",), life=0), side(1))
    for s, reason in ((no_main, "No main"), (no_card, "No battle card"), (no_life, "0 or less")):
        with pytest.raises(IllegalAction, match=reason):
            game().apply(s, A.DeclareBattle(0))
    ok = position(side(0, main="sergeant-rowe", hand=("lunge",)), side(1))
    assert A.DeclareBattle(0) in game().legal_actions(ok)


def test_AC_T_steps_in_order_place_before_events() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("drill", "scout-kei")), side(1))
    play(s, A.PlayEvent(0, card(s, 0, "drill")))
    with pytest.raises(IllegalAction, match="before events"):
        game().apply(s, A.PlaceCharacter(0, card(s, 0, "scout-kei")))


def test_illegal_action_leaves_the_state_untouched() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("lunge",)), side(1))
    before = game().encode_state(s)
    for bad in (A.EndTurn(1), A.PlayEvent(0, "lunge#0.h0"), A.PickBattleCard(0, None)):
        with pytest.raises(IllegalAction) as err:
            game().apply(s, bad)
        assert err.value.text.ja and err.value.text.en
    assert game().encode_state(s) == before


def test_copies_are_one_choice_offered_as_the_first_copy() -> None:
    s = position(side(0, main="sergeant-rowe", hand=("scout-kei", "scout-kei")), side(1))
    first, second = s.players[0].hand.cards
    places = [a for a in game().legal_actions(s) if isinstance(a, A.PlaceCharacter)]
    assert places == [A.PlaceCharacter(0, first)]
    assert not game().is_legal(s, A.PlaceCharacter(0, second))
    with pytest.raises(IllegalAction, match="offered"):
        game().apply(s, A.PlaceCharacter(0, second))
