"""Benchmarks: ``python -m tests.bench [name ...]`` runs every ``bench_*.py`` module's ``run()``.

Targets are ratios of costs measured side by side in one run, never absolute times.
"""
