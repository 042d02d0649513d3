"""Code that nvcc accepts and clang rejects (issue 39 item 18; nvcc_only.py), each shape checked with
nvcc 13.0 (compiles) and clang (rejects) when the test was written: findings, and the mechanical
fixes made where they mean what nvcc made of the code."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from cass_lsp.core.result import Severity, apply_edits
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.nvcc_only import declared_functions
from cass_lsp.translate.project import with_project
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

# What nvcc compiles with warnings at most, and clang fixed by the translation.
FIXED = """#include <cuda_runtime.h>
struct Particle {
  float mass(float scale);
  __device__ float charge() const;
};
__device__ float Particle::mass(float scale) { return 2.0f * scale; }
__host__ __device__ float Particle::charge() const { return 1.0f; }

template <typename T>
__device__ T twice(T* x) { return scaled(x, 2); }
template <typename T>
__device__ T scaled(T* x, int k) { return *x * k; }

__global__ void kernel(float* out) {
  Particle p;
  out[0] = p.mass(1.0f) + p.charge() + twice(out);
}
"""


def test_qualifiers_and_late_declarations_are_fixed_as_nvcc_reads_them() -> None:
    """Before: as written ("out-of-line definition of 'mass' does not match any declaration in
    'Particle'", "call to function 'scaled' that is neither visible in the template definition...")."""
    result = translate(FIXED)
    text = result.text
    assert "  __host__ __device__ float mass(float scale);\n  __host__ __device__ float charge() const;" in text
    assert "__host__ __device__ float Particle::mass(float scale)" in text
    assert "template <typename T>\n__device__ T scaled(T* x, int k);\ntemplate <typename T>\n__device__ T twice" in text
    found = [f for f in result.findings if f.code == "nvcc-only-code"]
    assert [FIXED.encode()[f.start : f.end].decode() for f in found] == ["mass", "charge", "scaled"]
    assert all(f.severity == Severity.WARNING and f.fix for f in found)
    # The fixes, applied to the CUDA source, are what the translation made of it there.
    fixed = apply_edits(FIXED, tuple(sorted((e for f in found for e in f.fix), key=lambda e: e.start)))
    assert "__host__ __device__ float mass(float scale);" in fixed and "T scaled(T* x, int k);\ntemplate" in fixed


def _compiles(lane: str, cuda: str, folder: Path, options: TranslateOptions | None = None) -> None:
    """The translation of ``cuda`` for lane ``lane``'s HIP compiles there (as main.hip in ``folder``)."""
    options = options or TranslateOptions()
    if lane == "5.2":
        options = dataclasses.replace(options, hip_version="5.2.3")
    (folder / "main.hip").write_text(translate(cuda, options).text, encoding="utf-8")
    compile_on_lane(lane, folder / "main.hip")


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_fixed_code_compiles(lane: str, tmp_path: Path) -> None:
    _compiles(lane, FIXED, tmp_path)


# What nvcc compiles and nothing mechanical fixes for clang.
REPORTED = """#include <cuda_runtime.h>
#include <cstdarg>
#include <cstdlib>
int host_offset(int v) { return v + 1; }
__host__ __device__ int shifted(int v) { return host_offset(v); }
__device__ int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
__device__ int magnitude = abs(-3);
__constant__ float2 origin = make_float2(0.0f, 0.0f);
__global__ void kernel(int* out) { out[0] = shifted(1) + sum(2, 1, 2) + magnitude; }
"""


def test_what_has_no_mechanical_fix_is_reported() -> None:
    result = translate(REPORTED)
    found = [
        (f.severity, REPORTED.encode()[f.start : f.end].decode()) for f in result.findings if f.code == "nvcc-only-code"
    ]
    assert found == [
        (Severity.WARNING, "host_offset"),
        (Severity.ERROR, "va_arg"),
        (Severity.ERROR, "abs(-3)"),
    ]  # make_float2 is constexpr in HIP: no finding
    assert "wherever `shifted` is compiled for the GPU" in result.findings[0].message
    assert result.text.count("__host__ __device__") == 1  # nothing rewritten


def test_matching_qualifiers_and_own_recursion_say_nothing_and_an_overload_is_matched_by_its_types() -> None:
    source = """struct A { __device__ float f(float); float g(int); float g(float); };
__device__ float A::f(float x) { return x; }
__device__ float A::g(float x) { return x; }
template <typename T> __device__ T down(T x, int n) { return n ? down(x, n - 1) : x; }
"""
    result = translate(source)
    assert [source[f.start : f.end] for f in result.findings if f.code == "nvcc-only-code"] == ["g"]
    assert "float g(int); __host__ __device__ float g(float); };" in result.text


def test_an_operator_returning_a_reference_is_a_member_like_any_other() -> None:
    """MCBooster's Vector3R (vendored by GooFit): `__host__ __device__ Vector3R &operator*=(...)` in the
    class, `inline Vector3R &Vector3R::operator*=(...)` outside it. A definition whose declarator is a
    reference (`T &f()`) was no function to the syntax layer, and an operator no member to the rule:
    clang said "__host__ function 'operator*=' cannot overload __host__ __device__ function"."""
    src = (
        "class V {\n public:\n  __host__ __device__ inline V &operator*=(const double c);\n  double v[3];\n};\n"
        "inline V &V::operator*=(const double c) { v[0] *= c; return *this; }\n"
    )
    r = translate(src)
    assert "__host__ __device__ inline V &V::operator*=(const double c) {" in r.text
    assert [f.code for f in r.findings if f.code == "nvcc-only-code"] == ["nvcc-only-code"]


# MCBooster's Vector3R.h (vendored by GooFit, 28 of its units): friends declared __host__ __device__
# in the class, defined without qualifiers at namespace scope; nvcc 13 compiles it (checked here).
FRIENDS = """class V {
 public:
  __host__ __device__ inline friend V operator*(double c, const V &v2);
  __host__ __device__ inline friend double operator*(const V &v1, const V &v2);
  __host__ __device__ inline friend V operator*(const V &v1, double c);
  friend __host__ __device__ V cross(const V &a, const V &b);
  __host__ inline friend int show(const V &v);
  __host__ __device__ V();
  double x;
};
inline V::V() : x(0) {}
inline V operator*(double c, const V &v2) { V r; r.x = c * v2.x; return r; }
inline double operator*(const V &v1, const V &v2) { return v1.x * v2.x; }
inline V operator*(const V &v1, double c) { return c * v1; }
V cross(const V &p1, const V &p2) { return p1; }  // the declaration names them otherwise
inline int show(const V &v) { return 0; }
__global__ void k(double *o) { V a, b; o[0] = a * b + (2.0 * a).x + (a * 2.0).x + cross(a, b).x; }
"""


def test_a_friend_defined_outside_its_class_takes_the_qualifiers_of_its_declaration() -> None:
    """Before: as written ("__host__ function 'operator*' cannot overload __host__ __device__ function
    'operator*'"). Overloads are told apart by their parameter types; a host friend stays host. The
    constructor defined outside the class (a `declaration` in it, not a field) was missed alike."""
    result = translate(FRIENDS)
    text = result.text
    assert "__host__ __device__ inline V::V() : x(0) {}" in text
    assert "__host__ __device__ inline V operator*(double c, const V &v2) {" in text
    assert "__host__ __device__ inline double operator*(const V &v1, const V &v2) {" in text
    assert "__host__ __device__ inline V operator*(const V &v1, double c) {" in text
    assert "__host__ __device__ V cross(const V &p1, const V &p2) {" in text
    assert "\ninline int show(const V &v)" in text
    found = [f for f in result.findings if f.code == "nvcc-only-code"]
    assert [FRIENDS.encode()[f.start : f.end].decode() for f in found] == ["V", *["operator*"] * 3, "cross"]
    assert all(f.fix and all(e.portable for e in f.fix) for f in found)


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_friends_compile(lane: str, tmp_path: Path) -> None:
    _compiles(lane, FRIENDS, tmp_path)


# GooFit's GSpline.cu: an inline __device__ function nothing calls names the project's host `abort`
# (declared in another header); nvcc 13 compiles this file (checked here), and errors once a kernel calls it.
NEVER_EMITTED = """#include <string>
namespace G {
__device__ inline float norm(float z, unsigned L) {
  if (L == 0) return 1;
  abort(__FILE__, __LINE__, "Wrong value of L");
  return 0;
}
template <typename T> __device__ T twice(T x) { if (x < 0) abort(__FILE__, __LINE__, "negative"); return 2 * x; }
__device__ float kept(float x) { return x; }
__global__ void k(float* o) { o[0] = kept(o[1]); }
}
"""
ABORT_H = "#include <string>\nnamespace G {\nvoid abort(std::string file, int line, std::string reason);\n}\n"


def test_a_device_function_nvcc_never_emits_may_call_the_projects_host_functions() -> None:
    """Before: as written ("no matching function for call to 'abort'" in both of clang's passes)."""
    options = with_project(TranslateOptions(), [ABORT_H.encode(), NEVER_EMITTED.encode()])
    assert options.host_functions == ("abort",)
    result = translate('#include "abort.h"\n' + NEVER_EMITTED, options)
    assert "__host__ __device__ inline float norm(float z, unsigned L) {" in result.text
    assert "template <typename T> __host__ __device__ T twice(T x)" in result.text
    assert "\n__device__ float kept(float x)" in result.text
    found = [f for f in result.findings if f.code == "nvcc-only-code"]
    assert len(found) == 2 and all(f.fix and "no matching function for call to 'abort'" in f.message for f in found)
    # without the project's facts, or where the project declares it for the GPU too: unchanged
    assert "__host__ __device__" not in translate(NEVER_EMITTED).text
    device_too = ABORT_H + "__device__ void abort(const char* reason);\n"
    options = with_project(TranslateOptions(), [device_too.encode(), NEVER_EMITTED.encode()])
    assert "__host__ __device__" not in translate(NEVER_EMITTED, options).text


def test_the_functions_declared_for_each_side_are_read_from_the_text() -> None:
    source = (
        b"namespace G {\nvoid abort(std::string f, int l);\n__device__ float dev(float x);\n"
        b"GOOFIT_HOSTDEVICE float hd(float);\ntemplate <typename T> __host__ __device__\nT tmpl(T x) { return x; }\n"
        b"int run() { else stop(); x = foo(3); return bar(2); std::cout << baz(1); CHECK(x); }\n"
        b"static inline double helper(const V<int, 2> &v) { return 0; }\nconstexpr int width() { return 4; }\n}\n"
    )
    assert declared_functions(source) == (("abort", "helper", "run"), ("dev", "hd", "tmpl"))


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_never_emitted_device_functions_compile(lane: str, tmp_path: Path) -> None:
    options = with_project(TranslateOptions(), [ABORT_H.encode(), NEVER_EMITTED.encode()])
    (tmp_path / "abort.h").write_text(ABORT_H, encoding="utf-8")
    _compiles(lane, '#include "abort.h"\n' + NEVER_EMITTED, tmp_path, options)


# fork_union (vendored by StringZilla) names `constexpr` locals in an x86 host function's inline asm.
ASM_CONSTANT = """#include <cstdint>
struct pause_t {
  inline void operator()() const noexcept {
    constexpr std::uint32_t sleep_level = 0;
    const int other = 3;
    std::uint32_t const deadline_lo = static_cast<std::uint32_t>(other);
    __asm__ __volatile__("mov %[lo], %%eax" : : [lo] "r"(deadline_lo), "b"(sleep_level), "c"(other) : "eax");
  }
};
"""


def test_a_constant_local_an_asm_operand_names_becomes_static() -> None:
    result = translate(ASM_CONSTANT)
    assert "    static constexpr std::uint32_t sleep_level = 0;\n    static const int other = 3;\n" in result.text
    assert "    std::uint32_t const deadline_lo" in result.text  # not a constant: clang accepts it
    found = [f for f in result.findings if f.code == "nvcc-only-code"]
    assert [ASM_CONSTANT[f.start : f.end] for f in found] == ["sleep_level", "other"]
    assert all(f.fix and "declared in enclosing function" in f.message for f in found)


FORK_UNION = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "projects" / "StringZilla" / "fork_union"


@pytest.mark.slow
def test_fork_unions_header_compiles_for_the_gpu(tmp_path: Path) -> None:
    """Before: "reference to local variable 'sleep_level' declared in enclosing function
    'ashvardanian::fork_union::x86_tpause_t::operator()'" in clang's device pass (the shape alone, in
    a smaller file, compiles: what else the header holds decides, so the real header is compiled)."""
    header = FORK_UNION / "include" / "fork_union.hpp"
    if not header.is_file():
        pytest.skip(f"no corpus at {header}")
    (tmp_path / "fork_union.hpp").write_text(translate(header.read_bytes()).text, encoding="utf-8")
    (tmp_path / "main.hip").write_text(
        '#include <hip/hip_runtime.h>\n#include "fork_union.hpp"\n__global__ void k(int* p) { p[0] = 1; }\n'
    )
    compile_on_lane("6.4", tmp_path / "main.hip")


# StringZilla's types.h: an assert macro that calls a __device__ function in the device pass, used in
# host functions (SZ_INTERNAL is `inline static`); nvcc 13 compiles it with -DDEBUG=1 (checked here).
DEVICE_PASS_ASSERT = """#include <stdio.h>
#if DEBUG && defined(__CUDA_ARCH__)
__device__ __noinline__ void fail_(const char* c) { printf("%s\\\\n", c); __trap(); }
#define check_(x) do { if (!(x)) fail_(#x); } while (0)
#else
#define check_(x) ((void)(x))
#endif
static inline int log2i(int x) { check_(x > 0); int r = 0; while (x >>= 1) r++; return r; }
__global__ void k(int* p) { p[0] = 1; }
"""


def test_a_device_function_only_the_device_pass_reads_may_be_named_by_host_code() -> None:
    result = translate(DEVICE_PASS_ASSERT)
    assert "__host__ __device__ __noinline__ void fail_(const char* c)" in result.text
    found = [f for f in result.findings if f.code == "nvcc-only-code"]
    assert [DEVICE_PASS_ASSERT[f.start : f.end] for f in found] == ["fail_"] and found[0].fix
    # named by device code only: as it was
    kernel_only = DEVICE_PASS_ASSERT.replace(
        "#define check_(x) do { if (!(x)) fail_(#x); } while (0)",
        '#define check_(x) ((void)(x))\n__global__ void g() { fail_("x"); }',
    )
    assert "__host__" not in translate(kernel_only).text


@pytest.mark.slow
def test_the_device_pass_assert_compiles(tmp_path: Path) -> None:
    """Before: "no matching function for call to 'fail_'" in the device pass of log2i."""
    _compiles("6.4", "#define DEBUG 1\n" + DEVICE_PASS_ASSERT, tmp_path)


def test_member_overloads_of_one_count_are_told_apart_by_their_types() -> None:
    """MCBooster's Vector4R::applyBoostTo(const Vector4R&, bool) and (const Vector3R&, bool): two
    declarations of two parameters each, so the definitions kept their host-only reading ("__host__
    function 'applyBoostTo' cannot overload __host__ __device__ function 'applyBoostTo'")."""
    src = (
        "struct A {};\nstruct B {};\nclass V {\n public:\n"
        "  __host__ __device__ inline void boost(const A &a, bool inverse = false);\n"
        "  __host__ __device__ inline void boost(const B &b, bool inverse = false);\n};\n"
        "inline void V::boost(const A &a, bool inverse) {}\ninline void V::boost(const B &b, bool inverse) {}\n"
    )
    text = translate(src).text
    assert "__host__ __device__ inline void V::boost(const A &a, bool inverse) {}" in text
    assert "__host__ __device__ inline void V::boost(const B &b, bool inverse) {}" in text
