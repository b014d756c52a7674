"""A theme as the layout uses it: its sections of values, and the themes made from one (with
settings laid over it, or in grey)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.fonts import register_font
from printgen.layout.ink import gray


@dataclass(frozen=True)
class Section:
    """One section of a theme (colors, text, card, sheet); values are read as attributes."""

    values: tuple[tuple[str, object], ...]

    def __post_init__(self) -> None:
        # Each value is also an attribute of the instance, found without a call: a kit's layout
        # reads some 2,800 of them. A name the class itself has (`values`, a method) keeps its
        # meaning, as it did when every value was found by `__getattr__` below.
        self.__dict__.update(
            (k, v) for k, v in self.values if k != "values" and not hasattr(Section, k)
        )

    def __getattr__(self, key: str):
        for name, value in object.__getattribute__(self, "values"):
            if name == key:
                return value
        raise AttributeError(key)


@dataclass(frozen=True)
class Theme:
    """A theme as the layout uses it: its fonts and its sections of values."""

    name: str
    regular: str
    bold: str
    colors: Section
    text: Section
    card: Section
    sheet: Section
    sources: tuple[str, ...] = ()


# The sections whose values change where things go and how large they are (colours do not).
LAYOUT_SECTIONS = ("fonts", "text", "card", "sheet")


@dataclass(frozen=True)
class ThemeSetting:
    """A layout value a user's theme gives that differs from the bundled theme it extends, and
    where."""

    section: str
    key: str
    value: object
    base: object  # the value of the bundled theme it extends
    path: str
    line: int
    column: int


def with_settings(theme: Theme, settings: tuple[tuple[str, str, object], ...]) -> Theme:
    """The theme with each (section, key, value) laid over it; a font is a file's path."""
    if not settings:
        return theme
    changed: dict[str, dict] = {}
    for section, key, value in settings:
        changed.setdefault(section, {})[key] = value
    fonts = changed.pop("fonts", {})

    def laid(name: str) -> Section:
        section = getattr(theme, name)
        given = changed.get(name, {})
        return Section(tuple((k, given.get(k, v)) for k, v in section.values)) if given else section

    regular = register_font(fonts["regular"]) if "regular" in fonts else theme.regular
    bold = register_font(fonts["bold"]) if "bold" in fonts else theme.bold
    return Theme(
        theme.name,
        regular,
        bold,
        theme.colors,
        laid("text"),
        laid("card"),
        laid("sheet"),
        theme.sources,
    )


def grayscale(theme: Theme) -> Theme:
    """The theme with every colour turned to its grey of equal lightness."""
    colors = {
        k: tuple(gray(c) for c in v) if isinstance(v, tuple) else gray(v)
        for k, v in theme.colors.values
    }
    return Theme(
        theme.name,
        theme.regular,
        theme.bold,
        Section(tuple(colors.items())),
        theme.text,
        theme.card,
        theme.sheet,
        theme.sources,
    )
