"""Every check: its documented failing example fails with its code, its passing example is clean.

The positions of each failing example's diagnostics are pinned in a golden file, and
docs/checks.md must be what the checks generate.
"""

import os

import pytest

from printgen.checks.docs import all_checks, render_markdown
from printgen.game.structure import SHEET_LEVEL
from printgen.kit.validation import validate_paths, validate_text
from printgen.neighbours.bundled import bundled_setup_paths
from printgen.neighbours.checks.structure import BYTE_LEVEL

ROOT = os.path.dirname(os.path.dirname(__file__))
GOLDEN = os.path.join(os.path.dirname(__file__), "golden", "check-examples.txt")
THEME = "printgen.theme.docs"
# Byte-level codes are tested with real bytes (test_loader), spreadsheet codes with real files
# (test_card_lists), duplicate-id across files below,
# theme codes through load_theme below, and the deep advice codes in test_analyze_cli.
# found by `export --check` on the exported faces: tested in test_print_services
SERVICE = "printgen.export.preflight"
DEMONSTRABLE = [
    c
    for c in all_checks()
    if c.code not in BYTE_LEVEL | SHEET_LEVEL
    and c.code != "duplicate-id"
    and c.module not in (THEME, SERVICE)
    and not c.deep
]
# theme-leaves-no-room needs a kit laid out with the theme: tested below with a bundled game
THEME_CODES = [c for c in all_checks() if c.module == THEME and c.code != "theme-leaves-no-room"]


@pytest.mark.parametrize("entry", DEMONSTRABLE, ids=lambda c: c.code)
def test_failing_example_reports_its_code(entry):
    report = validate_text(entry.failing, "fails.yaml")
    assert entry.code in [d.code for d in report.diagnostics]
    assert all(d.severity == entry.severity for d in report.diagnostics if d.code == entry.code)


@pytest.mark.parametrize("entry", DEMONSTRABLE, ids=lambda c: c.code)
def test_passing_example_is_clean(entry):
    assert validate_text(entry.passing, "passes.yaml").diagnostics == []


def failing_positions() -> str:
    lines = []
    for entry in sorted(DEMONSTRABLE, key=lambda c: c.code):
        found = [
            d
            for d in validate_text(entry.failing, "fails.yaml").diagnostics
            if d.code == entry.code
        ]
        lines.append(f"{entry.code}: " + ", ".join(f"{d.line}:{d.column}" for d in found))
    return "\n".join(lines) + "\n"


def test_failing_positions_match_golden():
    if os.environ.get("PRINTGEN_UPDATE_GOLDEN"):
        os.makedirs(os.path.dirname(GOLDEN), exist_ok=True)
        with open(GOLDEN, "w", encoding="utf-8") as handle:
            handle.write(failing_positions())
    with open(GOLDEN, encoding="utf-8") as handle:
        assert failing_positions() == handle.read()


def test_duplicate_id_across_files(tmp_path):
    entry = next(c for c in all_checks() if c.code == "duplicate-id")
    (tmp_path / "copy.yaml").write_text(entry.failing)
    reports = validate_paths([bundled_setup_paths()["standard"], str(tmp_path / "copy.yaml")])
    copy = reports[1]
    assert [(d.code, d.line, d.column) for d in copy.diagnostics] == [("duplicate-id", 1, 5)]
    assert reports[0].diagnostics == []
    (tmp_path / "copy.yaml").write_text(entry.passing)
    assert (
        validate_paths([bundled_setup_paths()["standard"], str(tmp_path / "copy.yaml")])[
            1
        ].diagnostics
        == []
    )


@pytest.mark.parametrize("entry", THEME_CODES, ids=lambda c: c.code)
def test_theme_examples(entry, tmp_path):
    from printgen.style.reading import InvalidTemplate, load_theme

    (tmp_path / "theme.yaml").write_text(entry.failing + "\n", encoding="utf-8")
    with pytest.raises(InvalidTemplate) as failure:
        load_theme(str(tmp_path))
    assert entry.code in [d.code for report in failure.value.reports for d in report.diagnostics]
    (tmp_path / "theme.yaml").write_text(entry.passing + "\n", encoding="utf-8")
    load_theme(str(tmp_path))


def test_theme_leaves_no_room_example(tmp_path):
    """The documented template squeezes Neos' score sheet; the same kit fits its passing example."""
    from printgen.checks.registry import lookup
    from printgen.kinds.lookup import resolve
    from printgen.kit.print_options import print_options
    from printgen.kit.validation import validate_target
    from printgen.style.reading import InvalidTemplate

    entry = lookup("theme-leaves-no-room")
    (tmp_path / "theme.yaml").write_text(entry.failing + "\n", encoding="utf-8")
    with pytest.raises(InvalidTemplate) as failure:
        validate_target(resolve("neos"), print_options(template_dir=str(tmp_path)))
    [report] = failure.value.reports
    assert [(d.file, d.line, d.column, d.code) for d in report.diagnostics] == [
        (str(tmp_path / "theme.yaml"), 3, 22, "theme-leaves-no-room")
    ]
    assert (
        report.diagnostics[0].message
        == "sheet.content_margin_mm 40 leaves no room in neos.yaml: the score sheet heading "
        "'Colours' does not fit its column"
    )
    (tmp_path / "theme.yaml").write_text(entry.passing + "\n", encoding="utf-8")
    assert (
        validate_target(resolve("neos"), print_options(template_dir=str(tmp_path))).diagnostics
        == []
    )


def test_deep_codes_are_in_the_catalogue():
    from printgen.neighbours.analysis.advice_codes import ADVICE_CODES

    assert {c.code for c in all_checks() if c.deep and c.kind == "setup"} == set(ADVICE_CODES)


def package_modules():
    """Every module of the package, imported."""
    import importlib
    import pkgutil

    import printgen

    names = [
        info.name
        for info in pkgutil.walk_packages(printgen.__path__, "printgen.")
        if info.name != "printgen.__main__"
    ]
    return [importlib.import_module(name) for name in names]


def test_every_module_that_holds_checks_is_in_the_table():
    """A check (`@check`) or a documented code (`DOCUMENTED`) in a module the table does not list
    would never run and never reach docs/checks.md."""
    from printgen.checks.registry import checks_in
    from printgen.checks.table import CHECK_MODULES

    listed = {name for name, _, _ in CHECK_MODULES}
    holding = {module.__name__ for module in package_modules() if checks_in(module, "")}
    assert holding - listed == set(), "add these modules to printgen.checks.table"
    assert listed <= holding, "the table lists modules that hold no checks"


def test_the_table_gives_each_module_a_known_kind_and_runs_them_in_its_order():
    from printgen.checks.registry import checks_of
    from printgen.checks.table import CHECK_MODULES

    assert {kind for _, kind, _ in CHECK_MODULES} == {"setup", "game", "theme", "any"}
    order = [name for name, _, _ in CHECK_MODULES]
    game = [entry.module for entry in checks_of("game")]
    assert game == sorted(game, key=order.index)
    assert [entry.code for entry in checks_of("game")][:2] == [
        "deal-too-large",
        "card-count-mismatch",
    ]


def test_a_module_with_a_marked_check_holds_a_check(tmp_path, monkeypatch):
    """The guard above is not blind: a marked function in any module is seen, and marking registers
    nothing."""
    import importlib

    from printgen.checks.registry import all_checks, checks_in

    (tmp_path / "stray_checks.py").write_text(
        'from printgen.checks.registry import check\n\n\n@check("stray-code")\ndef find(model):\n'
        '    """Stray."""\n    return []\n'
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    module = importlib.import_module("stray_checks")
    assert [(c.code, c.kind, c.module) for c in checks_in(module, "game")] == [
        ("stray-code", "game", "stray_checks")
    ]
    assert "stray-code" not in {c.code for c in all_checks()}


def test_every_code_is_documented_once():
    codes = [c.code for c in all_checks()]
    assert len(codes) == len(set(codes))
    for entry in all_checks():
        assert entry.summary and entry.failing and entry.passing, entry.code


def test_docs_checks_md_is_in_step_with_the_code():
    with open(os.path.join(ROOT, "docs", "checks.md"), encoding="utf-8") as handle:
        assert handle.read() == render_markdown(), (
            "regenerate with: python -m printgen.checks.docs > docs/checks.md"
        )


def test_codes_found_in_source_are_all_documented():
    """A code raised anywhere in the package must have documentation."""
    import re

    documented = {c.code for c in all_checks()}
    used = set()
    for folder, _, names in os.walk(os.path.join(ROOT, "printgen")):
        for name in names:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    source = handle.read()
                used |= set(
                    re.findall(
                        r"(?:report|error)\([^,()]*(?:\([^()]*\))?[^,()]*, "
                        r'"([a-z]+(?:-[a-z0-9]+)+)"',
                        source,
                    )
                )
    assert used and used <= documented, used - documented


def test_a_summary_wrapped_over_lines_is_one_sentence():
    """A check's summary is its docstring's first paragraph, however many lines it takes: ten
    summaries once stopped at their first line in docs/checks.md ("...on a poker card:"), the
    rest printed as a paragraph of its own."""
    from printgen.checks.registry import all_checks, parse_doc

    assert parse_doc("A long summary that\n    goes on.\n\n    Details here.") == (
        "A long summary that goes on.",
        "Details here.",
        "",
        "",
    )
    for check in all_checks():
        assert "\n" not in check.summary and check.summary.endswith("."), check.code
        assert not check.details[:1].islower(), check.code
