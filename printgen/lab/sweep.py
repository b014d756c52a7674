"""Sweeps for any engine: the numbers a `--sweep KEY=VALUES` gives, the tasks of a sweep run
through any `concurrent.futures.Executor` with a bounded number in flight, and the evenness step
the rankings share.

A task's result must depend on the task alone (each variant's games played from their own seeds),
so the results, gathered in task order, are the same in one process or in a pool of any size."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Executor, wait

FAIR_STEP = 0.02  # variants within 2 points of win share of each other count as equally fair


class SweepError(ValueError):
    """A sweep spec that cannot be read, or a sweep too large; `hint` says what is allowed."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.hint = hint


def parse_numbers(
    text: str, what: str, low: int, high: int, limit: int = 50_000
) -> tuple[int, ...]:
    """`1..3`, `2,4,6` or a mix such as `1,3..5`, each number within low..high, in the order
    given."""
    found: list[int] = []
    seen: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        try:
            ends = [int(n) for n in part.split("..", 1)]
        except ValueError:
            raise SweepError(
                f"{what}: {part!r} is not a whole number or a range such as 2..6", ""
            ) from None
        if len(ends) == 2 and ends[1] < ends[0]:
            raise SweepError(
                f"{what}: the range {part} runs backwards",
                f"write the smaller number first, such as {ends[1]}..{ends[0]}",
            )
        for end in ends:
            if not low <= end <= high:
                raise SweepError(
                    f"{what}: {end} is outside {low:,} to {high:,}",
                    f"give numbers from {low:,} to {high:,}",
                )
        numbers = range(ends[0], ends[-1] + 1)
        if len(found) + len(numbers) > limit:
            raise SweepError(f"{what}: more than {limit:,} values", "sweep fewer values at once")
        found.extend(number for number in numbers if number not in seen)
        seen.update(numbers)
    return tuple(found)


def run_tasks(
    run_task: Callable,
    tasks: Iterable,
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
    in_flight: int = 4,
) -> list:
    """Runs `run_task` on every task, in this process without an executor, or through `executor`
    with at most `in_flight` tasks submitted at a time; results in task order. `tasks` may be a
    generator: it is drawn from only as tasks are submitted, so a long sweep never holds all its
    tasks at once."""
    results: list = []
    if executor is None:
        for task in tasks:
            results.append(run_task(task))
            if progress:
                progress(1)
        return results  # type: ignore[return-value]
    pending: dict = {}
    queue = iter(tasks)

    def submit(count: int) -> None:
        for task in itertools.islice(queue, count):
            pending[executor.submit(run_task, task)] = len(results)
            results.append(None)

    try:
        submit(in_flight)
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                results[pending.pop(future)] = future.result()
                if progress:
                    progress(1)
            submit(len(done))
    finally:
        for future in pending:
            future.cancel()
    return results  # type: ignore[return-value]


def replace_number(lines: list[str], line: int, column: int, value: int) -> None:
    """Replaces the whole number starting at 1-based `line`, `column` of a file's lines, leaving
    the rest of the line (a comment, the flow mapping around it) as it was."""
    text = lines[line - 1]
    found = re.compile(r"[-+]?\d+").match(text, column - 1)
    if found is None:
        raise ValueError(f"no number at line {line}, column {column}")
    lines[line - 1] = text[: found.start()] + str(value) + text[found.end() :]
