"""Generated from proto/rollgate/v1."""
