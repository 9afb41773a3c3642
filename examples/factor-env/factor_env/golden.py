"""An episode that earns full reward: the factorisation, smallest prime first."""

from __future__ import annotations

from factor_env.tasks import number_for


def golden_actions(task_id: str) -> list[str]:
    number, factors, prime = number_for(task_id), [], 2
    while number > 1:
        while number % prime == 0:
            factors.append(prime)
            number //= prime
        prime += 1
    return ["*".join(map(str, factors))]
