"""Every reason Fatal Fight gives for refusing an action reads in Japanese too (design.md:
"Text is in Japanese and English"): the screens toast ``IllegalAction.text.get(lang)``.

Driven by play: seeded campaigns are played by bots; in a second run of the same campaign,
every few states are offered actions that were legal in OTHER states of it (another seat's,
another phase's, a card since played), plus some no state ever allows. Each refusal must
carry a Japanese text that is not empty and not the English.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from engine.core.i18n.catalog import Msg
from engine.core.i18n.text import Text
from engine.core.kernel.bots import Driver, RandomBot
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.fatal_fight import actions as A
from engine.fatal_fight import attack, decisions, game, rules, turn
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight import fixtures as F

RULE_MODULES = (turn, attack, decisions, rules, game)
MAX_STEPS = 4000
PROBE_EVERY = 3
PROBES = 24


@dataclass(frozen=True)
class Foreign(Action):
    """An action of no game: not a Fatal Fight action at all."""

    seat: int


CARD_ID = re.compile(r"[a-z]+[-_][a-z]+")  # "joe-slap", "haggar_punch": Japanese names are shown instead


def japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


def assert_bilingual(text: Text, where: str) -> None:
    assert text.en and text.ja, f"{where}: {text!r} lacks a language"
    assert text.ja != text.en and japanese(text.ja), f"{where}: {text.ja!r} is not Japanese"
    assert "{" not in text.ja and "{" not in text.en, f"{where}: an unfilled placeholder in {text!r}"


class Mixed:
    """Sensible most of the time, random otherwise: reaches briefings, rewards and odd spots."""

    def __init__(self, ff: FatalFight, seed: int) -> None:
        self.rng = Rng.from_seed(seed + 11)
        self.bots = (Driver(ff, HeuristicBot(ff), bot_rng(0)), Driver(ff, RandomBot(), bot_rng(seed)))

    def choose(self, state: FatalFightState) -> Action:
        return self.bots[self.rng.below(3) == 0].next_action(state)


def campaign(ff: FatalFight, heroes: int, variants: list[str], seed: int) -> Iterator[FatalFightState]:
    """The states of one bot-played campaign, the last one over (the same object, advanced
    between yields)."""
    chosen = sorted(ff.cards.characters)[:heroes]
    state = ff.new_state({"heroes": [{"character": c, "player": f"P{i + 1}"} for i, c in enumerate(chosen)],
                          "variants": variants}, seed)
    bot = Mixed(ff, seed)
    for _ in range(MAX_STEPS):
        yield state
        if ff.is_over(state):
            return
        ff.apply(state, bot.choose(state))


def never_legal(ff: FatalFight, state: FatalFightState, seat: int) -> list[Action]:
    """What the seat could try with its hand and items in any phase, actions no state allows,
    and a purchase that names the wrong card to replace."""
    hero = state.heroes[seat]
    ctx = Ctx(ff.cards, ff.rules, state)
    odd: list[Action] = turn.candidates(ctx, seat) + attack.candidates(ctx, seat)
    for kind in decisions.KINDS:
        odd += decisions.candidates(ctx, kind, seat)
    odd += [
        A.Move(seat, "sideways"), A.StartAttack(seat, 0), A.OfferCoop(seat, seat), A.OfferCoop(seat, 99),
        A.ChooseDownBonus(seat, "both"), A.TakeRewardItem(seat, "nothing"), A.BuyArt(seat, "nothing#1", ""),
        A.RemoveStatus(seat, "nothing#1"), A.DropItem(seat, "nothing#1"), A.UseItem(seat, "nothing#1"),
        A.AddItem(seat, "nothing#1"), A.AddCard(seat, "nothing#1"), A.PlayCard(seat, "nothing#1"),
        Foreign(seat), *(A.StartAttack(seat, entry) for entry in range(1, 7)),
    ]
    for art in hero.upgrades.cards[:2]:
        odd += [A.BuyArt(seat, art, c) for c in hero.deck.cards[:3]]
    return odd


def refusals(ff: FatalFight, heroes: int, variants: list[str], seed: int) -> dict[str, IllegalAction]:
    """Refusals met in one campaign, by English reason."""
    pool: dict[Action, None] = {}
    for state in campaign(ff, heroes, variants, seed):
        pool.update(dict.fromkeys(ff.legal_actions(state)))
    # one co-op offer listed at every count (×1…×N) would crowd the probes: ×1 and ×2 stand for them
    tried = [a for a in pool if not (isinstance(a, A.OfferCoop) and a.times > 2)]
    rng = Rng.from_seed(seed)
    found: dict[str, IllegalAction] = {}
    for step, state in enumerate(campaign(ff, heroes, variants, seed)):
        if step % PROBE_EVERY and not ff.is_over(state):
            continue
        seat = ff.decision(state).seat
        offers = [tried[rng.below(len(tried))] for _ in range(PROBES)] + never_legal(ff, state, seat or 0)
        legal_now = set(ff.legal_actions(state))
        for wrong in offers:
            # design.md §2: one source of truth — the fast check agrees with the listed actions
            assert ff.is_legal(state, wrong) == (wrong in legal_now), wrong
            if wrong in legal_now:
                continue
            with pytest.raises(IllegalAction) as caught:
                ff.apply(state, wrong)
            found.setdefault(caught.value.reason, caught.value)
    return found


CAMPAIGNS = [
    ("shipped", 3, [], 1),
    ("shipped", 2, ["FF-V3", "FF-V5", "FF-V7"], 2),
    ("shipped", 1, ["FF-V4", "FF-V6"], 3),
    ("fixture", 3, ["FF-V5", "FF-V7"], 4),
    ("fixture", 2, [], 5),
    ("fixture", 3, [], 7),  # meets an immune group (co-op ×N offers changed the random bots' games)
]


@pytest.fixture(scope="module")
def met() -> dict[str, IllegalAction]:
    """Every refusal met, by English reason; the shipped data's are also under ``shipped:``."""
    games = {"shipped": FatalFight.load(), "fixture": F.game()}
    found: dict[str, IllegalAction] = {}
    for name, heroes, variants, seed in CAMPAIGNS:
        for reason, err in refusals(games[name], heroes, variants, seed).items():
            found.setdefault(reason, err)
            if name == "shipped":
                found.setdefault(f"shipped:{reason}", err)
    return found


def test_every_refusal_met_in_play_has_japanese(met: dict[str, IllegalAction]) -> None:
    for key, err in met.items():
        reason = key.removeprefix("shipped:")
        assert err.text.en == reason == str(err) == err.reason
        assert_bilingual(err.text, reason)
        if key.startswith("shipped:"):  # (the test fixture's cards have no names but their ids)
            assert not CARD_ID.search(err.text.ja), f"{err.text.ja!r} names a card by its id"


def test_play_meets_most_kinds_of_refusal(met: dict[str, IllegalAction]) -> None:
    """The drive reaches the turn, the attack builder and the pending decisions alike."""
    kinds = {re.sub(r"\d+", "#", reason) for reason in met if not reason.startswith("shipped:")}
    kinds = {re.sub(r"It is .*'s decision", "It is X's decision", k) for k in kinds}
    for expected in ("No move points left", "It is X's decision now: an attack", "Not now: it is the briefing",
                     "That hero is down.", "Not enough gold", "That is not a Fatal Fight action.",
                     "That upgrade replaces", "Co-op needs a hero", "There is no enemy group at entry #.",
                     "The game is over.", "can't be hit by", "Attack cards are played", "already declined"):
        assert any(expected in k for k in kinds), f"no refusal like {expected!r} in {sorted(kinds)}"
    assert len(kinds) >= 45, sorted(kinds)


def test_a_japanese_refusal_names_the_deciding_hero_by_its_japanese_name() -> None:
    ff = FatalFight.load()
    state = next(campaign(ff, 2, [], 1))
    seat = ff.decision(state).seat
    assert seat is not None
    other = 1 - seat
    hero = state.heroes[seat]
    with pytest.raises(IllegalAction) as caught:
        ff.apply(state, A.EndTurn(other))
    name = ff.cards.characters[hero.character].name
    assert caught.value.reason.startswith(f"It is {hero.player} ({hero.character})'s decision now:")
    assert caught.value.text.ja.startswith(f"今は{hero.player}（{name}）が決める番です。ターン中です")


def test_a_blocked_attribute_is_named_as_the_cards_print_it() -> None:
    cards = FatalFight.load().cards
    blocked = max((c for c in (*cards.arts.values(), *cards.items.values()) if c.is_attack),
                  key=lambda c: len(attack.attributes(c)))
    names = sorted(attack.attributes(blocked))
    assert names
    reason = attack.reach_reason(blocked, False, frozenset(names))
    assert reason is not None and reason.en == f"This group can't be hit by {'/'.join(names)} attacks."
    assert all(attack.ATTRIBUTE_WORDS[n].ja.startswith("【") and attack.ATTRIBUTE_WORDS[n].ja in reason.ja for n in names)


def test_every_refusal_text_of_the_rules_is_bilingual() -> None:
    """The fixed reasons, including ones play rarely meets (a malformed action's)."""
    fixed = [(f"{m.__name__}.{name}", value) for m in RULE_MODULES for name, value in vars(m).items()
             if isinstance(value, Text | Msg)]
    fixed += [(f"rules.KIND_WORDS[{kind!r}]", words) for kind, words in rules.KIND_WORDS.items()]
    assert len(fixed) >= 30
    for where, text in fixed:
        assert_bilingual(text, where)


def _outcomes(expr: ast.expr) -> list[ast.expr]:
    """What a returned expression may evaluate to: both arms of ``a if c else b``, each of ``a or b``."""
    if isinstance(expr, ast.IfExp):
        return _outcomes(expr.body) + _outcomes(expr.orelse)
    if isinstance(expr, ast.BoolOp):
        return [leaf for value in expr.values for leaf in _outcomes(value)]
    return [expr]


def test_no_check_returns_a_bare_string() -> None:
    """A reason written as a plain str (English only) would reach a Japanese screen in English."""
    for module in RULE_MODULES:
        for fn in ast.walk(ast.parse(inspect.getsource(module))):
            if not isinstance(fn, ast.FunctionDef) or "Text" not in ast.unparse(fn.returns or ast.Constant(None)):
                continue
            for node in ast.walk(fn):
                if isinstance(node, ast.Return) and node.value is not None:
                    for leaf in _outcomes(node.value):
                        bare = isinstance(leaf, ast.JoinedStr) or (isinstance(leaf, ast.Constant)
                                                                   and isinstance(leaf.value, str))
                        assert not bare, f"{module.__name__}.{fn.name} returns {ast.unparse(leaf)}"
