"""The expression evaluator runs only whitelisted, bounded arithmetic."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.neighbours.expr import ExprError, ExprEvalError, compile_expr


@pytest.mark.parametrize("source, left, right, expected", [
    ("left + right == 7", 3, 4, True),
    ("abs(left - right) <= 1", 5, 4, True),
    ("(left + right) % 3 == 0", 2, 2, False),
    ("max(left, right) - min(left, right) == 2 and left != 3", 1, 3, True),
    ("1 if left > right else 0", 2, 1, 1),
    ("not left == right", 2, 2, False),
    ("1 < left < right", 2, 3, True),
])
def test_allowed_expressions(source, left, right, expected):
    assert compile_expr(source).evaluate(left, right) == expected


@pytest.mark.parametrize("source", [
    "left.__class__", "().__class__.__bases__", "__import__('os')", "eval('1')", "open('x')", "left ** 2",
    "[1][0]", "'text'", "left / right", "lambda: 1", "x + 1", "abs(left, right)", "min(*left)",
    "[x for x in left]", "left if right", "1.5 < left", "10**100", "99999999 < left", "left @ right", "f'{left}'",
])
def test_forbidden_expressions(source):
    with pytest.raises(ExprError):
        compile_expr(source)


def test_caps_on_length_size_and_depth():
    with pytest.raises(ExprError, match="characters long"):
        compile_expr("left + " * 20000 + "1")
    with pytest.raises(ExprError, match="parts"):
        compile_expr("+".join(["1"] * 40))
    with pytest.raises(ExprError, match="nests"):
        compile_expr("-" * 13 + "left")


def test_division_by_zero_is_an_evaluation_error():
    expr = compile_expr("left // (right - left)")
    assert expr.evaluate(2, 4) == 1
    with pytest.raises(ExprEvalError):
        expr.evaluate(3, 3)


def test_growth_is_bounded():
    expr = compile_expr("left * 999999 * 999999 * 999999")
    with pytest.raises(ExprEvalError):
        expr.evaluate(5, 1)


@given(st.text(max_size=60))
def test_any_text_compiles_or_raises_expr_error(source):
    try:
        expr = compile_expr(source)
    except ExprError:
        return
    try:
        expr.evaluate(3, 4)
    except ExprEvalError:
        pass
