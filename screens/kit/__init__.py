"""The pieces every table and screen uses: the screen base, words, card faces, text, hand, pile, counters, log, action bar, curtain, banners."""
