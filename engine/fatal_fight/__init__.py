"""Fatal Fight (rules/fatal-fight.md): a co-operative beat-'em-up campaign on a 3×3 board.

``game.FatalFight`` is the entry point; ``schema`` declares the card data; ``bots`` plays seats.
"""
