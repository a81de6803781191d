# Two commands for a fresh machine: `make run` and `make test`. Both (re)create .venv.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test bench lint check-data screenshots clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	@# pygame-gui's metadata can drag in plain pygame on some platforms; pygame-ce must win.
	@$(PY) -c "import pygame, sys; sys.exit(0 if getattr(pygame, 'IS_CE', False) else 1)" || \
		$(PY) -m pip install -q --force-reinstall --no-deps pygame-ce
	touch $@

$(TEST_STAMP): pyproject.toml $(STAMP)
	$(PY) -m pip install -q -e '.[test]'
	touch $@

run: $(STAMP)
	$(PY) main.py

test: $(TEST_STAMP)
	$(HEADLESS) $(PY) -m pytest

bench: $(TEST_STAMP)
	@# rlcard is the reference for the Fatal Fight bot benchmark; the bench falls back without it.
	-$(PY) -m pip install -q -e '.[test,bench]'
	$(HEADLESS) $(PY) -m tests.bench

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check .

check-data: $(STAMP)
	$(PY) main.py check-data

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
