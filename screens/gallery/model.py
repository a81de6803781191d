"""The gallery without a window: card sets, live reload, checks and thumbnails made lazily.

A thumbnail is the print export's 300-dpi raster scaled down (``render_printed``): the
check and the picture come from the same drawing, so preview equals print (issue #26).

Checks and thumbnails are cached by (game, card id, hash of the card's data, hash of every
other input of its pixels — template, icons, labels, images —, shipped/user), so after a
re-load only the cards whose inputs changed are checked and drawn again.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator

import pygame

from engine.core.data.watch import DataWatcher, GameData
from engine.core.i18n.catalog import msg
from screens.gallery.cardset import (
    CHANGED,
    MISSING_IMAGE,
    VALIDATION,
    CardEntry,
    CardProblem,
    GameSet,
    build_game_set,
)
from screens.gallery.checks import layout_problems
from screens.gallery.filters import Filter

Key = tuple[str, str, str, str, bool]


class GalleryModel:
    """Every card of every watched game; ``poll`` picks up edits, ``check_some`` works lazily."""

    def __init__(self, watcher: DataWatcher) -> None:
        self.watcher = watcher
        self.sets: dict[str, GameSet] = {}
        self.renders = 0  # thumbnails drawn (cache misses)
        self.checks_run = 0  # cards checked (cache misses)
        self.version = 0  # bumped whenever the cards changed
        self._checks: dict[Key, tuple[CardProblem, ...]] = {}
        self._thumbs: dict[tuple[Key, tuple[int, int], str], pygame.Surface | None] = {}
        self._pending: deque[CardEntry] = deque()
        self._box = (0, 0)
        self._thumb_s: dict[tuple[str, str], float] = {}  # (game, kind) -> seconds a thumbnail takes
        for game in watcher.games.values():
            self.sets[game.spec.game] = self._build(game)
        # every card as the gallery opened: the "before" of the cards edited since
        self.baseline = {(e.game, e.card_id): (self.key(e), e) for e in self.entries()}
        self._refresh()

    def _build(self, game: GameData) -> GameSet:
        return build_game_set(game, self.watcher.data_root, self.watcher.user_root)

    # -- the cards -------------------------------------------------------------------

    def entries(self) -> Iterator[CardEntry]:
        for game_set in self.sets.values():
            yield from game_set

    def set_of(self, entry: CardEntry) -> GameSet:
        return self.sets[entry.game]

    def key(self, entry: CardEntry) -> Key:
        inputs = self.set_of(entry).card_digest(entry)
        return (entry.game, entry.card_id, entry.digest, inputs, entry.user)

    def kind_names(self, game: str, lang: str) -> list[tuple[str, str]]:
        """(name shown, kind) of the card kinds of ``game`` ("" = every game), in card order:
        a template's ``title`` in ``lang``, else the kind."""
        sets = [s for g, s in self.sets.items() if game in ("", g)]
        names: dict[str, str] = {}
        for game_set in sets:
            for kind, template in (game_set.layouts.templates if game_set.layouts else {}).items():
                names.setdefault(kind, template.title_in(lang, kind))
        kinds = dict.fromkeys(e.kind for s in sets for e in s)
        return [(names.get(k, k), k) for k in kinds]

    def filtered(self, flt: Filter) -> list[CardEntry]:
        return [e for e in self.entries() if flt.matches(e, self.problems(e))]

    # -- problems --------------------------------------------------------------------

    def checked(self, entry: CardEntry) -> bool:
        return not self.set_of(entry).has_template(entry.kind) or self.key(entry) in self._checks

    def before(self, entry: CardEntry) -> CardEntry | None:
        """The card as the gallery opened, when it has changed since (None: unchanged or new)."""
        first = self.baseline.get((entry.game, entry.card_id))
        return first[1] if first is not None and first[0] != self.key(entry) else None

    def changed(self, entry: CardEntry) -> bool:
        """Edited since the gallery opened, or a card that was not there then (issue #26)."""
        first = self.baseline.get((entry.game, entry.card_id))
        return first is None or first[0] != self.key(entry)

    def problems(self, entry: CardEntry) -> tuple[CardProblem, ...]:
        """The card's data problems, then its layout problems once it has been checked, and
        a note when it changed since the gallery opened."""
        found = entry.data_problems
        if self.changed(entry):
            found += (CardProblem(CHANGED, "", msg("gallery.changed_since")),)
        if not self.set_of(entry).has_template(entry.kind):
            return (*found, CardProblem(VALIDATION, "", msg("gallery.no_template_for", kind=entry.kind)))
        data_messages = [p.message for p in found if p.kind == MISSING_IMAGE]
        for problem in self._checks.get(self.key(entry), ()):
            if problem.kind == MISSING_IMAGE and any(
                m.startswith(problem.message) for m in data_messages
            ):
                continue  # the loader said it already, with the expected location
            found += (problem,)
        return found

    @property
    def pending(self) -> int:
        """Cards not checked yet."""
        return len(self._pending)

    def check_some(self, budget_s: float) -> int:
        """Check cards until ``budget_s`` seconds have passed (at least one); returns how many."""
        start, done = time.perf_counter(), 0
        while self._pending and (done == 0 or time.perf_counter() - start < budget_s):
            self._check(self._pending.popleft())
            done += 1
        return done

    def check_all(self) -> None:
        while self._pending:
            self._check(self._pending.popleft())

    def check(self, entry: CardEntry) -> None:
        """Check ``entry`` now, if it has not been (the detail view shows its problems at once)."""
        self._check(entry)

    def _check(self, entry: CardEntry) -> None:
        key = self.key(entry)
        renderer = self.set_of(entry).print_renderer(entry.user)
        if key in self._checks or renderer is None or not self.set_of(entry).has_template(entry.kind):
            return  # a kind without a template (a sandbox deck list) has nothing to lay out
        self._checks[key] = layout_problems(renderer, entry)
        self.checks_run += 1

    # -- thumbnails ------------------------------------------------------------------

    def thumbnail(self, entry: CardEntry, box: tuple[int, int], lang: str) -> pygame.Surface | None:
        """The card's front as large as fits ``box`` (None when its kind has no template)."""
        if box != self._box:  # the grid changed size: older thumbnails are of no use
            self._thumbs, self._box = {}, box
        key = (self.key(entry), box, lang)
        if key not in self._thumbs:
            start = time.perf_counter()
            self._thumbs[key] = self._draw_thumbnail(entry, box, lang)
            spent, kind = time.perf_counter() - start, (entry.game, entry.kind)
            self._thumb_s[kind] = 0.7 * self._thumb_s.get(kind, spent) + 0.3 * spent
        return self._thumbs[key]

    def thumbnail_cost(self, entry: CardEntry) -> float:
        """Seconds a thumbnail of this card's kind has been taking (a running mean)."""
        return self._thumb_s.get((entry.game, entry.kind), 0.004)

    def _draw_thumbnail(
        self, entry: CardEntry, box: tuple[int, int], lang: str
    ) -> pygame.Surface | None:
        game_set = self.set_of(entry)
        renderer = game_set.print_renderer(entry.user)
        if renderer is None or not game_set.has_template(entry.kind):
            return None
        w_mm, h_mm = renderer.template(entry.kind).size_mm
        width = max(1, min(box[0], round(box[1] * w_mm / h_mm)))
        self.renders += 1
        try:
            inputs = game_set.card_digest(entry)
            return renderer.render_printed(
                entry.data, entry.kind, width=width, lang=lang, inputs=inputs
            ).surface
        except (ValueError, TypeError, KeyError, IndexError):
            return None  # raw data that cannot be drawn: its check says why

    def has_thumbnail(self, entry: CardEntry, box: tuple[int, int], lang: str) -> bool:
        return box == self._box and (self.key(entry), box, lang) in self._thumbs

    # -- live reload -----------------------------------------------------------------

    def poll(self) -> list[GameSet]:
        """Pick up edited files; returns the games that were re-loaded."""
        reloaded = []
        for game in self.watcher.poll():
            self.sets[game.spec.game] = self._build(game)
            reloaded.append(self.sets[game.spec.game])
        if reloaded:
            self._refresh()
        return reloaded

    def _refresh(self) -> None:
        """Forget checks and thumbnails of cards that are gone; queue the unchecked ones."""
        live = {self.key(e) for e in self.entries()}
        self._checks = {k: v for k, v in self._checks.items() if k in live}
        self._thumbs = {k: v for k, v in self._thumbs.items() if k[0] in live}
        self._pending = deque(e for e in self.entries() if not self.checked(e))
        self.version += 1
