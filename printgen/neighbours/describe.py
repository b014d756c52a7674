"""A setup described in plain text for the terminal: rule, score table, examples, best scores."""

from __future__ import annotations

from printgen.neighbours.checks.examples import explain_move
from printgen.neighbours.checks.play import article, pairs_text, play_of
from printgen.neighbours.engine import move_points
from printgen.neighbours.facts import max_move_points, max_pair_points, rule_text, score_table
from printgen.neighbours.model import Setup


def table_text(setup: Setup) -> str:
    """The score table as a grid: rows are the left card, columns the right card."""
    table = score_table(setup)
    domain = setup.domain
    width = max(2, max(len(str(v)) for v in domain) + 1)
    head = "left\\right".rjust(10) + "".join(str(v).rjust(width) for v in domain)
    rows = [head]
    for left in domain:
        cells = "".join(
            (str(table[left, right]) if table[left, right] else ".").rjust(width)
            for right in domain
        )
        rows.append(str(left).rjust(10) + cells)
    return "\n".join(rows)


def describe_setup(setup: Setup) -> str:
    lines = [f"{setup.name} ({setup.id})"]
    if setup.description:
        lines.append(setup.description)
    lines += [
        "",
        f"Hand: {' '.join(map(str, setup.hand))}    Row: {' '.join(map(str, setup.row))}",
        f"Reading: {setup.scoring.reading}    Combine: {setup.scoring.combine}",
        "",
        rule_text(setup.scoring),
        "",
        "Score table (. scores nothing):",
        table_text(setup),
    ]
    play = play_of(setup)
    never = [
        (left, right)
        for left in setup.domain
        for right in setup.domain
        if (left, right) not in play.pairs
    ]
    if never:
        lines.append(
            f"Never side by side in play: {pairs_text(never, 8)}."
            if play.pairs
            else "No pair ever forms in play: no card can be placed."
        )
    lines += [
        "",
        f"Best pair: {max_pair_points(setup)} points. Best move: {max_move_points(setup)} points.",
    ]
    if setup.examples:
        lines += ["", "Worked examples:"]
    for number, example in enumerate(setup.examples, 1):
        points = move_points(setup.scoring, example.row, example.position - 1, example.card)
        lines.append(
            f"  {number}. Row {' '.join(map(str, example.row))}: {article(example.card)} "
            f"{example.card} at position {example.position} scores {points} "
            f"({explain_move(setup, example)})."
        )
        if example.note:
            lines.append(f"     {example.note}")
    return "\n".join(lines)
