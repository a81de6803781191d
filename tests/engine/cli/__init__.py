"""Tests of the command line's shared parts (engine/cli)."""
