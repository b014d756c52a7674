"""A kit's first page: the rules in brief, set in two columns.

A title and a line of facts (players, play time, age) across the top, then sections (a heading
and paragraphs) flowed into two balanced columns, and credit lines across the foot. Every kit's
rules page is one of these, so a Number Neighbours kit and a game kit read alike.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass

from printgen.core.errors import FitError, located
from printgen.kit.flow import Flow
from printgen.layout.plan import Box, Item, translated
from printgen.layout.units import mm_to_pt

SCALES = tuple(round(1.4 - 0.05 * i, 2) for i in range(17))  # 1.4 (a short page) down to 0.6
COLUMN_GAP_MM = 7.0
MIN_COLUMN_MM = 60.0  # narrower than this, the sections run in one column


@dataclass(frozen=True, eq=False)
class Section:
    """A heading and its paragraphs (a paragraph starting with "• " is a bullet); `where` is the
    (source, path...) of the file's value they come from, for text that does not fit, and
    `wheres` that of each paragraph where they come from different values."""

    title: str
    paragraphs: tuple[str, ...]
    where: tuple | None = None
    wheres: tuple = ()


@dataclass(frozen=True, eq=False)
class RulesPage:
    """A rules page: its title, facts line, sections and credits."""

    title: str
    facts: str
    sections: tuple[Section, ...]
    credits: tuple[str, ...] = ()
    credits_where: tuple | None = None  # where the credits stand in the file (their key)
    # and each line of them: a line that does not fit is told at its own line
    credit_wheres: tuple = ()


def _where(where, key: bool = True):
    return located(*where, key=key) if where else nullcontext()


def _section(section: Section, width_pt: float, theme, scale: float) -> tuple[list[Item], float]:
    """The section drawn down from 0 at `width_pt`, and its height."""
    body = max(theme.text.body_pt * scale, theme.text.min_pt)
    flow = Flow(0.0, 0.0, width_pt, theme.text.min_pt)
    with _where(section.where):
        flow.text(
            section.title,
            theme.bold,
            max(theme.text.heading_pt * scale, theme.text.min_pt),
            theme.colors.ink,
            what="the heading",
        )
        for index, paragraph in enumerate(section.paragraphs):
            if index and not paragraph.startswith("• "):
                flow.gap(body * 0.3)
            with _where(section.wheres[index] if index < len(section.wheres) else None, key=False):
                flow.text(paragraph, theme.regular, body, theme.colors.ink, what="the rules text")
    flow.gap(body * 0.6)
    return flow.items, -flow.top_pt


def balanced_split(heights: list[float]) -> int:
    """How many sections go in the left column so that the taller column is as short as it can be
    (the left column never shorter than needed to keep reading order)."""
    total = sum(heights)
    best, best_at, run = total, len(heights), 0.0
    for at in range(len(heights) + 1):
        taller = max(run, total - run)
        if taller < best - 1e-6:
            best, best_at = taller, at
        if at < len(heights):
            run += heights[at]
    return best_at


def _laid_out(
    page: RulesPage, width_pt: float, theme, scale: float, room_pt: float | None
) -> tuple[list[Item], float] | None:
    """The page drawn down from (0, 0) at `width_pt`, and its height; with `room_pt`, the credits
    stand at the foot of that height (None if the content is taller), else right under the
    columns."""
    flow = Flow(0.0, 0.0, width_pt, theme.text.min_pt)
    flow.text(
        page.title,
        theme.bold,
        max(theme.text.title_pt * scale, theme.text.min_pt),
        theme.colors.ink,
        shrink=True,
        what="the title",
    )
    small = max(theme.text.small_pt * scale, theme.text.min_pt)
    if page.facts:
        flow.text(
            page.facts,
            theme.bold,
            max(theme.text.body_pt * scale, theme.text.min_pt),
            theme.colors.muted,
        )
    flow.gap(small * 0.6)
    foot = Flow(0.0, 0.0, width_pt, theme.text.min_pt)
    with _where(page.credits_where):
        for index, line in enumerate(page.credits):
            with _where(
                page.credit_wheres[index] if index < len(page.credit_wheres) else None, key=False
            ):
                foot.text(line, theme.regular, small, theme.colors.muted, what="the credit line")
    foot_height = -foot.top_pt
    gap = mm_to_pt(COLUMN_GAP_MM)
    two = width_pt >= 2 * mm_to_pt(MIN_COLUMN_MM) + gap
    width = (width_pt - gap) / 2 if two else width_pt
    laid = [_section(section, width, theme, scale) for section in page.sections]
    split = balanced_split([height for _, height in laid]) if two else len(laid)
    columns = [laid[:split], laid[split:]]
    tallest = max(sum(h for _, h in column) for column in columns)
    bottom = flow.top_pt - tallest
    if room_pt is not None:
        if tallest + foot_height > room_pt + flow.top_pt:
            return None
        bottom = -room_pt + foot_height
    items = list(flow.items)
    for index, column in enumerate(columns):
        top, x = flow.top_pt, index * (width + gap)
        for section_items, height in column:
            items.append(translated(section_items, x, top))
            top -= height
    if page.credits:
        items.append(translated(foot.items, 0.0, bottom))
    return items, -bottom + (foot_height if room_pt is None and page.credits else 0.0)


def rules_page_items(page: RulesPage, area: Box, theme, scales=SCALES) -> list[Item]:
    """The page at the largest type that fits `area`; a FitError when even the smallest does not."""
    for scale in scales:
        laid = _laid_out(page, area.width_pt, theme, scale, area.height_pt)
        if laid is not None:
            return [translated(laid[0], area.x_pt, area.top_pt)]
    raise FitError(
        "the rules page does not fit on one page even in the smallest type",
        "shorten the rules in brief",
    )


ONE_PAGE_SCALE = 1.0  # below the theme's own body size on one page, the rules take two pages


def rules_pages_items(
    page: RulesPage, area: Box, theme, continued: str, scales=SCALES
) -> list[list[Item]]:
    """The rules on one page when it holds them at the theme's own type size or larger, else on
    two (the title and the first sections, then the rest under `continued`, with the credits) at
    the largest type both hold; one page in smaller type when even two do not hold them at 1.0."""
    for scale in (s for s in scales if s >= ONE_PAGE_SCALE):
        if _laid_out(page, area.width_pt, theme, scale, area.height_pt) is not None:
            return [rules_page_items(page, area, theme, (scale,))]
    for scale in (s for s in scales if s >= ONE_PAGE_SCALE):
        for split in range(len(page.sections) - 1, 0, -1):
            first = RulesPage(page.title, page.facts, page.sections[:split])
            rest = RulesPage(
                continued,
                "",
                page.sections[split:],
                page.credits,
                page.credits_where,
                page.credit_wheres,
            )
            one = _laid_out(first, area.width_pt, theme, scale, area.height_pt)
            two = _laid_out(rest, area.width_pt, theme, scale, area.height_pt)
            if one is not None and two is not None:
                return [[translated(laid[0], area.x_pt, area.top_pt)] for laid in (one, two)]
    return [rules_page_items(page, area, theme, scales)]


PANEL_SCALES = (1.2, 1.1, 1.0, 0.9, 0.8)


def rules_panel_sizes(
    page: RulesPage, width_pt: float, height_pt: float, theme, scales=PANEL_SCALES
) -> list[tuple[list[Item], float]]:
    """The page as a panel that other panels may share a sheet with: (items, height) at each scale
    whose content fits `height_pt`, largest first; a FitError when none does."""
    sizes = [
        laid
        for laid in (_laid_out(page, width_pt, theme, scale, None) for scale in scales)
        if laid[1] <= height_pt
    ]
    if not sizes:  # a whole sheet of its own, in type as small as it takes (or a FitError)
        return [
            (rules_page_items(page, Box(0.0, -height_pt, width_pt, height_pt), theme), height_pt)
        ]
    return sizes
