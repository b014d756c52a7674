"""The score sheet: a row per seat (its mark), Name | Turn 1..N | Total, through the score-sheet
component.

The turns are the hand size; each game block carries the seat order as its caption, and the sheet
repeats
the block down the page so one sheet serves several games.
"""

from __future__ import annotations

from printgen.components.score_sheet import SheetWriter, score_sheet_panel
from printgen.kit.packing import Panel, panel_width
from printgen.layout.symbols import seat_letter
from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS, turn_order
from printgen.neighbours.kit.decks import hand_deck, seat_attribute
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.model import Setup
from printgen.pieces.model import Column, Game, ScoreSheet, Words


def seat_order_line(ctx: Context) -> str:
    """Who plays in what order, from the first player's seat, such as "A → B → C → A …"."""
    lap = turn_order(ctx.kit.players, 1, 0, ctx.kit.reverse_seats)
    letters = " → ".join(seat_letter(seat) for seat in lap)
    direction = ctx.text("seat_anticlockwise" if ctx.kit.reverse_seats else "seat_clockwise")
    return ctx.text("seat_order", letters=letters, first=seat_letter(lap[0]), direction=direction)


def score_sheet(ctx: Context, setup: Setup) -> ScoreSheet:
    """The setup's sheet as a game file would declare it: rows per player, a points column per
    turn."""
    turns = tuple(
        Column(Words.plain(f"{ctx.text('sheet_turn')} {i}"), "points", index=i)
        for i in range(1, len(setup.hand) + 1)
    )
    columns = (
        (Column(Words.plain(ctx.text("sheet_name")), "name"),)
        + turns
        + (Column(Words.plain(ctx.text("sheet_total")), "total", index=len(turns) + 1),)
    )
    title = Words.plain(ctx.text("nn_sheet_title", setup=setup.name))
    return ScoreSheet(setup.id, title, "player", None, columns)


def nn_game(ctx: Context) -> Game:
    """Number Neighbours as a game: its name and hand deck (the setups keep their own scoring
    language)."""
    return Game(
        "number-neighbours",
        Words.plain(ctx.text("nn_game")),
        (ctx.language,),
        MIN_PLAYERS,
        MAX_PLAYERS,
        (hand_deck(ctx),),
        None,
    )


def score_sheet_piece(ctx: Context, setup: Setup) -> Panel:
    """The setup's score sheet as a panel whose game block repeats while another fits its sheet."""
    marks = seat_attribute(ctx).values
    writer = SheetWriter(
        nn_game(ctx),
        score_sheet(ctx, setup),
        ctx.kit.players,
        ctx.language,
        ctx.messages,
        ctx.theme,
        row_marks=marks,
        caption=seat_order_line(ctx),
        heading_size="body_pt",
    )
    items, height, block, block_height = score_sheet_panel(writer, panel_width(ctx))
    return Panel(
        tuple(items), height, f"score sheet {setup.id}", tuple(block), block_height, alone=True
    )


def score_sheet_pages(ctx: Context) -> list:
    return [score_sheet_piece(ctx, setup) for setup in ctx.kit.setups]
