"""What printgen says about itself: where its issue tracker is, from the installed metadata."""

from __future__ import annotations

FALLBACK_TRACKER = "https://github.com/printgen/printgen/issues"
# the docs as a user can open them: the docs folder is not installed with the package
DOCS_URL = "https://github.com/printgen/printgen/blob/main/docs"


def tracker_url() -> str:
    """Where to report a bug: the project's issue tracker from the installed metadata."""
    try:
        from importlib.metadata import PackageNotFoundError, metadata

        urls = metadata("printgen").get_all("Project-URL") or []
    except (ImportError, PackageNotFoundError):
        urls = []
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower() in ("issues", "bug tracker", "tracker"):
            return url.strip()
    return FALLBACK_TRACKER
