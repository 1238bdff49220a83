"""GPT-2 with the exact parameter layout of Hugging Face `GPT2LMHeadModel`.

State-dict keys (transformer.wte.weight, transformer.h.0.attn.c_attn.weight, ...) and shapes
(Conv1D weights stored [in, out]) match HF, so weights map 1:1 in both directions.
"""
import math
from dataclasses import asdict, dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

# SDPA exists from torch 2.0 on; Debian's torch 1.13 takes the manual path.
HAS_SDPA = hasattr(F, "scaled_dot_product_attention")


@dataclass
class GPTConfig:
    vocab_size: int = 4097
    n_positions: int = 1024
    n_layer: int = 4
    n_embd: int = 256
    n_head: int = 4
    layer_norm_epsilon: float = 1e-5

    def __post_init__(self):
        assert self.n_embd % self.n_head == 0, "n_embd must be a multiple of n_head"

    def to_dict(self):
        return asdict(self)


class Conv1D(nn.Module):
    """HF's Conv1D: a linear layer whose weight is stored [in, out] (y = x @ W + b)."""

    def __init__(self, n_out, n_in):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_in, n_out))
        self.bias = nn.Parameter(torch.zeros(n_out))
        nn.init.normal_(self.weight, std=0.02)

    def forward(self, x):
        if torch.jit.is_tracing():
            # Exported as MatMul + Add on the 3-D input: no Shape/Gather/Concat chain to rebuild the 2-D view.
            return torch.matmul(x, self.weight) + self.bias
        # addmm on a 2-D view, as HF does (the training path).
        shape = x.shape[:-1] + (self.weight.shape[1],)
        return torch.addmm(self.bias, x.reshape(-1, x.shape[-1]), self.weight).view(shape)


class _KeepReshape(torch.autograd.Function):
    """x.view(*x.shape[:2], *tail): exported as one Reshape on a constant shape [0, -1, *tail] (ONNX's 0 keeps
    the input's dim, -1 is what is left: the second), not as the Shape/Gather/Unsqueeze/Concat chain the tracer writes for a dynamic view.
    Each such op costs a kernel call on every decode step. (The -1 needs B >= 1: no caller sends an empty batch.)"""

    @staticmethod
    def forward(ctx, x, tail):
        return x.reshape(x.shape[0], x.shape[1], *tail)

    @staticmethod
    def symbolic(g, x, tail):
        return g.op("Reshape", x, g.op("Constant", value_t=torch.tensor([0, -1, *tail], dtype=torch.long)))


def keep_reshape(x, *tail):
    """Reshapes [B, T, ...] to [B, T, *tail]."""
    if torch.jit.is_tracing():
        return _KeepReshape.apply(x, tail)
    return x.reshape(x.shape[0], x.shape[1], *tail)


def gelu_new(x):
    """HF "gelu_new" (tanh approximation). Eager: one fused kernel; ONNX export: the formula itself."""
    if torch.jit.is_tracing():
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))
    return F.gelu(x, approximate="tanh")


class Attention(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.n_head = cfg.n_head
        self.head_dim = cfg.n_embd // cfg.n_head
        self.c_attn = Conv1D(3 * cfg.n_embd, cfg.n_embd)
        self.c_proj = Conv1D(cfg.n_embd, cfg.n_embd)

    def forward(self, x, past=None, mask=None):
        """mask: bool [B|1, 1, T, past+T], True = may attend; None = causal SDPA (training, torch >= 2)."""
        C = self.n_head * self.head_dim
        q, k, v = self.c_attn(x).split(C, dim=2)
        q = keep_reshape(q, self.n_head, self.head_dim).transpose(1, 2)
        k = keep_reshape(k, self.n_head, self.head_dim).transpose(1, 2)
        v = keep_reshape(v, self.n_head, self.head_dim).transpose(1, 2)
        if past is not None:
            # With a cache: attend to the past and the new tokens separately (scores joined, softmax over
            # both), so the attention never reads the joined cache; the export can then hand back only the
            # new keys and values (export.py, "step" outputs), and the runtime keeps its cache in place.
            pk, pv = past
            qs = q * (1.0 / math.sqrt(self.head_dim))
            att = torch.cat([torch.matmul(qs, pk.transpose(-1, -2)), torch.matmul(qs, k.transpose(-1, -2))], dim=-1)
            att = att.masked_fill(~mask, torch.finfo(att.dtype).min)
            p = torch.softmax(att, dim=-1)
            n_past = pk.shape[2]
            y = torch.matmul(p[..., :n_past], pv) + torch.matmul(p[..., n_past:], v)
            y = keep_reshape(y.transpose(1, 2), C)
            return self.c_proj(y), (torch.cat([pk, k], dim=2), torch.cat([pv, v], dim=2))
        present = (k, v)
        if mask is None:
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)  # flash path on GPU
        else:
            # Scale q (T x hd) rather than the scores (T x S): same result, far fewer multiplies.
            att = torch.matmul(q * (1.0 / math.sqrt(self.head_dim)), k.transpose(-1, -2))
            # finfo.min instead of -inf: a fully masked row (left padding) gets uniform weights, not NaN.
            # (Under bf16 autocast the softmax kernel accumulates in fp32; only its output is bf16.)
            att = att.masked_fill(~mask, torch.finfo(att.dtype).min)
            y = torch.matmul(torch.softmax(att, dim=-1), v)
        y = keep_reshape(y.transpose(1, 2), C)
        return self.c_proj(y), present


class MLP(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.c_fc = Conv1D(4 * cfg.n_embd, cfg.n_embd)
        self.c_proj = Conv1D(cfg.n_embd, 4 * cfg.n_embd)

    def forward(self, x):
        # GELU in fp32: under CPU bf16 autocast the bf16 elementwise kernels are slow (and less exact).
        return self.c_proj(gelu_new(self.c_fc(x).float()))


class Block(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.ln_1 = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)
        self.attn = Attention(cfg)
        self.ln_2 = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)
        self.mlp = MLP(cfg)

    def forward(self, x, past=None, mask=None):
        a, present = self.attn(self.ln_1(x), past, mask)
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, present


class Transformer(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.wte = nn.Embedding(cfg.vocab_size, cfg.n_embd)
        self.wpe = nn.Embedding(cfg.n_positions, cfg.n_embd)
        self.h = nn.ModuleList([Block(cfg) for _ in range(cfg.n_layer)])
        self.ln_f = nn.LayerNorm(cfg.n_embd, eps=cfg.layer_norm_epsilon)


class GPT2LMHeadModel(nn.Module):
    def __init__(self, cfg: GPTConfig):
        super().__init__()
        self.config = cfg
        self.transformer = Transformer(cfg)
        self.lm_head = nn.Linear(cfg.n_embd, cfg.vocab_size, bias=False)
        self.lm_head.weight = self.transformer.wte.weight  # tied, as HF GPT-2
        # Zero bias, not in the state dict: with it F.linear exports as Gemm(transB=1) reading the
        # shared wte initializer; without it the exporter folds a second, transposed copy of wte.
        self.register_buffer("lm_head_zero_bias", torch.zeros(cfg.vocab_size), persistent=False)
        self._init_weights()

    def _init_weights(self):
        # GPT-2 init: N(0, 0.02); residual projections scaled by 1/sqrt(2 * n_layer).
        nn.init.normal_(self.transformer.wte.weight, std=0.02)
        nn.init.normal_(self.transformer.wpe.weight, std=0.01)
        for name, p in self.named_parameters():
            if name.endswith("c_proj.weight"):
                nn.init.normal_(p, std=0.02 / math.sqrt(2 * self.config.n_layer))

    def num_params(self):
        return sum(p.numel() for p in self.parameters())  # tied weight counted once

    def hidden(self, input_ids, past_key_values=None, attention_mask=None, position_ids=None):
        """Final hidden states after ln_f [B, T, C] and presents (see forward)."""
        T = input_ids.shape[1]
        past_len = 0 if past_key_values is None else past_key_values[0][0].shape[2]
        if position_ids is None:
            position_ids = torch.arange(past_len, past_len + T, device=input_ids.device)[None]
        x = self.transformer.wte(input_ids) + self.transformer.wpe(position_ids)
        mask = None
        if attention_mask is not None or past_key_values is not None:
            S = past_len + T
            q_pos = torch.arange(T, device=x.device) + past_len
            k_pos = torch.arange(S, device=x.device)
            mask = (k_pos[None, :] <= q_pos[:, None])[None, None]  # causal over past+current
            if attention_mask is not None:
                mask = mask & (attention_mask[:, None, None, :] != 0)  # key padding
        elif not HAS_SDPA:  # training on torch < 2: build the causal mask once, not per layer
            mask = torch.ones(T, T, dtype=torch.bool, device=x.device).tril()[None, None]
        presents = []
        for i, block in enumerate(self.transformer.h):
            x, present = block(x, None if past_key_values is None else past_key_values[i], mask)
            presents.append(present)
        return self.transformer.ln_f(x), presents

    def forward(self, input_ids, past_key_values=None, attention_mask=None, position_ids=None,
                num_logits_to_keep=None):
        """Returns (logits [B, T|k, V], presents: list of (key, value) [B, H, past+T, hd]).

        past_key_values: list of (key, value) per layer, each [B, n_head, past_len, head_dim].
        attention_mask: [B, past+T] (1 = attend, 0 = padding); None = all ones.
        position_ids: [B, T]; None = past_len .. past_len+T-1.
        num_logits_to_keep: 0-d int tensor; k > 0 keeps logits of the last k positions, 0 = all; -k as k.
        Training (no past, no mask) takes the plain causal path.
        """
        B, T = input_ids.shape
        x, presents = self.hidden(input_ids, past_key_values, attention_mask, position_ids)
        if num_logits_to_keep is not None:
            # k == 0 (or k > T) means "all"; Range + Gather exports cleanly with a dynamic k.
            # A negative k keeps |k| (and asks the export's graph for the new keys and values only).
            k = num_logits_to_keep.abs()
            keep = torch.where((k > 0) & (k < T), k, torch.zeros_like(k) + T)
            idx = torch.arange(T - keep, T, device=x.device)
            x = x.index_select(1, idx)
        h2 = x.reshape(-1, x.shape[-1])  # 2-D + bias: exported as one Gemm on wte (see __init__)
        logits = F.linear(h2, self.lm_head.weight, self.lm_head_zero_bias).view(B, -1, self.config.vocab_size)
        return logits, presents
