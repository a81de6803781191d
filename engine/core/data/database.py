"""The loaded cards of one game: by kind and id, settings by file, and where each came from."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from engine.core.data.spec import CardModel, SettingsModel


@dataclass(frozen=True)
class CardSource:
    """Where a card was defined: file, line of its ``[[kind]]`` header, shipped or user data."""

    file: str
    line: int
    user: bool


class CardDatabase:
    """Read-only, dict-fast lookups over one game's cards (ids are unique per game)."""

    def __init__(
        self,
        game: str,
        cards: Mapping[str, Mapping[str, CardModel]],
        sources: Mapping[str, CardSource],
        settings: Mapping[str, SettingsModel],
    ) -> None:
        self.game = game
        self._by_kind = {kind: MappingProxyType(dict(by_id)) for kind, by_id in cards.items()}
        self._kind_of = {card_id: kind for kind, by_id in cards.items() for card_id in by_id}
        self._cards = {card_id: card for by_id in cards.values() for card_id, card in by_id.items()}
        self._sources = dict(sources)
        self.settings: Mapping[str, SettingsModel] = MappingProxyType(dict(settings))

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._by_kind)

    def cards(self, kind: str) -> Mapping[str, CardModel]:
        """Cards of ``kind`` by id, in load order. KeyError names the game's kinds."""
        try:
            return self._by_kind[kind]
        except KeyError:
            raise KeyError(f"{self.game} has no card kind {kind!r}; kinds: {', '.join(self._by_kind)}") from None

    def get(self, card_id: str) -> CardModel:
        """The card with ``card_id``, whatever its kind."""
        try:
            return self._cards[card_id]
        except KeyError:
            raise KeyError(f"{self.game} has no card {card_id!r}") from None

    def kind_of(self, card_id: str) -> str:
        self.get(card_id)
        return self._kind_of[card_id]

    def source(self, card_id: str) -> CardSource:
        self.get(card_id)
        return self._sources[card_id]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._cards

    def __iter__(self) -> Iterator[CardModel]:
        """Every card: kind by kind in the spec's order, each kind's cards as they were read."""
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)
