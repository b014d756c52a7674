"""The local process pool a sweep runs its variants in, and its clean end: printgen.workers, which
the export's pictures share."""

from printgen.workers import STOP_WAIT_S, ignore_interrupts, stop, worker_pool

__all__ = ["STOP_WAIT_S", "ignore_interrupts", "stop", "worker_pool"]
