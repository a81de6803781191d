"""Test-only helpers shared by engine and screen tests."""
