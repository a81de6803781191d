"""What every game shares: rng, piles, actions/events, session, saves, data, effect timeline."""
