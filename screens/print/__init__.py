"""Print export: a PNG per card at a DPI with bleed, and PDF sheets with crop marks."""
