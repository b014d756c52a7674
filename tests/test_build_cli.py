"""`printgen build` and `printgen calibrate` as a user meets them: options, errors, output
safety."""

import os

import pytest
from build_helpers import all_text, build, run
from pypdf import PdfReader


def test_default_output_name_in_the_current_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(["build"], capsys)
    assert code == 0 and os.path.exists(tmp_path / "number-neighbours-standard.pdf")
    assert "wrote number-neighbours-standard.pdf" in out


def test_several_setups_make_one_kit_with_a_scoring_card_each(tmp_path, capsys):
    text = all_text(build(tmp_path, capsys, "standard", "echo", "one-way", "--only", "setup-card"))
    for name in ("Standard", "Echo", "One-way"):
        assert f"{name} Number Neighbours · setup and scoring card" in text


@pytest.mark.parametrize(
    "only, pages",
    [
        (["--only", "rules"], 1),
        (["--only", "rules,score-sheet"], 2),
        (["--only", "rules", "--only", "row-slips"], 2),
        (["--only", "trackers"], 1),
    ],
)
def test_only_takes_repeats_and_commas(tmp_path, capsys, only, pages):
    assert len(PdfReader(build(tmp_path, capsys, *only)).pages) == pages


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["--players", "9"], 2, "--players must be 1 to 8"),
        (["--players", "0"], 2, "--players must be 1 to 8"),
        (["--only", "dice"], 2, "unknown material 'dice'"),
        (["--card-size", "300x300"], 2, "not a sensible size"),
        (["--card-size", "250x270"], 2, "does not fit"),
        (["--bleed", "20"], 2, "--bleed 20 mm is out of range"),
        (["--gutter", "-1"], 2, "--gutter -1 mm is out of range"),
        (["--back-offset", "1"], 2, "cannot read --back-offset"),
        (["--back-offset", "40,0"], 2, "more than 15 mm"),
        (["--seed", "3"], 2, "--seed only matters with --shuffle-row"),
        (["nosuch"], 2, "no bundled setup, game or theme is called 'nosuch'"),
    ],
)
def test_usage_errors_are_one_line_with_exit_2(tmp_path, capsys, args, code, message):
    status, _, err = run(["build", *args, "-o", str(tmp_path / "x.pdf")], capsys)
    assert status == code and message in err and "Traceback" not in err
    assert not os.path.exists(tmp_path / "x.pdf")


def test_failed_build_leaves_the_old_file_untouched(tmp_path, capsys):
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old kit")
    status, _, _ = run(["build", "--card-size", "260x270", "-o", str(target)], capsys)
    assert status == 2 and target.read_bytes() == b"old kit"
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nhand: [1, 2]\nrow: [1, 2, 3]\n")
    status, _, _ = run(["build", str(bad), "-o", str(target)], capsys)
    assert status == 1 and target.read_bytes() == b"old kit"
    assert os.listdir(tmp_path) == sorted(os.listdir(tmp_path)) and {
        p.name for p in tmp_path.iterdir()
    } == {"kit.pdf", "bad.yaml"}


@pytest.mark.parametrize("error", [KeyboardInterrupt, OSError])
def test_interrupted_write_keeps_the_old_file_and_leaves_no_temp(tmp_path, monkeypatch, error):
    from printgen.core import output
    from printgen.core.errors import OutputError

    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old kit")

    def fail(*args):
        raise error("stop")

    monkeypatch.setattr(output.os, "replace", fail)
    with pytest.raises((KeyboardInterrupt, OutputError)):
        output.write_atomic(str(target), b"new kit")
    assert target.read_bytes() == b"old kit" and os.listdir(tmp_path) == ["kit.pdf"]


def test_refuses_to_write_onto_an_input(tmp_path, capsys):
    setup = tmp_path / "mine.yaml"
    setup.write_text(
        open(os.path.join(os.path.dirname(__file__), "..", "setups", "standard.yaml"))
        .read()
        .replace("id: standard", "id: mine")
    )
    before = setup.read_bytes()
    status, _, err = run(["build", str(setup), "-o", str(setup)], capsys)
    assert status == 3 and "one of the inputs" in err and setup.read_bytes() == before


def test_missing_or_read_only_folder_is_exit_3(tmp_path, capsys):
    status, _, err = run(["build", "-o", str(tmp_path / "no" / "kit.pdf")], capsys)
    assert status == 3 and "does not exist" in err
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        status, _, err = run(["build", "-o", str(locked / "kit.pdf")], capsys)
        assert status == 3
    finally:
        locked.chmod(0o700)


def test_shuffle_seed_is_printed_and_reproducible(tmp_path, capsys):
    text = all_text(
        build(tmp_path, capsys, "--shuffle-row", "--seed", "42", "--only", "setup-card")
    )
    assert "(number 42)" in text and "--" not in text
    code, _, err = run(
        ["build", "--shuffle-row", "--only", "setup-card", "-o", str(tmp_path / "r.pdf")], capsys
    )
    assert code == 0 and "add --seed" in err


def test_reverse_seats_changes_the_seat_order_line(tmp_path, capsys):
    text = all_text(build(tmp_path, capsys, "--reverse-seats", "--only", "score-sheet"))
    assert "A → D → C → B" in text and "anticlockwise" in text


def test_phone_format_is_one_tall_page_per_setup(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "standard", "echo", "--format", "phone"))
    assert len(reader.pages) == 2
    for page in reader.pages:
        assert float(page.mediabox.height) > 1.5 * float(page.mediabox.width)


@pytest.mark.parametrize("flag, pages", [("--grayscale", 8), ("--large-print", 9)])
def test_ink_saver_and_large_print_build(tmp_path, capsys, flag, pages):
    assert len(PdfReader(build(tmp_path, capsys, flag)).pages) == pages


def test_grayscale_uses_no_colour(tmp_path, capsys):
    from pypdf.generic import ContentStream

    reader = PdfReader(build(tmp_path, capsys, "--grayscale"))
    for page in reader.pages:
        for operands, operator in ContentStream(page.get_contents(), reader).operations:
            if operator in (b"rg", b"RG"):
                assert len({round(float(v), 3) for v in operands}) == 1


def test_calibrate_writes_two_pages(tmp_path, capsys):
    code, out, _ = run(["calibrate", "--duplex", "short", "-o", str(tmp_path / "cal.pdf")], capsys)
    assert code == 0 and len(PdfReader(str(tmp_path / "cal.pdf")).pages) == 2


def test_name_too_long_is_an_error_naming_it(tmp_path, capsys):
    name = "Neighbourhoodwatchcommitteeannualgeneralmeetingedition" * 2
    setup = tmp_path / "long.yaml"
    setup.write_text(
        f"id: long\nname: {name}\nhand: [1, 2, 3, 4, 5, 6]\nrow: [1, 2, 3, 4, 5, 6]\n"
        f"scoring:\n  clauses:\n    - {{points: 1, if: {{difference: 1}}}}\n"
    )
    status, _, err = run(["build", str(setup), "-o", str(tmp_path / "x.pdf")], capsys)
    assert status == 1 and name in err and "Traceback" not in err


def test_characters_the_font_lacks_are_named_in_a_warning(tmp_path, capsys):
    setup = tmp_path / "cjk.yaml"
    setup.write_text(
        "id: cjk\nname: 隣人 Neighbours\nhand: [1, 2, 3, 4, 5, 6]\nrow: [1, 2, 3, 4, 5, 6]\n"
        "scoring:\n  clauses:\n    - {points: 1, if: {difference: 1}}\n"
    )
    code, _, err = run(["build", str(setup), "-o", str(tmp_path / "x.pdf")], capsys)
    assert code == 0 and "warning" in err and "'隣'" in err and "'人'" in err


def test_large_print_and_a_template_conflict(tmp_path, capsys):
    (tmp_path / "theme.yaml").write_text("extends: default\n")
    status, _, err = run(
        ["build", "--large-print", "--template", str(tmp_path), "-o", str(tmp_path / "kit.pdf")],
        capsys,
    )
    assert status == 2 and "extends: large-print" in err
    assert not (tmp_path / "kit.pdf").exists()


@pytest.mark.slow
@pytest.mark.parametrize("kit", ["standard", "colour-catch", "neos", "animal-ladder"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_page_prints_a_command_line_flag(kit, lang, tmp_path, capsys):
    """Players read the pages, not the command line: no `--option` and no `printgen` command."""
    import re

    text = all_text(
        build(
            tmp_path, capsys, kit, "--lang", lang, "--shuffle-row", "--seed", "7", "--reverse-seats"
        )
        if kit == "standard"
        else build(tmp_path, capsys, kit, "--lang", lang)
    )
    assert not re.search(r"(^|\s)--[a-z]", text) and "printgen build" not in text


def test_a_replaced_file_keeps_its_permissions(tmp_path):
    from printgen.core import output

    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old kit")
    os.chmod(target, 0o600)
    output.write_atomic(str(target), b"new kit")
    assert target.read_bytes() == b"new kit" and oct(os.stat(target).st_mode & 0o777) == oct(0o600)


def test_a_link_is_written_through_and_stays_a_link(tmp_path):
    from printgen.core import output

    (tmp_path / "real.pdf").write_bytes(b"old kit")
    os.symlink("real.pdf", tmp_path / "kit.pdf")
    output.write_atomic(str(tmp_path / "kit.pdf"), b"new kit")
    assert (
        os.path.islink(tmp_path / "kit.pdf") and (tmp_path / "real.pdf").read_bytes() == b"new kit"
    )


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda path: os.mkfifo(path), "it is a named pipe"),
        (lambda path: os.mkdir(path), "it is a folder"),
        (lambda path: (open(path, "wb").close(), os.chmod(path, 0o444)), "the file is read-only"),
        (lambda path: os.symlink("/dev/null", path), "it is a character device"),
    ],
)
def test_what_is_not_a_writable_file_is_refused_and_left_alone(tmp_path, make, message):
    from printgen.core import output
    from printgen.core.errors import OutputError

    target = str(tmp_path / "kit.pdf")
    make(target)
    before = os.lstat(target)
    with pytest.raises(OutputError, match=message):
        output.write_atomic(target, b"new kit")
    after = os.lstat(target)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode) and sorted(
        os.listdir(tmp_path)
    ) == ["kit.pdf"]


def test_nothing_is_written_inside_printgen_itself(tmp_path):
    from printgen.core import output
    from printgen.core.data import owned_paths
    from printgen.core.errors import OutputError

    for folder in owned_paths():
        with pytest.raises(OutputError, match="inside printgen's own files"):
            output.check_target(os.path.join(folder, "anything.pdf"))
    os.symlink(owned_paths()[-1], tmp_path / "elsewhere")
    with pytest.raises(OutputError, match="inside printgen's own files"):
        output.check_target(str(tmp_path / "elsewhere" / "kit.pdf"))


@pytest.mark.parametrize(
    "args, name, said",
    [
        (["build", "standard"], "kit\nwrote evil.pdf", "wrote 'kit\\nwrote evil.pdf': 8 pages, "),
        (["preview", "standard"], "p\tq.png", "wrote 'p\\tq.png': 8 pages"),
        (["build", "standard"], "é ok.pdf", "wrote é ok.pdf: 8 pages, "),  # printable: as given
    ],
)
def test_a_name_with_a_line_break_is_quoted_on_the_wrote_line(tmp_path, args, name, said):
    from test_console_script import printgen

    done = printgen(*args, "-o", name, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith(said)
    assert os.listdir(tmp_path) == [name]
