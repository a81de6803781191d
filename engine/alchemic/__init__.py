"""Alchemic Card Battle (rules/alchemic-card-battle.md): engine, bots and simulation."""
