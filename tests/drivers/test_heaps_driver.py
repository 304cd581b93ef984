"""Placeholder, filled below."""
