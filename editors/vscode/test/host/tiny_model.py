"""Build the Python tests' tiny random Qwen2 model (tests/models/tiny_model.py) into a folder.

Usage: .venv/bin/python editors/vscode/test/host/tiny_model.py FOLDER
The host suite points cass.model.asmModel at FOLDER (HF_HUB_OFFLINE=1: nothing is downloaded).
"""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(REPO))

from tests.models.tiny_model import build_tiny_model  # noqa: E402

if __name__ == "__main__":
    build_tiny_model(Path(sys.argv[1]))
    print(sys.argv[1])
