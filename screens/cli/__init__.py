"""Subcommands that render with pygame (headless where possible)."""
