"""Export speed: the 90-card Neos deck for The Game Crafter at 300 dpi (printgen export,
in-process),
as seconds per card, against a plain pypdfium2 render of the same PDF pages to PNG (measured in
this run, on the same machine)."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import statistics
import tempfile
import time

from printgen.cli import main

ROUNDS = 3
CARDS = 90


def _export(folder: str) -> None:
    shutil.rmtree(folder, ignore_errors=True)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            main(["export", "neos", "--to", "tgc", "-o", folder])
    except SystemExit as exc:
        if exc.code:
            raise RuntimeError(f"printgen export failed with exit status {exc.code}") from None


def _plain_render(pdf: bytes) -> None:
    """The baseline: every page of the same card PDF rendered at 300 dpi and saved as PNG."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    for index in range(len(document)):
        image = document[index].render(scale=300 / 72).to_pil()
        image.save(io.BytesIO(), format="PNG")
    document.close()


def _median(function) -> float:
    samples = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        function()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main_bench() -> dict:
    from printgen.export.cards import card_page
    from printgen.export.run import service_options
    from printgen.kinds import resolve
    from printgen.kit.print_options import PrintOptions
    from printgen.render.pdf import render_pdf

    with tempfile.TemporaryDirectory() as folder:
        target = os.path.join(folder, "neos")
        _export(target)
        exported = _median(lambda: _export(target))
    neos = resolve("neos")
    printing, trim, bleed = service_options("tgc", "poker", PrintOptions())
    [deck] = neos.kind.module().card_decks([neos.kind.module().load(neos)], printing, {})
    pages = [card_page(faces.front, trim, bleed, label) for faces, _, label in deck.cards] + [
        card_page(deck.cards[0][0].back, trim, bleed, "back")
    ]
    pdf = render_pdf(pages, "baseline")
    plain = _median(lambda: _plain_render(pdf))
    ratio = exported / plain
    print(
        f"export neos --to tgc: {exported / CARDS * 1000:.1f} ms a card ({exported:.2f} s for "
        f"{CARDS} cards and a back); plain pypdfium2 render of the same pages: "
        f"{plain / CARDS * 1000:.1f} ms a card; ratio {ratio:.2f}x"
    )
    return {
        "seconds_per_card": exported / CARDS,
        "plain_seconds_per_card": plain / CARDS,
        "ratio": ratio,
    }


if __name__ == "__main__":
    main_bench()
