"""The app around the tables: the loop and screen stack, title, settings, load, data errors, autosave."""
