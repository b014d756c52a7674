"""A sweep as text, as JSON, and its best variants as ready setup files."""

from __future__ import annotations

import json
import os
import re

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
    parts.append(f"{len(sweep.players)} player count{'s' if len(sweep.players) > 1 else ''} ({', '.join(str(n) for n in sweep.players)})")
    return " x ".join(parts)


RANKING = ("ranked by fairness: the exact two-player margin nearest 0 where solved, then the worst seat's distance "
           "from a fair win share (in steps of 2 percentage points, pp), then interest (0 to 1: skill paying, late decisions, real choices, comebacks)")


def sweep_text(result: SweepResult, top: int) -> str:
    sweep = result.sweep
    analyses = sweep.size
    lines = [
        f"{result.setup_name} ({result.setup_id}): sweep of {described(result)}, {analyses:,} analyses of {result.games:,} games, bots {result.bots}, seed {result.seed}",
        RANKING, "",
    ]
    exact = any(r.exact is not None for r in result.ranked)
    width = max([len(r.label) for r in result.ranked[:top]] + [7])
    header = f"{'rank':>4}  {'variant':<{width}}" + ("  exact" if exact else "") + "  worst seat  interest"
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
        lines.append(f"  ... {len(result.ranked) - top:,} more (--top N shows more; --format json gives every variant)")
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
            parts.append("seat wins " + " ".join(percent(share.value) for share in f.win_shares) + f" (worst {100 * f.unfairness:.1f} percentage points from fair);")
            if f.decided is not None:
                parts.append(f"decided from turn {f.decided.value:.1f} of {f.turns}, {f.lead_changes.value:.2f} lead changes, margin {f.margin.value:,.2f};")
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
    return {"value": round(estimate.value, 6), "interval": [round(estimate.low, 6), round(estimate.high, 6)]}


def figures_json(figures: VariantFigures) -> dict:
    return {
        "players": figures.players, "win_shares": [estimate_json(share) for share in figures.win_shares],
        "unfairness": round(figures.unfairness, 6), "interest": round(figures.interest, 6),
        "first_seat_points": estimate_json(figures.first_seat_points), "tie_rate": round(figures.tie_rate, 6),
        "decided_turn": estimate_json(figures.decided), "turns": figures.turns, "lead_changes": estimate_json(figures.lead_changes),
        "comeback_share": estimate_json(figures.comebacks), "margin_of_victory": estimate_json(figures.margin),
        "choices_per_turn": estimate_json(figures.choices), "one_choice_turn_share": estimate_json(figures.one_choice),
        "skill_gap": estimate_json(figures.skill), "advice": list(figures.advice),
    }


def sweep_json(result: SweepResult) -> str:
    sweep = result.sweep
    document = {
        "setup": {"id": result.setup_id, "name": result.setup_name},
        "sweep": {"keys": list(sweep.swept), "rows": len(sweep.rows), "points": [list(p) for p in sweep.points], "players": list(sweep.players),
                  "games": result.games, "bots": result.bots, "seed": result.seed, "skill_games": result.skill_games},
        "variants": [{
            "rank": number, "row": list(r.variant.row), "points": list(r.variant.points), "label": r.label, "exact": r.exact,
            "unfairness": round(r.unfairness, 6), "interest": round(r.interest, 6), "by_players": [figures_json(f) for f in r.figures],
        } for number, r in enumerate(result.ranked, 1)],
    }
    return json.dumps(document, indent=2, ensure_ascii=False)


# The best variants as setup files: the setup's own file with its id, name, row and points changed.
TOP_KEY = re.compile(r"^([A-Za-z_][\w-]*)\s*:")


def top_level_span(lines: list[str], key: str) -> tuple[int, int] | None:
    """The lines [start, stop) of a top-level key's entry (its value may run over several lines)."""
    start = next((i for i, line in enumerate(lines) if (m := TOP_KEY.match(line)) and m.group(1) == key), None)
    if start is None:
        return None
    stop = start + 1
    while stop < len(lines) and not TOP_KEY.match(lines[stop]):
        stop += 1
    while stop > start + 1 and (not lines[stop - 1].strip() or lines[stop - 1].lstrip().startswith("#")):
        stop -= 1  # blank lines and comments before the next key stay where they are
    return start, stop


def set_top_level(lines: list[str], key: str, text: str) -> list[str]:
    span = top_level_span(lines, key)
    if span is None:
        at = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), len(lines))
        return lines[:at] + [text] + lines[at:]
    return lines[: span[0]] + [text] + lines[span[1] :]


def replace_number(lines: list[str], line: int, column: int, value: int) -> None:
    """Replaces the whole number starting at 1-based `line`, `column`."""
    text = lines[line - 1]
    found = re.compile(r"-?\d+").match(text, column - 1)
    if found is None:
        raise ValueError(f"no number at line {line}, column {column}")
    lines[line - 1] = text[: found.start()] + str(value) + text[found.end() :]


def quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def variant_text(setup: Setup, text: str, variant: Variant, new_id: str, new_name: str, examples: str) -> str:
    """The setup file `text` with the variant's row and points, a new id and name; `examples`:
    'keep', 'rescore' (recompute each example's points) or 'drop'."""
    from printgen.neighbours.engine import move_points
    from printgen.neighbours.analysis.sweep import variant_setup

    lines = text.splitlines()
    source = setup.source
    for number, points in enumerate(variant.points):  # numbers first: the lines do not move yet
        if points != setup.scoring.clauses[number].points:
            pos = source.at("scoring", "clauses", number, "points")
            replace_number(lines, pos.line, pos.column, points)
    if examples == "rescore":
        scoring = variant_setup(setup, variant).scoring
        for example in setup.examples:
            pos = source.at("examples", example.index, "points")
            replace_number(lines, pos.line, pos.column, move_points(scoring, example.row, example.position - 1, example.card))
    if examples == "drop":
        span = top_level_span(lines, "examples")
        if span:
            lines = lines[: span[0]] + lines[span[1] :]
    lines = set_top_level(lines, "row", f"row: [{', '.join(str(v) for v in variant.row)}]")
    lines = set_top_level(lines, "name", f"name: {quoted(new_name)}")
    lines = set_top_level(lines, "id", f"id: {new_id}")
    return "\n".join(lines).rstrip("\n") + "\n"


def best_paths(setup: Setup, folder: str, count: int) -> list[str]:
    """Where `write_best` writes the `count` best variants."""
    return [os.path.join(folder, f"{setup.id}-best-{number}.yaml") for number in range(1, count + 1)]


def write_best(setup: Setup, text: str, result: SweepResult, folder: str, count: int) -> list[str]:
    """Writes the `count` best variants into `folder` as `ID-best-N.yaml`, each validating clean
    (its examples rescored for new points, or left out when they no longer fit). Returns the paths."""
    from printgen.output import write_atomic
    from printgen.validation import validate_text

    written = []
    for number, ranked in enumerate(result.ranked[:count], 1):
        new_id = f"{setup.id}-best-{number}"
        name = f"{setup.name} (sweep {number}: {ranked.label})"
        header = f"# {setup.name}, variant {number} of a sweep ({ranked.label}), written by printgen analyze --sweep.\n"
        for examples in ("keep", "rescore", "drop"):
            body = header + variant_text(setup, text, ranked.variant, new_id, name, examples)
            report = validate_text(body, f"{new_id}.yaml")
            if report.setup is not None and not report.diagnostics:
                break
        else:
            problems = "; ".join(d.message for d in report.diagnostics)
            raise ValueError(f"the variant {ranked.label} does not validate: {problems}")
        path = best_paths(setup, folder, number)[-1]
        write_atomic(path, body.encode("utf-8"))
        written.append(path)
    return written
