"""Alchemic Card Battle screens: setup, the table (hotseat or against a bot), the deck builder."""
