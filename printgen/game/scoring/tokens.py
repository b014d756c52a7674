"""`tokens`: points for each token of one kind a player holds at the end."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, token_name
from printgen.format.spec import integer, key, obj, text
from printgen.game.scoring.model import Family, Holding, Line
from printgen.game.scoring.parts import TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "Points per token a player holds at the end",
    key("token", text("The token's id"), required=True),
    key("each", integer("Points per token", -999, 999), required=True),
    TITLE,
)


@dataclass(frozen=True)
class TokensLine(Line):
    token: str
    each: int
    index: int = 0
    printed: int = 0  # the tokens the kit prints
    kind: str = "tokens"
    title: Words | None = None
    scores_cards = False

    def score(self, holding: Holding) -> int:
        return self.each * holding.token(self.token)

    def bounds(self, deck: tuple) -> tuple[int, int]:
        return max(0, self.each * self.printed), min(0, self.each * self.printed)

    def own_heading(self, game, language: str, m) -> str:
        return m.text("score_tokens_title", token=token_name(game, self.token, language))

    def rule(self, game, language: str, m) -> list[str]:
        return [
            m.text(
                "score_tokens",
                token=token_name(game, self.token, language),
                points=signed(self.each),
            )
        ]


def read(data: dict, line) -> TokensLine:
    line.token(data["token"], line.value_at("token"))
    return TokensLine(
        data["token"],
        data["each"],
        line.index,
        line.names.tokens[data["token"]].count,
        title=data.get("title"),
    )


TOKENS = Family("tokens", SPEC, read)

__all__ = ["TOKENS", "TokensLine"]
