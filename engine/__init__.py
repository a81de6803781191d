"""Pure-Python rules engine for the tabletop client. Never imports pygame or screens."""

__version__ = "0.1.0"
