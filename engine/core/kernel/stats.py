"""Small statistics shared by the games' simulation reports."""

from __future__ import annotations

import math

Z_95 = 1.959964  # two-sided 95 % normal quantile


def wilson(successes: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """Wilson score interval of a proportion (better than p ± z·se near 0 and 1, small n)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (0.0 if successes == 0 else centre - half), (1.0 if successes == n else centre + half)
