"""My Crypto Saga screens: the table (field, hand, charge panel, payout) and its screenshots."""
