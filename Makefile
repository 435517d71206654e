# Entry points for newcomers: `make serve`, `make test-fast` while working, `make test` (see README.md).
PYTHON ?= python3.12
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := $(PY) manage.py
LANGS := -l ko -l ja -l en
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SYSTEM_PACKAGES := gettext chromium fonts-noto-cjk postgresql nginx-light redis-server

.PHONY: serve test test-fast check lint lock lock-check messages compilemessages system-packages

# Every package the site, its tests and its set-up use, pinned with hashes; the file names no index.
LOCK := requirements.lock
UV := $(VENV)/bin/uv
LOCK_COMPILE = $(UV) pip compile pyproject.toml --group test --group setup --universal --generate-hashes \
	--custom-compile-command "make lock" --quiet

# uv itself, from PyPI with the lock's hashes.
$(UV):
	$(PYTHON) -m venv $(VENV)
	sed -n '/^uv==/,/[^\\]$$/p' $(LOCK) > $(VENV)/uv-requirement.txt
	$(PY) -m pip install --quiet --require-hashes --no-deps -r $(VENV)/uv-requirement.txt

$(VENV)/.installed: $(LOCK) pyproject.toml | $(UV)
	$(UV) pip sync --quiet --python $(PY) --require-hashes $(LOCK)
	$(UV) pip install --quiet --python $(PY) --no-deps --no-build-isolation --editable .
	touch $@

# After changing the dependencies in pyproject.toml: pin them, and what they need, in the lock.
lock: | $(UV)
	$(LOCK_COMPILE) --output-file $(LOCK)

# Fails when pyproject.toml and the lock disagree.
lock-check: $(VENV)/.installed
	@fresh=$$(mktemp) && trap 'rm -f $$fresh' EXIT && cp $(LOCK) $$fresh && \
	  $(LOCK_COMPILE) --output-file $$fresh && diff -u $(LOCK) $$fresh || \
	  { echo "$(LOCK) is out of step with pyproject.toml: run make lock" >&2; exit 1; }

serve: $(VENV)/.installed compilemessages
	$(MANAGE) migrate --noinput
	$(MANAGE) runserver 127.0.0.1:8000

system-packages:
	@dpkg -s $(SYSTEM_PACKAGES) >/dev/null 2>&1 || { \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(SYSTEM_PACKAGES); }

compilemessages: $(VENV)/.installed
	@command -v msgfmt >/dev/null || $(MAKE) system-packages
	$(MANAGE) compilemessages --ignore=.venv --verbosity=0

# For translators: refresh the catalogs from the code and templates.
messages: $(VENV)/.installed
	$(MANAGE) makemessages $(LANGS) --no-obsolete --add-location=file --ignore=.venv --ignore=staticfiles --ignore=tests

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --strict baccarat

check: $(VENV)/.installed compilemessages
	$(MANAGE) check --fail-level WARNING
	$(MANAGE) makemigrations --check --dry-run

# The daily loop: every test but the browser tests and those marked slow, on SQLite, without the
# lint and checks of `make test`. One app: make test-fast PYTEST_ARGS=tests/glossary
test-fast: $(VENV)/.installed compilemessages
	$(VENV)/bin/pytest -m "not browser and not slow" $(PYTEST_ARGS)

# The whole suite on SQLite; then on a private PostgreSQL server, every test but the browser tests
# that use no database (marked browser, not browser_db); then the cache tests against a private
# Redis server.
test: system-packages $(VENV)/.installed lock-check compilemessages lint check
	$(VENV)/bin/pytest $(PYTEST_ARGS)
	scripts/test-postgres $(PYTEST_ARGS_POSTGRES)
	scripts/test-redis $(PYTEST_ARGS_REDIS)
