"""The prompt strip under the header: what the deciding player can do now, in words.

For an attack being built it also shows the summed AP and the attributes that apply to
the whole attack (FF-R6, FF-R7), and the engine's forecast of the result.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.core.i18n.catalog import joined
from engine.fatal_fight.events.combat import EnemyPhaseStarted
from engine.fatal_fight.keyframes import Step
from engine.fatal_fight.state import card_id
from screens.fatal_fight import paint
from screens.fatal_fight.scene import Scene
from screens.fatal_fight.strings import counted, entry_label, spaced
from screens.fatal_fight.wording import EventWords
from screens.kit.i18n import tr


@dataclass(frozen=True)
class Prompt:
    tag: str  # a short label in a coloured plate ("Turn", "Attack", "Enemy phase" …)
    text: str
    colour: tuple[int, int, int] = paint.GOLD
    ap: int | None = None  # shown big on the right while an attack is built
    attributes: tuple[str, ...] = ()  # attribute keys (shoot/area/pierce/weapon)


PLAYBACK = (200, 90, 255)
HINT_IDS = {"down_bonus": "fatal_fight.hint.down_bonus", "briefing": "fatal_fight.hint.briefing"}


class PromptPainter:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, scene: Scene, prompt: Prompt) -> None:
        rect = self.rect
        paint.panel(surface, rect, (18, 22, 30), prompt.colour, scene.px(6))
        pad = scene.px(6)
        tag = paint.fitted(prompt.tag, scene.px(13), rect.width // 5, True, paint.TEXT_DARK)
        plate = pygame.Rect(rect.left + 2, rect.top + 2, tag.get_width() + 2 * pad, rect.height - 4)
        pygame.draw.rect(surface, prompt.colour, plate, border_radius=scene.px(5))
        surface.blit(tag, tag.get_rect(center=(plate.centerx, plate.centery - 1)))
        right = rect.right - pad
        if prompt.ap is not None:
            size = rect.height - scene.px(8)
            for key in reversed(prompt.attributes):
                right -= size
                surface.blit(scene.cat.icons.icon(key, size), (right, rect.centery - size // 2))
                right -= scene.px(3)
            right -= scene.px(4)
            box = paint.badge_rect(f"AP {prompt.ap}", scene.px(15))
            box.midright = (right, rect.centery)
            paint.badge(surface, f"AP {prompt.ap}", box.center, scene.px(15), (150, 40, 40))
            right = box.left - pad
        text = pygame.Rect(plate.right + pad, rect.top, right - plate.right - pad, rect.height)
        # one line at the scaled size, else smaller down to 12 px (two lines fit at scale 1) — never cut
        paint.paragraph(surface, prompt.text, text.inflate(0, -2), scene.px(14), min_size=12, colour=paint.TEXT,
                        valign="middle")


def prompt_for(scene: Scene, words: EventWords, step: Step | None) -> Prompt:
    """The prompt strip's words for the decision at hand (or the enemy-phase step being shown)."""
    lang, view = scene.lang, scene.view
    if step is not None:  # the plate says "Enemy phase" once; the line says what this step is (issue #25)
        if isinstance(step.event, EnemyPhaseStarted):
            line = tr("fatal_fight.playback.start", lang, round=step.event.round)
        else:
            line = words.line(step.event, lang, scene.names)
        hint = spaced([line, tr("fatal_fight.hint.playback", lang)], lang)
        return Prompt(tr("fatal_fight.timing.enemy_phase", lang), hint, PLAYBACK)
    kind = view.decision["kind"]
    seat = view.decision.get("seat")
    name = scene.names[seat] if isinstance(seat, int) else ""
    rules = scene.cat.game.rules
    if kind == "attack" and view.attack is not None:
        return _attack(scene)
    if kind == "turn":
        if scene.armed_item is not None:
            item = scene.cat.name(scene.armed_item, lang)
            return Prompt(name, tr("fatal_fight.hint.confirm_item", lang, item=item), paint.GOLD)
        if scene.selected_card is not None:
            return Prompt(name, _card_hint(scene, scene.selected_card))
        return Prompt(name, tr("fatal_fight.hint.turn", lang, hero=name))
    if kind == "coop":
        detail = view.decision["detail"]
        text = tr("fatal_fight.hint.coop", lang, helper=name, attacker=scene.names[detail.get("attacker", 0)],
                 target=entry_label(detail.get("entry", 1), lang), n=detail.get("times", 1))
        return Prompt(name, text, paint.COOP)
    if kind == "carry" and isinstance(seat, int):
        return Prompt(name, tr("fatal_fight.hint.carry", lang, hero=name, max=view.heroes[seat].max_carry))
    if kind in HINT_IDS:
        return Prompt(name, tr(HINT_IDS[kind], lang, hero=name))
    if kind == "reward":
        return Prompt(name, tr("fatal_fight.hint.reward", lang, hero=name, gold=rules.reward_gold))
    won = view.result == "won"
    title = tr("fatal_fight.end.won" if won else "fatal_fight.end.lost", lang)
    hint = tr("fatal_fight.hint.over_won" if won else "fatal_fight.hint.over_lost", lang)
    return Prompt(title, hint, paint.GOLD if won else paint.LIFE)


def replay_prompt(scene: Scene) -> Prompt:
    """In the replay viewer: who was to act at this step, with nothing to click (issue #25)."""
    seat = scene.view.decision.get("seat")
    if scene.view.turn is not None:
        seat = scene.view.turn
    if not isinstance(seat, int):
        return Prompt(tr("fatal_fight.replay.tag", scene.lang), "", paint.TEXT_DIM)
    name = scene.names[seat]
    return Prompt(tr("fatal_fight.replay.tag", scene.lang), tr("fatal_fight.replay.to_act", scene.lang, hero=name),
                  paint.TEXT_DIM)


def _card_hint(scene: Scene, card: str) -> str:
    """What to do with the chosen card; a warning when zanshin would cost its penalty (FF-R5d)."""
    cat, lang = scene.cat, scene.lang
    status = cat.game.cards.statuses.get(card_id(card))
    if status is not None and status.zanshin:
        return tr("fatal_fight.zanshin_warning", lang, card=cat.name(card, lang), text=cat.text(status, lang))
    return tr("fatal_fight.hint.card", lang, card=cat.name(card, lang))


def _attack(scene: Scene) -> Prompt:
    """The attack being built: its target, co-op helpers, the forecast and the keys (FF-R6)."""
    lang, attack = scene.lang, scene.view.attack
    assert attack is not None
    added = attack.cards or attack.items or attack.specials
    parts = [tr("fatal_fight.hint.attack_target" if added else "fatal_fight.hint.attack", lang, target=entry_label(attack.entry, lang))]
    if attack.coops:
        parts.append(tr("fatal_fight.attack.coop", lang, names=counted([scene.names[s] for s in attack.coops], lang)))
    if attack.specials:  # FF-R5c: what the specials cost, paid when the attack resolves
        cost = attack.specials * scene.cat.game.rules.special_cost
        parts.append(tr("fatal_fight.attack.special_paid", lang, n=attack.specials, cost=cost,
                        left=scene.view.heroes[attack.seat].life - cost))
    if scene.special_refusal:
        parts.append(tr("fatal_fight.attack.special_gone", lang, reason=scene.special_refusal))
    result = _forecast_words(scene)
    parts.append(tr("fatal_fight.predict", lang, result=result) if result else tr("fatal_fight.attack.none", lang))
    ap = scene.forecast.ap if scene.forecast is not None else attack.ap
    return Prompt(tr("fatal_fight.tag.attack", lang), spaced(parts, lang), paint.TARGET, ap, tuple(attack.attributes))


def _forecast_words(scene: Scene) -> str:
    """The engine's forecast in words: KO or life left per enemy, GP spent, gold, items, a clear."""
    cast, cat, lang = scene.forecast, scene.cat, scene.lang
    if cast is None:
        return ""
    bits = []
    for foe in cast.foes:
        name = cat.name(foe.card, lang)
        bits.append(tr("fatal_fight.predict.ko", lang, enemy=name) if foe.ko
                    else tr("fatal_fight.predict.left", lang, enemy=name, left=foe.left))
        if foe.gp_spent:
            bits.append(tr("fatal_fight.predict.gp", lang, gp=foe.gp_spent))
    if cast.gold:
        bits.append(tr("fatal_fight.predict.gold", lang, gold=cast.gold))
    bits += [tr("fatal_fight.predict.item", lang, item=cat.name(i, lang)) for i in cast.items]
    if cast.stage_clear:
        bits.append(tr("fatal_fight.predict.clear", lang))
    text = joined(bits).get(lang)
    return text + (tr("fatal_fight.predict.die", lang) if cast.die else "")
