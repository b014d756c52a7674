"""Golden page plans: every mark of a kit as text. Set PRINTGEN_UPDATE_GOLDEN=1 to rewrite them
after
an intended change, then review the diff."""

import os

import pytest
from build_helpers import run
from common import assert_matches_golden

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")
CASES = {
    "plan-standard-a4.txt": ["standard", "--players", "2"],
    "plan-one-way-letter-backs-short.txt": [
        "one-way",
        "--players",
        "1",
        "--paper",
        "letter",
        "--only",
        "row-cards,hand-cards",
        "--backs",
        "--duplex",
        "short",
        "--bleed",
        "2",
        "--gutter",
        "3",
    ],
    "plan-echo-phone.txt": ["echo", "--format", "phone"],
    # a game's gutterfold sheet: A4 turned to landscape, one card-shaped token in the first of four
    # slots, its back turned below the dashed fold, crop marks for that slot only
    "plan-neos-gutterfold-tokens.txt": ["neos", "--only", "tokens", "--layout", "gutterfold"],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_page_plan_matches_golden(name, capsys):
    code, plan, err = run(["build", "--dump-plan", *CASES[name]], capsys)
    assert code == 0, err
    path = os.path.join(GOLDEN, name)
    assert_matches_golden(path, plan)
