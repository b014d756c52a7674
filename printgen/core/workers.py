"""The local process pool that long commands spread their work over (an analysis sweep's
variants, an export's pictures), and its clean end.

Workers ignore Ctrl-C (SIGINT): the terminal sends it to every process of the command, and a worker
that took it printed its own traceback and could leave the pool waiting for ever. The command's own
process takes it instead, and any way out of the `with` block (Ctrl-C, SIGTERM, an error) cancels
what has not started and ends the workers there and then, so none is left behind.
"""

from __future__ import annotations

import os
import signal
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

STOP_WAIT_S = 5.0  # a worker not gone this long after SIGTERM is killed


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else every core)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def ignore_interrupts() -> None:
    """In each worker, before its first task: Ctrl-C is the command's to handle, not the
    worker's."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _start_worker(initializer, initargs) -> None:
    ignore_interrupts()
    if initializer is not None:
        initializer(*initargs)


@contextmanager
def worker_pool(workers: int, initializer=None, initargs: tuple = ()):
    """A pool of `workers` processes; each runs `initializer(*initargs)` (if given) after it has
    stopped taking Ctrl-C."""
    executor = ProcessPoolExecutor(
        max_workers=workers, initializer=_start_worker, initargs=(initializer, initargs)
    )
    try:
        yield executor
    except BaseException:
        stop(executor)
        raise
    executor.shutdown(wait=True)


def stop(executor: ProcessPoolExecutor) -> None:
    """Cancels every task not started and ends the workers at once, waiting until they are gone."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(STOP_WAIT_S)
        if process.is_alive():
            process.kill()
            process.join()
