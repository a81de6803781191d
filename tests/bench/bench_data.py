"""Card data loading (issue #2, design.md §10), measured beside a plain tomli parse.

Loading + validating every registered game's shipped data should take ≤ 100 ms for a
few hundred cards. The plain read + ``tomli.loads`` of the same files in the same run is
the baseline the ratio is taken against. While no game registers its data, the test
fixture spec scaled up to ~400 cards stands in.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import tomli

from engine.catalog import all_data_specs
from engine.core.data import DataSpec, load_data
from engine.core.saves.userdirs import SHIPPED_DATA
from tests.bench.report import Row, best_time
from tests.support.sample_data import SPEC as SAMPLE_SPEC
from tests.support.sample_data import write_sample

BUDGET_MS = 100.0
STAND_IN_CARDS = 400


def _measure(jobs: list[tuple[DataSpec, Path]]) -> list[Row]:
    files = [path for spec, root in jobs for path in sorted((root / spec.folder).glob("*.toml"))]
    results = [load_data(spec, root, None) for spec, root in jobs]
    cards = sum(len(result.db) for result in results)
    label = f"{', '.join(spec.game for spec, _ in jobs)} ({cards} cards, {len(files)} files)"

    def parse(_: None) -> None:
        for path in files:
            tomli.loads(path.read_text(encoding="utf-8"))

    def load(_: None) -> None:
        for spec, root in jobs:
            load_data(spec, root, None)

    parsed = best_time(parse, lambda: None) * 1000
    loaded = best_time(load, lambda: None) * 1000
    return [
        Row(f"data {label}: tomli read+parse (baseline)", parsed, "ms"),
        Row(f"data {label}: load+validate", loaded, "ms", loaded / parsed, basis="tomli parse"),
        Row(f"data {label}: load+validate vs budget", loaded, "ms", loaded / BUDGET_MS, target=1,
            basis=f"{BUDGET_MS:.0f} ms"),
    ]


def run() -> list[Row]:
    specs = all_data_specs()
    if specs:
        return _measure([(spec, SHIPPED_DATA) for spec in specs])
    with tempfile.TemporaryDirectory() as tmp:
        write_sample(Path(tmp), STAND_IN_CARDS)
        return _measure([(SAMPLE_SPEC, Path(tmp))])
