"""Seeded campaigns play exactly as they did before the issue #28 speed-ups of the rules: every
decision, legal list (same actions, same order), chosen action, event and state of many seeded
games — 1 to 4 heroes, variants, co-op caps (FF-V9), the fixture set (immune enemies) and the
shipped cards — folded into one digest per game and held to digests recorded from main at
99fe326, before the change. Bots pick through ``Game.apply_listed`` (what ``simulate`` and the
bench run) and, in some games, through ``Game.apply`` with its check (a person's click).

Record again (only for a deliberate change of behaviour, or of the shipped cards, said so in the
commit): ``python -m tests.engine.fatal_fight.test_decision_traces``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core.kernel.bots import Bot, RandomBot, choose
from engine.core.kernel.rng import Rng
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import VARIANTS
from engine.fatal_fight.simulation import with_rules
from tests.engine.fatal_fight import fixtures as F

MAX_DECISIONS = 1500  # per game: several rounds and stages, and an end for most
CASES = 80


def _variants(seed: int) -> list[str]:
    """None, all, or an odd subset: the seed's bits pick from VARIANTS."""
    if seed % 5 == 0:
        return []
    if seed % 5 == 1:
        return list(VARIANTS)
    return [v for i, v in enumerate(VARIANTS) if (seed * 37 >> i) & 1]


def cases() -> Iterator[tuple[str, str, list[str], int, int, str, str]]:
    """(name, card set, rule overrides, heroes, seed, bots, apply path) of every recorded game."""
    for case in range(CASES):
        cards = "fixture" if case % 4 else "shipped"
        heroes = 1 + case % 4
        rules = ["coop_per_helper=1"] if case % 7 == 3 else ["coop_per_helper=2"] if case % 7 == 5 else []
        bots = "heuristic" if case % 6 in (2, 5) else "mixed" if case % 6 == 4 else "random"
        path = "apply" if case % 5 == 2 else "listed"
        yield f"case{case:02d}", cards, rules, heroes, 1000 + case * 7919, bots, path


def bench_case() -> tuple[str, str, list[str], int, int, str, str]:
    """The bench's own game (``tests.bench.bench_bots``: ryuji, rita, mei; random bots)."""
    return "bench", "shipped", [], 3, 0, "random", "listed"


_GAMES: dict[str, FatalFight] = {}


def _game(cards: str, rules: list[str]) -> FatalFight:
    key = f"{cards}:{','.join(rules)}"
    if key not in _GAMES:
        base = FatalFight.load() if cards == "shipped" else F.game()
        _GAMES[key] = with_rules(base, rules)
    return _GAMES[key]


def _line(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=repr).encode() + b"\n"


def trace(cards: str, rules: list[str], heroes: int, seed: int, bots: str, path: str) -> tuple[int, str]:
    """Play one game; (decisions, sha256 of everything seen on the way)."""
    game = _game(cards, rules)
    characters = sorted(game.cards.characters)
    chosen = ["ryuji", "rita", "mei"] if seed == 0 else [characters[(seed + i) % len(characters)]
                                                         for i in range(min(heroes, len(characters)))]
    setup = {"heroes": [{"character": c} for c in chosen], "variants": _variants(seed)}
    state, events = game.start(setup, seed)
    digest = hashlib.sha256()
    digest.update(_line([e.to_json() for e in events]))
    pick, mix = (Rng.from_seed(~seed), Rng.from_seed(seed)) if seed == 0 else (bot_rng(seed), Rng.from_seed(seed))
    players: tuple[Bot, Bot] = (RandomBot(), HeuristicBot(game))
    decisions = 0
    while decisions < MAX_DECISIONS:
        decision = game.decision(state)
        legal = game.legal_actions(state)
        digest.update(_line([repr(decision), [a.to_json() for a in legal]]))
        if not legal:
            break
        heuristic = bots == "heuristic" or (bots == "mixed" and mix.below(3) == 0)
        action = choose(game, state, legal, players[heuristic], pick)
        events = game.apply(state, action) if path == "apply" else game.apply_listed(state, action, legal)
        digest.update(_line([action.to_json(), [e.to_json() for e in events]]))
        digest.update(game.encode_state(state))
        decisions += 1
    digest.update(_line([game.is_over(state), state.result]))
    return decisions, digest.hexdigest()


# Recorded from main at 99fe326 (before the change): name -> (decisions, digest).
RECORDED: dict[str, tuple[int, str]] = {
    'case00': (50, '941496d45c52ccee2c1a1a19d49b39161b5229ea2acba360b7aaf4e632b6a818'),
    'case01': (99, '31964f1ab6fa2821ca47403c7bc0d4ffbc48fc82c1e8b741e907782eea3f4437'),
    'case02': (283, '3cd6845128060dae0c887d6ce11612272d2f4017b7339e9e1c09eb6a53b9a8e1'),
    'case03': (165, 'dd458cc5068b508b6f93e4ee9028a3d2526411f110956883529b4d76573e93b7'),
    'case04': (59, 'ec598df970bc7024466cee7b575fab9765d6d92463f737cf1a48df1340e52edd'),
    'case05': (228, '3a8a4cefd1bbea6b61570a0b24b347bd13740435ee1e31f48f351fd5c0b35c59'),
    'case06': (173, 'b4da7f6cce6464d82ff2de80da29b2d5621487b8fae07f34e861e79d0c755944'),
    'case07': (223, '6cd03a58bc49f5a58235c22f8050ddb22f656599c3c6c92e53ed7c593b091281'),
    'case08': (55, 'b749048187436a55c36991f67b255f4117dd87cfdeea60f661c351ab91db1667'),
    'case09': (139, '6ac2b1e9c1c4274eba9110e0f6f2982abb50bff120cdc3e7dbce9bd85ee9ec42'),
    'case10': (213, '9189f9f9c2816abd87e9b417a90e4f62f1dfdb0788e43740517ded085f7ad8d0'),
    'case11': (240, '4c96d6e695a3c496de1b44d724c35eabb06a288c2d4ee793fc8090f737e3a2dc'),
    'case12': (59, 'f7eb9014d4966e4558e83359ef96b4c15d71645551ba8d4f9b02874a1503f130'),
    'case13': (112, '15cee95d4fbaca08c940eb32f0b5f26eba81467e0c4e8afc2d806d57f7eb0bc3'),
    'case14': (269, '48b0c8ea382f662df74212bfa416b63dbeea132be56be986fb07fa9e577624f1'),
    'case15': (189, '35e6fd3b25b1d20e9f6442d6288e74035329a82601a2dcaa6bd64c44a140090f'),
    'case16': (67, '2aa263b7db2df4dde993885ff684b9e2a7bede2d3de1f71987d8af5dddaf8e22'),
    'case17': (270, 'd08da87a4204754094e7c99af6e34e18a2a04bddb77a74a0a1e83c5932e13bbd'),
    'case18': (180, 'c27e48ed6eff9a8af5a9e5221137d217d6e23971180305bc7e2cc1cc73f197e9'),
    'case19': (197, '4dd684df81da57a73159c78fe11d59d275280824feaeaf35d1c15ac56f1884ec'),
    'case20': (39, '6f7353e738fa29bd8a9f68de62e055a9fb8b8dba6f2140627d45c81ac9631e62'),
    'case21': (95, 'f89958d667a45712a75494df5a3a46ab48daaf0c0c57f8d14e39b9df2c3ffaad'),
    'case22': (212, '991d1db70860a6453dd1e865719db0e24446f33d279b9ffeabf25e5da1906a56'),
    'case23': (304, 'b88e2598ac5e754bffcce6863659185ed27681bf12e80c71e74e340abfe33c53'),
    'case24': (37, '383c85614186054eaf5fe8d0a2186edc96f50eb9aa8917b4ee261d3cbd0c41ee'),
    'case25': (106, '3cc90e328bc3298242b7585ba90fed4597814e0965ec362a3194ba91ab7e1e6a'),
    'case26': (294, 'eb9472e4455d90744830be4bfbb11a32f5dd6972c680152fd902834dc24e20e5'),
    'case27': (134, '320dcdb106a84f290b4d59079e709ee257bf2e916ba4807d5926343ab2c5e8a7'),
    'case28': (32, '64362880c6d8c2498b65e4ba61b7edb18236f5db18739c637acc77b1447a1386'),
    'case29': (223, 'a8194aefb033486814d775a70b05af2b855d98251f81f772a586f1747374bbdc'),
    'case30': (184, 'eaf93130f5f8128d0e4c00e303bafacc79d4e797d49d529a27e9a6f705a1366c'),
    'case31': (120, '35ac2b1bf0b7aa7a2e8a8962188a856831ecb60701fd5ca97c8a542f49e08c4e'),
    'case32': (64, 'ef38bed4019cbb26856c4a42be0ed77bb7e75f2206717fceff2be5ac211c1f5a'),
    'case33': (106, '4c46f9895aee45ece006973a286cfdee2852c8ca15940d37f00b839d1442b209'),
    'case34': (253, '019d2e57dad87fbf181f23ac9fc1bc1cfe63310caa0a8e9af109527fc9270685'),
    'case35': (245, '28b510f4f7617e6bbb9ef8aeeede513823b913463c34a980ececd76c8d514e2c'),
    'case36': (21, 'e7236a51e93b0dad1330dee67a57c5979bd90bf344489bcd1da0aee421d4a81b'),
    'case37': (125, '4508b269a54aede8c7fe2ea086e4e6b366387a44d3721b2216d9441bf7ee72a8'),
    'case38': (278, 'a6c62d3f1b51a7a4a4d7bed95d63abc6bf6ba72ecd8d7bd6d477e33e338dc8bd'),
    'case39': (159, 'a3effe84b62cd02ae5d2ad1f2f9d1b3dc5883e95fc08838ad4f24343e1cc15b2'),
    'case40': (49, '260cc5e667a2e728d4506669ce24fdb3a548103ffa57476f2d9d3ba007bd631a'),
    'case41': (221, '95b3e509978069eff40693160b7588830d6b6ca2baceb08844b4ddf57641b061'),
    'case42': (98, 'db14cd1dd2c1a743e61bf4313ed289eba017c4302a6dcd4dbd1820860191edaa'),
    'case43': (150, '84c6ca5ba45673e95dbb4bb9518dfe0e9ce6431455ec7eeeddd5330b88f6773c'),
    'case44': (77, '5d02a681fe97f988ce8f3c6de518f0c493fd14fc0c7ae07c090854ab301e75e6'),
    'case45': (140, '8d00d1866687d97fc442e50b63ed6a8d0e99a89e9bbc79123463dfd5408b34b3'),
    'case46': (255, 'd134144475626fb57355570efea3077353fdbfdee762551b467fb2480c11ea81'),
    'case47': (300, 'eb7ef3563ae680f1a8e09dbf0910d3c6513d12449d391ac2eaaaa38dff13cfeb'),
    'case48': (47, '9690dcc27353f95082b23eb96add9af9a4700e51de03a979cd4408f5bac8e29a'),
    'case49': (58, 'c14aa32fd2996207799003850efffa40d227c4be09cf3036abb9a353d5e037d0'),
    'case50': (253, '8bd65704d0f5683d190a57a80318e4f2b30967ea92a07ee2419647c5be1c3ef7'),
    'case51': (153, 'b2087864469b2e167de7d4184852fd8e374b8bc1758cfc506e8779f23322f19e'),
    'case52': (43, '77c8abef19b14d0263b734f8f4d91f99381aee7a92b9a9c192347a136d9c56dd'),
    'case53': (248, '7a21973dfbadd9dcbcf945e67ffbac0c6c10b9e1b047b5fb81e87d3b50b87cde'),
    'case54': (119, '266d122c0fc985c3a86e671d4ee4c7e9e9eb2841d7ad2742f5b9e86d9158da44'),
    'case55': (115, '037db3e984c394aa920f059d0eab1a5c582eb3bf8c066e65944eaec301c01496'),
    'case56': (50, '65f1d840342618bc65c03f34bc33b13f2b35d6f366586ace00e22a626f350d8e'),
    'case57': (85, '07aea88d81b5830864666c15d7c91aa5a96eb294afa38907ef06365d8ec22b63'),
    'case58': (225, '600dbbda1695abb20700013a19575cd252d298668079b489573f3a3f2fdd1150'),
    'case59': (275, 'f7eb5e292dbf65b8c23384e1daca89647272585bfd7587ce8522c49e7b8d571a'),
    'case60': (36, 'be0b3daefb978b1cee6f8460443a905e73fecf998fc238ee04ef9f396053eee6'),
    'case61': (45, '7b32cbc16acd00a11c1430bffede76d93206f9293d4a035a9a03ef80234b47ae'),
    'case62': (290, 'd7ef1a31e7644f7ee5bd1c2add69a91fd243edfa33c9293dbf42ab4f3c4a7791'),
    'case63': (154, 'b22c14211746cbc23f207783d0926f2dcd6b4a0cca4c22cff27ceca44d1833fd'),
    'case64': (67, '43d36bd97048f017091e276b6f03b8c808094734c792d219b5743c2841133e20'),
    'case65': (224, '58ae4907a4d30e81592d8eb11a53a53250b7060595af8abe49921c1a4a759ffe'),
    'case66': (205, '3b5017f5dcaa780c307855e5a52272f6192ff38bde410d73a4fc15170a57648c'),
    'case67': (176, 'd5bc09dafffd2970d98087de87d3eb1e04105e88d7bcbf587163a2653c1bb208'),
    'case68': (69, '357d92e3a1d08b3e632959b34af4f9a19d461004a39f5ec64bf9359a747a0880'),
    'case69': (218, '726256af779b1ac03a2f2d6c694c7259bfb16a035d6e1425dd398f51df9038d1'),
    'case70': (151, '18a81d0cb1c01d10509c8cab6ae3ac2422993f55868173805d0f21ff68b63544'),
    'case71': (274, 'a0ba8c3d7108544d346f0dbbd55eea4d198b74d989b51816c238f6210e8d71f4'),
    'case72': (60, '83afa7f9f561e59bce54f7c3d5bba10e73ecf5535e1c38b1013ec8ffa9c473fa'),
    'case73': (64, 'ee55467cfdf571a6e2a7e82f5359bc57014c43d820b34b0bb59d8bba8b37ae28'),
    'case74': (298, 'c844d22c0d767b6a91f336f79d0d0c3832c5d188b10278ce963b933490032fdc'),
    'case75': (141, 'c00fc4a55dfb1fc71b5c680b89d2e2882c72a1a9561ee45738552bafb9ede11c'),
    'case76': (23, '0d385ba948bdd931f7a5399fc9708b11179aa02587540b473c10a8b0b8c40829'),
    'case77': (234, 'da623c543ee91d8a54bc2ea27f17a84ac0b9ab46a40ac0e5c5bfb80fe7d2fd5d'),
    'case78': (114, '171a14d24b793ba9aad12c17aac9a14c1544667c0cb2cf4d10205ebd831b9892'),
    'case79': (134, 'a7a726e62c16f43babff67b99100145ef9aefbd26327b3f87c4c2d7199b82d16'),
    'bench': (278, '9ec725f407559e9a5fd59f876c38d9042326e5485a89bdba77b72b153e64e69f'),
}


@pytest.mark.parametrize("case", [*cases(), bench_case()], ids=lambda c: c[0])
def test_seeded_games_trace_as_recorded(case: tuple[str, str, list[str], int, int, str, str]) -> None:
    name, *game_case = case
    assert trace(*game_case) == RECORDED[name]  # type: ignore[arg-type]


def test_the_recorded_games_play_long_and_end() -> None:
    """The digests cover real play: over 12,000 decisions, every game played to its end (won or lost)."""
    assert len(RECORDED) == CASES + 1
    assert sum(n for n, _ in RECORDED.values()) > 12000
    assert all(n < MAX_DECISIONS for n, _ in RECORDED.values())


if __name__ == "__main__":  # record: prints the RECORDED table to paste above
    for name, *game_case in [*cases(), bench_case()]:
        print(f"    {name!r}: {trace(*game_case)!r},")  # type: ignore[arg-type]
