"""Building a deck (AC-S1) for the deck builder: counts, reasons, and the TOML a user keeps.

The builder edits a ``DeckDraft``; ``problems`` says in ja/en why it is not a legal deck yet;
``to_toml`` writes the same ``[[deck]]`` form as the shipped ``data/alchemic/deck-*.toml``, so a
saved deck is read back by the ordinary loader from the user data folder.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from engine.alchemic.cards import KINDS, Cards
from engine.alchemic.schema import DECK_SIZE, MAX_COPIES, Deck
from engine.core.i18n.catalog import Msg, msg

_LISTS = {"main": "mains", "support": "supports", "battle": "battles", "event": "events"}
_ID = re.compile(r"[^a-z0-9-]+")


@dataclass
class DeckDraft:
    name: str = ""
    counts: Counter[str] = field(default_factory=Counter)

    @classmethod
    def of(cls, deck: Deck) -> DeckDraft:
        return cls(deck.name or deck.id, Counter(deck.cards))

    @property
    def size(self) -> int:
        return sum(self.counts.values())

    def add(self, card: str) -> Msg | None:
        """One more copy, or the reason it can't be added (AC-S1)."""
        if self.counts[card] >= MAX_COPIES:
            return msg("alchemic.deck.copy_limit", count=MAX_COPIES)
        if self.size >= DECK_SIZE:
            return msg("alchemic.deck.full", count=DECK_SIZE)
        self.counts[card] += 1
        return None

    def remove(self, card: str) -> None:
        if self.counts[card] > 0:
            self.counts[card] -= 1
        if self.counts[card] == 0:
            del self.counts[card]

    def problems(self, cards: Cards) -> list[Msg]:
        """Why this is not a legal deck yet (empty = legal)."""
        found = []
        if self.size != DECK_SIZE:
            found.append(msg("alchemic.deck.wrong_size", size=self.size, count=DECK_SIZE))
        if not any(cards.kind(c) == "main" for c in self.counts if c in cards.mains):
            found.append(msg("alchemic.deck.no_main"))
        if not self.name.strip():
            found.append(msg("alchemic.deck.no_name"))
        return found

    def deck_id(self) -> str:
        slug = _ID.sub("-", self.name.strip().lower()).strip("-")
        return f"user-{slug or 'deck'}"

    def to_toml(self, cards: Cards) -> str:
        by_kind: dict[str, list[str]] = {k: [] for k in KINDS}
        for card in sorted(self.counts):
            by_kind[cards.kind(card)] += [card] * self.counts[card]
        lines = ["# Alchemic Card Battle — a deck made in the deck builder (AC-S1: 30 cards, at most 3 of one).",
                 "", "[[deck]]", f'id = "{self.deck_id()}"', f"name = {json.dumps(self.name.strip(), ensure_ascii=False)}"]
        for kind in KINDS:
            lines.append(f"{_LISTS[kind]} = {json.dumps(by_kind[kind], ensure_ascii=False)}")
        return "\n".join(lines) + "\n"


def write_deck(path: Path, text: str) -> None:
    """Atomic write (temp file, fsync, rename), so a crash never leaves half a deck."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".deck-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
