"""An example Rollgate env plugin (docs/envs.md): factor a number into primes."""
