import atexit
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))

# Builds keep parsed fonts and YAML trees in a per-user cache (printgen/user_cache.py); the suite
# keeps its own, so it neither reads nor fills the cache of whoever runs it.
os.environ["PRINTGEN_CACHE_DIR"] = tempfile.mkdtemp(prefix="printgen-test-cache-")
atexit.register(shutil.rmtree, os.environ["PRINTGEN_CACHE_DIR"], True)
