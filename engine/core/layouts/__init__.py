"""Card layout templates: the schema of data/<game>/layouts.toml, its parts and icons (pure data)."""
