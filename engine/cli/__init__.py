"""Headless subcommands that need no window (see main.py for the module contract)."""
