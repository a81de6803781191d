"""Reading the code for the words it uses: message ids in wording calls, and Japanese literals."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORDING_CALLS = frozenset({"msg", "tr"})  # callables whose first argument is an id
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def code_files() -> list[Path]:
    """Every Python file whose words a person may read (not the tests)."""
    return sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "screens").rglob("*.py"), ROOT / "main.py"])


@dataclass(frozen=True)
class IdUse:
    path: Path
    line: int
    id: str | None  # None: the id is built at run time (an f-string or a concatenation)


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def id_uses(path: Path, tree: ast.AST) -> Iterator[IdUse]:
    """The ids given to wording calls in one file."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _called_name(node) in WORDING_CALLS and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield IdUse(path, node.lineno, first.value)
            elif isinstance(first, ast.JoinedStr | ast.BinOp):
                yield IdUse(path, node.lineno, None)


def _docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def string_literals(tree: ast.AST) -> Iterator[ast.Constant]:
    """Every str constant that is not a docstring."""
    skip = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            yield node


def japanese_literals(tree: ast.AST) -> list[int]:
    """Lines of string literals (not docstrings) with Japanese words in them."""
    return sorted({node.lineno for node in string_literals(tree) if JAPANESE.search(node.value)})


def parsed() -> Iterator[tuple[Path, ast.AST]]:
    for path in code_files():
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
