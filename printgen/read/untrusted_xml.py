"""XML from a user's files (a workbook's parts, an SVG picture) looked at before any parser that
could act on it does.

A document type is where external entities (other files, the network) and expanding entities
(billion laughs) live, and no spreadsheet or picture printgen reads needs one. Looking for the
bytes `<!DOCTYPE` is not enough: a part in UTF-16 or UTF-32, or in a single-byte encoding it
declares, spells them differently and every XML parser still reads it. So the document is read
by expat, which decodes what the document declares as the parsers do, and stopped at its first
declaration.
"""

from __future__ import annotations


class _Declared(Exception):
    pass


def _stop(*args) -> None:
    raise _Declared()


def has_document_type(data: bytes) -> bool | None:
    """True when the XML declares a document type or an entity (in whatever encoding it is written),
    False when it declares none, None when expat cannot read it as XML at all."""
    import xml.parsers.expat

    parser = xml.parsers.expat.ParserCreate()
    parser.StartDoctypeDeclHandler = _stop
    parser.EntityDeclHandler = _stop
    parser.UnparsedEntityDeclHandler = _stop
    # never followed (a DOCTYPE stops the reading first)
    parser.ExternalEntityRefHandler = lambda *args: 0
    try:
        parser.Parse(data, True)
    except _Declared:
        return True
    except (xml.parsers.expat.ExpatError, ValueError, LookupError, UnicodeError, TypeError):
        return None
    return False
