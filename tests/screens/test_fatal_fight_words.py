"""Every Fatal Fight event is worded in ja and en, and no screen text falls back to a missing glyph."""

from __future__ import annotations

import typing

import pygame
import pytest

from engine.core.i18n.catalog import catalogs
from engine.core.kernel.bots import play
from engine.core.kernel.events import Event, field_names
from engine.core.kernel.session import Session
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.game import FatalFight
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.wording import EVENT_IDS, EventWords
from screens.kit.text.fonts import get_font

WORDED_AS = {"coop_answered": ("coop_accepted", "coop_accepted_many", "coop_declined"),
             "coop_offered": ("coop_offered", "coop_offered_many"), "fatigue_healed": ("fatigue_healed", "fatigue_none")}


@pytest.fixture(scope="module")
def words() -> EventWords:
    return EventWords(Catalogue.of(FatalFight.load()))


def test_every_engine_event_has_words_in_both_languages() -> None:
    kinds = FF_EVENTS.kinds()  # the engine can emit no other (Ctx.emit checks)
    assert len(kinds) > 50
    for kind in kinds:
        for worded in WORDED_AS.get(kind, (kind,)):
            assert worded in EVENT_IDS, f"no wording for engine event {kind!r}"
            for lang in ("ja", "en"):
                found = catalogs().entry(EVENT_IDS[worded], lang)
                assert found is not None and found[0] == lang and found[1], (worded, lang)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_played_campaign_reads_without_gaps(words: EventWords, lang: str) -> None:
    game = words.cat.game
    setup = {"heroes": [{"character": c, "player": "Aoi"} for c in ("ryuji", "rita", "mei")], "variants": ["FF-V3"]}
    session = Session.new(game, setup, 5)
    bot = HeuristicBot(game)
    for _ in range(400):
        if session.decision().seat is None:
            break
        play(session, session.decision().seat, bot, bot_rng(5))
    names = ["Ryuji", "Rita", "Mei"]
    for _step, event in session.events:
        line = words.line(event, lang, names)
        assert line and line != event.kind and "{" not in line, (event.kind, line)
        assert "#" not in line, f"an instance id leaked into the log: {line}"


SAMPLE_VALUES: dict[object, object] = {
    int: 2, bool: True, str: "punk#1", str | None: "sun", int | None: 1,
    tuple[str, ...]: ("joe-slap#1", "punk#2"), tuple[int, ...]: (0, 1),
}
FIELD_VALUES: dict[str, object] = {  # fields whose words read a closed set of values
    "attributes": ("shoot", "area"), "source": "combat:1", "reason": "exit", "purpose": "entry",
    "cell": "upper-left", "icon": "gold", "to": "hand", "bonus": "hand", "replaced": "joe-slap#2",
    "item": "apple#1", "status": "fatigue", "art": "joe-body-slam#1", "symbol": "moon",
    "name": "Rampage", "text": "Deal 2 damage.", "text_en": "Deal 2 damage.", "gimmick": "fog", "timing": "turn_start",
}


def sample(cls: type[Event]) -> Event:
    """An instance of ``cls`` with a plausible value in every field."""
    hints = typing.get_type_hints(cls)
    return cls(**{name: FIELD_VALUES.get(name, SAMPLE_VALUES[hints[name]]) for name in field_names(cls)})


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_event_class_has_a_line_of_its_own(words: EventWords, lang: str) -> None:
    """Not only the kinds a campaign happened to emit: every class, through the complete fold."""
    for cls in FF_EVENTS:
        line = words.line(sample(cls), lang, ["Ryuji", "Rita", "Mei"])
        assert line and line != cls.kind and "{" not in line and "#" not in line, (cls.kind, line)


def tofu_in(text: str) -> set[str]:
    """Characters of ``text`` NotoSansJP has no glyph for (drawn as the .notdef box)."""
    if not pygame.font.get_init():
        pygame.font.init()
    font = get_font(20)
    missing = font.metrics("\ue000")
    return {ch for ch in set(text) if not ch.isspace() and font.metrics(ch) == missing}


def test_card_names_on_the_table_have_their_glyphs(words: EventWords) -> None:
    cat, cards = words.cat, words.cat.game.cards
    tables = (cards.characters, cards.arts, cards.items, cards.statuses, cards.enemies, cards.bosses, cards.stages)
    texts = [cat.name(card, lang) for table in tables for card in table for lang in ("ja", "en")]
    assert not set().union(*(tofu_in(text) for text in texts))
