"""Table widgets: hand, pile, counter/track, log panel, action bar (custom-drawn, NotoSansJP)."""
