"""A small, whitelisted evaluator for expressions: a setup's `expr` scoring conditions over `left`
and `right`, and a game's derived values by cases over a card's number fields.

Only whole-number arithmetic (+ - * // %), comparisons, `and`/`or`/`not`, `x if c else y`
and the functions abs, min and max are allowed. Nothing is ever passed to eval or exec:
the expression is parsed with ``ast`` and walked here, with caps on its length, size,
depth and the magnitude of every number it makes.
"""

from __future__ import annotations

import ast
import operator
import warnings
from dataclasses import dataclass, field

MAX_LENGTH = 200
MAX_NODES = 60
MAX_DEPTH = 12
MAX_MAGNITUDE = 10**6
MAX_RESULT = MAX_MAGNITUDE * MAX_MAGNITUDE  # the largest number any step of an evaluation may make
NAMES = ("left", "right")
FUNCTIONS = {"abs": abs, "min": min, "max": max}

_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
_COMPARE = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
}
_FORBIDDEN_HINTS = {
    ast.Attribute: "attribute access (a.b) is not allowed",
    ast.Subscript: "subscripts (a[b]) are not allowed",
    ast.Pow: "powers (**) are not allowed; multiply instead",
    ast.Div: "use // for whole-number division",
    ast.Lambda: "lambdas are not allowed",
}


_NAMES = {
    ast.Is: "`is`",
    ast.IsNot: "`is not`",
    ast.In: "`in`",
    ast.NotIn: "`not in`",
    ast.NamedExpr: "`:=`",
    ast.JoinedStr: "an f-string",
    ast.ListComp: "a comprehension",
    ast.SetComp: "a comprehension",
    ast.DictComp: "a comprehension",
    ast.GeneratorExp: "a comprehension",
    ast.List: "a list",
    ast.Tuple: "a tuple",
    ast.Set: "a set",
    ast.Dict: "a dictionary",
    ast.Starred: "`*`",
    ast.Await: "`await`",
}


class ExprError(ValueError):
    """An expression that cannot be used; `offset` is the 0-based column within the text."""

    def __init__(self, message: str, offset: int = 0, hint: str = ""):
        super().__init__(message)
        self.offset = offset
        self.hint = hint


class ExprEvalError(ArithmeticError):
    """An expression that fails for some values: `kind` is "division" (// or % by zero) or
    "overflow" (a step makes a number beyond MAX_RESULT); `part` is the text of the step that
    failed."""

    def __init__(self, message: str, kind: str = "division", part: str = ""):
        super().__init__(message)
        self.kind = kind
        self.part = part


@dataclass(frozen=True)
class Expr:
    """A compiled expression: its source and its checked syntax tree."""

    source: str
    tree: ast.Expression = field(compare=False, repr=False)

    def evaluate(self, left: int, right: int) -> object:
        return _Evaluator({"left": left, "right": right}, self.source.strip()).visit(self.tree.body)

    def value(self, names: dict[str, int]) -> object:
        """The expression's value with these names (those it was compiled with)."""
        return _Evaluator(names, self.source.strip()).visit(self.tree.body)

    def holds(self, left: int, right: int) -> bool:
        return bool(self.evaluate(left, right))


def compile_expr(source: str, names: tuple[str, ...] = NAMES) -> Expr:
    """Parses and checks an expression over `names`, or raises ExprError saying what is wrong and
    where."""
    if len(source) > MAX_LENGTH:
        raise ExprError(
            f"the expression is {len(source)} characters long; the limit is {MAX_LENGTH}",
            0,
            "split the rule into several clauses",
        )
    if not source.strip():
        raise ExprError(
            "the expression is empty", 0, "write a condition such as `left + right == 7`"
        )
    try:
        # Python's own SyntaxWarnings ("invalid decimal literal") would reach the terminal
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ExprError(
            f"the expression is not valid: {exc.msg}", max((exc.offset or 1) - 1, 0), _usable(names)
        ) from None
    _check_tree(tree, names)
    return Expr(source, tree)


def _check_tree(tree: ast.Expression, names: tuple[str, ...] = NAMES) -> None:
    count = 0
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        count += 1
        if count > MAX_NODES:
            raise ExprError(
                f"the expression has more than {MAX_NODES} parts",
                0,
                "split the rule into several clauses",
            )
        if isinstance(node, ast.Name) and node.id in FUNCTIONS and id(node) not in called:
            # `abs` alone is a function, not a number: it once passed here and failed when run
            raise ExprError(
                f"{node.id} is a function: call it with its argument",
                getattr(node, "col_offset", 0),
                "write for example abs(left - right) or max(left, right)",
            )
        _check_node(node, names)
    if _depth(tree.body) > MAX_DEPTH:
        raise ExprError(
            f"the expression nests more than {MAX_DEPTH} levels deep",
            0,
            "split the rule into several clauses",
        )


def _depth(node: ast.AST) -> int:
    children = list(ast.iter_child_nodes(node))
    return 1 + max((_depth(child) for child in children), default=0)


def _usable(names: tuple[str, ...]) -> str:
    if names == NAMES:
        return "use left, right, numbers, + - * // %, comparisons, and/or/not, abs, min, max"
    return (
        f"use {', '.join(names)}, whole numbers, + - * // %, comparisons, and/or/not, abs, min, max"
    )


def _check_node(node: ast.AST, names: tuple[str, ...] = NAMES) -> None:
    offset = getattr(node, "col_offset", 0)
    for kind, message in _FORBIDDEN_HINTS.items():
        if isinstance(node, kind):
            raise ExprError(message, offset, _usable(names))
    if isinstance(node, ast.Name) and node.id not in names and node.id not in FUNCTIONS:
        import difflib

        close = difflib.get_close_matches(node.id, names, 1)
        known = (
            " and ".join(f"`{n}`" for n in names)
            if len(names) <= 2
            else ", ".join(f"`{n}`" for n in names)
        )
        raise ExprError(
            f"unknown name {node.id!r}",
            offset,
            f"did you mean `{close[0]}`?"
            if close and names != NAMES
            else f"an expression can use only {known} (and abs, min, max)",
        )
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, int):
            raise ExprError(
                f"only whole numbers may appear, not {type(node.value).__name__} "
                f"{node.value!r:.20}",
                offset,
                "write whole numbers such as 7",
            )
        if abs(node.value) > MAX_MAGNITUDE:
            raise ExprError(
                f"the number {str(node.value)[:20]} is too large (limit {MAX_MAGNITUDE})",
                offset,
                "card values are small; use a smaller number",
            )
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS or node.keywords:
            name = node.func.id if isinstance(node.func, ast.Name) else "this function"
            raise ExprError(
                f"calling {name} is not allowed",
                offset,
                "only abs(x), min(x, y) and max(x, y) may be called",
            )
        if (
            not node.args
            or any(isinstance(arg, ast.Starred) for arg in node.args)
            or (node.func.id == "abs" and len(node.args) != 1)
        ):
            raise ExprError(
                f"{node.func.id} needs plain arguments",
                offset,
                "write for example abs(left - right) or max(left, right)",
            )
    allowed = (
        (
            ast.Expression,
            ast.BoolOp,
            ast.And,
            ast.Or,
            ast.BinOp,
            ast.UnaryOp,
            ast.USub,
            ast.UAdd,
            ast.Not,
            ast.Compare,
            ast.IfExp,
            ast.Call,
            ast.Name,
            ast.Load,
            ast.Constant,
        )
        + tuple(_BINARY)
        + tuple(_COMPARE)
    )
    if not isinstance(node, allowed):
        raise ExprError(
            f"{_NAMES.get(type(node), type(node).__name__.lower())} is not allowed in an "
            "expression",
            offset,
            _usable(names),
        )


class _Evaluator:
    def __init__(self, names: dict[str, int], source: str = ""):
        self.names = names
        self.source = source

    def part(self, node: ast.AST) -> str:
        """The text of one step of the expression, as its author wrote it."""
        return ast.get_source_segment(self.source, node) or "" if self.source else ""

    def bounded(self, value: int, node: ast.AST) -> int:
        if abs(value) > MAX_RESULT:
            raise ExprEvalError("a number grows too large", "overflow", self.part(node))
        return value

    def visit(self, node: ast.AST) -> object:
        return getattr(self, "visit_" + type(node).__name__)(node)

    def visit_Constant(self, node: ast.Constant) -> int:
        return node.value

    def visit_Name(self, node: ast.Name) -> int:
        return self.names[node.id]

    def visit_BinOp(self, node: ast.BinOp) -> int:
        left, right = self.visit(node.left), self.visit(node.right)
        if isinstance(node.op, (ast.FloorDiv, ast.Mod)) and right == 0:
            raise ExprEvalError("division by zero", "division", self.part(node))
        return self.bounded(_BINARY[type(node.op)](left, right), node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> object:
        value = self.visit(node.operand)
        if isinstance(node.op, ast.Not):
            return not value
        return self.bounded(-value if isinstance(node.op, ast.USub) else +value, node)

    def visit_BoolOp(self, node: ast.BoolOp) -> object:
        if isinstance(node.op, ast.And):
            return all(self.visit(value) for value in node.values)
        return any(self.visit(value) for value in node.values)

    def visit_Compare(self, node: ast.Compare) -> bool:
        left = self.visit(node.left)
        for op, comparator in zip(node.ops, node.comparators):
            right = self.visit(comparator)
            if not _COMPARE[type(op)](left, right):
                return False
            left = right
        return True

    def visit_IfExp(self, node: ast.IfExp) -> object:
        return self.visit(node.body) if self.visit(node.test) else self.visit(node.orelse)

    def visit_Call(self, node: ast.Call) -> int:
        args = [self.visit(arg) for arg in node.args]
        if node.func.id == "abs":
            return abs(args[0])
        return FUNCTIONS[node.func.id](args)
