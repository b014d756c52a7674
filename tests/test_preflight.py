"""Preflight: validate and build lay a kit out through the same stage, so they report the same
problems, positioned at the value of the file they come from, for the print options at hand."""

from __future__ import annotations

import os

import pytest
from build_helpers import run

HERE = os.path.dirname(__file__)
COLOUR_CATCH = os.path.join(HERE, "..", "games", "colour-catch.yaml")
STANDARD = os.path.join(HERE, "..", "setups", "standard.yaml")


def _edited(path: str, old: str, new: str, tmp_path, name: str) -> str:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    assert old in text
    target = tmp_path / name
    target.write_text(text.replace(old, new), encoding="utf-8")
    return str(target)


@pytest.fixture
def watch(tmp_path):
    """Colour Catch with a top text that fits a poker card but not a mini card."""
    return _edited(
        COLOUR_CATCH,
        '        - {at: bottom, text: "{colour}", size: small, ink: "#1f2430"}',
        '        - {at: top, text: "Neighbourhood watch", size: medium}',
        tmp_path,
        "watch.yaml",
    )


HEADLINE = (
    "watch.yaml:37:27: error: 'Neighbourhood watch' does not fit its place (top) on a 44 mm wide "
    "card (text-too-long)"
)


def _headlines(text: str) -> list[str]:
    return [
        line.split(os.sep)[-1]
        for line in text.splitlines()
        if ": error: " in line or ": warning: " in line
    ]


def test_validate_checks_the_fit_for_the_card_size_given(watch, capsys):
    assert run(["validate", watch], capsys)[0] == 0
    code, out, _ = run(["validate", watch, "--card-size", "mini"], capsys)
    assert code == 1 and _headlines(out) == [HEADLINE]


def test_build_reports_the_same_problem_at_the_same_place(watch, tmp_path, capsys):
    code, _, err = run(
        ["build", watch, "--card-size", "mini", "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert code == 1 and _headlines(err) == [HEADLINE]
    assert err.splitlines()[-1] == "printgen: 1 error in the game file; nothing was built"
    assert not (tmp_path / "kit.pdf").exists()


@pytest.mark.slow
@pytest.mark.parametrize(
    "options",
    [
        ["--card-size", "mini"],
        ["--card-size", "mini", "--large-print"],
        ["--large-print", "--lang", "de"],
        ["--card-size", "mini", "--paper", "letter", "--bleed", "3"],
    ],
)
@pytest.mark.parametrize("kit", ["standard", "colour-catch", "neos", "animal-ladder", "watch"])
def test_validate_and_build_always_agree(kit, options, watch, tmp_path, capsys):
    path = watch if kit == "watch" else kit
    validated, out, _ = run(["validate", path, *options], capsys)
    built, _, err = run(["build", path, *options, "-o", str(tmp_path / "kit.pdf")], capsys)
    assert (validated == 0) == (built == 0)
    if built:
        assert set(_headlines(err)) <= set(_headlines(out)) and _headlines(err)
    assert (tmp_path / "kit.pdf").exists() == (built == 0)


def test_every_unit_that_does_not_fit_is_reported(tmp_path, capsys):
    """A deck's face and a score sheet fail at once: each at its own line, in one run."""
    long_name = "A name that is far too long for any place on a small card"
    path = _edited(
        COLOUR_CATCH,
        '        - {at: bottom, text: "{colour}", size: small, ink: "#1f2430"}',
        f'        - {{at: top-left, text: "{long_name}"}}',
        tmp_path,
        "two.yaml",
    )
    path = _edited(
        path,
        "title: {en: Score sheet, de: Punkteblatt}",
        "title: " + "Scoresheet" * 30,
        tmp_path,
        "two.yaml",
    )
    code, out, _ = run(["validate", path], capsys)
    lines = _headlines(out)
    # the face: its corner stack no longer fits beside a top-left text
    assert code == 1 and [line.split(": error: ")[0] for line in lines] == [
        "two.yaml:34:31",
        "two.yaml:115:3",
    ]
    assert all(line.endswith("(text-too-long)") for line in lines)


def test_a_setup_name_too_long_for_a_mini_card_in_large_print_is_placed_at_the_name(
    tmp_path, capsys
):
    path = _edited(
        STANDARD,
        "name: Standard",
        "name: Supercalifragilisticexpialidociousneighbours",
        tmp_path,
        "long.yaml",
    )
    code, out, _ = run(["validate", path, "--card-size", "mini", "--large-print"], capsys)
    assert code == 1
    assert all(
        line.startswith("long.yaml:") and "(text-too-long)" in line for line in _headlines(out)
    )
    assert any(line.startswith("long.yaml:3:7: error:") for line in _headlines(out))


def test_a_build_lays_the_kit_out_once(monkeypatch, tmp_path, capsys):
    from printgen.components import faces

    calls = []
    real = faces.card_face
    monkeypatch.setattr(faces, "card_face", lambda *a, **k: calls.append(1) or real(*a, **k))
    monkeypatch.setattr("printgen.game.kit.card_face", faces.card_face)
    code, _, _ = run(
        ["build", "colour-catch", "--only", "cards", "-o", str(tmp_path / "kit.pdf")], capsys
    )
    # laid out once; each face drawn once more, alone, for its digest in the PDF's plan
    assert code == 0 and len(calls) == 2 * 50


def test_a_font_at_fault_is_named_by_its_file_and_a_size_by_its_number():
    from printgen.core.diagnostics import Diagnostic
    from printgen.kit.preflight import _theme_diagnostic
    from printgen.style.model import ThemeSetting

    cured = [
        Diagnostic("kit.yaml", 3, 4, "error", "text-too-long", "'Sets' does not fit its column", "")
    ]
    font = _theme_diagnostic(
        ThemeSetting(
            "fonts",
            "regular",
            "/some/where/Wide.ttf",
            "/else/where/DejaVuSans.ttf",
            "t/theme.yaml",
            4,
            12,
        ),
        cured,
    )
    assert (font.line, font.column, font.code) == (4, 12, "theme-leaves-no-room")
    assert (
        font.message
        == "fonts.regular Wide.ttf leaves no room in kit.yaml: 'Sets' does not fit its column"
    )
    assert (
        font.hint
        == "bring it back towards DejaVuSans.ttf, the value of the theme it extends, with which "
        "this fits"
    )
    size = _theme_diagnostic(
        ThemeSetting("sheet", "content_margin_mm", 40.0, 10.0, "t/theme.yaml", 3, 22), cured + cured
    )
    assert (
        size.message
        == "sheet.content_margin_mm 40 leaves no room in kit.yaml: 'Sets' does not fit its "
        "column (and 1 more)"
    )


def test_a_link_to_a_bundled_theme_is_that_theme_not_a_template_of_the_users(tmp_path):
    """Nothing in it is blamed: its values are the bundled theme's own."""
    from printgen.style.reading import bundled_theme_dir, theme_settings

    link = tmp_path / "mine"
    link.symlink_to(bundled_theme_dir("large-print"), target_is_directory=True)
    assert theme_settings(str(link)) == ([], [])


def test_the_fit_hint_offers_only_what_the_element_has_not_done():
    from printgen.components.faces import _fit_hint
    from printgen.pieces.model import Element

    assert (
        _fit_hint("top", Element("top", text="x"))
        == "shorten it, make it `size: small`, or choose a larger --card-size"
    )
    assert (
        _fit_hint("bottom", Element("bottom", text="x", size="small"))
        == "shorten it, or choose a larger --card-size"
    )
    assert (
        _fit_hint("top-left", Element("top-left", text="x", size="small"))
        == "shorten it, move it to a wider place such as `top` or `bottom`, or choose a larger "
        "--card-size"
    )
    assert (
        _fit_hint("centre", Element("centre", symbol="colour", size="small"))
        == "choose a larger --card-size"
    )
