"""My Crypto Saga battle (rules/my-crypto-saga.md): hidden picks, KP charges, payout, 3-game sets."""
