"""Table, class and column names of records."""

from naming.tables import class_name, foreign_key, table_name

__all__ = ["class_name", "foreign_key", "table_name"]
