"""Balance analysis of a setup: bots, a fast simulator, statistics, an exact two-player solver,
advice an author can act on, and a PDF report.

Data flows one way: setup -> compiled game (value indices and a score table) -> simulation or
exact solve -> summary -> advice -> text, JSON or PDF. Everything is plain Python over numpy
arrays: there is nothing to compile and nothing is cached on disk.
"""
