"""Learning a game at its table (issue #27): the F1 rules reference, the hint key, the first-game guide."""
