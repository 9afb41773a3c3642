"""Rollgate services."""
