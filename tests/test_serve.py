"""``serve``: the writers' live preview rebuilds a page when its source is saved."""

from __future__ import annotations

import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


class Output:
    """The server's output, read line by line on a thread so that a wait can time out."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        assert process.stdout is not None
        threading.Thread(target=self._read, args=(process.stdout,), daemon=True).start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.put(line)

    def wait_for(self, pattern: str, seconds: float) -> re.Match:
        """The next line matching ``pattern`` within ``seconds``."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(line)
            if found := re.search(pattern, line):
                return found
        pytest.fail(f"no {pattern!r} in the server's output:\n{''.join(self.seen[-40:])}")


def _get(url: str) -> str:
    """The page at ``url``; the server starts listening just after it prints its address."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return urllib.request.urlopen(url, timeout=10).read().decode()
        except urllib.error.URLError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def test_serve_rebuilds_and_serves_a_page_after_it_is_saved(tmp_path: Path) -> None:
    for name in ("docs", "locales", "examples"):
        shutil.copytree(REPO / name, tmp_path / name)
    shutil.copy(REPO / "conf.py", tmp_path / "conf.py")
    environment = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "generator", "serve", "--port", "0", "--root", str(tmp_path)],
        cwd=tmp_path,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # the server and its Sphinx runs end together below
    )
    output = Output(process)
    try:
        address = output.wait_for(r"Serving on (http://127\.0\.0\.1:\d+)", 120)[1]
        page = _get(f"{address}/index.html")
        assert "<html" in page and "A paragraph saved while serving." not in page
        index = tmp_path / "docs" / "index.md"
        index.write_text(
            index.read_text(encoding="utf-8") + "\nA paragraph saved while serving.\n",
            encoding="utf-8",
        )
        output.wait_for(r"Detected changes", 60)
        output.wait_for(r"Serving on", 120)
        page = _get(f"{address}/index.html")
        assert "A paragraph saved while serving." in page
        assert not (tmp_path / "build" / "site").exists()  # the published site is not touched
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
