import atexit
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))

# Builds keep parsed fonts and YAML trees in a per-user cache (printgen/core/user_cache.py); the
# suite keeps its own, so it neither reads nor fills the cache of whoever runs it.
os.environ["PRINTGEN_CACHE_DIR"] = tempfile.mkdtemp(prefix="printgen-test-cache-")
atexit.register(shutil.rmtree, os.environ["PRINTGEN_CACHE_DIR"], True)

# Tests time nothing (speed is measured in benchmarks/): a property test has no deadline, so a busy
# machine cannot fail an example for being slow.
from hypothesis import settings  # noqa: E402

settings.register_profile("printgen", deadline=None)
settings.load_profile("printgen")


def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist, the long runs marked `slow` go first.

    The processes share out the tests from the front of this list, and one long run started near
    the end would keep the others waiting for it; started first, the short tests fill in around
    them. The order within each part is kept, so a module's tests stay together and its fixtures
    are made once. A run in one process (`-n0`) keeps the files' order."""
    if not hasattr(config, "workerinput"):
        return
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
