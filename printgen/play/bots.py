"""A bot a game file writes (`play: bots:`), playing: given a decision's legal choices and the
table, it asks its preferences in turn (printgen.game.play_bots); the first that finds a choice
decides, its choices ranked and the best taken (ties at random). A preference that hands the
decision on (`otherwise`) asks the built-in bot; where no preference finds a choice, and in a
choice inside an action (which of several matching cards a step takes), the choice is random.
"""

from __future__ import annotations


def designer_bot(bot, built_in: dict):
    """The decide function of `bot` (a play_bots.Bot); `built_in` maps each built-in bot to
    its function."""
    preferences = bot.preferences
    random_bot = built_in["random"]

    def decide(t, player, options, what, trial=None):
        made = getattr(trial, "actions", None)
        if made is None:  # a choice inside an action
            return random_bot(t, player, options, what, trial)
        for preference in preferences:
            if preference.otherwise is not None:
                return built_in[preference.otherwise](t, player, options, what, trial)
            kept = _kept(t, preference, options, made, trial)
            if kept:
                return kept[0] if len(kept) == 1 else kept[int(t.rng.random() * len(kept))]
        return random_bot(t, player, options, what, trial)

    return decide


def _kept(t, preference, options, made, trial) -> list[int]:
    """The choices a preference keeps: those of its actions whose condition holds, and of them
    the best by its rank (a choice its rank gives no number has none)."""
    owners = trial.owners
    actions, tests, scores = preference.actions, preference.tests, preference.scores
    kept, best = [], None
    for i, option in enumerate(options):
        action = made[owners[i] if owners is not None else 0]
        counter = action[4]
        if actions is not None and counter not in actions:
            continue
        test = tests.get(counter)
        score = scores.get(counter) if scores is not None else None
        env = None
        if test is not None or score is not None:
            env = dict(trial.env)
            action[1].bind(env, option)
        if test is not None and not test(t, env):
            continue
        if scores is None:
            kept.append(i)
            continue
        value = score(t, env) if score is not None else None
        if not isinstance(value, int):
            continue
        if preference.rank == "lowest":
            value = -value
        if best is None or value > best:
            best, kept = value, [i]
        elif value == best:
            kept.append(i)
    return kept
