"""Checks on the texts a setup prints."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import Reporter, check
from printgen.core.diagnostics import WARNING, Diagnostic
from printgen.format.spec import LANGUAGE_NAMES
from printgen.neighbours.format import MAX_NAME
from printgen.neighbours.model import ANY_LANGUAGE, Setup


@check("name-too-long")
def check_name_length(setup: Setup) -> Iterator[Diagnostic]:
    """The setup's name is longer than 48 characters, more than every card and sheet can print.

    The name stands at the foot of each row card, in the scoring card's title and on the score
    sheet; at 48 characters it still fits two lines on the smallest card at the smallest type.

    Fails:
        name: The Great Number Neighbours Championship Edition of the Coast
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Coast Championship
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    names = dict(next((texts for path, texts in setup.texts if path == ("name",)), ())) or {
        "en": setup.name
    }
    for language, name in names.items():
        if len(name) > MAX_NAME:
            path = ("name",) if language == ANY_LANGUAGE else ("name", language)
            yield Reporter(setup, "name-too-long").at(
                path,
                f"the name is {len(name)} characters long; at most {MAX_NAME} fit on the "
                "cards and sheets",
                "shorten the name; the description can say more",
            )


@check("missing-language", WARNING)
def check_languages(setup: Setup) -> Iterator[Diagnostic]:
    """A text given per language lacks one of the setup's `languages`, so a kit in that language
    would print it in another language.

    A setup's own texts (its name, description, example notes, the rule's and each clause's
    `text:`) are one wording for every language, or a mapping by language such as
    `{en: ..., de: ...}`; a setup that declares `languages: [en, de]` should give each mapping both.

    Fails:
        name: {en: Coast, de: Küste}
        description: {en: Pairs that make seven score.}
        languages: [en, de]
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {sum: 7}}

    Passes:
        name: {en: Coast, de: Küste}
        description: {en: Pairs that make seven score., de: Paare mit der Summe sieben punkten.}
        languages: [en, de]
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {sum: 7}}
    """
    for path, texts in setup.texts:
        have = {language for language, _ in texts}
        if ANY_LANGUAGE in have:
            continue
        for language in setup.languages:
            if language not in have:
                given = "en" if "en" in have else texts[0][0]
                yield Reporter(setup, "missing-language").at(
                    path,
                    f"this text has no {LANGUAGE_NAMES[language]} ({language}) wording; a kit "
                    f"in {language} prints it in {LANGUAGE_NAMES[given]}",
                    f"add `{language}: ...` beside `{given}:`, or drop {language} from `languages`",
                )
