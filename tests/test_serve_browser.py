"""`printgen serve` in a real browser: headless Chromium driven by selenium types a mistake, sees
the diagnostic at its line, fixes it, sees the card's pixels change, saves, and meets a file
changed in another editor. Skipped, saying why, only where no Chromium and chromedriver are found
(`apt-get install chromium chromium-driver`, as .ci/run does).

PRINTGEN_UPDATE_GALLERY=1 writes the page's screenshot to docs/gallery/serve.png for the README.
"""

from __future__ import annotations

import base64
import io
import os
import shutil
import tempfile

import pytest
from serve_helpers import ROOT, game_folder, kit_pages, running

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM = next((found for name in BROWSERS if (found := shutil.which(name))), None)
DRIVER = shutil.which("chromedriver") or next(
    (
        path
        for path in ("/usr/lib/chromium/chromedriver", "/usr/bin/chromedriver")
        if os.path.exists(path)
    ),
    None,
)
WAIT_S = 60

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None,
    reason="no Chromium and chromedriver found: install them (apt-get install chromium "
    "chromium-driver) to run the browser tests of printgen serve",
)


@pytest.fixture
def browser():
    webdriver = pytest.importorskip(
        "selenium.webdriver", reason="selenium is not installed: pip install '.[test]'"
    )
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="printgen-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        "--window-size=1500,950",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _read(path) -> str:
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _wait(driver, condition, message: str):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, WAIT_S, poll_frequency=0.1).until(lambda d: condition(d), message)


def _pixels(src: str) -> bytes:
    from PIL import Image

    return Image.open(io.BytesIO(base64.b64decode(src.split(",", 1)[1]))).convert("RGB").tobytes()


def _replace(driver, old: str, new: str) -> None:
    """Selects `old` in the editor and types `new` over it, key by key, as a person would."""
    from selenium.webdriver.common.action_chains import ActionChains

    driver.execute_script(
        "const t = document.getElementById('text'); const at = t.value.indexOf(arguments[0]);"
        "if (at < 0) throw new Error('not in the editor: ' + arguments[0]); t.focus(); "
        "t.setSelectionRange(at, at + arguments[0].length);",
        old,
    )
    ActionChains(driver).send_keys(new).perform()


def _pictures(driver) -> list[str]:
    # at one moment, never half-redrawn
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#pictures img'), (img) => img.src)"
    )


def _errors(driver) -> list[tuple[str, str]]:
    return [
        tuple(pair)
        for pair in driver.execute_script(
            "return Array.from(document.querySelectorAll('#diagnostics li.error.here'), (li) "
            "=> [li.dataset.line, li.dataset.code])"
        )
    ]


def test_type_a_mistake_see_it_at_its_line_fix_it_see_the_card_change_and_save(tmp_path, browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    folder = game_folder(tmp_path)
    path = os.path.join(folder, "game.yaml")
    line = str(next(n for n, text in enumerate(_read(path).splitlines(), 1) if '"#c0392b"' in text))
    with running(folder) as client:
        browser.get(client.server.url)
        pages = kit_pages(path)
        _wait(browser, lambda d: len(_pictures(d)) == pages, f"the kit's {pages} pages are drawn")
        before = _pictures(browser)

        _replace(browser, "c0392b", "c0392")  # a colour of five digits
        _wait(browser, lambda d: [e[0] for e in _errors(d)] == [line], f"one error, at line {line}")
        assert browser.find_element("css selector", f"#gutter div.error[data-line='{line}']")
        assert browser.find_element("css selector", f"#marks div.error[data-line='{line}']")
        # the last good pictures, greyed
        assert "stale" in browser.find_element("id", "pictures").get_attribute("class")
        item = browser.find_element("css selector", "#diagnostics li.error.here")
        assert item.find_element("css selector", ".hint").text
        link = item.find_element("css selector", "a.code").get_attribute("href")
        assert link.startswith(f"http://127.0.0.1:{client.port}/checks?token=") and link.endswith(
            "#" + _errors(browser)[0][1]
        )
        screenshot = tmp_path / "serve.png"
        browser.save_screenshot(str(screenshot))
        if os.environ.get("PRINTGEN_UPDATE_GALLERY"):
            shutil.copy(screenshot, os.path.join(ROOT, "docs", "gallery", "serve.png"))

        _replace(browser, "c0392", "0000ff")  # red cards turn blue
        _wait(
            browser,
            lambda d: (
                not _errors(d)
                and "stale" not in d.find_element("id", "pictures").get_attribute("class")
                and _pictures(d) != before
            ),
            "the kit drawn again",
        )
        after = _pictures(browser)
        # the card sheet's pixels differ
        assert len(after) == len(before) and _pixels(after[1]) != _pixels(before[1])
        assert _read(path).count("#c0392b") == 1  # nothing saved yet

        ActionChains(browser).key_down(Keys.CONTROL).send_keys("s").key_up(Keys.CONTROL).perform()
        _wait(
            browser,
            lambda d: d.find_element("tag name", "body").get_attribute("data-saved"),
            "saved",
        )
        on_disk = _read(path)
        assert '"#0000ff"' in on_disk and "#c0392b" not in on_disk
        assert on_disk == browser.execute_script("return document.getElementById('text').value")

        # one undo after the save brings the saved-over text back
        browser.find_element("id", "undo").click()
        # the server writes the file before the page has its answer: wait for both, or a busy
        # machine (the suite runs on every core) reads the editor still holding the saved text
        _wait(
            browser,
            lambda d: (
                "#c0392b" in _read(path)
                and "#c0392b" in d.execute_script("return document.getElementById('text').value")
            ),
            "the text before the save is back on disk and in the editor",
        )
        assert '"#0000ff"' not in _read(path) and _read(path) == browser.execute_script(
            "return document.getElementById('text').value"
        )
        assert not browser.find_element("id", "undo").is_enabled()


def test_a_change_made_in_another_editor_reloads_and_a_conflict_loses_nothing(tmp_path, browser):
    folder = game_folder(tmp_path)
    path = os.path.join(folder, "game.yaml")
    original = _read(path)

    def editor(d):
        return d.execute_script("return document.getElementById('text').value")

    with running(folder) as client:
        browser.get(client.server.url)
        pages = kit_pages(os.path.join(folder, "game.yaml"))
        _wait(browser, lambda d: len(_pictures(d)) == pages, "the kit is drawn")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original.replace("max: 6", "max: 5", 1))
        _wait(
            browser, lambda d: "max: 5" in editor(d), "the editor reloads the file changed on disk"
        )

        _replace(browser, "max: 5", "max: 4")  # an edit of ours, not saved
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(original.replace("max: 6", "max: 3", 1))
        _wait(
            browser,
            lambda d: d.find_element("id", "conflict").is_displayed(),
            "the conflict is shown",
        )
        assert "max: 4" in editor(browser)  # our text stays in the editor
        browser.find_element("id", "take-theirs").click()
        _wait(browser, lambda d: "max: 3" in editor(d), "the file's text is taken")
        browser.find_element("id", "restore-mine").click()
        _wait(browser, lambda d: "max: 4" in editor(d), "our text is brought back")
        assert "max: 3" in _read(path)  # and nothing was written without a save


def test_a_picture_changed_on_disk_redraws_the_page(tmp_path, browser):
    from PIL import Image

    folder = tmp_path / "kit"
    shutil.copytree(os.path.join(ROOT, "docs", "examples"), folder)
    with running(str(folder), str(folder / "market-day.yaml")) as client:
        browser.get(client.server.url)
        _wait(browser, lambda d: len(_pictures(d)) == 2, "the kit's pages are drawn")
        before = _pictures(browser)
        picture = folder / "art" / "bread.png"
        Image.new("RGB", Image.open(picture).size, (0, 200, 0)).save(picture)
        os.utime(picture, ns=(1, 1))
        _wait(
            browser,
            lambda d: len(_pictures(d)) == 2 and _pictures(d) != before,
            "the page drawn again with the new picture",
        )
        assert _pixels(_pictures(browser)[1]) != _pixels(before[1])
