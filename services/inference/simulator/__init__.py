"""An LLM simulator for scale tests and benchmarks: vLLM's API as Rollgate uses it, with a declared
latency model instead of a model. Real vLLM stays the default everywhere; see README.md here."""

from services.inference.simulator.app import create_app, serving
from services.inference.simulator.config import SimulatorConfig
from services.inference.simulator.model import LatencyModel
from services.inference.simulator.process import SimulatorProcess
from services.inference.simulator.service import Simulator

__all__ = ["LatencyModel", "Simulator", "SimulatorConfig", "SimulatorProcess", "create_app", "serving"]
