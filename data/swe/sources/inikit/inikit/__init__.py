"""A strict INI-style configuration reader and value converters."""

from inikit.parser import ParseError, parse
from inikit.values import to_bool, to_int, to_list

__all__ = ["ParseError", "parse", "to_bool", "to_int", "to_list"]
