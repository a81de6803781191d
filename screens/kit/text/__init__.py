"""Text for screens and cards: cached NotoSansJP fonts, Japanese/English wrapping, fitting."""
