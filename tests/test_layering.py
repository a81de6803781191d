"""design.md: engine/ never imports pygame, pygame_gui or screens."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "engine"
FORBIDDEN = ("pygame", "pygame_gui", "screens")


def _imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
            if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                roots.add(node.args[0].value.split(".")[0])
    return roots


def test_engine_never_imports_the_ui() -> None:
    offenders = {
        str(p.relative_to(ENGINE.parent)): sorted(_imported_roots(p) & set(FORBIDDEN))
        for p in ENGINE.rglob("*.py")
    }
    offenders = {k: v for k, v in offenders.items() if v}
    assert offenders == {}


def test_the_check_catches_a_ui_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("import pygame.display\nfrom screens import app\n", encoding="utf-8")
    assert _imported_roots(sample) >= {"pygame", "screens"}
