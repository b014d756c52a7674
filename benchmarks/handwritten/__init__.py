"""Hand-written plain-Python engines of six small card games, one module per game.

They are the speed baseline the generic game interpreter is measured against, and an independent
engine whose figures it must agree with within sampling error. Each follows the readings pinned in
the conformance page of the seed games (Colour Catch, Neos, Animal Ladder) or of the docs example
games (No Thanks!, Lost Cities, Coloretto), random bots in every seat. Run one with
`python -m benchmarks.handwritten GAME -p N -n GAMES --seed S` from the checkout.
"""

GAMES = {
    "colour-catch": "colour_catch",
    "neos": "neos",
    "animal-ladder": "animal_ladder",
    "no-thanks": "no_thanks",
    "lost-cities": "lost_cities",
    "coloretto": "coloretto",
}
