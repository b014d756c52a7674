"""`play:` on hostile files: every game ends within its limits, and a run whose games are too long
to time is refused or announced before it starts and stopped at --max-minutes (docs/play.md,
"Limits"). The catalogue's play-* entries hold the same through the installed command."""

from __future__ import annotations

import os

import pytest

from printgen.core.errors import UsageError
from printgen.engines.api import AnalyzeRequest
from printgen.kinds.lookup import detect
from printgen.play import analysis

INPUTS = os.path.join(os.path.dirname(__file__), "catalogue", "inputs")


def load(name: str):
    path = os.path.join(INPUTS, name)
    target = detect(path, path)
    return target.kind.module().load(target)


def test_games_too_long_to_time_are_announced_and_stopped_at_max_minutes(monkeypatch):
    """Rounds that never end (100,000 turns) played to a target nobody reaches: one game is 20
    million turns. With the timing cut to 0.01 s and 0.3 s allowed, the run cannot be shown to
    be too long, so it is announced, and stopped at --max-minutes."""
    monkeypatch.setattr(analysis, "PROBE_SECONDS", 0.01)
    game = load("play-never-ends.yaml")
    request = AnalyzeRequest(games=3, max_minutes=0.005)
    prepared = analysis.prepare_play(game, request, None)
    assert prepared.plan.announcement.startswith("3 games of hostile-play will take more than")
    assert "stops at --max-minutes 0.005" in prepared.plan.announcement
    with pytest.raises(UsageError) as stopped:
        prepared.run()
    assert stopped.value.message == (
        "3 games of hostile-play were stopped at --max-minutes 0.005: they take longer"
    )


def test_a_game_that_ends_is_timed_and_played_without_a_deadline():
    game = load("play-base.yaml")
    prepared = analysis.prepare_play(game, AnalyzeRequest(games=5), None)
    assert prepared.budget_seconds is None and prepared.plan.announcement is None
    assert prepared.run().figures["games"] == 5
