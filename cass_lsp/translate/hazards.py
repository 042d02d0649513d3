"""Constructs that compile yet misbehave on AMD, or that HIP lacks: found by name in code.

Each handler gets the identifier node (or a token inside a #define body) and reports findings;
warp-level hazards live in the warp package.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp import runtime
from cass_lsp.core.hip_releases import newest, since
from cass_lsp.translate import compat
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.portability import guard_statement, in_cuda_only_branch
from cass_lsp.translate.rules import rule

PROP_SINCE = since("device_prop_r0600")  # hipDeviceProp_t's ROCm 6 fields
# Cooperative-groups features HIP 6.4's hip/amd_detail/amd_hip_cooperative_groups.h has and
# HIP 5.2.3's lacks (the releases between were not checked: 6.2 brought the 64-bit-mask warp
# functions these use). The tile votes and binary_partition exist only under
# HIP_ENABLE_WARP_SYNC_BUILTINS, as the *_sync intrinsics do (see the warp package).
CG_WARP_MEMBERS = frozenset({"meta_group_rank", "meta_group_size", "binary_partition", "ballot", "any", "all"})
CG_WARP_MEMBERS |= {"match_any", "match_all"}
CG_SINCE = since("cg_warp_members").short  # as messages name it
_CG_NEED_WARP_SYNC = CG_WARP_MEMBERS - {"meta_group_rank", "meta_group_size"}


def handle_texture(ctx: Context, node: Node) -> None:
    parent = node.parent
    if parent is None or parent.type != "template_type":
        return
    ctx.report(
        "texture-reference",
        "Texture references were removed in CUDA 12.0 and are deprecated in HIP: use a texture object"
        " (cudaCreateTextureObject -> hipCreateTextureObject, tex1Dfetch<T>(obj, i))",
        parent.start_byte,
        parent.end_byte,
    )


def handle_prop_field(ctx: Context, node: Node, name: str) -> None:
    """`prop.clockRate` and friends, where `prop` is declared as a cudaDeviceProp."""
    expr = node.parent
    if expr is None or expr.type != "field_expression":
        return
    obj = expr.child_by_field_name("argument")
    obj_text = ctx.text(obj) if obj is not None else ""
    base = obj_text.lstrip("*&(").split("[")[0].split(")")[0].strip()
    if base not in ctx.facts.device_prop_vars:
        return
    m = ctx.mapping
    start, end = node.start_byte, node.end_byte
    if name in m.prop_removed_in_cuda13:
        ctx.report(
            "device-prop-removed",
            f"cudaDeviceProp::{name} was removed in CUDA 13.0 (hipDeviceProp_t still has it): for code that must"
            " also build with CUDA 13, query it with cudaDeviceGetAttribute",
            start,
            end,
        )
    elif name in m.prop_hip_since_6_0:
        ctx.report(
            "device-prop-hip6",
            f"hipDeviceProp_t::{name} exists only from ROCm {PROP_SINCE.short}; with HIP 5.x query it with"
            " hipDeviceGetAttribute",
            start,
            end,
            severity=ctx.severity_for_hip(PROP_SINCE.version),
        )
    elif name in m.prop_renamed_in_hip_6_0:
        hip = m.prop_renamed_in_hip_6_0[name]
        ctx.replace(start, end, hip)
        ctx.report(
            "device-prop-hip6",
            f"cudaDeviceProp::{name} is hipDeviceProp_t::{hip}, which exists only from ROCm {PROP_SINCE.short}",
            start,
            end,
            severity=ctx.severity_for_hip(PROP_SINCE.version),
        )
    elif name in m.prop_not_in_hip and not in_cuda_only_branch(node):
        # Guarding the statement changes nothing for nvcc, so the fix is portable (keep-CUDA ports).
        guard = guard_statement(ctx, node)
        ctx.report(
            "device-prop-missing",
            f"hipDeviceProp_t has no {name} (no HIP release has it): remove the use or guard it with"
            " #ifndef __HIP_PLATFORM_AMD__",
            start,
            end,
            fix=guard or (),
            fix_title="Keep this statement for CUDA only (#ifndef __HIP_PLATFORM_AMD__)" if guard else "",
        )


def handle_cooperative_groups(ctx: Context, node: Node, name: str) -> None:
    """cg::reduce, cg::labeled_partition, tile.meta_group_rank() ...: HIP lacks them (some until 6.2)."""
    if not ctx.facts.uses_cooperative_groups:
        return
    if node.type == "field_identifier":
        if name not in ctx.mapping.cooperative_groups_missing_methods:
            return
        expr = node.parent
        call = expr.parent if expr is not None else None
        if call is None or call.type != "call_expression":
            return
        target = f"thread_block_tile::{name}()"
        start, end = node.start_byte, call.end_byte
    else:
        if name not in ctx.mapping.cooperative_groups_missing:
            return
        scoped = node.parent
        while scoped is not None and scoped.type == "template_function":
            scoped = scoped.parent
        if scoped is None or scoped.type != "qualified_identifier":
            return
        scope = scoped.child_by_field_name("scope")
        if scope is None or ctx.text(scope) not in ctx.facts.cg_namespaces:
            return
        target = f"cooperative_groups::{name}"
        call = call_of_callee(node)
        start, end = (call.start_byte, call.end_byte) if call is not None else (scoped.start_byte, scoped.end_byte)
    if target == runtime.CG_REDUCE and compat.use(ctx, start, end, runtime.CG_REDUCE, None):
        return
    if name in CG_WARP_MEMBERS:
        if ctx.options.release.cg_warp_members:
            if name in _CG_NEED_WARP_SYNC:
                ctx.need("warp_sync_builtins")
            return
        which = f"HIP before {CG_SINCE} has no {{target}} in its cooperative groups ({CG_SINCE}+ has it)"
    else:
        which = f"HIP cooperative groups have no {{target}} (none up to {newest().short})"
    ctx.report(
        "cooperative-groups",
        which.format(target=target) + ": write it with the group's shfl/sync members"
        " (e.g. a loop of tile.shfl_down for reduce)",
        start,
        end,
    )


def handle_libcudacxx(ctx: Context, node: Node) -> None:
    parent = node.parent
    if parent is None or parent.type != "qualified_identifier":
        return
    outer = parent.parent
    scope = outer.child_by_field_name("scope") if outer is not None and outer.type == "qualified_identifier" else None
    if scope is not None and ctx.text(scope) == "thrust":
        # Thrust's CUDA system (thrust::cuda::par, par_nosync, ...) is rocThrust's thrust::hip.
        ctx.replace(node.start_byte, node.end_byte, "hip")
        return
    ctx.report(
        "libcudacxx",
        f"{ctx.text(parent)}: libcu++ (namespace cuda::) has no counterpart in HIP (none up to {newest().short});"
        " use the std:: or HIP equivalent (e.g. HIP atomics for cuda::atomic)",
        parent.start_byte,
        parent.end_byte,
    )


# -- rules -------------------------------------------------------------------------------------


@rule("texture-reference", names={"texture"}, codes={"texture-reference"})
def _texture(ctx: Context, node: Node, name: str) -> None:
    if node.type == "type_identifier":
        handle_texture(ctx, node)


def _cg_names(mapping: MappingData) -> frozenset[str]:
    return mapping.cooperative_groups_missing | mapping.cooperative_groups_missing_methods


@rule(
    "cooperative-groups",
    names=_cg_names,
    codes={"cooperative-groups", "hip-compat"},
    produces={"warp_sync_builtins", "compat"},
)
def _cooperative_groups(ctx: Context, node: Node, name: str) -> bool:
    """Then the next rule (a namespace or the tables) has the name too."""
    if node.type == "field_identifier":
        if name in ctx.mapping.cooperative_groups_missing_methods:
            handle_cooperative_groups(ctx, node, name)
    elif node.type != "namespace_identifier" and name in ctx.mapping.cooperative_groups_missing:
        handle_cooperative_groups(ctx, node, name)
    return False


def _prop_names(mapping: MappingData) -> frozenset[str]:
    return (
        mapping.prop_removed_in_cuda13
        | mapping.prop_hip_since_6_0
        | mapping.prop_not_in_hip
        | frozenset(mapping.prop_renamed_in_hip_6_0)
    )


@rule(
    "device-prop-fields",
    names=_prop_names,
    codes={"device-prop-removed", "device-prop-hip6", "device-prop-missing"},
)
def _prop_field(ctx: Context, node: Node, name: str) -> bool:
    if node.type != "field_identifier":
        return False
    handle_prop_field(ctx, node, name)
    return True


@rule("libcudacxx", names={"cuda"}, codes={"libcudacxx"})
def _libcudacxx(ctx: Context, node: Node, name: str) -> bool:
    if node.type != "namespace_identifier":
        return False
    handle_libcudacxx(ctx, node)
    return True
