"""Words: the catalogs, two-language data text, values shown in messages, the rules reference."""
