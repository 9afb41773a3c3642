"""Per-token log-probabilities of token sequences under a Hugging Face causal LM.

The sampler's logprobs are vLLM's *processed* logprobs (Rollgate's workers run with
`--logprobs-mode processed_logprobs`): the log-softmax of the logits divided by the sampling
temperature. `sequence_logprobs` computes the same quantity on the trainer's side, so the two
are comparable token for token and the stored ones can serve as the behaviour policy.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

GREEDY_TEMPERATURE = 1e-5
"""vLLM samples greedily below this temperature and then leaves the logits unscaled."""


def effective_temperature(temperature: float) -> float:
    """The divisor vLLM applied to the logits before its processed logprobs."""
    return 1.0 if temperature < GREEDY_TEMPERATURE else temperature


def pad(sequences: Sequence[Sequence[int]], pad_id: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    """Right-padded `input_ids` and their `attention_mask`, both [batch, longest]."""
    longest = max(len(sequence) for sequence in sequences)
    input_ids = torch.full((len(sequences), longest), pad_id, dtype=torch.long)
    attention_mask = torch.zeros((len(sequences), longest), dtype=torch.long)
    for row, sequence in enumerate(sequences):
        input_ids[row, : len(sequence)] = torch.as_tensor(list(sequence), dtype=torch.long)
        attention_mask[row, : len(sequence)] = 1
    return input_ids, attention_mask


def forward_logprobs(
    model: torch.nn.Module, input_ids: torch.Tensor, attention_mask: torch.Tensor, temperature: float
) -> torch.Tensor:
    """[batch, length] logprob of each token given the ones before it (0 at position 0 and on
    padding), with `temperature` applied as vLLM applies it; differentiable."""
    return forward_scores(model, input_ids, attention_mask, temperature, entropy=False)[0]


def forward_scores(
    model: torch.nn.Module, input_ids: torch.Tensor, attention_mask: torch.Tensor, temperature: float,
    entropy: bool = True, entropy_grad: bool = False, scored: torch.Tensor | None = None,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """`forward_logprobs`, and with `entropy` the entropy (nats; differentiable with
    `entropy_grad`, for an entropy bonus) of the distribution each token was drawn from, aligned
    the same way: a policy collapsing onto one answer shows here before its groups stop having
    a reward spread.

    The rows are right-padded (as `pad` makes them): under causal attention no token attends to
    the padding after its row's end, so the model gets no mask and runs its causal kernel, which
    skips the masked half of each attention matrix (about 15% of a pass here); the padding's
    own scores are zeroed.

    With `scored` ([batch, length], nonzero where a token is wanted: the sampled ones) only the
    positions some row wants get logits, the others 0: in a multi-turn episode the sampled
    tokens are a few percent of the sequence, and the vocabulary-wide head and softmax at every
    context token would cost more than the rest of the step."""
    wanted = torch.arange(1, input_ids.shape[1]) if scored is None else scored[:, 1:].any(dim=0).nonzero()[:, 0] + 1
    logits = model(input_ids=input_ids, logits_to_keep=wanted - 1).logits.float()
    logits = logits / effective_temperature(temperature)
    targets = input_ids[:, wanted]
    picked = torch.gather(logits, -1, targets.unsqueeze(-1)).squeeze(-1)
    log_z = torch.logsumexp(logits, dim=-1)
    logprobs = _placed(picked - log_z, wanted, attention_mask)
    if not entropy:
        return logprobs, None
    with torch.set_grad_enabled(entropy_grad and torch.is_grad_enabled()):
        expected_logit = (torch.softmax(logits, dim=-1) * logits).sum(dim=-1)
        entropies = _placed(log_z - expected_logit, wanted, attention_mask)
    return logprobs, entropies


def _placed(values: torch.Tensor, positions: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    """[batch, length] with `values` ([batch, positions]) at `positions`, 0 elsewhere and on padding."""
    out = torch.zeros(attention_mask.shape, dtype=values.dtype).index_copy(1, positions, values)
    return out * attention_mask


@torch.no_grad()
def sequence_logprobs(
    model: torch.nn.Module, sequences: Sequence[Sequence[int]], temperature: float = 1.0, batch_size: int = 8
) -> list[list[float]]:
    """Each sequence's per-token logprobs (0.0 for its first token), in `batch_size` batches."""
    results: list[list[float]] = []
    for start in range(0, len(sequences), batch_size):
        chunk = sequences[start: start + batch_size]
        input_ids, attention_mask = pad(chunk)
        logprobs = forward_logprobs(model, input_ids, attention_mask, temperature)
        results += [logprobs[row, : len(sequence)].tolist() for row, sequence in enumerate(chunk)]
    return results
