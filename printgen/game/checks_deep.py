"""Deep checks for a game file (`validate --deep`): the deck arithmetic's warnings, exact."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import WARNING, check
from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import _report
from printgen.pieces.model import Game

_FAILING = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      colour:
        values:
          red: {ink: "#a93226", symbol: circle, copies: 2}
          blue: {ink: "#1f4e99", symbol: square, copies: 2}
          green: {ink: "#1e8449", symbol: star, copies: 2}
    face:
      tint: colour
      elements:
        - {at: corners, symbol: colour}
deal:
  deck: main
  players:
    2: {hand: 1, set_aside: 3}
"""


def check_starved_values(game: Game) -> Iterator[Diagnostic]:
    from printgen.game.arithmetic import STARVING_SHARE, arithmetic

    if game.deal is None:
        return
    for entry in arithmetic(game)["players"]:
        for attribute in entry["attributes"]:
            if attribute["numbers"]:
                # a numbered deck missing some numbers is how set-aside cards work (Thirty-Three's
                # nine)
                continue
            for value in attribute["values"]:
                share = value["missing_from_play"]
                if share > STARVING_SHARE:
                    yield _report(
                        game,
                        "deal-starves-value",
                        ("deal", "players", entry["players"], "set_aside"),
                        f"at {entry['players']} players every {value['value']} card is set "
                        f"aside unseen in {float(share) * 100:.1f}% of deals (exactly), so "
                        f"that {attribute['attribute']} is missing from play",
                        f"set aside fewer cards, or give {value['value']} more copies (warned "
                        f"above {int(STARVING_SHARE * 100)}% of deals)",
                    )
                    break


_PASSING = _FAILING.replace("set_aside: 3", "set_aside: 1")
check_starved_values.__doc__ = f"""A value of an attribute with named values (a colour, a suit) is
missing from play (every copy set aside unseen) in more than 1 deal in 10, worked out exactly from
the deck and the deal (`validate --deep`).

Fails:
{chr(10).join("    " + line for line in _FAILING.splitlines())}

Passes:
{chr(10).join("    " + line for line in _PASSING.splitlines())}
"""
check("deal-starves-value", WARNING, deep=True)(check_starved_values)
