"""What the renderer tells the card-layout checker about one drawn face."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RegionFit:
    """How the text of one region fit, in points (print size) and pixels (render size)."""

    region: str
    fits: bool
    size_pt: float  # the size used
    asked_pt: float  # the region's font_size
    min_pt: float
    overflow_lines: int = 0
    overflow_px: int = 0  # past the bottom
    overflow_width_px: int = 0  # an unbreakable line past the right edge
    needed_pt: float | None = None  # the size that would fit, when below the minimum

    @property
    def shrunk(self) -> bool:
        return self.size_pt < self.asked_pt - 1e-6


@dataclass(frozen=True)
class RenderReport:
    """Overflow per text region, missing images and unknown icon keys of one card face."""

    card_id: str
    kind: str
    face: str
    regions: tuple[RegionFit, ...] = ()
    missing_images: tuple[str, ...] = ()
    unknown_icons: tuple[str, ...] = ()

    @property
    def overflows(self) -> tuple[RegionFit, ...]:
        """Regions whose text does not fit even at their minimum size."""
        return tuple(r for r in self.regions if not r.fits)

    @property
    def below_minimum(self) -> tuple[RegionFit, ...]:
        """Overflowing regions that would fit if shrunk below their minimum size."""
        return tuple(r for r in self.overflows if r.needed_pt is not None)

    @property
    def ok(self) -> bool:
        return not (self.overflows or self.missing_images or self.unknown_icons)
