"""A theme (a template folder's theme.yaml) as a kind of file: told by its name; it makes no kit of
its own."""

from printgen.kinds.kind import FileKind

THEME = FileKind(
    "theme",
    "theme",
    "printgen.theme.kind",
    "templates",
    format="printgen.style.format:THEME_FORMAT",
    format_title="printgen theme (theme.yaml)",
    the="the template",
    plural="themes",
    file_name="theme.yaml",
)
