"""What Rollgate reads of the plugin outside a sandbox: this entry, nothing of the env itself."""

from sandboxes.registry import EnvEntry

ENV = EnvEntry(
    name="factor",
    env="factor_env.env:FactorEnv",
    description="Factor a number into primes, in up to three tries (checked with sympy).",
    splits={"train": 10_000, "eval": 500},
    requirements=("sympy==1.14.0", "mpmath==1.3.0"),
    golden="factor_env.golden:golden_actions",
    prompt=("You factor numbers into primes. Think inside <think> </think> tags if you like, then answer with the "
            "prime factors multiplied, smallest first, inside <action> </action> tags, e.g. <action>2*3*3*7</action>."),
)
