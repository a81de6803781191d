"""Stage and round steps: stage set (FF-R1), entry (FF-R2), gimmicks (FF-R3), refill (FF-R4),
round end (FF-R10), stage clear (FF-W1, FF-W2, FF-W4), next stage (FF-W3), briefing start (FF-R0)."""

from __future__ import annotations

from collections import Counter

from engine.core.kernel.piles import Pile, move
from engine.fatal_fight import groups
from engine.fatal_fight.board import BOSS_ENTRY, ENTRIES, START_CELL, cell_index, line_of
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.effects import Source, run
from engine.fatal_fight.events.flow import (
    BossEntered,
    BossStageSet,
    CampaignLost,
    CampaignWon,
    FatigueHealed,
    Gimmick,
    GoldSplit,
    HeroReady,
    RoundEnded,
    RoundStarted,
    StageCardSet,
    StageCleared,
    StageStarted,
)
from engine.fatal_fight.heroes import max_hand, max_life, one_step
from engine.fatal_fight.state import Foe, Pending, card_id
from engine.fatal_fight.supply import draw, return_status


def _take(src: Pile, dst: Pile, wanted: set[str]) -> None:
    """The cards of the ``wanted`` ids from ``src`` onto ``dst``, in their order in ``src``."""
    kept: list[str] = []
    taken: list[str] = []
    for card in src.take_all():
        (taken if card_id(card) in wanted else kept).append(card)
    src.put_top(*kept)
    dst.put_top(*taken)


def setup_stage(ctx: Ctx) -> None:
    """FF-S1 / FF-W3: the stage set's normal cards shuffled into the stage deck, its boss-stage
    card aside face up; its enemies join the enemy discard in the enemy deck, shuffled."""
    state, cards = ctx.state, ctx.cards
    normal = {s.id for s in cards.stages.values() if s.stage == state.stage and s.kind == "normal"}
    boss = {s.id for s in cards.stages.values() if s.stage == state.stage and s.kind == "boss"}
    _take(state.stage_box, state.stage_deck, normal)
    _take(state.stage_box, state.boss_stage, boss)
    state.stage_deck.shuffle(state.rng)
    enemies = {e.id for e in cards.enemies.values() if e.stage == state.stage}
    state.enemy_deck.put_top(*state.enemy_discard.take_all())
    _take(state.enemy_box, state.enemy_deck, enemies)
    state.enemy_deck.shuffle(state.rng)
    state.round = 0
    state.boss_stage_rounds = 0
    state.stage_gold = 0
    ctx.emit(StageStarted(stage=state.stage, stage_cards=len(state.stage_deck), enemies=len(state.enemy_deck)))


def current_card(ctx: Ctx) -> str | None:
    state = ctx.state
    if state.boss_stage_rounds:
        return state.boss_stage.top
    return state.stage_drawn.top


def card_is_new(ctx: Ctx) -> bool:
    """True in the round a stage card was set (a boss-stage card stays for later rounds)."""
    return ctx.state.boss_stage_rounds <= 1


def stage_set(ctx: Ctx) -> None:
    """FF-R1: draw the top stage card; after the normal cards, the boss-stage card is used."""
    state = ctx.state
    state.round += 1
    state.rounds_played += 1
    if state.round > ctx.rules.max_rounds_per_stage:
        state.result = "lost"
        ctx.emit(CampaignLost(reason="time"))
        return
    ctx.emit(RoundStarted(stage=state.stage, round=state.round))
    normal_left = len(state.stage_drawn) < ctx.rules.normal_cards_per_stage and state.stage_deck
    if normal_left and not state.boss_stage_rounds:
        card = move(state.stage_deck, state.stage_drawn)
        _set_icons(ctx, card)
        ctx.emit(StageCardSet(card=card, symbol=ctx.cards.stages[card].symbol, drawn=len(state.stage_drawn)))
        return
    state.boss_stage_rounds += 1
    if state.boss_stage_rounds == 1:
        boss_card = state.boss_stage.top
        assert boss_card is not None
        _set_icons(ctx, boss_card)
        ctx.emit(BossStageSet(card=boss_card, symbol=boss_symbol(ctx)))


def decided_boss_symbol(ctx: Ctx) -> str | None:
    """The boss symbol once known: a symbol drawn twice, or the boss stage under way (FF-R1)."""
    drawn = Counter(ctx.cards.stages[c].symbol for c in ctx.state.stage_drawn.cards)
    if ctx.state.boss_stage_rounds > 0 or (drawn and max(drawn.values()) >= 2):
        return boss_symbol(ctx)
    return None


def boss_symbol(ctx: Ctx) -> str:
    """FF-R1: the symbol that first appeared twice among the drawn stage cards."""
    seen: Counter[str] = Counter()
    symbols = [ctx.cards.stages[c].symbol or "" for c in ctx.state.stage_drawn.cards]
    for symbol in symbols:
        seen[symbol] += 1
        if seen[symbol] == 2:
            return symbol
    return symbols[0]  # fewer normal cards than symbols (a rules.toml change): the first one


def _set_icons(ctx: Ctx, card: str) -> None:
    """A newly set stage card's cell icons replace what was left of the last card's (FF-R5a)."""
    icons: list[list[str]] = [[] for _ in range(9)]
    for cell, names in ctx.cards.stages[card].cells.items():
        icons[cell_index(cell)] = list(names)
    ctx.state.icons = icons


def enemy_entry(ctx: Ctx) -> None:
    """FF-R2 (+FF-V6): a new card's entries to group tails; the boss joins entry 5's tail."""
    state = ctx.state
    if not card_is_new(ctx):
        return
    card = current_card(ctx)
    assert card is not None
    for entry, count in zip(ENTRIES, ctx.cards.stages[card].entries, strict=True):
        groups.place(ctx, entry, count, "entry")
    if ctx.on("FF-V6"):
        extra = max(len(state.heroes) - ctx.rules.base_players, 0) * ctx.rules.extra_enemies_per_player
        for _ in range(extra):
            groups.place(ctx, groups.roll_entry(ctx), 1, "extra")
    if state.boss_stage_rounds == 1:
        _boss_enters(ctx)


def _boss_enters(ctx: Ctx) -> None:
    state = ctx.state
    symbol = boss_symbol(ctx)
    candidates = [b for b in state.boss_box.cards
                  if ctx.cards.bosses[b].stage == state.stage and ctx.cards.bosses[b].symbol == symbol]
    boss = state.rng.choice(candidates) if len(candidates) > 1 else candidates[0]
    state.boss_box.remove(boss)
    state.groups[BOSS_ENTRY - 1].append(Foe(boss, boss=True))
    state.boss_skills = [0, 1, 2]
    state.rng.shuffle(state.boss_skills)
    state.boss_reveals = 0
    ctx.emit(BossEntered(entry=BOSS_ENTRY, card=boss, symbol=symbol, position=len(state.groups[BOSS_ENTRY - 1]) - 1))


def run_gimmicks(ctx: Ctx, timing: str, seat: int | None = None) -> None:
    """FF-R3: the current stage card's gimmicks with ``timing``; turn timings act on ``seat``."""
    card = current_card(ctx)
    if card is None:
        return
    gimmicks = ctx.cards.stages[card].gimmicks
    if not gimmicks:  # most stage cards: asked at every turn's start and end
        return
    for gimmick in gimmicks:
        if gimmick.timing != timing or ctx.state.result:
            continue
        ctx.emit(Gimmick(card=card, gimmick=gimmick.id, timing=timing, seat=seat))
        line = line_of(ctx.state.heroes[seat].cell) if seat is not None else None
        with one_step(ctx):  # FF-V7: a gimmick hurting several heroes at once is one step
            run(ctx, gimmick.effects, Source(f"gimmick:{card}", seat=seat, line=line))


def round_gimmicks(ctx: Ctx) -> None:
    if card_is_new(ctx):
        run_gimmicks(ctx, "stage_set")
    run_gimmicks(ctx, "round_start")


def refill(ctx: Ctx) -> None:
    """FF-R4: every hero not down draws up to max hand (reshuffling as needed)."""
    for seat, hero in enumerate(ctx.state.heroes):
        if not hero.down:
            missing = max_hand(ctx, hero) - len(hero.hand.cards)
            if missing > 0:
                draw(ctx, seat, missing)


def round_end(ctx: Ctx) -> None:
    """FF-R10: played cards to the discard, every GP removed."""
    state = ctx.state
    for hero in state.heroes:
        hero.discard.put_top(*hero.played.take_all(), *hero.face_down.take_all())
        hero.gp = 0
        hero.acted = False
    for group in state.groups:
        for foe in group:
            foe.gp_bonus = 0
    ctx.emit(RoundEnded(stage=state.stage, round=state.round))


def split_gold(pool: int, heroes: int, minimum: int) -> tuple[int, int]:
    """FF-W1: (gold each hero gets, gold carried on) for ``pool`` = stage gold + carried gold.

    An even split; the remainder carries. A split under the minimum pays the minimum
    anyway: the carried gold is already part of the pool, so it comes from nothing and
    the whole pool carries (ruling).
    """
    share = pool // heroes
    if share >= minimum:
        return share, pool - share * heroes
    return minimum, pool


def stage_clear(ctx: Ctx) -> None:
    """FF-W4 on the last stage; otherwise FF-W1 gold split and FF-W2 reward decisions."""
    state = ctx.state
    ctx.emit(StageCleared(stage=state.stage))
    if state.stage >= ctx.rules.campaign_length:
        state.result = "won"
        ctx.emit(CampaignWon(stage=state.stage))
        return
    share, carried = split_gold(state.stage_gold + state.carried_gold, len(state.heroes), ctx.rules.gold_minimum)
    for hero in state.heroes:
        hero.gold += share
    state.stage_gold = 0
    state.carried_gold = carried
    ctx.emit(GoldSplit(share=share, carried=carried, gold=tuple(h.gold for h in state.heroes)))
    state.pending.extend(Pending("reward", seat) for seat in range(len(state.heroes)))


def next_stage(ctx: Ctx) -> None:
    """FF-W3: clear the board, set up the next stage set, heroes at full life with fresh decks."""
    state = ctx.state
    groups.board_to_discard(ctx)
    for pile in (state.stage_deck, state.stage_drawn, state.boss_stage):
        state.stage_box.put_top(*pile.take_all())
    state.icons = [[] for _ in range(9)]
    state.stage += 1
    setup_stage(ctx)
    for seat, hero in enumerate(state.heroes):
        hero.deck.put_top(*hero.hand.take_all(), *hero.played.take_all(), *hero.face_down.take_all(),
                          *hero.discard.take_all())
        hero.deck.shuffle(state.rng)
        hero.life = max_life(ctx, hero)
        hero.down = False
        hero.gp = 0
        hero.acted = False
        hero.bonus_hand = hero.bonus_actions = 0
        hero.cell = START_CELL
        ctx.emit(HeroReady(seat=seat, life=hero.life, deck=len(hero.deck)))


def briefing(ctx: Ctx) -> None:
    """FF-R0: every Fatigue in each deck is exiled, then each hero's briefing decision."""
    state = ctx.state
    for seat, hero in enumerate(state.heroes):
        fatigue = [c for c in hero.deck.cards if card_id(c) == ctx.cards.fatigue]
        for card in fatigue:
            hero.deck.remove(card)
            return_status(ctx, card)
        ctx.emit(FatigueHealed(seat=seat, count=len(fatigue)))
        state.pending.append(Pending("briefing", seat))
