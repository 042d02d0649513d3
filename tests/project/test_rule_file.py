"""A project's rule file (``cass-lsp.toml``): each kind of rule, as the translation applies it, and
a bad file as problems with their lines, never an exception."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from cass_lsp.core.result import Severity
from cass_lsp.project.rule_file import RULE_FILE, find_rule_file, load, parse, schema
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.suppression import FindingPolicy
from tests.translate.strict import translate


def _options(rule_file: str, **kwargs) -> TranslateOptions:  # type: ignore[no-untyped-def]
    project = parse(rule_file)
    assert project.problems == ()
    return TranslateOptions(project=project, findings=FindingPolicy(project.severities), **kwargs)


def test_renames_each_kind_of_name_in_code_and_in_macro_bodies() -> None:
    rules = """
[rename.functions]
cudaCheckedMalloc = "hipCheckedMalloc"
[rename.macros]
CUDA_CHECK = "HIP_CHECK"
[rename.types]
cudaVendorStream = "hipVendorStream"
[rename.enumerators]
CUDA_VENDOR_OK = "HIP_VENDOR_OK"
"""
    source = (
        "#define CUDA_CHECK(x) do { if ((x) != CUDA_VENDOR_OK) abort(); } while (0)\n"
        "#define ALLOC(p) cudaCheckedMalloc(p)\n"
        "struct S { int cudaCheckedMalloc; };\n"
        "int main() { cudaVendorStream s; float* p; CUDA_CHECK(cudaCheckedMalloc(&p)); S v; v.cudaCheckedMalloc = 1;"
        " return sizeof(cudaVendorStream); }\n"
    )
    plain = translate(source)
    assert "cudaCheckedMalloc(&p)" in plain.text  # no table knows them
    out = translate(source, _options(rules)).text
    assert "#define HIP_CHECK(x) do { if ((x) != HIP_VENDOR_OK) abort(); } while (0)" in out
    assert "#define ALLOC(p) hipCheckedMalloc(p)" in out
    assert "hipVendorStream s;" in out and "sizeof(hipVendorStream)" in out
    assert "HIP_CHECK(hipCheckedMalloc(&p))" in out
    assert "int cudaCheckedMalloc; };" in out and "v.cudaCheckedMalloc = 1" in out  # members are others'
    assert "unknown-cuda-api" not in {f.code for f in translate(source, _options(rules)).findings}


def test_a_header_map_rewrites_includes_and_wins_over_the_tables() -> None:
    rules = '[headers]\n"cuda_helpers.cuh" = "hip_helpers.h"\n"cuda_fp16.h" = "vendor/half.h"\n'
    source = (
        '#include "cuda_helpers.cuh"\n#include <cuda_fp16.h>\n// #include "cuda_helpers.cuh"\n'
        "__global__ void k(__half* h) {}\n"
    )
    assert "hip/hip_fp16.h" in translate(source).text
    out = translate(source, _options(rules)).text
    assert '#include "hip_helpers.h"\n' in out and "#include <vendor/half.h>\n" in out
    assert "hip_fp16" not in out
    assert '// #include "cuda_helpers.cuh"' in out  # a comment keeps its text


def test_own_names_are_never_translated_and_never_unknown() -> None:
    rules = '[names]\nown = ["cudaMalloc", "cudaVendorAlloc"]\n'
    source = (
        "#define A(p) cudaMalloc(p, 4)\nint main() { float* p; cudaMalloc(&p, 4); cudaVendorAlloc(p); cudaFree(p); }\n"
    )
    plain = translate(source)
    assert "hipMalloc(&p, 4)" in plain.text and [f.code for f in plain.findings] == ["unknown-cuda-api"]
    mine = translate(source, _options(rules))
    assert "#define A(p) cudaMalloc(p, 4)" in mine.text and "cudaMalloc(&p, 4)" in mine.text
    assert "hipFree(p)" in mine.text  # what is not declared the project's is translated
    assert mine.findings == ()


# The uses of the project's macros in a file that does not define them (its header does).
PASTING = """
#include "check.h"  // #define cuda(f, ...) checkCuda(cuda##f(__VA_ARGS__), #f) and CUBLAS(f, ...)
int main() {
  float* p;
  cuda(Malloc(&p, 16));
  cuda(ThreadSynchronize());
  cuda(MemcpyAsync(p, p, 16, cudaMemcpyDeviceToDevice, 0));
  cuda(BrandNewCall(p));
  cuda(Profilerize(p));
  CUBLAS(Sgemm_v2, 0);
  const char* s = "cuda(Malloc(x))";  // cuda(Free(p)) in a comment
  return 0;
}
"""


def test_a_named_pasting_macro_is_followed_into_the_files_that_use_it() -> None:
    rules = '[pasting-macros]\ncuda = {}\nCUBLAS = { prefix = "cublas" }\n'  # hip-prefix: the convention's
    plain = translate(PASTING, TranslateOptions(hip_version="6.4.3"))
    assert "cuda(ThreadSynchronize())" in plain.text  # no #define here: nothing says what cuda() pastes
    result = translate(PASTING, _options(rules, hip_version="6.4.3"))
    out = result.text
    assert "cuda(Malloc(&p, 16))" in out  # hipMalloc: the same rest
    assert "cuda(DeviceSynchronize())" in out  # cudaThreadSynchronize -> hipDeviceSynchronize
    assert "hipMemcpyDeviceToDevice" in out  # the other arguments are code as any other
    assert "CUBLAS(Sgemm, 0)" in out  # cublasSgemm_v2 -> hipblasSgemm
    assert '"cuda(Malloc(x))"' in out and "// cuda(Free(p))" in out
    by_code = {f.code: f for f in result.findings}
    assert "cudaThreadSynchronize is deprecated" in by_code["deprecated-in-cuda"].message
    unknown = [f.message for f in result.findings if f.code == "unknown-cuda-api"]
    assert [m.split(" is a CUDA API")[0] for m in unknown] == [
        "cudaBrandNewCall (pasted by cuda(BrandNewCall...))",
        "cudaProfilerize (pasted by cuda(Profilerize...))",
    ]


def test_naming_a_macro_the_default_translates_changes_only_the_note() -> None:
    """One rule translates pasting macros (token-paste): a project's entry is data it reads, never a
    second rule over the same text."""
    source = (
        "#define cuda(f, ...) cuda##f(__VA_ARGS__)\n#define CUFFT(f) cufft##f\n"
        "void g(void** p) { cuda(MallocHost(p, 4)); }\n"
    )
    plain = translate(source)
    named = translate(source, _options('[pasting-macros]\ncuda = {}\nCUFFT = { prefix = "cufft" }\n'))
    assert named.text == plain.text and "cuda(HostMalloc(p, 4, hipHostMallocDefault))" in named.text
    assert "hipfft##f" in named.text
    assert [f.code for f in plain.findings] == ["token-paste"]  # CUFFT is not used here: checked nowhere
    assert "[pasting-macros] CUFFT = {}" in plain.findings[0].message
    assert named.findings == ()  # named: its uses are checked in the files that use it


def test_a_prefix_the_convention_does_not_know() -> None:
    """cuDNN's names become MIOpen's, which the convention cannot spell for every name: the project says
    the HIP prefix, and each use's rest follows MIOpen's name."""
    source = (
        "#define CUDNN(f, ...) check(cudnn##f(__VA_ARGS__))\n"
        "void g(cudnnHandle_t* h, cudnnTensorDescriptor_t d) {\n"
        "  CUDNN(Create(h));\n  CUDNN(SetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 1, 1, 1));\n}\n"
    )
    plain = translate(source)
    assert "cudnn##f" in plain.text and "CUDNN(Create(h))" in plain.text  # not HIPIFY's convention
    out = translate(source, _options('[pasting-macros]\nCUDNN = { prefix = "cudnn", hip-prefix = "miopen" }\n')).text
    assert "check(miopen##f(__VA_ARGS__))" in out and "CUDNN(Create(h))" in out
    assert "CUDNN(Set4dTensorDescriptor(d, " in out  # cudnnSetTensor4dDescriptor is miopenSet4dTensorDescriptor


def test_a_macro_turned_off_is_left_as_written() -> None:
    """A macro that pastes the project's own names (cuBlur, cuSharpen) must keep its prefix."""
    source = (
        "void cuBlur(float*);\nvoid cuSharpen(float*);\n#define cu(name) cu##name\n"
        "void g(float* p) { cu(Blur)(p); cu(Sharpen)(p); }\n"
    )
    plain = translate(source)
    assert "#define cu(name) hip##name" in plain.text  # by the convention: the HIP build calls hipBlur
    kept = translate(source, _options('[pasting-macros]\ncu = "off"\n'))
    assert kept.text == source and kept.findings == ()


def test_a_pasting_macro_reports_what_its_hip_prefix_cannot_spell() -> None:
    """Once, whether the file defines the macro or the project names it, or both (it was reported by
    two rules under two codes)."""
    rules = '[pasting-macros]\nCUBLAS = { prefix = "cublas", hip-prefix = "hipblas" }\n'
    use = "void g() { CUBLAS(Sgemm_v2, 0); }\n"
    for source in ("#define CUBLAS(f, ...) cublas##f(__VA_ARGS__)\n" + use, use):
        result = translate(source, _options(rules, roc=True))  # rocblas_sgemm: no hipblas## spells it
        assert [(f.code, f.severity) for f in result.findings] == [("token-paste", Severity.ERROR)]
        assert "call rocblas_sgemm without the macro" in result.findings[0].message
        assert "CUBLAS(Sgemm_v2, 0)" in result.text


def test_a_pasted_name_is_reported_as_the_api_is_for_an_older_hip() -> None:
    rules = "[pasting-macros]\ncuda = {}\n"
    source = "int main(void** p) { cuda(MallocAsync(p, 4, 0)); }\n"
    result = translate(source, _options(rules, hip_version="5.1.0"))
    assert [(f.code, f.severity) for f in result.findings] == [("hip-version", Severity.ERROR)]
    assert "hipMallocAsync (for cudaMallocAsync) appeared in HIP 5.2.0" in result.findings[0].message


def test_a_pasted_name_the_project_renames_is_no_unknown_api() -> None:
    """cudaPoolAlloc is the project's, renamed hipPoolAlloc: the HIP build pastes that name."""
    source = "int main(void** p) { cuda(PoolAlloc(p, 4)); cuda(PoolFree(p)); }\n"
    rules = '[pasting-macros]\ncuda = {}\n[rename.functions]\ncudaPoolAlloc = "hipPoolAlloc"\n'
    result = translate(source, _options(rules))
    assert result.text == source
    assert [source.encode()[f.start : f.end].decode() for f in result.findings] == ["PoolFree"]  # not renamed


def test_severity_per_code_demotes_and_turns_off() -> None:
    rules = '[findings]\nwarp-size-literal = "info"\nunknown-cuda-api = "off"\n'
    source = "__global__ void k(int* o) { o[threadIdx.x & 31] = 0; cudaVendorThing(); }\n"
    plain = translate(source)
    assert {(f.code, f.severity) for f in plain.findings} == {
        ("warp-size-literal", Severity.WARNING),
        ("unknown-cuda-api", Severity.ERROR),
    }
    decided = translate(source, _options(rules))
    assert [(f.code, f.severity) for f in decided.findings] == [("warp-size-literal", Severity.INFO)]
    assert [(s.finding.code, s.by) for s in decided.suppressed] == [("unknown-cuda-api", RULE_FILE)]
    assert decided.text == plain.text


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ("[rename.functions]\ncudaX = \n", 2, "not TOML"),
        ("[renames]\na = 1\n", 1, "'renames' is not a section"),
        ('[rename.classes]\ncudaX = "hipX"\n', 1, "rename.classes is not a kind of name"),
        ('[rename.functions]\ncudaX = "hip X"\n', 2, "must be a C identifier"),
        ('[rename.functions]\n"cuda-x" = "hipX"\n', 2, "is not a C identifier"),
        ('[rename.functions]\ncudaLoop = "while"\n', 2, "'while' is a C/C++ keyword, not a name to rename to"),
        ('[rename.macros]\nCUDA_X = "hipX"\nnew = "make"\n', 3, "'new' is a C/C++ keyword, not a name to rename:"),
        ('[rename.functions]\ncudaX = "a"\n[rename.macros]\ncudaX = "b"\n', 4, "renamed twice"),
        ('[names]\nown = "cudaX"\n', 2, "must be a list of names"),
        ('[names]\nown = ["cudaX"]\n[rename.types]\ncudaX = "hipX"\n', 2, "both renamed"),
        ('[headers]\n"a.h" = 3\n', 2, "must be a path in quotes"),
        ('[pasting-macros]\ncuda = "cuda"\n', 2, 'must be a table, cuda = { prefix = "cuda" }, or "off"'),
        ('[pasting-macros]\nT = { prefix = "cutensor" }\n', 2, "no HIP prefix for cutensor"),
        ('[pasting-macros]\ncuda = { prefx = "cuda" }\n', 2, "its keys are prefix and hip-prefix"),
        ('[findings]\nwarp-size-literl = "off"\n', 2, "not a finding code"),
        ('[findings]\nwarp-size-literal = "silent"\n', 2, "the level is one of error, warning, info, hint, off"),
        ("[run]\ntimeout = -1\n", 1, "run.timeout must be a positive number"),
        ('[run]\nmask = ["("]\n', 1, "is not a regular expression"),
        ("[run]\n[[run.program]]\nargs = []\n", 1, "needs a command"),
    ],
)
def test_a_bad_rule_file_is_a_problem_with_its_line_and_the_fix(text: str, line: int, says: str) -> None:
    project = parse(text, "proj/cass-lsp.toml")
    assert len(project.problems) == 1, project.problems
    problem = project.problems[0]
    assert (problem.line, says in problem.message) == (line, True), problem
    one_line = problem.text()
    assert one_line.startswith(f"proj/cass-lsp.toml:{line}: error: ") and one_line.endswith("[rule-file]")
    assert "\n" not in one_line


def test_the_good_entries_of_a_bad_rule_file_still_apply() -> None:
    project = parse('[rename.functions]\ncudaA = "hipA"\ncudaB = "not one"\n[findings]\nfp8 = "loud"\n')
    assert [p.line for p in project.problems] == [3, 5]
    assert [(r.old, r.new) for r in project.renames] == [("cudaA", "hipA")]
    out = translate("void f() { cudaA(); cudaB(); }\n", TranslateOptions(project=project)).text
    assert "hipA();" in out and "cudaB();" in out


def test_the_rule_file_is_found_as_pyproject_is_and_read_again_when_it_changes(tmp_path: Path) -> None:
    (tmp_path / "src" / "deep").mkdir(parents=True)
    source = tmp_path / "src" / "deep" / "k.cu"
    source.write_text("")
    assert find_rule_file(source) is None
    rule_file = tmp_path / RULE_FILE
    rule_file.write_text('[rename.functions]\ncudaA = "hipA"\n')
    assert find_rule_file(source) == rule_file and find_rule_file(source.parent) == rule_file
    nearer = tmp_path / "src" / RULE_FILE
    nearer.write_text("[names]\nown = []\n")
    assert find_rule_file(source) == nearer
    first = load(rule_file)
    assert load(rule_file) is first  # unchanged: not read again
    rule_file.write_text('[rename.functions]\ncudaA = "hipB"\n')
    os.utime(rule_file, ns=(first_ns := rule_file.stat().st_mtime_ns + 10**9, first_ns))
    assert [r.new for r in load(rule_file).renames] == ["hipB"]


def test_without_a_toml_reader_the_rule_file_is_one_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    """Python 3.10 without tomli (cannot run here, on 3.11: the reader's absence is simulated)."""
    monkeypatch.setitem(sys.modules, "tomllib", None)
    monkeypatch.setitem(sys.modules, "tomli", None)
    project = parse('[rename.functions]\ncudaA = "hipA"\n', "cass-lsp.toml")
    assert not project.has_rules
    assert [p.text() for p in project.problems] == [
        "cass-lsp.toml: error: reading cass-lsp.toml needs tomllib: run cass-lsp with Python 3.11 or newer, or"
        " `pip install tomli` into its environment [rule-file]"
    ]


EVERY_KEY = """
[rename.functions]
cudaA = "hipA"
[rename.macros]
CUDA_A = "HIP_A"
[rename.types]
cudaA_t = "hipA_t"
[rename.enumerators]
cudaAOk = "hipAOk"
[headers]
"a.cuh" = "a.h"
[names]
own = ["cudaMine"]
[pasting-macros]
cuda = { prefix = "cuda", hip-prefix = "hip" }
cu = "off"
[findings]
fp8 = "warning"
build-arch = "off"
[run]
timeout = 30
mask-timing = false
mask = ["^seed"]
rel-tolerance = 1e-5
abs-tolerance = 0
[[run.program]]
name = "app"
command = "./app"
args = ["-n", "4"]
inputs = ["in.txt"]
timeout = 90
"""


def test_the_schema_describes_every_key_the_reader_accepts() -> None:
    """A file using every key reads without problems, and the schema has exactly those keys (the
    editor's TOML support validates with it; no JSON Schema validator is a dependency here)."""
    project = parse(EVERY_KEY)
    assert project.problems == ()
    published = schema()
    assert set(published["properties"]) == {"rename", "headers", "names", "pasting-macros", "findings", "run"}
    run = published["properties"]["run"]
    assert set(run["properties"]) == {"timeout", "mask-timing", "mask", "rel-tolerance", "abs-tolerance", "program"}
    assert set(run["properties"]["program"]["items"]["properties"]) == {"name", "command", "args", "inputs", "timeout"}
    assert set(published["properties"]["rename"]["properties"]) == {"functions", "macros", "types", "enumerators"}
    assert set(published["properties"]["names"]["properties"]) == {"own"}
    entry, off = published["properties"]["pasting-macros"]["additionalProperties"]["anyOf"]
    assert set(entry["properties"]) == {"prefix", "hip-prefix"} and off["enum"] == ["off"]
    findings = published["properties"]["findings"]
    assert findings["additionalProperties"] == {"enum": ["error", "warning", "info", "hint", "off"]}
    assert {"warp-size-literal", "build-arch"} <= set(findings["propertyNames"]["enum"])


def test_the_schema_is_published_by_the_command_and_in_the_docs() -> None:
    import json

    from tests.cli import cli_in_process

    printed = cli_in_process(["settings-schema", "--rule-file"])
    assert printed.returncode == 0 and json.loads(printed.stdout) == schema()
    docs = Path(__file__).resolve().parents[2] / "docs" / "cass-lsp.schema.json"
    assert json.loads(docs.read_text()) == schema()  # scripts/gen_settings_docs.py writes it


def test_a_header_map_to_a_header_nothing_provides_is_a_finding(tmp_path: Path) -> None:
    """hip_helpers.h, written nowhere, gives a broken include: an error on it. A header of the
    project (found below its root, or port's output of one) or of HIP is provided."""
    (tmp_path / "include").mkdir()
    (tmp_path / "include" / "hip_fast.h").write_text("#pragma once\n")
    (tmp_path / "kernels.cu").write_text("__global__ void k() {}\n")
    rule_file = tmp_path / "cass-lsp.toml"
    rule_file.write_text(
        '[headers]\n"cuda_helpers.cuh" = "hip_helpers.h"\n"fast.cuh" = "hip_fast.h"\n'
        '"kernels.cuh" = "kernels.hip"\n"blas.h" = "hipblas/hipblas.h"\n'
    )
    project = load(rule_file)
    assert project.missing_headers == ("hip_helpers.h",) and project.problems == ()
    source = '#include "cuda_helpers.cuh"\n#include "fast.cuh"\n#include "kernels.cuh"\n#include "blas.h"\n'
    result = translate(source, TranslateOptions(project=project))
    [missing] = [f for f in result.findings if f.code == "project-header-missing"]
    assert source[missing.start : missing.end] == "cuda_helpers.cuh" and missing.severity == Severity.ERROR
    assert missing.message.startswith(f"hip_helpers.h ({rule_file}'s [headers] for cuda_helpers.cuh): no file")
    assert '#include "hip_helpers.h"' in result.text  # the mapping is still applied: the finding says it fails
