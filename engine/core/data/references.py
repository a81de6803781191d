"""Whether a reference in a card table names a card it may (design.md §10): one of the right
kind that exists (with the closest id as a hint when not), and ``Ref`` rules (``others``: not
the card itself; ``same``: the named card shares a field's value). The loader reports the answer."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

from engine.core.data import problems as P
from engine.core.data.database import CardSource
from engine.core.data.introspect import Marked
from engine.core.data.spec import ANY_KIND, DataSpec
from engine.core.i18n.catalog import Msg, msg

Declared = Mapping[str, tuple[str, CardSource]]  # card id -> its kind and where it was declared


def ref_problem(declared: Declared, spec: DataSpec, target: str, wanted: str) -> tuple[str, Msg] | None:
    """None when ``target`` names a declared card of kind ``wanted``, else the problem's kind and message."""
    found = declared.get(target)
    if found is not None and wanted in (found[0], ANY_KIND):
        return None  # (a card that failed validation is reported at its own place)
    if wanted == ANY_KIND:
        close = difflib.get_close_matches(target, list(declared), n=1)
        if close:
            return P.UNKNOWN_REF, msg("data.problem.no_card_hint", target=repr(target), close=repr(close[0]))
        return P.UNKNOWN_REF, msg("data.problem.no_card", target=repr(target))
    if wanted not in spec.kinds:
        message = msg("data.problem.schema_kind", wanted=repr(wanted), game=spec.game)
    elif found is not None:
        message = msg("data.problem.wrong_kind", target=repr(target), found=found[0], wanted=wanted)
    else:
        ids = [i for i, (kind, _) in declared.items() if kind == wanted]
        close = difflib.get_close_matches(target, ids, n=1)
        message = (msg("data.problem.no_card_of_kind_hint", target=repr(target), wanted=wanted, close=repr(close[0]))
                   if close else msg("data.problem.no_card_of_kind", target=repr(target), wanted=wanted))
    return P.UNKNOWN_REF, message


def ref_rule(raw: Mapping[str, Any], card_id: str, data: Any, marked: Marked) -> tuple[str, Msg] | None:
    """``Ref.others`` and ``Ref.same`` for the reference ``marked`` of card ``card_id`` (its table ``data``;
    ``raw``: every declared card's table as read)."""
    if marked.others and marked.value == card_id:
        return P.BAD_REF, msg("data.problem.self_ref", card=repr(card_id))
    if marked.same and isinstance(data, dict):
        mine, theirs = data.get(marked.same), raw.get(marked.value, {}).get(marked.same)
        if mine != theirs:
            return P.BAD_REF, msg("data.problem.not_same", other=repr(marked.value), field=marked.same,
                                  theirs=repr(theirs), mine=repr(mine))
    return None
