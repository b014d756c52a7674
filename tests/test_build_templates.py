"""Themes as data: the bundled ones load, a user's --template works, and its mistakes are
positioned."""

import pytest
from build_helpers import build, run

from printgen.layout.ink import gray
from printgen.style.format import BUNDLED_THEMES
from printgen.style.reading import load_theme


@pytest.mark.parametrize("name", BUNDLED_THEMES)
def test_bundled_themes_load(name):
    theme = load_theme(name=name)
    assert theme.name == name and len(theme.colors.seats) == 8


def test_large_print_is_larger():
    assert load_theme(name="large-print").text.body_pt > load_theme().text.body_pt


def test_gray_keeps_lightness():
    assert gray("#ffffff") == "#ffffff" and gray("#000000") == "#000000"


def test_user_template_extends_a_bundled_theme(tmp_path, capsys):
    (tmp_path / "theme").mkdir()
    (tmp_path / "theme" / "theme.yaml").write_text(
        'name: mine\nextends: default\ncolors:\n  row_card: "#7a2424"\ntext:\n  body_pt: 11\n'
    )
    theme = load_theme(str(tmp_path / "theme"))
    assert (
        theme.colors.row_card == "#7a2424"
        and theme.text.body_pt == 11
        and theme.colors.ink == load_theme().colors.ink
    )
    build(tmp_path, capsys, "--template", str(tmp_path / "theme"), "--only", "row-cards")


def test_template_mistakes_are_positioned_diagnostics(tmp_path, capsys):
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "theme.yaml").write_text(
        'extends: default\ncolors:\n  row_card: red\n  glow: "#ffffff"\ncard:\n  radius_mm: -2\n'
    )
    code, _, err = run(
        ["build", "--template", str(tmp_path / "t"), "-o", str(tmp_path / "x.pdf")], capsys
    )
    assert code == 1
    assert "theme.yaml:3:13: error: colors.row_card must be a colour" in err
    assert "theme.yaml:4:3: error: unknown key 'glow' in colors" in err
    assert "theme.yaml:6:14: error: card.radius_mm is -2; it must be 0 to 10" in err
    assert "in the template; nothing was built" in err


def test_template_folder_without_theme_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(
        ["build", "--template", str(tmp_path), "-o", str(tmp_path / "x.pdf")], capsys
    )
    assert code == 2 and "has no theme.yaml" in err


def test_refuses_to_overwrite_the_template(tmp_path, capsys):
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "theme.yaml").write_text("extends: ink-saver\n")
    code, _, err = run(
        ["build", "--template", str(tmp_path / "t"), "-o", str(tmp_path / "t" / "theme.yaml")],
        capsys,
    )
    assert code == 3 and "one of the inputs" in err
