"""A sweep as text, as JSON, and its best variants as ready setup files."""

from __future__ import annotations

import json
import os

from printgen.lab.sweep import replace_number
from printgen.neighbours.analysis.stats import Estimate
from printgen.neighbours.analysis.sweep import Ranked, SweepResult, Variant, VariantFigures
from printgen.neighbours.model import Setup


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def described(result: SweepResult) -> str:
    sweep = result.sweep
    parts = []
    if len(sweep.rows) > 1:
        parts.append(f"{len(sweep.rows):,} rows")
    if len(sweep.points) > 1:
        parts.append(f"{len(sweep.points):,} sets of points")
    parts.append(
        f"{len(sweep.players)} player count{'s' if len(sweep.players) > 1 else ''} "
        f"({', '.join(str(n) for n in sweep.players)})"
    )
    return " x ".join(parts)


RANKING = (
    "ranked by fairness: the exact two-player margin nearest 0 where solved, then the worst "
    "seat's distance "
    "from a fair win share (in steps of 2 percentage points, pp), then interest (0 to 1: "
    "skill paying, late decisions, real choices, comebacks)"
)


def sweep_text(result: SweepResult, top: int) -> str:
    sweep = result.sweep
    analyses = sweep.size
    lines = [
        f"{result.setup_name} ({result.setup_id}): sweep of {described(result)}, {analyses:,} "
        f"analyses of {result.games:,} games, bots {result.bots}, seed {result.seed}",
        RANKING,
        "",
    ]
    exact = any(r.exact is not None for r in result.ranked)
    width = max([len(r.label) for r in result.ranked[:top]] + [7])
    header = (
        f"{'rank':>4}  {'variant':<{width}}"
        + ("  exact" if exact else "")
        + "  worst seat  interest"
    )
    header += "".join(f"  {n}p seat 1 wins" for n in sweep.players)
    lines.append(header)
    for number, ranked in enumerate(result.ranked[:top], 1):
        line = f"{number:>4}  {ranked.label:<{width}}"
        if exact:
            line += f"  {'' if ranked.exact is None else signed(ranked.exact):>5}"
        line += f"  {100 * ranked.unfairness:>8.1f}pp  {ranked.interest:>8.2f}"
        for figures in ranked.figures:
            line += f"  {percent(figures.win_shares[0].value) if figures.players > 1 else '-':>15}"
        lines.append(line)
    if len(result.ranked) > top:
        lines.append(
            f"  ... {len(result.ranked) - top:,} more (--top N shows more; --format json "
            "gives every variant)"
        )
    best = result.ranked[0]
    lines += ["", f"the best variant ({best.label}) by player count:"]
    lines += [f"  {line}" for line in player_lines(best)]
    return "\n".join(line.rstrip() for line in lines)


def signed(value: int) -> str:
    return f"{value:+,d}" if value else "0"


def player_lines(ranked: Ranked) -> list[str]:
    """One line per player count: fairness, the course of the games, the skill gap, the advice."""
    lines = []
    for f in ranked.figures:
        parts = [f"{f.players} player{'s' if f.players != 1 else ''}:"]
        if f.players > 1:
            parts.append(
                "seat wins "
                + " ".join(percent(share.value) for share in f.win_shares)
                + f" (worst {100 * f.unfairness:.1f} percentage points from fair);"
            )
            if f.decided is not None:
                parts.append(
                    f"decided from turn {f.decided.value:.1f} of {f.turns}, "
                    f"{f.lead_changes.value:.2f} lead changes, margin {f.margin.value:,.2f};"
                )
            if f.skill is not None:
                parts.append(f"skill gap {100 * f.skill.value:+.1f} percentage points;")
        if f.one_choice is not None:
            parts.append(f"one-choice turns {percent(f.one_choice.value)};")
        parts.append("advice: " + (", ".join(dict.fromkeys(f.advice)) or "none"))
        lines.append(" ".join(parts))
    return lines


def estimate_json(estimate: Estimate | None):
    if estimate is None:
        return None
    return {
        "value": round(estimate.value, 6),
        "interval": [round(estimate.low, 6), round(estimate.high, 6)],
    }


def figures_json(figures: VariantFigures) -> dict:
    return {
        "players": figures.players,
        "win_shares": [estimate_json(share) for share in figures.win_shares],
        "unfairness": round(figures.unfairness, 6),
        "interest": round(figures.interest, 6),
        "first_seat_points": estimate_json(figures.first_seat_points),
        "tie_rate": round(figures.tie_rate, 6),
        "decided_turn": estimate_json(figures.decided),
        "turns": figures.turns,
        "lead_changes": estimate_json(figures.lead_changes),
        "comeback_share": estimate_json(figures.comebacks),
        "margin_of_victory": estimate_json(figures.margin),
        "choices_per_turn": estimate_json(figures.choices),
        "one_choice_turn_share": estimate_json(figures.one_choice),
        "skill_gap": estimate_json(figures.skill),
        "advice": list(figures.advice),
    }


def sweep_json(result: SweepResult) -> str:
    sweep = result.sweep
    document = {
        "setup": {"id": result.setup_id, "name": result.setup_name},
        "sweep": {
            "keys": list(sweep.swept),
            "rows": len(sweep.rows),
            "points": [list(p) for p in sweep.points],
            "players": list(sweep.players),
            "games": result.games,
            "bots": result.bots,
            "seed": result.seed,
            "skill_games": result.skill_games,
        },
        "variants": [
            {
                "rank": number,
                "row": list(r.variant.row),
                "points": list(r.variant.points),
                "label": r.label,
                "exact": r.exact,
                "unfairness": round(r.unfairness, 6),
                "interest": round(r.interest, 6),
                "by_players": [figures_json(f) for f in r.figures],
            }
            for number, r in enumerate(result.ranked, 1)
        ],
    }
    return json.dumps(document, indent=2, ensure_ascii=False)


# The best variants as setup files: the setup's own file (as it was read, before the sweep) with its
# id, name, row and points changed. Each top-level entry is found by where the reader saw its key,
# not
# by how a line looks, so a value running over lines (a quoted name holding a line break) is
# replaced
# whole; every text written is quoted with each line break escaped, so no name can add a key.
# what any reader (Python's, YAML 1.1's) may end a line at
LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
MAX_BEST_ID = 40  # the setup format's id: at most 40 characters
MAX_BEST_NAME = 48  # and its name (neighbours.format.MAX_NAME)


def one_line(text: str) -> str:
    """`text` with every character some reader takes for a line break written as an escape."""
    return "".join(f"\\u{ord(ch):04x}" if ch in LINE_BREAKS else ch for ch in text)


def quoted(text: str) -> str:
    """A YAML double-quoted scalar of `text` (JSON's escapes are YAML's), every line break
    escaped."""
    return one_line(json.dumps(text, ensure_ascii=False))


def variant_id(setup: Setup, number: int) -> str:
    """The id of the `number`th best variant: ID-best-N, the setup's id shortened to fit the 40
    characters."""
    suffix = f"-best-{number}"
    return setup.id[: MAX_BEST_ID - len(suffix)].rstrip("-") + suffix


def variant_name(setup: Setup, number: int, label: str) -> str:
    """NAME (sweep N: LABEL), shortened to fit a setup's 48 characters: the label goes first if it
    alone is too long, then the setup's name is cut (with an ellipsis)."""
    suffix = f" (sweep {number}: {label})"
    if len(suffix) > MAX_BEST_NAME // 2:
        suffix = f" (sweep {number})"
    room = MAX_BEST_NAME - len(suffix)
    name = setup.name if len(setup.name) <= room else setup.name[: room - 1].rstrip() + "\u2026"
    return name + suffix


def _entry_starts(setup: Setup) -> dict[str, int]:
    """Each top-level key's line (0-based), where the reader found it."""
    return {path[0]: pos.line - 1 for path, pos in setup.source.keys.items() if len(path) == 1}


def _entry_span(lines: list[str], starts: dict[str, int], key: str) -> tuple[int, int] | None:
    """The lines [start, stop) of a top-level key's entry: to the next top-level key, less the blank
    lines and comments before it."""
    if key not in starts:
        return None
    start = starts[key]
    stop = min([line for line in starts.values() if line > start], default=len(lines))
    while stop > start + 1 and (
        not lines[stop - 1].strip() or lines[stop - 1].lstrip().startswith("#")
    ):
        stop -= 1
    return start, stop


def variant_text(setup: Setup, variant: Variant, new_id: str, new_name: str, examples: str) -> str:
    """The setup's file, as it was read, with the variant's row and points, a new id and name;
    `examples`: 'keep', 'rescore' (recompute each example's points) or 'drop'."""
    from printgen.neighbours.analysis.sweep import variant_setup
    from printgen.neighbours.engine import move_points

    lines = list(setup.source.lines)
    source = setup.source
    for number, points in enumerate(variant.points):  # numbers first: the lines do not move yet
        if points != setup.scoring.clauses[number].points:
            pos = source.at("scoring", "clauses", number, "points")
            replace_number(lines, pos.line, pos.column, points)
    if examples == "rescore":
        scoring = variant_setup(setup, variant).scoring
        for example in setup.examples:
            pos = source.at("examples", example.index, "points")
            replace_number(
                lines,
                pos.line,
                pos.column,
                move_points(scoring, example.row, example.position - 1, example.card),
            )
    entries = {
        "row": [f"row: [{', '.join(str(v) for v in variant.row)}]"],
        "name": [f"name: {quoted(new_name)}"],
        "id": [f"id: {new_id}"],
    }
    if examples == "drop":
        entries["examples"] = []
    starts = _entry_starts(setup)
    # from the bottom: the lines above stay put
    for key in sorted((key for key in entries if key in starts), key=starts.get, reverse=True):
        start, stop = _entry_span(lines, starts, key)
        lines[start:stop] = entries[key]
    at = next(
        (i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")),
        len(lines),
    )
    for key in ("row", "name", "id"):  # a key the file leaves out goes before its first entry
        if key not in starts:
            lines[at:at] = entries[key]
    return "\n".join(lines).rstrip("\n") + "\n"


def best_paths(setup: Setup, folder: str, count: int) -> list[str]:
    """Where `write_best` writes the `count` best variants."""
    return [
        os.path.join(folder, f"{variant_id(setup, number)}.yaml") for number in range(1, count + 1)
    ]


def best_text(setup: Setup, variant: Variant, number: int, label: str) -> str:
    """The `number`th best variant as a setup file that validates clean (its examples rescored for
    new points, or left out when they no longer fit); ValueError if none does."""
    from printgen.kit.validation import validate_text

    new_id, name = variant_id(setup, number), variant_name(setup, number, label)
    header = (
        f"# {one_line(setup.name)}, variant {number} of a sweep ({one_line(label)}), written by "
        "printgen analyze --sweep.\n"
    )
    for examples in ("keep", "rescore", "drop"):
        body = header + variant_text(setup, variant, new_id, name, examples)
        report = validate_text(body, f"{new_id}.yaml")
        if report.model is not None and not report.diagnostics:
            return body
    raise ValueError(
        f"the variant {label} does not validate: {'; '.join(d.message for d in report.diagnostics)}"
    )


def check_best_can_be_written(setup: Setup) -> None:
    """Before a sweep: the setup's own row and points, written as --write-best writes a variant,
    must
    validate, or the sweep's minutes would end in a refusal. OutputError (exit 3) if not."""
    from printgen.core.errors import OutputError
    from printgen.neighbours.analysis.sweep import Variant

    own = Variant(tuple(setup.row), tuple(clause.points for clause in setup.scoring.clauses))
    try:
        best_text(setup, own, 1, "x" * 40)
    except ValueError as exc:
        raise OutputError(
            f"--write-best cannot write variants of {setup.id}: {exc}",
            "write the setup's top-level keys one to a line (block style), or leave out "
            "--write-best",
        ) from None


def write_best(setup: Setup, result: SweepResult, folder: str, count: int) -> list[str]:
    """Writes the `count` best variants into `folder` as `ID-best-N.yaml`, each validating clean.
    Returns the paths."""
    from printgen.core.output import write_atomic

    written = []
    for number, ranked in enumerate(result.ranked[:count], 1):
        body = best_text(setup, ranked.variant, number, ranked.label)
        path = best_paths(setup, folder, number)[-1]
        write_atomic(path, body.encode("utf-8"), option="--write-best")
        written.append(path)
    return written
