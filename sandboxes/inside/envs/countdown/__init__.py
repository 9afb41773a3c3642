"""Countdown: reach a target number from a few given numbers with + - * /."""
