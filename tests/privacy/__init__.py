"""The privacy harness (issue #21): every path a player has, held against every game's policy."""
