"""Alchemic Card Battle screens: the hotseat table (the deck builder is not built yet)."""
