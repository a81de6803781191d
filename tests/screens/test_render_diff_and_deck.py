"""``render-cards --diff [REV]`` and ``--deck ID`` (issue #26, finding 7)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

import main
from engine.core.saves.userdirs import SHIPPED_DATA


@pytest.fixture
def project(tmp_path: Path) -> Path:
    shutil.copytree(SHIPPED_DATA / "fertcg", tmp_path / "cards" / "fertcg")
    return tmp_path / "cards"


def render(project: Path, out: Path, *extra: str) -> int:
    return main.main(["--data", str(project), "render-cards", "fertcg", "--out", str(out), "--dpi", "40",
                      "--no-pdf", "--lang", "en", *extra])


def rename(project: Path, old: str, new: str) -> None:
    weapons = project / "fertcg" / "weapons.toml"
    weapons.write_text(weapons.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")


def test_diff_since_the_last_export_shows_only_the_changed_card(project: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert render(project, out, "--diff") == 0
    assert not (out / "fertcg" / "diff").exists()  # a first export has nothing to compare with
    rename(project, 'name_en = "Drowse Sword"', 'name_en = "Drowsy Sword"')
    assert render(project, out, "--diff") == 0
    diffs = sorted(p.name for p in (out / "fertcg" / "diff").iterdir())
    assert diffs == ["w-drowse-sword.png"]
    image = pygame.image.load(str(out / "fertcg" / "diff" / "w-drowse-sword.png"))
    card = pygame.image.load(str(out / "fertcg" / "w-drowse-sword.png"))
    w, h = card.get_size()
    assert image.get_height() == h and image.get_width() > 3 * w  # before | after | difference
    reds = sum(image.get_at((x, y))[:3] == (230, 30, 60) for x in range(2 * w, image.get_width()) for y in range(h))
    assert 0 < reds < w * h // 10  # the changed name, not the whole card


def test_diff_against_a_git_revision(project: Path, tmp_path: Path) -> None:
    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(project), *args], check=True, capture_output=True)

    git("init", "-q")
    git("add", ".")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "cards")
    rename(project, 'name_en = "Iron Sword"', 'name_en = "Steel Sword"')
    out = tmp_path / "out"
    assert render(project, out, "--diff", "HEAD") == 0
    assert sorted(p.name for p in (out / "fertcg" / "diff").iterdir()) == ["w-iron-sword.png"]
    assert render(project, out, "--diff", "no-such-rev") == 2


def test_deck_prints_the_deck_lists_cards_with_its_counts(project: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert main.main(["--data", str(project), "render-cards", "fertcg", "--out", str(out), "--dpi", "30",
                      "--deck", "azure-blades"]) == 0
    said = capsys.readouterr().out
    assert "(20 copies)" in said and "fertcg-a4-deck-azure-blades.pdf" in said  # 2+2+1+2+2+1+1+3+2+1+2+1
    pngs = {p.stem for p in (out / "fertcg").glob("*.png")}
    assert "u-kaito" in pngs and "u-sera" not in pngs and "azure-blades" not in pngs
    assert main.main(["--data", str(project), "render-cards", "fertcg", "--out", str(out), "--deck", "nope"]) == 2
