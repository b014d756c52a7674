"""Which printgen the fuzzers run: the checkout this folder sits in, or the tree named by the
environment variable PRINTGEN_FUZZ_TREE (a folder holding printgen/, setups/, games/ and
templates/, such as a snapshot of a commit made with `git archive HEAD | tar -x -C DIR`), so that
a long run is not disturbed by edits in progress. Importing this module puts that tree first on
sys.path, ahead of any copy of printgen installed in the virtualenv.
"""

from __future__ import annotations

import os
import sys

CHECKOUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.abspath(os.environ.get("PRINTGEN_FUZZ_TREE") or CHECKOUT)
if not os.path.isdir(os.path.join(ROOT, "printgen")):
    raise SystemExit(f"PRINTGEN_FUZZ_TREE={ROOT} holds no printgen/ folder")
if sys.path[:1] != [ROOT]:
    sys.path.insert(0, ROOT)
