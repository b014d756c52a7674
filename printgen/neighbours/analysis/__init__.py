"""Balance analysis of a setup: bots, a fast simulator, statistics, an exact two-player solver,
advice an author can act on, and a PDF report.

Data flows one way: setup -> compiled game (value indices and a score table) -> simulation or
exact solve -> summary -> advice -> text, JSON or PDF.
"""

import glob as _glob
import os as _os


def compiled_before() -> bool:
    """True when the analyzer's compiled code is cached, so a run starts in about a second.

    numba caches beside the modules (or in NUMBA_CACHE_DIR); with no index file there, the
    first run compiles for about half a minute, which the CLI says before it starts.
    """
    folders = [_os.path.join(_os.path.dirname(__file__), "__pycache__")]
    if _os.environ.get("NUMBA_CACHE_DIR"):
        folders.append(_os.environ["NUMBA_CACHE_DIR"])
    return any(_glob.glob(_os.path.join(folder, "**", "*.nbi"), recursive=True) for folder in folders)
