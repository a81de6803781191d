"""#23 finding 1: what ``check-data`` accepts, the game accepts — for every registered game.

Generated corpora of broken data: every field of a record of every kind given a value of the
wrong type or size, decks over every limit, tables missing each part they need. Each case is
either reported by the loader (what ``check-data`` prints) at its file, line and field, or
the game loads it and plays with it. A user file's problem never keeps the game from opening.
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tomli

from engine import catalog
from engine.core.data.loader import load_data
from engine.core.data.problems import DataError, Problem
from engine.core.kernel.session import Session
from engine.core.saves.userdirs import SHIPPED_DATA
from tests.support.game_setups import SETUPS
from tests.support.toml_write import document

GAMES = catalog.data_spec_ids()
SANDBOX_GAMES = [g for g in GAMES if "table.toml" in catalog.data_spec(g).settings]
DECK_GAMES = [g for g in GAMES if "deck" in catalog.data_spec(g).kinds]


def test_every_registered_game_is_in_the_corpora() -> None:
    assert set(catalog.game_ids()) <= set(SETUPS), "give the new game a setup in tests/support/game_setups.py"


def shipped_records(folder: str) -> dict[str, list[dict[str, Any]]]:
    """Every ``[[kind]]`` table of the shipped files, as read."""
    found: dict[str, list[dict[str, Any]]] = {}
    for path in sorted((SHIPPED_DATA / folder).glob("*.toml")):
        for key, value in tomli.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                found.setdefault(key, []).extend(value)
    return found


def play(game: Any, setup: dict[str, Any], seed: int, steps: int = 40) -> None:
    """Start ``setup`` and take random legal steps: data the loader passed must play."""
    session = Session.new(game, setup, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = session.legal_actions()
        if not legal:
            break
        session.apply(rng.choice(legal))


def located(problems: list[Problem]) -> bool:
    return bool(problems) and all(p.line > 0 and p.field and p.card_id for p in problems)


def wrong_type(value: Any) -> Any:
    """A value no lax coercion turns into ``value``'s type."""
    return [1, 2] if isinstance(value, dict) else {"wrong": 1}


def field_cases(folder: str) -> Iterator[tuple[str, str, dict[str, Any], str]]:
    """(kind, case id, record, field broken): each field of the first record of each kind."""
    kinds = next(catalog.data_spec(g).kinds for g in GAMES if catalog.data_spec(g).folder == folder)
    for kind, records in shipped_records(folder).items():
        if kind not in kinds:  # table.toml's [[zones]]: settings, broken below
            continue
        first = records[0]
        for key, value in first.items():
            if key == "id":
                continue
            case = f"edge-{kind}-{key}".replace("_", "-")
            yield kind, case, {**first, "id": case, key: wrong_type(value)}, key


@pytest.mark.parametrize("game_id", GAMES)
def test_a_field_of_the_wrong_type_is_reported_at_its_line_and_the_game_opens_without_it(
        game_id: str, tmp_path: Path) -> None:
    spec = catalog.data_spec(game_id)
    folder = tmp_path / spec.folder
    folder.mkdir()
    cases = list(field_cases(spec.folder))
    for n, (kind, _case, record, _) in enumerate(cases):
        (folder / f"case-{n:03}.toml").write_text(document({}, {kind: [record]}), encoding="utf-8")
    problems = load_data(spec, SHIPPED_DATA, tmp_path).problems
    for n, (_, case, _, key) in enumerate(cases):
        mine = [p for p in problems if p.file == str(folder / f"case-{n:03}.toml")]
        assert located(mine), (case, mine)
        assert all(p.card_id.startswith(case) and p.user for p in mine)
        assert any(p.field.split(".")[0].split("[")[0] == key for p in mine), (case, [str(p) for p in mine])
    game = catalog.game_class(game_id).load(SHIPPED_DATA, tmp_path)  # never refused for a user file
    assert not any(case in game.db for _, case, _, _ in cases)
    play(game, SETUPS[game_id](game, None), seed=1)


def deck_variants(game_id: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Decks over every limit, made from the first shipped deck (new ids)."""
    spec = catalog.data_spec(game_id)
    records = shipped_records(spec.folder)
    deck = records["deck"][0]
    lists = [k for k, v in deck.items() if isinstance(v, list) and v]
    last = lists[-1]
    if all(isinstance(v, str) for k in lists for v in deck[k]):  # a card id per copy
        yield "short", {**deck, last: deck[last][:-1]}
        yield "long", {**deck, last: [*deck[last], deck[last][-1]]}
        yield "copies", {**deck, **{k: [deck[k][0]] * len(deck[k]) for k in lists}}
        costly = sorted((r for r in records.get("card", []) if isinstance(r.get("cost"), int)),
                        key=lambda r: -r["cost"])
        if costly:  # the dearest cards, two copies each, as many as the deck holds
            size = sum(len(deck[k]) for k in lists)
            yield "cost", {**deck, last: [r["id"] for r in costly for _ in range(2)][:size]}
    else:  # {card, count} entries
        first = deck[last][0]
        yield "count-high", {**deck, last: [{**first, "count": 61}]}
        yield "count-zero", {**deck, last: [{**first, "count": 0}]}
        yield "count-text", {**deck, last: [{**first, "count": "two"}]}
        yield "one-card", {**deck, last: [{**first, "count": 1}]}
        yield "empty", {**deck, last: []}


@pytest.mark.parametrize("game_id", DECK_GAMES)
def test_a_deck_over_a_limit_is_reported_and_a_deck_that_passes_plays(game_id: str, tmp_path: Path) -> None:
    spec = catalog.data_spec(game_id)
    folder = tmp_path / spec.folder
    folder.mkdir()
    variants = list(deck_variants(game_id))
    for name, record in variants:
        (folder / f"deck-{name}.toml").write_text(document({}, {"deck": [{**record, "id": f"edge-{name}"}]}),
                                                  encoding="utf-8")
    problems = load_data(spec, SHIPPED_DATA, tmp_path).problems
    game = catalog.game_class(game_id).load(SHIPPED_DATA, tmp_path)  # one bad deck never blocks the game
    reported = []
    for name, _ in variants:
        mine = [p for p in problems if p.file == str(folder / f"deck-{name}.toml")]
        if mine:
            assert located(mine), (name, [str(p) for p in mine])
            assert f"edge-{name}" not in game.db
            reported.append(name)
        else:  # check-data passed it: the game plays it
            play(game, SETUPS[game_id](game, f"edge-{name}"), seed=2)
    assert {"short", "long", "copies"} & {n for n, _ in variants} <= set(reported)


def table_variants(folder: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """table.toml with each zone or counter removed or made shared, and broken in other ways."""
    table = tomli.loads((SHIPPED_DATA / folder / "table.toml").read_text(encoding="utf-8"))
    for part in ("zones", "counters"):
        for index, entry in enumerate(table.get(part, [])):
            rest = [e for i, e in enumerate(table[part]) if i != index]
            yield f"no-{part}-{entry['id']}", {**table, part: rest}
            shared = [{**e, "owner": "shared"} if i == index else e for i, e in enumerate(table[part])]
            yield f"shared-{part}-{entry['id']}", {**table, part: shared}
    yield "zone-twice", {**table, "zones": [*table["zones"], table["zones"][-1]]}
    yield "deck-zone-nowhere", {**table, "deck_zone": "nowhere"}
    yield "hand-text", {**table, "opening_hand": "five"}
    yield "unknown-key", {**table, "extra_zone": 1}


def write_table(root: Path, folder: str, table: dict[str, Any]) -> None:
    shutil.copytree(SHIPPED_DATA / folder, root / folder)
    top = {k: v for k, v in table.items() if not isinstance(v, list)}
    arrays = {k: v for k, v in table.items() if isinstance(v, list)}
    (root / folder / "table.toml").write_text(document(top, arrays), encoding="utf-8")


@pytest.mark.parametrize("game_id", SANDBOX_GAMES)
def test_a_table_missing_a_part_is_reported_at_its_line_and_field_and_refused_alike(
        game_id: str, tmp_path: Path) -> None:
    spec = catalog.data_spec(game_id)
    needed = set()
    for name, table in table_variants(spec.folder):
        root = tmp_path / name
        write_table(root, spec.folder, table)
        problems = load_data(spec, root, None).problems
        if problems:
            assert located_in_table(problems), (name, [str(p) for p in problems])
            with pytest.raises(DataError):
                catalog.game_class(game_id).load(root, None)
            needed.add(name)
        else:  # check-data passed it: the game opens and plays on it
            game = catalog.game_class(game_id).load(root, None)
            play(game, SETUPS[game_id](game, None), seed=3)
    assert {"zone-twice", "deck-zone-nowhere", "hand-text", "unknown-key"} <= needed


def located_in_table(problems: list[Problem]) -> bool:
    return all(p.file.endswith("table.toml") and p.line > 0 and p.field for p in problems)


def test_each_part_a_sandbox_game_needs_is_reported_when_missing(tmp_path: Path) -> None:
    wanted = {"fertcg": ["no-zones-units", "no-counters-chips", "shared-counters-chips"],
              "dannocomachi": ["no-zones-main", "no-zones-graveyard", "no-zones-sub"]}
    for game_id, names in wanted.items():
        spec = catalog.data_spec(game_id)
        variants = dict(table_variants(spec.folder))
        for name in names:
            root = tmp_path / game_id / name
            write_table(root, spec.folder, variants[name])
            problems = load_data(spec, root, None).problems
            assert located_in_table(problems) and problems, name
            assert any(p.field in ("zones", "counters") or p.field.endswith("owner") for p in problems)


# --- finding 4: each message names the file, the line and the field ------------------------


def one_game_copy(tmp_path: Path, game_id: str) -> tuple[Any, Path]:
    spec = catalog.data_spec(game_id)
    shutil.copytree(SHIPPED_DATA / spec.folder, tmp_path / spec.folder)
    return spec, tmp_path / spec.folder


def test_FF_a_stage_gimmick_without_its_id_is_reported(tmp_path: Path) -> None:
    spec, folder = one_game_copy(tmp_path, "fatal-fight")
    stages = folder / "stages.toml"
    text = stages.read_text(encoding="utf-8")
    stages.write_text(text.replace('id = "s1-food-stalls-g1"\n', "", 1), encoding="utf-8")
    line = text.split('id = "s1-food-stalls-g1"')[0].count("\n")  # the [[stage.gimmicks]] header
    problems = load_data(spec, tmp_path, None).problems
    assert [(p.line, p.card_id, p.field, p.kind) for p in problems] == [
        (line, "s1-food-stalls", "gimmicks[0].id", "missing-field")]


def test_alchemic_a_copy_over_the_limit_names_its_list_and_place(tmp_path: Path) -> None:
    spec, folder = one_game_copy(tmp_path, "alchemic")
    deck = folder / "deck-flame-academy.toml"
    text = deck.read_text(encoding="utf-8")
    deck.write_text(text.replace('"grand-array"]', '"spark-circle"]'), encoding="utf-8")
    problems = load_data(spec, tmp_path, None).problems
    line = text.split("battles = ")[0].count("\n") + 1
    assert [(p.line, p.card_id, p.field) for p in problems] == [(line, "flame-academy", "battles[13]")]
    assert "spark-circle is listed more than 3 times" in problems[0].message


def test_a_megabyte_bad_id_is_shown_cut_with_its_length(tmp_path: Path) -> None:
    spec = catalog.data_spec("mysaga")
    (tmp_path / spec.folder).mkdir()
    (tmp_path / spec.folder / "long.toml").write_text(
        f'[[card]]\nid = "{"a b" * 350_000}"\nname = "x"\n', encoding="utf-8")
    problems = load_data(spec, SHIPPED_DATA, tmp_path).problems
    assert problems and all(len(p.text("en")) < 400 and len(p.text("ja")) < 400 for p in problems)
    assert any("(1,050,000 characters)" in p.text("en") and "（1050000文字）" in p.text("ja")
               for p in problems)


def test_arrays_nested_2000_deep_name_the_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    spec = catalog.data_spec("mysaga")
    (tmp_path / spec.folder).mkdir()
    deep = tmp_path / spec.folder / "deep.toml"
    deep.write_text('[[card]]\nid = "deep"\ncost = ' + "[" * 2000 + "]" * 2000 + "\n", encoding="utf-8")
    assert main(["--no-color", "check-data", "--game", "mysaga", "--user", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert f"{deep}:3: values are nested too deep" in out and "RecursionError" not in out + err


def test_check_data_words_a_deck_rule_in_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from main import main

    (tmp_path / "mysaga").mkdir()
    deck = tmp_path / "mysaga" / "deck-mine.toml"
    deck.write_text('[[deck]]\nid = "mine"\nname = "m"\ncards = ["ember-fox", "ember-fox", "ember-fox"]\n',
                    encoding="utf-8")
    assert main(["--no-color", "check-data", "--game", "mysaga", "--user", str(tmp_path), "--lang", "ja"]) == 1
    assert f"{deck}:4: mine.cards: デッキはちょうど10枚です（3枚あります）" in capsys.readouterr().out
