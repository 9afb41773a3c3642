"""Small text helpers: case conversion, truncation and wrapping, URL slugs."""

from textkit.case import camel_case, kebab_case, snake_case, words
from textkit.slug import slugify
from textkit.wrap import truncate, wrap

__all__ = ["camel_case", "kebab_case", "slugify", "snake_case", "truncate", "words", "wrap"]
