"""Names an object-relational mapper derives from a model class, and back."""

from __future__ import annotations

import inflection


def table_name(model: str) -> str:
    """The table of a model class: its name in snake case, plural ("UserAccount" -> "user_accounts")."""
    return inflection.pluralize(inflection.underscore(model))


def class_name(table: str) -> str:
    """The model class of a table: its name singular, in camel case ("user_accounts" -> "UserAccount")."""
    return inflection.camelize(inflection.singularize(table))


def foreign_key(model: str) -> str:
    """The column referring to a model class from another table ("UserAccount" -> "user_account_id")."""
    return f"{inflection.underscore(model)}_id"
