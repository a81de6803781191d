"""Small ``.xlsx`` and ``.ods`` files written by hand (the app only reads them), for tests.

Each sheet is (name, rows); a cell is a str, an int/float or a bool, as an office program
would store it (numbers as numbers, text as text).
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

Cell = str | int | float | bool
Sheet = tuple[str, Sequence[Sequence[Cell]]]


def _column(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _xlsx_cell(ref: str, value: Cell) -> str:
    if isinstance(value, bool):
        return f'<c r="{ref}" t="b"><v>{int(value)}</v></c>'
    if isinstance(value, (int, float)):
        return f'<c r="{ref}"><v>{value}</v></c>'
    return f'<c r="{ref}" t="inlineStr"><is><t>{escape(value)}</t></is></c>'


def write_xlsx(path: Path, sheets: Sequence[Sheet]) -> Path:
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    rel_ns = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    pkg = "http://schemas.openxmlformats.org/package/2006"
    doc = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    with zipfile.ZipFile(path, "w") as z:
        overrides = "".join(
            f'<Override PartName="/xl/worksheets/sheet{i}.xml" ContentType="application/'
            f'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
            for i in range(1, len(sheets) + 1)
        )
        z.writestr("[Content_Types].xml", (
            f'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="{pkg}/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' + overrides + "</Types>"))
        z.writestr("_rels/.rels", (
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{pkg}/relationships">'
            f'<Relationship Id="rId1" Type="{doc}/officeDocument" Target="xl/workbook.xml"/></Relationships>'))
        listed = "".join(f'<sheet name="{escape(name)}" sheetId="{i}" r:id="rId{i}"/>'
                         for i, (name, _) in enumerate(sheets, 1))
        z.writestr("xl/workbook.xml", (
            f'<?xml version="1.0" encoding="UTF-8"?><workbook {ns} {rel_ns}><sheets>{listed}</sheets></workbook>'))
        rels = "".join(f'<Relationship Id="rId{i}" Type="{doc}/worksheet" Target="worksheets/sheet{i}.xml"/>'
                       for i in range(1, len(sheets) + 1))
        z.writestr("xl/_rels/workbook.xml.rels", (
            f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{pkg}/relationships">{rels}</Relationships>'))
        for i, (_, rows) in enumerate(sheets, 1):
            body = "".join(
                f'<row r="{r}">' + "".join(_xlsx_cell(f"{_column(c)}{r}", v) for c, v in enumerate(row) if v != "")
                + "</row>"
                for r, row in enumerate(rows, 1)
            )
            z.writestr(f"xl/worksheets/sheet{i}.xml", (
                f'<?xml version="1.0" encoding="UTF-8"?><worksheet {ns}><sheetData>{body}</sheetData></worksheet>'))
    return path


def _ods_cell(value: Cell) -> str:
    if value == "":
        return "<table:table-cell/>"
    if isinstance(value, bool):
        word = "true" if value else "false"
        return f'<table:table-cell office:value-type="boolean" office:boolean-value="{word}"><text:p>{word}</text:p></table:table-cell>'
    if isinstance(value, (int, float)):
        return f'<table:table-cell office:value-type="float" office:value="{value}"><text:p>{value}</text:p></table:table-cell>'
    return f'<table:table-cell office:value-type="string"><text:p>{escape(value)}</text:p></table:table-cell>'


def write_ods(path: Path, sheets: Sequence[Sheet]) -> Path:
    office = "urn:oasis:names:tc:opendocument:xmlns"
    tables = "".join(
        f'<table:table table:name="{escape(name)}">'
        + "".join("<table:table-row>" + "".join(_ods_cell(v) for v in row) + "</table:table-row>" for row in rows)
        + "</table:table>"
        for name, rows in sheets
    )
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("META-INF/manifest.xml", (
            f'<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="{office}:manifest:1.0" '
            'manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type='
            '"application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path='
            '"content.xml" manifest:media-type="text/xml"/></manifest:manifest>'))
        z.writestr("content.xml", (
            f'<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="{office}:office:1.0" '
            f'xmlns:table="{office}:table:1.0" xmlns:text="{office}:text:1.0" office:version="1.2">'
            f"<office:body><office:spreadsheet>{tables}</office:spreadsheet></office:body></office:document-content>"))
    return path
