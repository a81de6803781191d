"""The card gallery: every card of every game through its layout template, with its problems."""
