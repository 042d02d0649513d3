"""Inline PTX idioms translated to HIP (issue 35, item 6): each asm statement whose every instruction
has an exact HIP form becomes C++ computing what the PTX computes; any other keeps its error, which
names the instruction.

Exactness: the translated statements are compiled by the lane's hipcc into a program that runs
them on the CPU (the bit operations, arithmetic, predicates, packing and the shuffle's lane choice
are __host__ __device__), and its results are compared with tests/translate/ptx_reference.py, the
PTX ISA's pseudocode transcribed, on edge and random inputs. The lane, vote, shuffle, memory,
atomic and fence idioms are device code: compiled for every target of the 6.4 lane, their text
checked here."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from cass_lsp.translate import Severity
from tests.lanes import hip_lane as lane_toolchain
from tests.lanes import run_host_program
from tests.translate import ptx_reference as ref
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

# name -> (CUDA function body over unsigned long long a, b, c, d returning unsigned long long, reference)
M32 = 0xFFFFFFFF
Case = tuple[str, Callable[[int, int, int, int], int]]
CASES: dict[str, Case] = {
    "bfe_u32": (
        'unsigned r; asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b), "r"((unsigned)c));'
        " return r;",
        lambda a, b, c, d: ref.bfe(a & M32, b & M32, c & M32, 32, False),
    ),
    "bfe_s32": (
        'int r; asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"((int)a), "r"((unsigned)b), "r"((unsigned)c));'
        " return (unsigned)r;",
        lambda a, b, c, d: ref.bfe(a & M32, b & M32, c & M32, 32, True),
    ),
    "bfe_u64": (
        'unsigned long long r; asm("bfe.u64 %0, %1, %2, %3;" : "=l"(r) : "l"(a), "r"((unsigned)b), "r"((unsigned)c));'
        " return r;",
        lambda a, b, c, d: ref.bfe(a, b & M32, c & M32, 64, False),
    ),
    "bfe_s64": (
        'long long r; asm("bfe.s64 %0, %1, %2, %3;" : "=l"(r) : "l"((long long)a), "r"((unsigned)b),'
        ' "r"((unsigned)c)); return (unsigned long long)r;',
        lambda a, b, c, d: ref.bfe(a, b & M32, c & M32, 64, True),
    ),
    "bfi_b32": (
        'unsigned r; asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b),'
        ' "r"((unsigned)c), "r"((unsigned)d)); return r;',
        lambda a, b, c, d: ref.bfi(a & M32, b & M32, c & M32, d & M32, 32),
    ),
    "bfi_b64": (
        'unsigned long long r; asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(r) : "l"(a), "l"(b), "r"((unsigned)c),'
        ' "r"((unsigned)d)); return r;',
        lambda a, b, c, d: ref.bfi(a, b, c & M32, d & M32, 64),
    ),
    "prmt": (
        'unsigned r; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b),'
        ' "r"((unsigned)c)); return r;',
        lambda a, b, c, d: ref.prmt(a & M32, b & M32, c & M32),
    ),
    "lop3_96": (
        'unsigned r; asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b),'
        ' "r"((unsigned)c)); return r;',
        lambda a, b, c, d: ref.lop3(a & M32, b & M32, c & M32, 0x96),
    ),
    "lop3_any": (
        'unsigned r; asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b),'
        ' "r"((unsigned)c), "n"(0xb8)); return r;',
        lambda a, b, c, d: ref.lop3(a & M32, b & M32, c & M32, 0xB8),
    ),
    **{
        f"shf_{side}_{mode}": (
            f'unsigned r; asm("shf.{side}.{mode}.b32 %0, %1, %2, %3;" : "=r"(r) : "r"((unsigned)a), "r"((unsigned)b),'
            ' "r"((unsigned)c)); return r;',
            (lambda left, clamp: lambda a, b, c, d: ref.shf(a & M32, b & M32, c & M32, left, clamp))(
                side == "l", mode == "clamp"
            ),
        )
        for side in ("l", "r")
        for mode in ("wrap", "clamp")
    },
    "bfind_u32": (
        'unsigned r; asm("bfind.u32 %0, %1;" : "=r"(r) : "r"((unsigned)a)); return r;',
        lambda a, b, c, d: ref.bfind(a & M32, 32, False, False),
    ),
    "bfind_s64_shiftamt": (
        'unsigned r; asm("bfind.shiftamt.s64 %0, %1;" : "=r"(r) : "l"((long long)a)); return r;',
        lambda a, b, c, d: ref.bfind(a, 64, True, True),
    ),
    "clz_popc_brev": (
        "unsigned x, y, z; unsigned long long w;"
        ' asm("clz.b32 %0, %4; popc.b64 %1, %5; brev.b32 %2, %4; brev.b64 %3, %5;" : "=r"(x), "=r"(y), "=r"(z),'
        ' "=l"(w) : "r"((unsigned)a), "l"(b)); return (unsigned long long)(x + y + z) ^ w;',
        lambda a, b, c, d: ((ref.clz(a & M32, 32) + ref.popc(b) + ref.brev(a & M32, 32)) & M32) ^ ref.brev(b, 64),
    ),
    "mul_hi_s32_wide_u32": (
        "int h; unsigned long long w;"
        ' asm("mul.hi.s32 %0, %2, %3; mul.wide.u32 %1, %2, %3;" : "=r"(h), "=l"(w) : "r"((int)a), "r"((int)b));'
        " return ((unsigned long long)(unsigned)h << 32) ^ w;",
        lambda a, b, c, d: (ref.mul_hi(a & M32, b & M32, 32, True) << 32) ^ ref.mul_wide(a & M32, b & M32, 32, False),
    ),
    "mul_hi_u64": (
        'unsigned long long r; asm("mul.hi.u64 %0, %1, %2;" : "=l"(r) : "l"(a), "l"(b)); return r;',
        lambda a, b, c, d: ref.mul_hi(a, b, 64, False),
    ),
    "mad_lo_add_s32": (
        'int r; asm("mad.lo.s32 %0, %1, %2, %3; add.s32 %0, %0, %1;" : "=r"(r) : "r"((int)a), "r"((int)b),'
        ' "r"((int)c)); return (unsigned)r;',
        lambda a, b, c, d: ref.add(ref.mad_lo(a & M32, b & M32, c & M32, 32), a & M32, 32),
    ),
    "shifts": (
        "unsigned x, y; int z;"
        ' asm("shl.b32 %0, %3, %4; shr.u32 %1, %3, %4; shr.s32 %2, %3, %4;" : "=r"(x), "=r"(y), "=r"(z)'
        ' : "r"((unsigned)a), "r"((unsigned)(b & 63))); return ((unsigned long long)(x ^ y) << 32) | (unsigned)z;',
        lambda a, b, c, d: (
            ((ref.shl(a & M32, b & 63, 32) ^ ref.shr(a & M32, b & 63, 32, False)) << 32)
            | ref.shr(a & M32, b & 63, 32, True)
        ),
    ),
    "min_max": (
        "int x; unsigned y;"
        ' asm("min.s32 %0, %2, %3; max.u32 %1, %2, %3;" : "=r"(x), "=r"(y) : "r"((int)a), "r"((int)b));'
        " return ((unsigned long long)(unsigned)x << 32) | y;",
        lambda a, b, c, d: (
            (ref.min_max(a & M32, b & M32, 32, True, True) << 32) | ref.min_max(a & M32, b & M32, 32, False, False)
        ),
    ),
    "setp_selp": (
        'unsigned r; asm("{ .reg .pred p; setp.lt.s32 p, %1, %2; selp.b32 %0, %3, %4, p; }" : "=r"(r)'
        ' : "r"((int)a), "r"((int)b), "r"((unsigned)c), "r"((unsigned)d)); return r;',
        lambda a, b, c, d: ref.setp_selp_lt_s32(a & M32, b & M32, c & M32, d & M32),
    ),
    "pack_unpack": (
        "unsigned long long p; unsigned lo, hi;"
        ' asm("mov.b64 %0, {%3, %4}; mov.b64 {%1, %2}, %5;" : "=l"(p), "=r"(lo), "=r"(hi) : "r"((unsigned)a),'
        ' "r"((unsigned)b), "l"(c)); return p ^ ((unsigned long long)lo << 7) ^ hi;',
        lambda a, b, c, d: (((b & M32) << 32) | (a & M32)) ^ (((c & M32) << 7) & (2**64 - 1)) ^ (c >> 32),
    ),
    "float_bits": (
        'float f; unsigned r; asm("mov.b32 %0, %2; mov.b32 %1, %0;" : "=f"(f), "=r"(r) : "r"((unsigned)a)); return r;',
        lambda a, b, c, d: a & M32,
    ),
    **{
        f"shfl_lane_{mode}": (
            f"bool v; unsigned j = __cass_ptx_shfl_lane(CASS_PTX_SHFL_{mode.upper()}, (unsigned)a, (unsigned)b,"
            " (unsigned)c, &v); return ((unsigned long long)v << 32) | j;",
            (lambda m: lambda a, b, c, d: (lambda j, p: (int(p) << 32) | j)(*ref.shfl_lane(m, a, b, c)))(mode),
        )
        for mode in ("up", "down", "bfly", "idx")
    },
}
EDGES = [0, 1, 2, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 255, 256, 0x1F, 0x1F1F, 0x7F, 0x80, 0x3210, 0x7654, 0x8888]
EDGES += [0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x100000000, 0x8000000000000000, 0xFFFFFFFFFFFFFFFF, 0x123456789ABCDEF0]


def _inputs() -> list[tuple[int, int, int, int]]:
    rng = random.Random(35)
    out = []
    for i, a in enumerate(EDGES):
        for j, b in enumerate(EDGES):
            out.append((a, b, EDGES[(i + 3 * j) % len(EDGES)], EDGES[(7 * i + j) % len(EDGES)]))
    for _ in range(400):
        words = [rng.getrandbits(64) for _ in range(4)]
        small = [rng.randrange(0, 300) for _ in range(2)]
        out.append((words[0], words[1], small[0] if rng.random() < 0.6 else words[2], small[1]))
    return out


def program() -> str:
    """The CUDA program: each case a __host__ __device__ function with the asm; main prints each result."""
    parts = ["#include <cstdio>\n"]
    for name, (body, _) in CASES.items():
        if "__cass_ptx" in body:  # not PTX: the runtime's own pure function, pulled by a shuffle below
            continue
        parts.append(
            f"__host__ __device__ unsigned long long {name}(unsigned long long a, unsigned long long b,"
            f" unsigned long long c, unsigned long long d) {{ {body} }}\n"
        )
    # a shuffle in device code pulls the shuffle's definition, whose lane choice runs on the host
    parts.append(
        "__device__ unsigned shuffle(unsigned v) { unsigned r;"
        ' asm("shfl.sync.idx.b32 %0, %1, 0, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v)); return r; }\n'
    )
    for name, (body, _) in CASES.items():
        if "__cass_ptx" in body:
            parts.append(
                f"__host__ __device__ unsigned long long {name}(unsigned long long a, unsigned long long b,"
                f" unsigned long long c, unsigned long long d) {{ {body} }}\n"
            )
    rows = ",\n".join(f"  {{{a}ull, {b}ull, {c}ull, {d}ull}}" for a, b, c, d in _inputs())
    calls = "\n".join(
        f'    printf("{name} %llx\\n", {name}(in[i][0], in[i][1], in[i][2], in[i][3]));' for name in CASES
    )
    parts.append(
        f"static const unsigned long long in[][4] = {{\n{rows}\n}};\n"
        "int main() {\n  for (unsigned i = 0; i < sizeof(in) / sizeof(in[0]); ++i) {\n"
        f"{calls}\n  }}\n  return 0;\n}}\n"
    )
    return "".join(parts)


def test_the_bit_operations_are_translated() -> None:
    result = translate(program())
    translated = [f for f in result.findings if f.code == "inline-ptx-translated"]
    assert len(translated) == sum("asm(" in body for body, _ in CASES.values()) + 1
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []
    assert "asm(" not in result.text
    assert "r = __cass_ptx_bfe_u32(((unsigned)a), ((unsigned)b), ((unsigned)c));" in result.text


@pytest.mark.slow
def test_translations_compute_what_the_ptx_isa_says(tmp_path: Path) -> None:
    """The translated program, built by hipcc (HIP 5.2) and run on the CPU, against the reference."""
    tc = lane_toolchain("5.2")
    source = tmp_path / "ptx.hip"
    source.write_text(translate(program()).text, encoding="utf-8")
    run = run_host_program(tc, source)
    assert run.returncode == 0, run.stderr[-3000:]
    inputs = _inputs()
    lines = run.stdout.splitlines()
    assert len(lines) == len(inputs) * len(CASES)
    wrong: dict[str, list[str]] = {}
    for k, line in enumerate(lines):
        name, got = line.split()
        a, b, c, d = inputs[k // len(CASES)]
        want = CASES[name][1](a, b, c, d) & 0xFFFFFFFFFFFFFFFF
        if int(got, 16) != want and len(wrong.setdefault(name, [])) < 3:
            wrong[name].append(f"({a:#x}, {b:#x}, {c:#x}, {d:#x}) -> {got}, PTX {want:#x}")
    assert not {k: v for k, v in wrong.items() if v}


DEVICE = r"""#include <cstdint>
__device__ unsigned lane_id() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
__device__ unsigned lanemask() { unsigned r; asm("mov.u32 %0, %lanemask_lt;" : "=r"(r)); return r; }
__device__ uint64_t clock_now() { uint64_t t; asm volatile("mov.u64 %0, %%clock64;" : "=l"(t)); return t; }
__device__ unsigned clock32() { unsigned t; asm volatile("mov.u32 %0, %%clock;" : "=r"(t)); return t; }
__device__ uint64_t timer() { uint64_t t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }
__device__ unsigned warp_id() { unsigned w; asm volatile("mov.u32 %0, %%warpid;" : "=r"(w)); return w; }
__device__ unsigned sm_id() { unsigned s; asm volatile("mov.u32 %0, %%smid;" : "=r"(s)); return s; }
__device__ unsigned ballot(int pred) {
  unsigned r;
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
      : "=r"(r) : "r"(pred));
  return r;
}
__device__ int any(int pred) {
  int r;
  asm volatile("{ .reg .pred p, q; setp.ne.s32 p, %1, 0; vote.any.pred q, p; selp.s32 %0, 1, 0, q; }"
      : "=r"(r) : "r"(pred));
  return r;
}
__device__ float xor_shuffle(float v, int m) {
  float r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(r) : "f"(v), "r"(m));
  return r;
}
__device__ int scan_step(int x, int offset, int width) {
  int result;
  int mask = (32 - width) << 8;
  asm("{.reg .s32 r0;"
      ".reg .pred p;"
      "shfl.up.sync.b32 r0|p, %1, %2, %3, 0xFFFFFFFF;"
      "@p add.s32 r0, r0, %4;"
      "mov.s32 %0, r0; }"
      : "=r"(result) : "r"(x), "r"(offset), "r"(mask), "r"(x));
  return result;
}
__device__ float load_nc(const float* p) { float v; asm("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(p)); return v; }
__device__ float4 load4(const float4* p) {
  float4 v;
  asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
  return v;
}
__device__ unsigned load_acquire(const unsigned* p) {
  unsigned v;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p));
  return v;
}
__device__ void store_cg(unsigned* p, unsigned v) {
  asm volatile("st.global.cg.u32 [%0+4], %1;" :: "l"(p), "r"(v) : "memory");
}
__device__ void store_release(unsigned* p, unsigned v) {
  asm volatile("st.release.sys.global.u32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}
__device__ void fences() {
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("membar.cta;");
  asm volatile("fence.sc.sys;");
}
__device__ void reduce(unsigned* p, unsigned v) { asm volatile("red.global.add.u32 [%0], %1;" :: "l"(p), "r"(v)); }
__device__ float atomic_add(float* p, float v) {
  float o;
  asm volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(o) : "l"(p), "f"(v));
  return o;
}
__device__ unsigned atomic_cas(unsigned* p, unsigned e, unsigned d) {
  unsigned o;
  asm volatile("atom.acq_rel.gpu.global.cas.b32 %0, [%1], %2, %3;" : "=r"(o) : "l"(p), "r"(e), "r"(d));
  return o;
}
__device__ unsigned atomic_inc(unsigned* p) {
  unsigned o;
  asm volatile("atom.global.inc.u32 %0, [%1], 100;" : "=r"(o) : "l"(p));
  return o;
}
__device__ void sync_block() { asm volatile("bar.sync 0;"); }
__global__ void kernel(unsigned* u, float* f, float4* f4) {
  u[0] = lane_id() + lanemask() + clock_now() + clock32() + timer() + warp_id() + sm_id() + ballot(u[1]) + any(u[2]);
  f[0] = xor_shuffle(f[1], 1) + load_nc(f) + load4(f4).z + atomic_add(f + 2, 1.0f);
  u[3] = scan_step(u[4], 1, 32) + load_acquire(u) + atomic_cas(u + 5, 1, 2) + atomic_inc(u + 6);
  store_cg(u, 7); store_release(u, 8); fences(); reduce(u, 9); sync_block();
}
"""


def test_device_idioms_are_translated() -> None:
    result = translate(DEVICE)
    text = result.text
    assert "asm" not in text.split("End of cass-lsp's definitions.")[-1]
    assert "r = __cass_ptx_laneid();" in text and "r = __cass_ptx_lanemask_lt();" in text
    assert "t = __cass_ptx_clock64();" in text and "t = (unsigned int)__cass_ptx_clock64();" in text
    assert "(__cass_ptx_ballot(_r_p) & 0xffffffff" in text.replace("((unsigned int)0xffffffff)", "0xffffffff")
    assert "r = __builtin_bit_cast(float, (unsigned int)(__cass_ptx_shfl(CASS_PTX_SHFL_BFLY," in text
    assert "v = *((const float *)p);" in text
    assert "v = __hip_atomic_load(((const unsigned int *)p), __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);" in text
    assert "*((unsigned int *)((char *)p + 4)) = ((unsigned int)v);" in text
    release = "__hip_atomic_store(((unsigned int *)p), ((unsigned int)v), __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_SYSTEM);"
    assert release in text
    assert "  __threadfence();\n  __threadfence_block();\n  __threadfence_system();\n" in text
    assert "o = __hip_atomic_fetch_add(((float *)p), ((float)v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);" in text
    assert "__hip_atomic_compare_exchange_strong(((unsigned int *)_p1), &_t1, _p3, __ATOMIC_ACQ_REL" in text
    assert "o = atomicInc(((unsigned int *)p), ((unsigned int)100));" in text
    assert "{ __syncthreads(); }" in text
    notes = {f.message.split("(")[1].split(")")[0]: f for f in result.findings if f.code == "inline-ptx-translated"}
    for name in ("`mov.u32`", "`mov.u64`"):
        assert name in notes
    warned = [f for f in result.findings if f.severity == Severity.WARNING]
    assert sorted(f.message.split(";")[1].split()[0] for f in warned) == ["%globaltimer", "%smid", "%warpid"]
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_device_idioms_compile(lane: str, tmp_path: Path) -> None:
    translate_tree(tmp_path, {"idioms.cu": DEVICE, "exact.cu": program()})
    compile_tree(lane, tmp_path, ["idioms.cu", "exact.cu"], includes=())


@pytest.mark.parametrize(
    ("asm", "named"),
    [
        ('asm("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(x));', "`rcp.approx.f32`"),
        ('asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(u) : "r"(a), "r"(a), "r"(a));', "`prmt.b32.f4e`"),
        ('asm("ld.shared.u32 %0, [%1];" : "=r"(u) : "r"(a));', "(.shared: not a global or generic access)"),
        ('asm("ld.global.u32 %0, [%1];" : "=r"(u) : "r"(a));', "a 32-bit window address"),
        ('asm("bar.sync 1, %0;" :: "r"(a));', "a named barrier or a thread count"),
        ('asm("vset4.u32.u32.lt.add %0, %1, %2, %3;" : "=r"(u) : "r"(a), "r"(a), "r"(a));', "`vset4.u32.u32.lt.add`"),
        ('asm("add.cc.u32 %0, %1, %2;" : "=r"(u) : "r"(a), "r"(a));', "`add.cc.u32` (.cc)"),
        ('asm(PTX_TEMPLATE : "=r"(u) : "r"(a));', "not plain"),
        ('asm("loop: bra loop;");', "not plain"),
    ],
)
def test_anything_else_keeps_its_error_naming_the_instruction(asm: str, named: str) -> None:
    source = f"__device__ void f(float x, unsigned a) {{ float r; unsigned u; {asm} }}\n"
    result = translate(source)
    errors = [f for f in result.findings if f.code == "inline-ptx"]
    assert len(errors) == 1 and errors[0].severity == Severity.ERROR
    assert named in errors[0].message, errors[0].message
    assert asm.rstrip(";") in result.text  # left as it is


@pytest.mark.parametrize("asm", ['asm("// INSTRUCTION DECODING BEGIN");', 'asm volatile("" ::: "memory");'])
def test_a_statement_with_no_instruction_and_no_operand_is_left_alone(asm: str) -> None:
    """A comment (xmrig-cuda marks its code so, 28 times) or a compiler barrier: no PTX in it, and
    hipcc compiles it for AMD as it is; it was an inline-ptx error ("an empty statement")."""
    result = translate(f"__global__ void k(int *p) {{ {asm} p[0] = 1; }}\n")
    assert asm in result.text
    assert [f for f in result.findings if f.code.startswith("inline-ptx")] == []


def test_host_assembly_is_left_alone() -> None:
    source = 'unsigned long long ticks() { unsigned lo, hi; asm volatile("rdtsc" : "=a"(lo), "=d"(hi)); return lo; }\n'
    result = translate(source)
    assert 'asm volatile("rdtsc"' in result.text and result.findings == ()


@pytest.mark.parametrize(
    "asm",
    [
        # Eigen's NEON kernel (vendored by GooFit): `.f32` reads as PTX, its "w" operands are NEON registers
        'asm volatile("vmla.f32 %q[r], %q[c], %q[alpha]" : [r] "+w"(r) : [c] "w"(c), [alpha] "w"(a) : );',
        'asm volatile("vmla.f32 %0, %1, %2" : "+w"(r) : "w"(c), "w"(a));',
    ],
)
def test_host_assembly_whose_constraints_ptx_lacks_is_left_alone(asm: str) -> None:
    """It was an inline-ptx error ("Inline PTX with `vmla.f32` cannot run on AMD GPUs")."""
    result = translate(f"struct K {{ inline void acc(float c, float a, float& r) const {{ {asm} }} }};\n")
    assert asm in result.text and [f for f in result.findings if f.code.startswith("inline-ptx")] == []


def test_rounding_modifiers_are_cudas_directed_rounding() -> None:
    """mul.rz, add.rm, fma.rp... are CUDA's __fmul_rz, __dadd_rd, __fmaf_ru, whose definitions are
    checked against exact rounding in tests/runtime/test_rounding.py; fma.rn is fmaf."""
    source = (
        "__device__ float f(float a, float b, float c, double x, double y) { float r, s, t; double u;\n"
        '  asm("mul.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));\n'
        '  asm("fma.rp.f32 %0, %1, %2, %3;" : "=f"(s) : "f"(a), "f"(b), "f"(c));\n'
        '  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(t) : "f"(a), "f"(b), "f"(c));\n'
        '  asm("add.rm.f64 %0, %1, %2;" : "=d"(u) : "d"(x), "d"(y));\n'
        "  return r + s + t + (float)u; }\n"
    )
    text = translate(source).text
    for call in ("r = __fmul_rz(a, b);", "s = __fmaf_ru(a, b, c);", "t = fmaf(a, b, c);", "u = __dadd_rd(x, y);"):
        assert call in text
    assert "static inline __host__ __device__ float __fmul_rz(float a, float b)" in text


@pytest.mark.slow
def test_device_idioms_compile_on_nvidia(tmp_path: Path) -> None:
    """HIP code is for NVIDIA GPUs too: on HIP's NVIDIA platform (nvcc, the layer cass-lsp prepares) the
    definitions the idioms use compile for sm_90; `__lane_id()`, `__ballot`, `__shfl` and
    `__builtin_bitreverse32` are AMD's (issue 42)."""
    from cass_lsp.translate import TranslateOptions
    from tests.nvidia_lane import compile_on_nvidia, layer

    options = TranslateOptions(hip_version=layer().hip_version)
    # CUDA's deprecated ballot(bool) and any(bool) make the sample's own functions of those names ambiguous
    # under nvcc (its CUDA original too): renamed here.
    device = DEVICE.replace("ballot(", "ballot_of(").replace(" any(", " any_of(")
    translate_tree(tmp_path, {"idioms.cu": device, "exact.cu": program()}, options)
    for name in ("idioms.hip", "exact.hip"):
        compile_on_nvidia(tmp_path / name)
