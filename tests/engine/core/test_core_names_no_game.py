"""Issue #9: engine/core serves every game and imports none (only engine.core itself)."""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[3] / "engine" / "core"


def _engine_imports(path: Path) -> set[str]:
    """The ``engine.<package>`` modules a file imports (absolute imports)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        found.update(n for n in names if n == "engine" or n.startswith("engine."))
    return found


def test_core_imports_no_game_package() -> None:
    offenders = {
        str(p.relative_to(CORE)): sorted(m for m in _engine_imports(p) if not m.startswith("engine.core"))
        for p in CORE.rglob("*.py")
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_check_sees_a_game_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from engine.fatal_fight.game import FatalFight\nimport engine.core.kernel.rng\n", encoding="utf-8")
    assert _engine_imports(sample) == {"engine.fatal_fight.game", "engine.core.kernel.rng"}
