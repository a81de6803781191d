"""A sandbox table defined by data (issue #12): zones, counters, cards moved by hand.

For games whose source specifies one subsystem exactly (FERTCG's chip cost, だんのこまち's
effect timeline) and not the whole game: players move cards between zones as on a real
table, and the game package adds actions for exactly what its source specifies.
A table is ``data/<game>/table.toml`` (``TableDef``); ``SandboxGame`` plays any of them.
"""
