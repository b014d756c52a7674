"""`printgen schema`, the docs and `validate` cannot disagree on a bound: for every bounded or
enumerated key of every format, a value just inside and just outside its bounds is written into a
bundled file, and the JSON Schema and validate must give the same verdict, validate's at the
line of that key.

The cases are made from the format descriptions (tests/format_cases.py), so a key a later change
adds is tested without a line written here. Validation runs in-process, one case after another;
each top-level key of a format is a test of its own, so a failure names the part it is in and the
test processes share the cases out.
"""

from __future__ import annotations

import functools
import os

import jsonschema
import pytest
import yaml
from format_cases import Missing, cases, dump, key_space, lines_of, number_cases, place_value

from printgen.kinds.lookup import KINDS, bundled_ids, format_of, schema_of
from printgen.kit.validation import validate_document
from printgen.read.loader import load_bytes

# Codes that say one value has the wrong shape, type, bounds or choice: a value inside its bounds
# must draw none of them at its line.
STRUCTURAL = {
    "unknown-key",
    "missing-key",
    "wrong-type",
    "out-of-bounds",
    "bad-choice",
    "bad-id",
    "bad-color",
    "too-many-items",
    "number-too-large",
    "value-not-whole",
    "empty-list",
}

# Cases whose verdict rests on something the format cannot say: each with the reason.
BEYOND_THE_FORMAT = {
    "game:deal.players.*.remove.*:maximum=99": "removing 99 values needs an attribute with 100",
    "game:deal.draw.each:minimum=0": (
        "`each: 0` beside `rounds:` is a draw of nothing (a pair rule)"
    ),
    "game:scoring.*.team.scores:choices='highest'": (
        "a team scoring the highest number of each value needs `of` and `per` (a pair rule)"
    ),
}


# Tried first whatever its size: its first deck's first element is a text, which takes every key
# an element has (Neos's, a `lines` element, takes only named sizes), so a case lands where it can
# be judged, however the files' sizes change
FIRST = "colour-catch"


def _size(path: str) -> int:
    """A file's size without its `play:` (written last), so a game's play does not change which
    file a case is written into."""
    with open(path, encoding="utf-8") as handle:
        return len(handle.read().split("\nplay:\n")[0])


def _files(kind):
    """The kind's bundled files, FIRST and then the smallest first (cheaper to check), as data."""
    paths = sorted(bundled_ids(kind).items(), key=lambda item: (item[0] != FIRST, _size(item[1])))
    out = []
    for name, path in paths:
        with open(path, encoding="utf-8") as handle:
            out.append((name, path, yaml.safe_load(handle)))
    return out


def _placed(case, files):
    """The case written into the first file that has its place, else into the first file that can
    be given it; never into a file the value names (a theme extending itself)."""
    for create in (False, True):
        for name, path, data in files:
            if case.value == name:
                continue
            try:
                return (path, *place_value(data, case, create))
            except Missing:
                continue
    raise AssertionError(f"no bundled file can hold {case.where}")


def _theme_problems(path: str, text: str):
    from printgen.style.reading import InvalidTemplate, edited_theme, load_theme

    try:
        with edited_theme(path, text.encode("utf-8")):
            load_theme(os.path.dirname(path))
    except InvalidTemplate as exc:
        return exc.reports[0].diagnostics
    return []


def _problems(kind_name: str, path: str, text: str, document):
    if kind_name == "theme":
        return _theme_problems(path, text)
    return validate_document(document, preflight=False).diagnostics


def _keep_theme_order(case, data, path, spec, before) -> None:
    """A type size written into a theme moves the sizes that must stay in order beside it (the
    smallest type no larger than body text, ...) the same way, within their own bounds; if they
    cannot be moved far enough, the bound is one no theme can reach."""
    from printgen.style.format import ORDER

    if path[0] != "text":
        return
    text = data["text"]
    down = text[path[1]] < before
    for _ in range(len(ORDER)):
        for section, small, large in ORDER:
            if text[small] <= text[large]:
                continue
            if down:
                text[small] = max(spec.at(section, small).minimum, text[large])
            else:
                text[large] = min(spec.at(section, large).maximum, text[small])
    if case.inside:
        broken = [(s, lo, hi) for s, lo, hi in ORDER if text[lo] > text[hi]]
        assert not broken, f"{case.where}: no theme can keep {broken} in order"


def _value_at(files, path: str, where: tuple):
    """The value the bundled file gives at `where` (the default theme's, where it gives none)."""
    for _, file_path, data in sorted(files, key=lambda f: f[1] != path):
        try:
            for step in where:
                data = data[step]
            return data
        except (KeyError, IndexError, TypeError):
            continue
    return 0


@functools.cache
def _checker(kind_name: str):
    """(the kind's bundled files, the function that gives a case's verdicts)."""
    kind = KINDS[kind_name]
    spec = format_of(kind)
    schema = schema_of(kind)
    # a part may refer to the parts described once ($defs: a step's steps)
    defs = {"$defs": schema["$defs"]} if "$defs" in schema else {}
    validators = {
        name: jsonschema.Draft202012Validator({**part, **defs})
        for name, part in schema["properties"].items()
    }
    files = _files(kind)

    def verdict(case):
        """(the schema accepts it, the errors at the case's line)."""
        path, data, where = _placed(case, files)
        if kind_name == "theme":
            before = _value_at(files, path, where)
            _keep_theme_order(case, data, where, spec, before)
        text = dump(data)
        document = load_bytes(text.encode("utf-8"), path)
        # a case changes only what is under its top-level key, and the rest of a bundled file
        # passes the schema (test_format), so that key's part of the schema gives the verdict
        schema_ok = validators[where[0]].is_valid(data[where[0]])
        lines = set(lines_of(document, where))
        problems = _problems(kind_name, path, text, document)
        errors = [d for d in problems if d.severity == "error"]
        return schema_ok, [d for d in errors if d.line in lines], errors

    return spec, verdict


def _verdicts(kind_name: str, part: str):
    spec, verdict = _checker(kind_name)
    found = []
    for case in cases(kind_name, spec):
        if case.steps[0].name != part:
            continue
        last = case.steps[-1].spec
        if case.label == "max_items" and not case.inside and key_space(last) == last.max_items:
            continue  # the key pattern itself allows no more entries
        schema_ok, at_line, errors = verdict(case)
        if case.inside:
            refused = [d for d in at_line if d.code in STRUCTURAL or d.code.startswith("theme-")]
        else:
            refused = at_line
        shown = [f"{d.line}:{d.code}: {d.message}" for d in (refused or errors)[:2]]
        found.append((case, schema_ok, bool(refused), shown))
    return found


KIND_NAMES = ("setup", "game", "theme")


def _parts(make_cases) -> list[tuple[str, str]]:
    """(kind, top-level key) of every part of every format that has cases, in the format's order."""
    return [
        (kind_name, part)
        for kind_name in KIND_NAMES
        for part in dict.fromkeys(
            case.steps[0].name for case in make_cases(kind_name, format_of(KINDS[kind_name]))
        )
    ]


@pytest.mark.parametrize("kind_name,part", _parts(cases))
def test_schema_and_validate_agree_at_every_bound(kind_name, part):
    disagreements = []
    for case, schema_ok, refused, shown in _verdicts(kind_name, part):
        if case.where in BEYOND_THE_FORMAT:
            continue
        if schema_ok != case.inside:
            disagreements.append(
                f"{case.where}: the schema {'accepts' if schema_ok else 'refuses'}"
            )
        if refused == case.inside:
            verdict = "refuses" if refused else "accepts"
            disagreements.append(f"{case.where}: validate {verdict} at its line {shown}")
    assert disagreements == []


@pytest.mark.parametrize("kind_name", KIND_NAMES)
def test_every_format_has_cases_at_its_bounds(kind_name):
    made = list(cases(kind_name, format_of(KINDS[kind_name])))
    assert len(made) > {"setup": 80, "game": 600, "theme": 100}[kind_name]
    texts = list(number_cases(kind_name, format_of(KINDS[kind_name])))
    assert len(texts) > {"setup": 5, "game": 40, "theme": 2}[kind_name]


def test_every_exception_is_a_case_there_is():
    names = {
        case.where
        for kind_name in KIND_NAMES
        for case in cases(kind_name, format_of(KINDS[kind_name]))
    }
    assert set(BEYOND_THE_FORMAT) <= names


@pytest.mark.parametrize(
    "kind_name,part", _parts(lambda k, spec: (n for n, _ in number_cases(k, spec)))
)
def test_a_text_written_as_a_number_is_read_as_its_digits(kind_name, part):
    """`name: 2024` is the text "2024" to the schema and to validate alike: for every text key,
    the number and the quoted text draw the same schema verdict and the same errors at the line."""
    spec, verdict = _checker(kind_name)
    differences = []
    for number, text in number_cases(kind_name, spec):
        if number.steps[0].name != part:
            continue
        (number_ok, number_errors, _), (text_ok, text_errors, _) = verdict(number), verdict(text)
        if number_ok != text_ok:
            differences.append(
                f"{number.where}: the schema {'accepts' if number_ok else 'refuses'}"
            )
        said = [(d.code, d.message.replace(repr(text.value), "")) for d in number_errors]
        expected = [(d.code, d.message.replace(repr(text.value), "")) for d in text_errors]
        if said != expected:
            differences.append(f"{number.where}: validate says {said}, for the text {expected}")
    assert differences == []
