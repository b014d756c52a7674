"""A JSON Schema of the setup format, for editors' YAML language servers."""

from __future__ import annotations

from printgen.neighbours.model import COMBINES, READINGS
from printgen.reader import MAX_NUMBER

_WHOLE = {"type": "integer", "minimum": -MAX_NUMBER, "maximum": MAX_NUMBER}


def _value_test(what: str) -> dict:
    return {
        "description": f"{what}: a number, a list of numbers, or a {{min, max}} range",
        "oneOf": [
            _WHOLE,
            {"type": "array", "items": _WHOLE, "minItems": 1},
            {"type": "object", "properties": {"min": _WHOLE, "max": _WHOLE}, "additionalProperties": False, "minProperties": 1},
        ],
    }


def setup_schema() -> dict:
    card_list = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 99}}
    condition = {
        "type": "object",
        "description": "Tests on a pair of neighbours; every test given must hold.",
        "properties": {
            "difference": _value_test("|left - right|"),
            "sum": _value_test("left + right"),
            "rise": _value_test("right - left (reads direction)"),
            "left": _value_test("the left card's value"),
            "right": _value_test("the right card's value"),
            "equal": {"type": "boolean", "description": "true: the two cards match; false: they differ"},
            "expr": {"type": "string", "maxLength": 200, "description": "An expression over left and right, such as `(left + right) % 3 == 0`"},
        },
        "additionalProperties": False,
        "minProperties": 1,
    }
    clause = {
        "type": "object",
        "properties": {
            "points": {"type": "integer", "minimum": 1, "description": "Points when the condition holds"},
            "if": condition,
            "text": {"type": "string", "description": "The condition in words, for the scoring card"},
        },
        "required": ["points", "if"],
        "additionalProperties": False,
    }
    example = {
        "type": "object",
        "properties": {
            "row": {**card_list, "minItems": 2},
            "card": {"type": "integer"},
            "position": {"type": "integer", "minimum": 1, "description": "1-based, from the left"},
            "points": {"type": "integer"},
            "note": {"type": "string"},
        },
        "required": ["card", "position", "points"],
        "additionalProperties": False,
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "printgen-setup.schema.json",
        "title": "printgen setup (Number Neighbours)",
        "type": "object",
        "properties": {
            "id": {"type": "string", "pattern": "^[a-z0-9][a-z0-9-]{0,39}$"},
            "name": {"type": "string", "minLength": 1},
            "description": {"type": "string"},
            "values": {"type": "object", "properties": {"min": {"type": "integer", "minimum": 0}, "max": {"type": "integer", "maximum": 99}}, "required": ["min", "max"], "additionalProperties": False},
            "hand": {**card_list, "minItems": 1, "maxItems": 20},
            "row": {**card_list, "minItems": 2, "maxItems": 20},
            "scoring": {
                "type": "object",
                "properties": {
                    "reading": {"enum": list(READINGS), "default": "either"},
                    "combine": {"enum": list(COMBINES), "default": "add"},
                    "clauses": {"type": "array", "items": clause, "minItems": 1},
                    "text": {"type": "string", "description": "Replaces the generated rule wording"},
                },
                "required": ["clauses"],
                "additionalProperties": False,
            },
            "examples": {"type": "array", "items": example},
        },
        "required": ["name", "hand", "row", "scoring"],
        "additionalProperties": False,
    }
