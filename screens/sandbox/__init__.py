"""The sandbox table screen (issue #12): any ``table.toml`` laid out, cards moved by hand."""
