"""Replays one finding of `fuzz/run.py`: `python fuzz/replay.py ID` (the name of
fuzz/findings/ID.json).

Runs the stored input with its stored options through the same property as the fuzzer (stopped
after 60 s or 512 MB more memory) and prints the outcome, or the crash site and traceback of what
escaped.
"""

from __future__ import annotations

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bundles import GAME_NAME, Bundle
from fonts import FontInput
from harness import Options, run_input

FINDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "findings")


def load(ident: str):
    with open(os.path.join(FINDINGS, f"{ident}.json"), encoding="utf-8") as handle:
        meta = json.load(handle)
    options = meta["options"]
    options["materials"] = tuple(options["materials"])
    options["back_offset_mm"] = tuple(options["back_offset_mm"])
    kind = meta["kind"]
    if kind == "font":
        font = meta["font"]
        data = FontInput(
            font["base"],
            tuple(font["roles"]),
            tuple(tuple(e) for e in font["edits"]),
            font["extends"],
        )
    elif "files" in meta:  # a game and the files beside it (sheet, picture)
        folder = os.path.join(FINDINGS, ident)
        with open(os.path.join(folder, GAME_NAME), "rb") as handle:
            game = handle.read()
        files = []
        for name, special in meta["files"]:
            if special is None:
                with open(os.path.join(folder, name), "rb") as handle:
                    files.append((name, handle.read()))
            else:
                files.append((name, special))
        data = Bundle(game, tuple(files))
    elif kind == "theme":
        with open(os.path.join(FINDINGS, ident, "theme.yaml"), "rb") as handle:
            data = handle.read()
    else:
        with open(os.path.join(FINDINGS, f"{ident}.yaml"), "rb") as handle:
            data = handle.read()
    return kind, data, Options(**options), meta["crash_site"]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    kind, data, options, site = load(argv[0].removesuffix(".json"))
    print(f"{kind} input; recorded crash site: {site}")
    started = time.monotonic()
    outcome, key, report = run_input(kind, data, options, timeout=60, memory_mb=512)
    print(
        f"after {time.monotonic() - started:.1f} s:",
        f"outcome {outcome.stage}" if outcome else f"crash site {key}",
    )
    if report:
        print(report)
    return 0 if outcome else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
