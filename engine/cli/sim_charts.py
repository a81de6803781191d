"""``simulate --plot`` for games whose statistics are rates (wins of n): one bar per rate with its
95 % Wilson interval, in one PNG. Needs matplotlib (Agg, no window)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from engine.core.kernel.stats import wilson


def rate_chart(path: Path, title: str, rates: Sequence[tuple[str, float, int]]) -> None:
    """``rates``: (label, wins, games); a tie shared by k winners may count 1/k of a win."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(10, 1.2 + 0.5 * len(rates)), layout="constrained")
    FigureCanvasAgg(fig)
    ax = fig.subplots()
    labels = [label for label, _, _ in rates]
    shares = [100 * wins / n if n else 0.0 for _, wins, n in rates]
    bounds = [wilson(wins, n) for _, wins, n in rates]  # type: ignore[arg-type]
    low = [share - 100 * lo for share, (lo, _) in zip(shares, bounds, strict=True)]
    high = [100 * hi - share for share, (_, hi) in zip(shares, bounds, strict=True)]
    rows = range(len(rates))
    ax.barh(rows, shares, xerr=[low, high], color="#2166ac", ecolor="#444444", capsize=4)
    ax.set_yticks(list(rows), labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.axvline(50, color="#999999", linewidth=0.8, linestyle="--")
    ax.set_xlabel("% (95 % Wilson interval)")
    ax.set_title(title)
    fig.savefig(path, dpi=100)
