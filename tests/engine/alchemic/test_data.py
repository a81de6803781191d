"""The shipped pool and the schema's closed vocabulary (design.md §10)."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest

from engine.alchemic import effects
from engine.alchemic.ops import Effect
from engine.alchemic.schema import AFFILIATIONS, OPS, SPEC
from engine.core.data.loader import load_data
from engine.core.kernel.handlers import UnhandledEffect
from tests.engine.alchemic.helpers import game


def test_every_op_has_an_interpreter_chosen_by_its_class() -> None:
    models = {OPS.model(name) for name in OPS.names()}
    assert effects.HANDLERS.missing(models) == []
    assert set(get_args(get_args(Effect)[0])) == models  # the declared union is the registry's


def test_an_effect_of_an_unknown_class_is_an_error_never_skipped() -> None:
    with pytest.raises(UnhandledEffect, match="object"):
        effects.run(None, [object()], effects.Source(0, "x"))  # type: ignore[arg-type, list-item]


def test_shipped_pool_has_every_affiliation_both_gauges_several_levels_and_decks() -> None:
    cards = game().cards
    assert {m.affiliation for m in cards.mains.values()} == set(AFFILIATIONS)
    for gauge in ("combat", "alchemy"):
        levels = {b.level for b in cards.battles.values() if b.gauge == gauge}
        assert len(levels) >= 3
    assert cards.supports and cards.events
    assert len(cards.decks) >= 2
    lists = [sorted(d.cards) for d in cards.decks.values()]
    assert len({tuple(x) for x in lists}) == len(lists)  # distinct
    for deck in cards.decks.values():
        assert deck.size == 30 and cards.deck_list(deck.id)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    root = tmp_path / "data"
    folder = root / "alchemic"
    folder.mkdir(parents=True, exist_ok=True)
    shipped = Path(__file__).parents[3] / "data" / "alchemic"
    for f in shipped.glob("*.toml"):
        (folder / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / name).write_text(text, encoding="utf-8")
    return root


def test_bad_deck_is_named_with_file_line_card_and_field(tmp_path: Path) -> None:
    root = _write(tmp_path, "deck-bad.toml", '[[deck]]\nid = "bad"\nmains = ["vesper-cinder"]\n'
                  'battles = ["lunge", "lunge", "lunge", "lunge"]\n')
    problems = load_data(SPEC, root, None).problems
    assert problems and all(p.card_id == "bad" and p.file.endswith("deck-bad.toml") for p in problems)
    assert any("exactly 30" in p.message for p in problems)


def test_unknown_op_and_unknown_card_are_load_errors(tmp_path: Path) -> None:
    root = _write(tmp_path, "extra.toml", '[[event]]\nid = "oops"\ngauge = "combat"\n'
                  'effects = [{ op = "teleport", value = 1 }]\n\n'
                  '[[deck]]\nid = "ghost"\nmains = ' + str(["no-such-card"] * 30).replace("'", '"') + "\n")
    problems = load_data(SPEC, root, None).problems
    assert any(p.card_id == "oops" and "teleport" in p.message and p.line == 4 for p in problems)
    assert any(p.card_id == "ghost" and "no-such-card" in p.message for p in problems)


def test_alchemy_ops_refused_where_they_make_no_sense(tmp_path: Path) -> None:
    root = _write(tmp_path, "extra.toml", '[[support]]\nid = "greedy"\npassive = [{ op = "draw", value = 1 }]\n')
    problems = load_data(SPEC, root, None).problems
    assert any(p.card_id == "greedy" and "can't be used here" in p.message for p in problems)
