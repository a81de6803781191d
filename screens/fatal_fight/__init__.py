"""Fatal Fight on screen: campaign setup, the table, its panels and views (rules/fatal-fight.md)."""
