"""`event`: something that happens in a round (`when:`, as printed), worth points and tokens
handed out, such as emptying your hand first."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, token_name
from printgen.format.spec import integer, key, named, obj, text, words
from printgen.game.play_format import ID_PATTERN
from printgen.game.scoring.model import Family, Holding, Line
from printgen.game.scoring.parts import TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "An event in a round that scores, such as emptying your hand first",
    key(
        "id",
        text("The event's short name, used by examples", 1, 40, ID_PATTERN, example="first-out"),
        required=True,
    ),
    key(
        "when",
        words("When it happens, as printed: `you empty your hand first`", 120),
        required=True,
    ),
    key("points", integer("The points it gives", -999, 999, 0)),
    key(
        "tokens", named("Tokens it hands out, by token id", integer("tokens", 1, 60), 8, ID_PATTERN)
    ),
    TITLE,
)


@dataclass(frozen=True)
class EventLine(Line):
    id: str
    when: Words
    index: int = 0
    points: int = 0
    tokens: tuple[tuple[str, int], ...] = ()
    kind: str = "event"
    title: Words | None = None
    scores_cards = False

    def score(self, holding: Holding) -> int:
        return self.points if self.id in holding.events else 0

    def bounds(self, deck: tuple) -> tuple[int, int]:
        return max(0, self.points), min(0, self.points)

    def event_name(self) -> str:
        return self.id

    def rule(self, game, language: str, m) -> list[str]:
        tokens = ", ".join(
            m.text("score_token_count", count=n, token=token_name(game, t, language))
            for t, n in self.tokens
        )
        when = self.when.get(language)
        if self.points and tokens:
            return [
                m.text("score_event_tokens", when=when, points=signed(self.points), tokens=tokens)
            ]
        if tokens:
            return [m.text("score_event_only_tokens", when=when, tokens=tokens)]
        return [m.text("score_event", when=when, points=signed(self.points))]

    def tokens_handed(self) -> tuple[tuple[str, int], ...]:
        return self.tokens


def read(data: dict, line) -> EventLine:
    for token in data.get("tokens") or {}:
        line.token(token, line.key_at("tokens", token))
    return EventLine(
        data["id"],
        data["when"],
        line.index,
        data["points"],
        tuple((data.get("tokens") or {}).items()),
        title=data.get("title"),
    )


EVENT = Family("event", SPEC, read)

__all__ = ["EVENT", "EventLine"]
