"""Cards on screen: templates drawn at any size, backs, icons, a hover preview."""
