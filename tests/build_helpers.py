"""Helpers for the build tests: run the CLI in-process and read a PDF's pages, marks and text
back."""

from __future__ import annotations

import os

from pypdf import PdfReader
from pypdf.generic import ContentStream

from printgen.cli import main
from printgen.layout.units import PT_PER_MM

CROP_MARK_WIDTH_PT = 0.25
TOLERANCE_PT = 0.1 * PT_PER_MM


def run(args: list[str], capsys) -> tuple[int, str, str]:
    """Runs `printgen ARGS`; returns the exit status, stdout and stderr."""
    try:
        main(args)
        code = 0
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def build(tmp_path, capsys, *args: str, name: str = "kit.pdf") -> str:
    path = os.path.join(str(tmp_path), name)
    code, out, err = run(["build", *args, "-o", path], capsys)
    assert code == 0, err
    return path


def _operations(page):
    return ContentStream(page.get_contents(), page.pdf).operations


def trims(page) -> list[tuple[float, float, float, float]]:
    """Every card's trim rectangle: the unpainted `re n` paths the renderer leaves for each card."""
    found, pending = [], None
    for operands, operator in _operations(page):
        if operator == b"re":
            pending = tuple(float(v) for v in operands)
        elif operator == b"n" and pending is not None:
            found.append(pending)
            pending = None
        else:
            pending = None
    return found


def crop_marks(page) -> list[tuple[float, float, float, float]]:
    """Stroked segments drawn at the crop-mark line width (a filled path's segments are not
    marks)."""
    width, stack, start, marks, pending = 1.0, [], None, [], []
    for operands, operator in _operations(page):
        if operator == b"q":
            stack.append(width)
        elif operator == b"Q":
            width = stack.pop()
        elif operator == b"w":
            width = float(operands[0])
        elif operator == b"m":
            start = tuple(float(v) for v in operands)
        elif operator == b"l" and start is not None:
            end = tuple(float(v) for v in operands)
            if abs(width - CROP_MARK_WIDTH_PT) < 1e-6:
                pending.append(start + end)
            start = end
        elif operator in (b"S", b"s"):
            marks += pending
            pending = []
        elif operator in (b"f", b"F", b"f*", b"n", b"B", b"B*", b"b", b"b*"):
            pending = []
    return marks + pending


def placed_text(page) -> list[tuple[str, float, float]]:
    """Each text run with where its origin lands on the page."""
    runs = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            runs.append((text.strip(), x, y))

    page.extract_text(visitor_text=visit)
    return runs


def all_text(path: str) -> str:
    reader = PdfReader(path)
    return " ".join(" ".join((page.extract_text() or "").split()) for page in reader.pages)


def inside(x: float, y: float, box) -> bool:
    bx, by, bw, bh = box
    return bx <= x <= bx + bw and by <= y <= by + bh


def kit_pages(
    argument: str,
    players=None,
    only=(),
    card_size="poker",
    back_offset=(0.0, 0.0),
    lang="en",
    kit_values=None,
    **print_kwargs,
):
    """A kit's pages built in-process through the kinds registry, with the build command's option
    names."""
    from printgen.kinds.lookup import resolve
    from printgen.kit.print_options import print_options

    target = resolve(argument)
    module = target.kind.module()
    options = print_options(
        card=card_size, back_offset_mm=back_offset, language=lang, **print_kwargs
    )
    values = dict(kit_values or {}, players=players, only=only)
    return list(module.build([module.load(target)], [target], options, values).pages)


def setup_context(argument: str = "standard", kit_values=None, **print_kwargs):
    """The context a Number Neighbours kit is laid out in."""
    from printgen.kinds.lookup import resolve
    from printgen.kit.print_options import print_options
    from printgen.neighbours.kind import kit_context

    target = resolve(argument)
    return kit_context(
        (target.kind.module().load(target),), print_options(**print_kwargs), kit_values or {}
    )


def depth_zero_paths(reader, page):
    """The page's own paths, outside every saved graphics state (a card's face is drawn inside
    one): rectangles with the operator that painted them (`n` for a card's trim, `f` for a filled
    mark), and stroked two-point lines with their width, in points."""
    depth, width, pending, rects, lines = 0, 1.0, [], [], []
    for operands, operator in ContentStream(page.get_contents(), reader).operations:
        op = operator.decode()
        if op == "q":
            depth += 1
        elif op == "Q":
            depth -= 1
        elif depth:
            continue
        elif op == "w":
            width = float(operands[0])
        elif op in ("re", "m", "l"):
            pending.append((op, [float(v) for v in operands]))
        elif op in ("n", "f", "S", "B", "f*"):
            for kind, values in pending:
                if kind == "re":
                    rects.append((op, values))
            points = [values for kind, values in pending if kind in ("m", "l")]
            if op == "S" and len(points) == 2:
                lines.append((points[0] + points[1], width))
            pending = []
    return rects, lines
