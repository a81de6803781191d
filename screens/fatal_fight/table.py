"""The Fatal Fight table (issue #5): the board, the enemy queues, the heroes, the hand, the log.

Input becomes engine actions through ``play``; what lights up comes from the engine's legal
actions (``Choices``), the attack forecast and the enemy-phase playback from the engine run
on copies of the state. Screens for the pending decisions between rounds — the stage
clear (FF-W1/W2), the briefing (FF-R0), victory and defeat — replace the board while they
are up. The table is drawn into one cached layer, redrawn only when something changed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.core import codec
from engine.core.data.database import CardDatabase
from engine.core.game import Action, Event
from engine.core.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS, step_target
from engine.fatal_fight.forecast import Forecast, forecast
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.keyframes import capture
from engine.fatal_fight.kinds import CoopDetail
from engine.fatal_fight.turn import DIRECTIONS
from engine.fatal_fight.view import FatalFightView
from screens.cards.preview import HoverPreview
from screens.cards.renderer import CardItem
from screens.fatal_fight import paint
from screens.fatal_fight.board import BoardPainter
from screens.fatal_fight.briefing import BriefingPainter
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.ending import NEW_CAMPAIGN, TO_TITLE, EndingPainter
from screens.fatal_fight.header import HeaderPainter
from screens.fatal_fight.hero_panel import HeroPanelPainter
from screens.fatal_fight.history import History, tally
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.layout import TableLayout, font_scale, layout_scale
from screens.fatal_fight.marks import SECONDS as MARK_SECONDS
from screens.fatal_fight.marks import LiveMark, marks_for
from screens.fatal_fight.party import PartyPainter
from screens.fatal_fight.playback import Playback
from screens.fatal_fight.prompt import PromptPainter, prompt_for
from screens.fatal_fight.rules_reference import RulesReference
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.stage_clear import StageClearPainter
from screens.fatal_fight.strings import t
from screens.fatal_fight.wording import EventWords
from screens.table_base import TableScreen
from screens.widgets.action_bar import ActionBar, ActionButton
from screens.widgets.base import is_click
from screens.widgets.hand import HandWidget

if TYPE_CHECKING:
    from screens.app import App

LOG_WIDTH = 268
BAR_HEIGHT = 50
BAR_FONT = 15
MIN_BAR_FONT = 11
HOTKEYS: dict[type[Action], str] = {A.EndTurn: "e", A.ConfirmAttack: "return", A.CancelAttack: "escape",
                                    A.EndBriefing: "return"}
MOVE_KEYS = {pygame.K_w: "up", pygame.K_s: "down", pygame.K_a: "left", pygame.K_d: "right"}
SKIP_KEYS = (pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
SCROLL_KEYS = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300}


class FatalFightTable(TableScreen):
    """Fatal Fight on the shared table scaffolding (``TableScreen``)."""

    game_id: ClassVar[str] = "fatal-fight"

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        self.cat = Catalogue.of(session.game)
        self.words = EventWords(self.cat)
        self.labels = ActionLabels(self.cat)
        self.ask_setup = False  # a new game from the title: the campaign setup comes first
        self.choices = Choices()
        self.forecast: Forecast | None = None
        self.selected_card: str | None = None
        self.hover: Hit | None = None
        self.pointer = (0, 0)
        self.playback: Playback | None = None
        self.rules = RulesReference()
        self.buttons = Buttons()
        self.marks: list[LiveMark] = []
        self._held: list[Event] = []  # events that came while the enemy phase played back
        self.layout: TableLayout | None = None
        self.text_scale = 1.0
        self._layer: pygame.Surface | None = None
        self._dirty = True
        self._step_view: tuple[int, FatalFightView] | None = None
        self._legal: list[Action] = []
        self._names: dict[str, list[str]] = {}
        self._history = History()
        super().__init__(app, session, save_path=save_path)

    # -- what the scaffolding asks of a game ----------------------------------------------
    @classmethod
    def make_game(cls, app: App) -> FatalFight:
        return FatalFight.load()

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        """Three heroes, one person (the setup screen offers every choice)."""
        player = t("setup.player_n", app.settings.language, n=1)
        return {"heroes": [{"character": c, "player": player} for c in ("ryuji", "rita", "mei")], "variants": []}

    @classmethod
    def new_game(cls, app: App, seed: int | None = None) -> FatalFightTable:
        """A new campaign; from the title (no seed) the setup screen comes up first."""
        table = super().new_game(app, seed)
        assert isinstance(table, FatalFightTable)
        table.ask_setup = seed is None
        return table

    def enter(self) -> None:
        if self.ask_setup:
            from screens.fatal_fight.setup import SetupScreen

            self.ask_setup = False
            self.app.replace(SetupScreen(self.app))
            return
        if not self.session.log:
            self._auto_pick_up()

    def person(self, seat: int | None) -> str | None:
        """Who plays hero ``seat``: heroes with one player name are one person's."""
        names = self.session.seat_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else None

    def hotseat(self) -> bool:
        """A curtain only when the screen passes to another person (never in solo co-op)."""
        names = self.session.seat_names()
        if len(set(names)) < 2:
            return False
        return self.person(self.viewer) != self.person(self.viewer_seat())

    def viewer_seat(self) -> int | None:
        """The deciding hero; while a helper of the same person answers a co-op offer, the
        attacker's view stays up so the screen does not jump."""
        decision = self.session.decision()
        if decision.seat is None:
            return self.viewer
        detail = decision.detail
        if isinstance(detail, CoopDetail) and self.person(detail.attacker) == self.person(decision.seat):
            return detail.attacker
        return decision.seat

    def display_names(self) -> list[str]:
        """Each hero's name in the language; with several players, the player's name too."""
        if self.lang not in self._names:
            heroes = self.session.game.view(self.session.state, None).heroes
            several = len(set(self.session.seat_names())) > 1
            self._names[self.lang] = [self.cat.name(h.character, self.lang) + (f"（{h.player}）" if several else "")
                                      for h in heroes]
        return self._names[self.lang]

    def log_reader(self) -> str | None:
        """The log is worded for a person (one player may run several heroes)."""
        return self.person(self.viewer)

    def word_event(self, step: int, event: Event) -> str:
        """Every event worded; private ones are readable by the person who owns that hero."""
        line = self.words.line(event.kind, event.for_seat(self._reader(event)), self.lang, self.display_names())
        return f"{step + 1}. {line}"

    def _reader(self, event: Event) -> int | None:
        if event.seats is None:
            return self.viewer
        mine = [s for s in event.seats if self.person(s) == self.person(self.viewer)]
        return mine[0] if mine else self.viewer

    def action_label(self, action: Action) -> str:
        ap = self.forecast.ap if self.forecast else self.view().attack.ap if self.view().attack else None
        return self.labels.label(action, self.lang, self.display_names(), ap)

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        """The bar holds what has no place on the table: the chosen card's uses, co-op, confirm …"""
        kind = self.session.decision().kind
        if kind == "turn":
            chosen = self.choices.cards.get(self.selected_card or "", [])
            order = (A.PlayCard, A.PlayFaceDown, A.Zanshin)
            picks = sorted(chosen, key=lambda a: order.index(type(a)))
            return picks + [a for a in actions if isinstance(a, (A.PickUp, A.EndTurn))]
        if kind == "attack":
            rest = [a for a in actions if isinstance(a, (A.OfferCoop, A.AddSpecial))]
            return rest + [a for a in actions if isinstance(a, (A.ConfirmAttack, A.CancelAttack))]
        if kind == "briefing":
            return [a for a in actions if isinstance(a, A.EndBriefing)]
        return actions

    def _bar_buttons(self) -> list[ActionButton]:
        buttons = []
        number = 1
        for action in self.bar_actions(self._legal):
            key = HOTKEYS.get(type(action))
            if isinstance(action, A.AnswerCoop):
                key = "y" if action.accept else "n"
            if key is None and number <= 9:
                key, number = str(number), number + 1
            buttons.append(ActionButton(self.action_label(action), action, True, key))
        return buttons

    # -- after a change ---------------------------------------------------------------------
    def data_changed(self, db: CardDatabase) -> None:
        """Edited card data (issue #6): names, texts and layouts come from the new database."""
        self.cat = Catalogue.of(self.session.game)
        self.words = EventWords(self.cat)
        self.labels = ActionLabels(self.cat)
        self._names = {}
        self.rebuild()

    def refresh(self) -> None:
        self._sync()
        super().refresh()
        self._fit_bar()

    def _fit_bar(self) -> None:
        """Shrink the bar's text until its buttons fit in one row (many co-op offers, long names)."""
        bar = self.action_bar
        bar.font_size = self.px(BAR_FONT)
        bar.relayout()
        while bar.buttons and bar.font_size > MIN_BAR_FONT and bar.button_rect(0).top < bar.rect.top:
            bar.font_size -= 1
            bar.relayout()

    def _sync(self) -> None:
        """Read what the table lights up from the engine: legal actions and the forecast."""
        view = self.view()
        self._legal = legal = self.session.legal_actions()
        cells = [CELLS.index(h.cell) for h in view.heroes]
        self.choices = Choices.of(view.decision["kind"], legal, cells)
        self.forecast = forecast(self.session.game, self.session.state) if view.attack is not None else None
        self._history = tally(e for _, e in self.session.events) if self.mode(view) != "table" else History()
        active = self.active_seat(view)
        hand = view.heroes[active].hand if active is not None else []
        if self.selected_card is not None and (view.decision["kind"] != "turn" or self.selected_card not in hand):
            self.selected_card = None
        self._dirty = True

    def refresh_table(self) -> None:
        self._fill_hand()

    def play(self, action: Action) -> list[Event] | None:
        """Send ``action``; when it ran the enemy phase, play that back step by step."""
        before = codec.snapshot(self.session.state)
        events = super().play(action)
        if events is None:
            return None
        speed = self.app.settings.animation_speed
        if speed > 0:
            steps = capture(self.session.game, before, action, events)
            if steps:
                self.playback = Playback(steps, speed)
                self._start_step()
        if any(e.kind == "turn_started" for e in events):
            self._auto_pick_up()
        return events

    def on_events(self, events: list[Event]) -> None:
        """Floating notes for what happened; autosave at each round's start and each briefing (FF-R0)."""
        played_back = self.app.settings.animation_speed > 0 and any(e.kind == "enemy_phase_started" for e in events)
        if self.playback is not None:
            self._held.extend(events)  # shown once the enemy phase has played out
        elif not played_back:
            self._add_marks(events)
        if any(e.kind == "round_started" for e in events) or self.session.decision().kind == "briefing":
            self.autosave()

    def _auto_pick_up(self) -> None:
        """Icons under a hero at the start of its turn are taken at once (FF-R5a)."""
        pick = next((a for a in self.session.legal_actions() if isinstance(a, A.PickUp)), None)
        if pick is not None:
            self.play(pick)

    # -- what is shown ------------------------------------------------------------------------
    def active_seat(self, view: FatalFightView) -> int | None:
        """The hero whose panel and hand are up: the one taking a turn, else the one deciding."""
        if view.turn is not None:
            return view.turn
        seat = view.decision.get("seat")
        return seat if isinstance(seat, int) else self.viewer

    def shown_view(self) -> FatalFightView:
        """The view being drawn: the live one, or the enemy-phase step being played back."""
        step = self.playback.step if self.playback is not None else None
        if step is None:
            return self.view()
        index = self.playback.index if self.playback is not None else 0
        if self._step_view is None or self._step_view[0] != index:
            state = codec.restore(step.state, type(self.session.state))
            self._step_view = (index, self.session.game.view(state, self.viewer))
        return self._step_view[1]

    def mode(self, view: FatalFightView) -> str:
        kind = view.decision["kind"]
        return {"over": "over", "briefing": "briefing", "reward": "clear"}.get(kind, "table")

    def scene(self) -> Scene:
        view = self.shown_view()
        playing = self.playback is not None
        return Scene(
            view=view, cat=self.cat, lang=self.lang, scale=self.text_scale,
            choices=Choices() if playing else self.choices, names=self.display_names(),
            active=self.active_seat(view), order=view.turn_order, hover=None if playing else self.hover,
            forecast=None if playing else self.forecast,
            spotlight=self._spotlight(), selected_card=self.selected_card, boss_symbol=view.boss_symbol,
            legal=() if playing else self._legal, history=self._history,
        )  # fmt: skip

    def _spotlight(self) -> int | None:
        step = self.playback.step if self.playback is not None else None
        entry = step.data.get("entry") if step is not None else None
        return entry if isinstance(entry, int) else None

    # -- widgets ------------------------------------------------------------------------------
    def build_table(self, rect: pygame.Rect) -> None:
        """The shell's frame re-cut for this table: a narrower log above a full-width action bar,
        so the board, the queues and the hand get the room; then the table's parts inside it."""
        width, height = self.size
        px = self.px
        margin, top = px(12), px(56)
        ui_scale = self.app.settings.ui_scale
        self.text_scale = font_scale(layout_scale((width - 2 * margin, height - top), ui_scale), ui_scale)
        log_w = min(round(LOG_WIDTH * self.text_scale), round(width * 0.22))
        bar_rect = pygame.Rect(margin, height - margin - px(BAR_HEIGHT), width - 2 * margin, px(BAR_HEIGHT))
        log_rect = pygame.Rect(width - margin - log_w, top, log_w, bar_rect.top - margin // 2 - top)
        self.make_log_panel(log_rect, round(14 * self.text_scale))
        self.action_bar = ActionBar(bar_rect, font_size=px(BAR_FONT))
        self.table_rect = pygame.Rect(margin, top, log_rect.left - 2 * margin, log_rect.height)
        geometry = layout_scale(self.table_rect.size, ui_scale)
        self.layout = layout = TableLayout.of(self.table_rect.size, geometry)
        self.cat.renderer.lang = self.lang
        self.header = HeaderPainter(layout.header)
        self.prompt_painter = PromptPainter(layout.prompt)
        self.party = PartyPainter(layout.party)
        self.board = BoardPainter(layout.board, geometry)
        self.hero_panel = HeroPanelPainter(layout.hero)
        full = pygame.Rect((0, 0), self.table_rect.size).inflate(-px(8), -px(8))
        self.briefing = BriefingPainter(full, self.buttons, self.labels)
        self.stage_clear = StageClearPainter(full, self.buttons, self.labels)
        self.ending = EndingPainter(full, self.buttons)
        self.hand = HandWidget(layout.hand, self.cat.renderer, lift=0.12)
        self.preview = HoverPreview(self.cat.renderer, height=px(400))
        self._layer = pygame.Surface(self.table_rect.size)
        self._dirty = True

    def _fill_hand(self) -> None:
        if self.layout is None:
            return
        view = self.view()
        seat = self.active_seat(view)
        cards = list(view.heroes[seat].hand) if seat is not None else []
        items: list[CardItem] = []
        for card in cards:
            face = None if not isinstance(card, str) else self.cat.face(card)
            items.append(face if face is not None else card)
        legal = [i for i, c in enumerate(cards) if isinstance(c, str) and c in self.choices.cards]
        self.hand.set_cards(items, legal if self.choices.kind in ("turn", "attack") else [])
        chosen = set(view.attack.cards) if view.attack is not None else {self.selected_card}
        self.hand.selected = frozenset(i for i, c in enumerate(cards) if c in chosen)
        self.hand.dirty = True

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.curtain.down and self.playback is not None:
            if (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or is_click(event):
                self._finish_playback()
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return
        if not self.curtain.down and self.rules.open and self._rules_event(event):
            return
        super().handle_event(event)
        if not self.curtain.down and self.save_dialog is None:
            self._table_event(event)

    def _rules_event(self, event: pygame.event.Event) -> bool:
        """While the rules are open they take keys, the wheel and clicks."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F1, pygame.K_ESCAPE):
                self.rules.toggle()
            elif event.key in SCROLL_KEYS:
                self.rules.scroll_by(self.px(SCROLL_KEYS[event.key]))
            self._dirty = True
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.rules.scroll_by(-event.y * self.px(48))
            self._dirty = True
            return True
        if is_click(event):
            self.rules.toggle()
            self._dirty = True
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def on_key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_F1:
            self.rules.toggle()
            self._dirty = True
            return
        if event.key == pygame.K_ESCAPE and not ctrl and self.save_dialog is None:
            if self.selected_card is not None:
                self._select(None)
                return
            if any(b.hotkey == "escape" for b in self.action_bar.buttons):
                return  # the bar's Call off takes it
        if event.key in MOVE_KEYS and not ctrl:
            self._move_key(MOVE_KEYS[event.key])
            return
        super().on_key(event)

    def _move_key(self, direction: str) -> None:
        move = next((a for a in self.choices.moves.values() if a.direction == direction), None)
        seat = self.session.decision().seat
        if move is not None:
            self.play(move)
        elif self.choices.kind == "turn" and seat is not None:
            self.play(A.Move(seat, direction))  # the engine says why not

    def _local(self, pos: tuple[int, int]) -> tuple[int, int]:
        return pos[0] - self.table_rect.left, pos[1] - self.table_rect.top

    def _table_event(self, event: pygame.event.Event) -> None:
        if self.layout is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            local = self._local(event.pos)
            before = self.hand.hovered
            if self.mode(self.view()) == "table":
                self.hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=local, rel=(0, 0), buttons=(0, 0, 0)))
            self._set_hover(self._hit(local) if self.table_rect.collidepoint(event.pos) else None)
            if self.hand.hovered != before:
                self._dirty = True
        elif is_click(event) and self.table_rect.collidepoint(event.pos):
            local = self._local(event.pos)
            if self.mode(self.view()) == "table":
                clicked = self.hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=local, button=1))
                if clicked is not None:
                    card = self.view().heroes[self.active_seat(self.view()) or 0].hand[clicked.index]
                    self._card_clicked(card)
                    return
            hit = self._hit(local)
            if hit is not None:
                self._click(hit)
        elif event.type == pygame.KEYDOWN and self.mode(self.view()) == "table" and not (
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            before = self.hand.hovered
            clicked = self.hand.handle_event(event)
            if clicked is not None:
                self._card_clicked(self.view().heroes[self.active_seat(self.view()) or 0].hand[clicked.index])
            if self.hand.hovered != before:
                self._dirty = True

    def _set_hover(self, hit: Hit | None) -> None:
        if hit != self.hover:
            self.hover = hit
            self._dirty = True

    def _hit(self, local: tuple[int, int]) -> Hit | None:
        mode = self.mode(self.view())
        if mode == "briefing":
            return self.briefing.hit(local)
        if mode == "clear":
            return self.stage_clear.hit(local)
        if mode == "over":
            return self.ending.hit(local)
        for hit in (self.header.hit(local), self.party.hit(local), self.hero_panel.hit(local)):
            if hit is not None:
                return hit
        return self.board.hit(local)

    def _card_clicked(self, card: Any) -> None:
        if not isinstance(card, str):
            return
        seat = self.session.decision().seat
        if self.choices.kind == "attack" and seat is not None:
            self.play(self.choices.card_action(card, A.AddCard) or A.AddCard(seat, card))
        elif self.choices.kind == "turn":
            self._select(None if self.selected_card == card else card)

    def _select(self, card: str | None) -> None:
        self.selected_card = card
        self.action_bar.set_buttons(self._bar_buttons())
        self._fit_bar()
        self._fill_hand()
        self._dirty = True

    def _click(self, hit: Hit) -> None:
        """A click on the table: the legal action it stands for, or the engine's reason why not."""
        seat = self.session.decision().seat
        kind = self.choices.kind
        if hit.kind == "button":
            self._button(hit.key)
            return
        if seat is None:
            return
        if hit.kind == "cell":
            move = self.choices.moves.get(hit.key)
            if move is not None:
                self.play(move)
            elif kind == "turn":
                here = CELLS.index(self.view().heroes[seat].cell)
                direction = next((d for d in DIRECTIONS if step_target(here, d) == hit.key), None)
                if direction is not None:
                    self.play(A.Move(seat, direction))
        elif hit.kind in ("entry", "foe"):
            entry = hit.key if hit.kind == "entry" else hit.key[0]
            start = self.choices.attacks.get(entry)
            if start is not None:
                self.play(start)
            elif kind == "turn":
                self.play(A.StartAttack(seat, entry))
        elif hit.kind == "hero":
            offer = self.choices.coops.get(hit.key)
            if offer is not None:
                self.play(offer)
            elif kind == "attack" and hit.key != seat:
                self.play(A.OfferCoop(seat, hit.key))
        elif hit.kind == "item":
            options = self.choices.items.get(hit.key, [])
            if len(options) == 1:
                self.play(options[0])
            elif not options and kind in ("attack", "turn"):
                self.play(A.AddItem(seat, hit.key) if kind == "attack" else A.UseItem(seat, hit.key))
        elif hit.kind == "special":
            if self.choices.special is not None:
                self.play(self.choices.special)
            elif kind in ("attack", "turn"):
                self.play(A.AddSpecial(seat) if kind == "attack" else A.SpecialMove(seat))

    def _button(self, value: Any) -> None:
        """A button on a panel: an engine action, or the ending's way out."""
        if isinstance(value, Action):
            self.play(value)
        elif value == TO_TITLE:
            self.back()
        elif value == NEW_CAMPAIGN:
            from screens.fatal_fight.setup import SetupScreen

            self.app.replace(SetupScreen(self.app))

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        speed = self.app.settings.animation_speed or 1.0
        if self.playback is not None and self.playback.update(dt):
            if self.playback.done:
                self._finish_playback()
            else:
                self._start_step()
        if self.marks:
            for mark in self.marks:
                mark.age += dt * speed
            self.marks = [m for m in self.marks if m.age < MARK_SECONDS]

    def next_wake(self) -> float | None:
        if not self.curtain.down and (self.playback is not None or self.marks):
            return 0.0
        return super().next_wake()

    def _start_step(self) -> None:
        step = self.playback.step if self.playback is not None else None
        self._dirty = True
        if step is not None:
            self._add_marks(list(step.events))

    def _finish_playback(self) -> None:
        self.playback = None
        self._step_view = None
        self._dirty = True
        held, self._held = self._held, []
        self._add_marks(held)

    def _add_marks(self, events: list[Event]) -> None:
        if self.app.settings.animation_speed <= 0 or self.layout is None:
            return
        seen: Counter[Hit] = Counter()
        for mark in marks_for([e for e in events if e.seats is None], self.cat, self.lang):
            offset = seen[mark.target]
            seen[mark.target] += 1
            self.marks.append(LiveMark(mark, offset, -0.12 * offset))

    def _mark_pos(self, target: Hit) -> tuple[int, int] | None:
        assert self.layout is not None
        if target.kind == "hero":
            centre = self.board.token_centre(target.key)
            return None if centre is None else (centre[0], centre[1] - self.board.token_radius() - self.px(10))
        if target.kind == "entry":
            badge = self.board.geo.badge(target.key)
            return badge.centerx, badge.top + self.px(8)
        if target.kind in ("gold", "threat"):
            part = self.header.parts[3 if target.kind == "gold" else 2]
            return part.right - self.px(14), part.bottom - self.px(4)
        return None

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain.down or self.layout is None:
            return
        item = self._preview_item()
        self.preview.show(item, self.pointer)
        self.preview.draw(surface)

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        if self.layout is None or self._layer is None:
            return
        if self._dirty:
            self._render(surface)
        surface.blit(self._layer, self.table_rect)
        self._draw_marks(surface)

    def _render(self, surface: pygame.Surface) -> None:
        """Redraw the cached layer: the felt under the table, then every part for this scene."""
        assert self._layer is not None and self.layout is not None
        layer = self._layer
        layer.blit(surface, (0, 0), self.table_rect)
        scene = self.scene()
        self.buttons.clear()
        mode = self.mode(scene.view) if self.playback is None else "table"
        if mode == "briefing":
            self.briefing.draw(layer, scene)
        elif mode == "clear":
            self.stage_clear.draw(layer, scene)
        elif mode == "over":
            self.ending.draw(layer, scene)
        else:
            self.header.draw(layer, scene)
            step = self.playback.step if self.playback is not None else None
            self.prompt_painter.draw(layer, scene, prompt_for(scene, self.words, step))
            self.party.draw(layer, scene)
            self.board.draw(layer, scene)
            self.hero_panel.draw(layer, scene)
            self.hand.draw(layer)
        if self.rules.open:
            area = pygame.Rect((0, 0), self.table_rect.size).inflate(-self.px(20), -self.px(16))
            self.rules.draw(layer, area, self.lang, self.text_scale, self.cat.icons)
        self._dirty = False

    def _draw_marks(self, surface: pygame.Surface) -> None:
        if not self.marks:
            return
        size = self.px(17)
        for live in self.marks:
            pos = self._mark_pos(live.mark.target)
            if live.age < 0 or pos is None:
                continue
            share = live.age / MARK_SECONDS
            image = paint.fitted(live.mark.text, size, self.px(160), True, live.mark.colour)
            x = pos[0] + self.table_rect.left
            y = pos[1] + self.table_rect.top - round(self.px(26) * share) - live.stack * self.px(18)
            shadow = paint.fitted(live.mark.text, size, self.px(160), True, (0, 0, 0))
            alpha = 255 if share < 0.6 else round(255 * (1 - share) / 0.4)
            for image_, dx in ((shadow, 2), (image, 0)):
                image_ = image_.copy()
                image_.set_alpha(alpha)
                surface.blit(image_, image_.get_rect(center=(x + dx, y + dx)))

    def _preview_item(self) -> CardItem | None:
        """The card under the pointer, to show large."""
        if self.rules.open or self.playback is not None:
            return None
        if self.mode(self.view()) == "table" and self.hand.hovered is not None:
            return self.hand.hovered_item()
        hit = self.hover
        if hit is None:
            return None
        view = self.shown_view()
        card: str | None = None
        if hit.kind == "foe":
            entry, index = hit.key
            group = view.groups[entry - 1]
            card = group[index].card if index < len(group) else None
        elif hit.kind in ("item", "card"):
            card = hit.key
        elif hit.kind == "stage":
            card = view.stage_card
        elif hit.kind in ("party", "hero"):
            card = view.heroes[hit.key].character
        elif hit.kind == "special" and self.active_seat(view) is not None:
            card = view.heroes[self.active_seat(view) or 0].character
        return self.cat.face(card) if card else None
