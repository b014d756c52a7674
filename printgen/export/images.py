"""An export's pictures: each distinct one rasterised and encoded once, the work spread over a pool
of processes (`export --workers`), the results taken back in the export's own order.

Two pages drawn alike (the same size and the same drawing: see picture_key) are one picture, made
once: two cards drawn alike, or a shared back, reuse it. Distinct pages go to the workers
CHUNK_PAGES at a time, as one small PDF rendered here; each worker renders its pages with PDFium
and encodes them (raster.page_pngs, or a Tabletop Simulator sheet with raster.sheet_png). The
chunks are the same whatever the number of workers, and a page's pixels are those of its chunk, so
the files are byte for byte the same with one worker or many. At most IN_FLIGHT_PER_WORKER chunks
a worker wait or run at once: memory is that of a few chunks however large the deck.
"""

from __future__ import annotations

import hashlib
from collections import deque
from concurrent.futures import Future
from contextlib import contextmanager
from typing import Callable, Iterable, Iterator

CHUNK_PAGES = 16  # a worker's task; a PDF of 16 cards costs 0.45 ms a card to write, of 1,000 0.19
IN_FLIGHT_PER_WORKER = 2
TITLE = "printgen export"


def picture_key(page) -> bytes:
    """What a page's picture depends on: its size and what its items draw (a trim's label, which
    names the card, is not drawn), as a digest, so holding one for every distinct picture of a
    large deck costs little."""
    drawn = repr((page.width_pt, page.height_pt, _drawn(page.items)))
    return hashlib.sha256(drawn.encode()).digest()


def _drawn(items) -> tuple:
    from printgen.layout.plan import Group, Trim

    return tuple(
        Trim(item.box)
        if isinstance(item, Trim)
        else Group(_drawn(item.items), item.transform)
        if isinstance(item, Group)
        else item
        for item in items
    )


class Maker:
    """Runs the tasks of an export's pictures: in a pool of processes, or here, one at a time."""

    def __init__(self, executor=None, workers: int = 1):
        self.executor = executor
        self.in_flight = IN_FLIGHT_PER_WORKER * workers if executor is not None else 1

    def submit(self, function: Callable, *args) -> Future:
        if self.executor is not None:
            return self.executor.submit(function, *args)
        done: Future = Future()
        done.set_result(function(*args))
        return done


def _worker_start() -> None:
    """In each worker: SIGTERM ends it at once, as by default. It was forked from the command,
    whose own handler (see output.terminate_as_exception) would make it print a traceback when the
    pool is stopped."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})


@contextmanager
def picture_maker(workers: int, tasks: int):
    """A Maker of min(`workers`, `tasks`) processes; one makes the pictures in this process. Any
    way out (Ctrl-C, SIGTERM, an error) ends the workers at once (printgen.core.workers)."""
    count = min(workers, tasks)
    if count <= 1:
        yield Maker()
        return
    from printgen.core.workers import worker_pool

    with worker_pool(count, _worker_start) as executor:
        yield Maker(executor, count)


def chunks_of(pages: int) -> int:
    """How many tasks `pages` distinct pages make at most."""
    return -(-pages // CHUNK_PAGES)


def distinct_pngs(
    maker: Maker, pages: Iterable, size_px: tuple[int, int], dpi: int | None = None
) -> Iterator[tuple[int, bytes | None]]:
    """For each of `pages` (a page, or a (role, page) pair: pages of different roles are never one
    picture), in order: the number of its picture (0, 1, ... as they first appear), and its PNG at
    `size_px` where it first appears, None where it repeats one before."""
    from printgen.render.pdf import render_pdf
    from printgen.render.raster import page_pngs

    seen: dict[tuple, int] = {}
    decided: deque = deque()  # (number, new) of the pages not given yet, in order
    chunk: list = []  # distinct pages not sent yet
    sent: deque = deque()  # the chunks sent, oldest first
    made: deque = deque()  # the PNGs of the oldest chunk back, not given yet

    def send() -> None:
        sent.append(maker.submit(page_pngs, render_pdf(chunk, TITLE), [size_px] * len(chunk), dpi))
        chunk.clear()

    def give(must_wait: Callable[[], bool]):
        """What is ready, in order: it waits for the oldest chunk sent while must_wait() (too many
        are in flight, or no more will come), and stops at a picture in a chunk not sent."""
        while decided:
            number, new = decided[0]
            if new and not made:
                if not sent or not must_wait():
                    return
                made.extend(sent.popleft().result())
            decided.popleft()
            yield number, made.popleft() if new else None

    for page in pages:
        role, page = page if isinstance(page, tuple) else ("", page)
        key = (role, picture_key(page))
        number = seen.get(key)
        new = number is None
        if new:
            number = seen[key] = len(seen)
            chunk.append(page)
        decided.append((number, new))
        if len(chunk) == CHUNK_PAGES:
            send()
        yield from give(lambda: len(sent) >= maker.in_flight)
    if chunk:
        send()
    yield from give(lambda: True)


def in_order(maker: Maker, tasks: Iterable[tuple]) -> Iterator:
    """The result of each task ((function, *args)), in order: the tasks are taken from `tasks`
    (made there only when wanted) as the pool has room for them."""
    sent: deque = deque()
    for function, *args in tasks:
        sent.append(maker.submit(function, *args))
        if len(sent) >= maker.in_flight:
            yield sent.popleft().result()
    while sent:
        yield sent.popleft().result()


def tts_sheet(pdf: bytes, size_px, sheet_px, faces, backs, alone) -> tuple:
    """A Tabletop Simulator deck sheet of the PDF's pages, each placed at its (page, corner) pairs
    in `faces`, as PNG; the back sheet of `backs` likewise where the cards have backs of their own
    (else None), and the page `alone` by itself (the deck's one back image; None if not asked)."""
    from printgen.render.raster import page_pngs, sheet_png

    return (
        sheet_png(pdf, size_px, faces, sheet_px),
        sheet_png(pdf, size_px, backs, sheet_px) if backs else None,
        page_pngs(pdf, [size_px], pages=[alone])[0] if alone is not None else None,
    )
