"""だんのこまち (rules/dannocomachi-effects.md): its effect timeline; the table comes later (issue #13)."""
