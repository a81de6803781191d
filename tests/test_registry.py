"""The registry (design.md §16): one entry per game, every reference resolves, names agree."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from engine import catalog, registry
from engine.cli.sim_hook import Simulator
from engine.core.data.spec import DataSpec
from tests.support.games import game_ids, sample_setup

ROOT = Path(__file__).resolve().parents[1]
IDS = game_ids()


def package_of(game_id: str) -> str:
    """The package a game's engine lives in: ``engine.<pkg>`` for a shipped game (a toy from the
    tests: its own module's package)."""
    module = registry.entry(game_id).engine.partition(":")[0]
    parts = module.split(".")
    return parts[1] if parts[0] == "engine" else ".".join(parts[:-1])


def shipped_packages() -> set[str]:
    return {package_of(g) for g in IDS if registry.entry(g).engine.startswith("engine.")}


@pytest.mark.parametrize("game_id", IDS)
def test_entry_title_matches_the_game_class(game_id: str) -> None:
    for lang in ("ja", "en"):
        assert registry.entry(game_id).title(lang) == catalog.game_class(game_id).title.get(lang)


@pytest.mark.parametrize("game_id", IDS)
def test_registered_game_loads_from_shipped_data(game_id: str) -> None:
    assert catalog.load_game(game_id).id == game_id


@pytest.mark.parametrize("game_id", IDS)
def test_every_reference_of_an_entry_resolves(game_id: str) -> None:
    entry = registry.entry(game_id)
    refs = [entry.engine, entry.data_spec, entry.setup_screen, entry.table_screen,
            *entry.screenshots.values()]
    for ref in filter(None, refs):
        assert registry.resolve(ref) is not None, ref
    if entry.data_spec:
        spec = catalog.data_spec(game_id)
        assert isinstance(spec, DataSpec) and spec.game == game_id
        assert (ROOT / "data" / spec.folder / "layouts.toml").is_file()
    if entry.simulate:
        hook = importlib.import_module(entry.simulate)
        assert isinstance(hook.SIMULATOR, Simulator) and hook.SIMULATOR.help.en


@pytest.mark.parametrize("game_id", IDS)
def test_a_game_lives_in_its_own_package(game_id: str) -> None:
    entry = registry.entry(game_id)
    package = package_of(game_id)
    if not entry.engine.startswith("engine."):  # a game registered from the tests keeps to the tests
        assert package.startswith("tests") and all(
            ref.startswith("tests.") for ref in filter(None, (entry.setup_screen, entry.table_screen)))
        return
    assert [p for p in shipped_packages() if p == package] == [package]  # no other game shares it
    for ref in filter(None, (entry.setup_screen, entry.table_screen, *entry.screenshots.values())):
        assert ref.startswith(f"screens.{package}."), ref


@pytest.mark.parametrize("game_id", IDS)
def test_the_table_screen_reads_the_game_id_from_its_game(game_id: str) -> None:
    entry = registry.entry(game_id)
    game_class = catalog.game_class(game_id)
    assert game_class.id == game_id
    if entry.table_screen:
        assert registry.resolve(entry.table_screen).game_id == game_id


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="fatal-fight"):
        catalog.game_class("chess")
    assert catalog.game_title("chess", "ja") == "chess"


def _imports(path: Path) -> set[str]:
    """Absolute module names ``path`` imports at run time (TYPE_CHECKING blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
    return found


def _module_graph(*roots: str) -> dict[str, set[str]]:
    modules: dict[str, Path] = {}
    for root in roots:
        for path in (ROOT / root).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            modules[name.removesuffix(".__init__")] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for target in _imports(path):
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                edges.add(target)
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` as a list of modules, or None."""
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_no_import_cycles_in_engine_or_screens() -> None:
    assert find_cycle(_module_graph("engine", "screens")) is None


def test_the_cycle_check_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]


def test_engine_core_imports_no_game_package() -> None:
    graph = _module_graph("engine")
    games = tuple(f"engine.{p}" for p in shipped_packages())
    offenders = {m: sorted(t for t in targets if t.startswith(games) or t in ("engine.registry", "engine.catalog"))
                 for m, targets in graph.items() if m.startswith("engine.core")}
    assert {m: t for m, t in offenders.items() if t} == {}


@pytest.mark.parametrize("game_id", IDS)
def test_no_game_overrides_apply_and_every_shipped_game_declares_its_kernel(game_id: str) -> None:
    """design.md §18: ``Game.apply`` is core's, the same for every game; a shipped game declares
    its check → resolve table, who decides and its flow (``engine.core.kernel.reducer``)."""
    from engine.core.kernel.game import Game
    from engine.core.kernel.reducer import Context, Kernel

    game_class = catalog.game_class(game_id)
    assert game_class.apply is Game.apply
    if registry.entry(game_id).engine.startswith("engine."):
        game = catalog.load_game(game_id)
        assert isinstance(game.kernel, Kernel)
        state = game.new_state(sample_setup(game_id), 1)
        assert isinstance(game.context(state), Context)
