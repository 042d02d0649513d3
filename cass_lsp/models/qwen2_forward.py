"""The functional Qwen2 forward the fast decoder runs (models/decode.py): decoder-layer
functions for a few query tokens over a static KV cache and for prefill chunks, the single-token
step over all layers, and the model's q/k/v and gate/up projections fused into one matrix each
(the model's parameters become views of the fused matrices). Only torch is imported, lazily."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import torch


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    import torch

    dtype = x.dtype
    x32 = x.to(torch.float32)
    x32 = x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + eps)
    return weight * x32.to(dtype)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    import torch

    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def make_layer_functions(
    eps: float,
    n_heads: int,
    n_kv: int,
    head_dim: int,
    *,
    reduce_attention: bool = False,
    reduce_linear: str = "",
    split_values: int = 1,
) -> tuple[Callable, Callable]:
    """(few query tokens, prefill) decoder-layer functions.

    ``reduce_attention`` and ``reduce_linear`` ("small": the q/k/v and output projections, "all":
    every projection) write single-token products as multiply-and-sum, which torch.compile turns
    into Triton reductions it can fuse with their neighbours, instead of small cuBLAS launches.
    Only for compiled code: run eagerly, they would materialise the products. ``split_values``
    cuts the probabilities-times-values product into that many slices of the cache, summed
    after (a split-K product: one slice per block keeps the GPU busy on a long cache).
    """
    import torch
    import torch.nn.functional as F

    group = n_heads // n_kv
    scale = head_dim**-0.5
    q_size, kv_size = n_heads * head_dim, n_kv * head_dim

    def linear_reduce(x, w, bias=None):
        if x.shape[0] * x.shape[1] != 1:  # a batch: a matrix product reads each weight once
            return F.linear(x, w, bias)
        y = (x.float()[..., None, :] * w.float()).sum(-1)
        if bias is not None:
            y = y + bias.float()
        return y.to(x.dtype)

    linear_small = linear_reduce if reduce_linear in ("small", "all") else F.linear
    linear_big = linear_reduce if reduce_linear == "all" else F.linear

    def qkv_rope(h, cos, sin, ln1, qkv_w, qkv_b, linear=F.linear):
        b, t, _ = h.shape
        x = rms_norm(h, ln1, eps)
        q, k, v = linear(x, qkv_w, qkv_b).split([q_size, kv_size, kv_size], dim=-1)
        q = q.view(b, t, n_heads, head_dim).transpose(1, 2)
        k = k.view(b, t, n_kv, head_dim).transpose(1, 2)
        v = v.view(b, t, n_kv, head_dim).transpose(1, 2)
        cos, sin = cos[:, None], sin[:, None]
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        return q, k, v

    def mlp_out(h, attn, o_w, ln2, gate_up_w, down_w, small=F.linear, big=F.linear):
        h = h + small(attn, o_w)
        gate, up = big(rms_norm(h, ln2, eps), gate_up_w).chunk(2, dim=-1)
        return h + big(F.silu(gate) * up, down_w)

    def layer_few(h, cos, sin, bias, slots, k_cache, v_cache, ln1, qkv_w, qkv_b, o_w, ln2, gate_up_w, down_w):
        """A layer for a few tokens per row (decode, draft verification), attending over the whole cache.

        ``bias``: [B, 1, T, S] float32, 0 where a query may attend, -inf elsewhere; ``slots``:
        [T] cache slots the T tokens are written to.
        """
        b, t, _ = h.shape
        q, k, v = qkv_rope(h, cos, sin, ln1, qkv_w, qkv_b, linear_small)
        k_cache.index_copy_(2, slots, k)
        v_cache.index_copy_(2, slots, v)
        s = k_cache.shape[2]
        # Query heads kv*group .. kv*group+group-1 share KV head kv (transformers' repeat_kv).
        qg = q.reshape(b, n_kv, group * t, head_dim)
        if reduce_attention:
            scores = (qg.float()[:, :, :, None, :] * k_cache.float()[:, :, None]).sum(-1) * scale
        else:
            scores = torch.matmul(qg, k_cache.transpose(2, 3)).float() * scale
        scores = scores.view(b, n_kv, group, t, s) + bias[:, :, None]
        probs = torch.softmax(scores, dim=-1).view(b, n_kv, group * t, s)
        if reduce_attention:
            attn = (probs[..., None] * v_cache.float()[:, :, None]).sum(-2).to(q.dtype)
        elif split_values > 1 and s % split_values == 0:
            part = s // split_values
            sliced = probs.to(q.dtype).view(b, n_kv, group * t, split_values, part).transpose(2, 3)
            values = v_cache.view(b, n_kv, split_values, part, head_dim)
            attn = torch.matmul(sliced, values).float().sum(2).to(q.dtype)
        else:
            attn = torch.matmul(probs.to(q.dtype), v_cache)
        attn = attn.view(b, n_heads, t, head_dim).transpose(1, 2).reshape(b, t, q_size)
        return mlp_out(h, attn, o_w, ln2, gate_up_w, down_w, linear_small, linear_big)

    def layer_prefill(h, cos, sin, mask, start, k_cache, v_cache, ln1, qkv_w, qkv_b, o_w, ln2, gate_up_w, down_w):
        """A layer for a prompt chunk written at cache slots [start, start + T); ``mask``: [B, 1, T, start + T]."""
        b, t, _ = h.shape
        q, k, v = qkv_rope(h, cos, sin, ln1, qkv_w, qkv_b)
        k_cache[:, :, start : start + t] = k
        v_cache[:, :, start : start + t] = v
        keys = k_cache[:, :, : start + t].repeat_interleave(group, dim=1)
        values = v_cache[:, :, : start + t].repeat_interleave(group, dim=1)
        attn = F.scaled_dot_product_attention(q, keys, values, attn_mask=mask)
        attn = attn.transpose(1, 2).reshape(b, t, q_size)
        return mlp_out(h, attn, o_w, ln2, gate_up_w, down_w)

    return layer_few, layer_prefill


def _allowed(first: torch.Tensor, columns: torch.Tensor, slots: torch.Tensor) -> torch.Tensor:
    """[B, T, S] bool: may a query at cache ``slots`` ([T]) see a column (its row's own slots, causally)."""
    cols = columns[None, None, :]
    return (cols >= first[:, None, None]) & (cols <= slots[None, :, None])


def forward_few_body(layer, eps, tokens, slots, first, columns, cos_t, sin_t, k_caches, v_caches, weights, head):
    """Greedy next tokens [B, T] for ``tokens`` [B, T] written at cache ``slots`` [T]."""
    import torch
    import torch.nn.functional as F

    embed, norm, lm_head = head
    positions = (slots[None, :] - first[:, None]).clamp(min=0)  # rope position: slot minus padding
    cos, sin = cos_t[positions], sin_t[positions]
    zero = torch.zeros((), dtype=torch.float32, device=tokens.device)
    bias = torch.where(_allowed(first, columns, slots), zero, float("-inf"))[:, None]
    h = F.embedding(tokens, embed)
    for i, layer_args in enumerate(weights):
        h = layer(h, cos, sin, bias, slots, k_caches[i], v_caches[i], *layer_args)
    return F.linear(rms_norm(h, norm, eps), lm_head).argmax(dim=-1)


@dataclass
class LayerWeights:
    ln1: torch.Tensor
    qkv_w: torch.Tensor
    qkv_b: torch.Tensor | None
    o_w: torch.Tensor
    ln2: torch.Tensor
    gate_up_w: torch.Tensor
    down_w: torch.Tensor

    def as_args(self) -> tuple:
        return (self.ln1, self.qkv_w, self.qkv_b, self.o_w, self.ln2, self.gate_up_w, self.down_w)


def _fuse(linears: tuple[Any, ...], name: str) -> torch.Tensor:
    """Concatenate the Linears' parameter ``name`` ("weight" or "bias") by rows; theirs become
    views of the result, so no memory is duplicated."""
    import torch

    fused = torch.cat([getattr(lin, name).detach() for lin in linears], dim=0)
    offset = 0
    for lin in linears:
        param = getattr(lin, name)
        rows = param.shape[0]
        param.data = fused[offset : offset + rows]
        offset += rows
    return fused


def fuse_rows(*linears: Any) -> torch.Tensor:
    """The Linears' weights, one above the other (q, k, v; gate, up)."""
    return _fuse(linears, "weight")


def fuse_bias(*linears: Any) -> torch.Tensor | None:
    """Their biases, likewise; zeros for a Linear without one (None when none has one)."""
    import torch

    if any(lin.bias is None for lin in linears):
        if all(lin.bias is None for lin in linears):
            return None
        ref = next(lin.bias for lin in linears if lin.bias is not None)
        parts = [lin.bias.detach() if lin.bias is not None else ref.new_zeros(lin.weight.shape[0]) for lin in linears]
        return torch.cat(parts)
    return _fuse(linears, "bias")
