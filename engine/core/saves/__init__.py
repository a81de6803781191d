"""Saves: the file format, its versions, autosave slots, replays, where user files live."""
