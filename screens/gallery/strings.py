"""The gallery's message ids for things it names by a key (a problem kind, a face, a guide)."""

from __future__ import annotations

from collections.abc import Mapping

from screens.gallery.cardset import BELOW_MIN, CHANGED, MISSING_IMAGE, OVERFLOW, SHRUNK, VALIDATION

PROBLEM_IDS: Mapping[str, str] = {
    OVERFLOW: "gallery.problem.overflow",
    BELOW_MIN: "gallery.problem.below-min",
    MISSING_IMAGE: "gallery.problem.missing-image",
    VALIDATION: "gallery.problem.validation",
    SHRUNK: "gallery.problem.shrunk",
    CHANGED: "gallery.problem.changed",
}
PROBLEM_COUNT_IDS: Mapping[str, str] = {
    OVERFLOW: "gallery.overflow",
    BELOW_MIN: "gallery.below-min",
    MISSING_IMAGE: "gallery.missing-image",
    VALIDATION: "gallery.validation",
    SHRUNK: "gallery.shrunk",
    CHANGED: "gallery.changed",
}
FACE_IDS: Mapping[str, str] = {
    "front": "gallery.detail.front",
    "flip": "gallery.detail.flip",
    "back": "gallery.detail.back",
    "before": "gallery.detail.before",
}
LEGEND_IDS: Mapping[str, str] = {
    "bleed": "gallery.legend.bleed",
    "trim": "gallery.legend.trim",
    "safe": "gallery.legend.safe",
}
