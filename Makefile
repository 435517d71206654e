# Two entry points for newcomers: `make serve` and `make test` (see README.md).
PYTHON ?= python3.12
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := $(PY) manage.py
LANGS := -l ko -l ja -l en
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SYSTEM_PACKAGES := gettext chromium fonts-noto-cjk postgresql nginx-light redis-server

.PHONY: serve test check lint messages compilemessages system-packages

$(VENV)/.installed: requirements.txt requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-test.txt
	touch $@

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

check: $(VENV)/.installed compilemessages
	$(MANAGE) check --fail-level WARNING
	$(MANAGE) makemigrations --check --dry-run

# The whole suite on SQLite, then again on a private PostgreSQL server, then the cache tests
# against a private Redis server.
test: system-packages $(VENV)/.installed compilemessages lint check
	$(VENV)/bin/pytest $(PYTEST_ARGS)
	scripts/test-postgres $(PYTEST_ARGS_POSTGRES)
	scripts/test-redis $(PYTEST_ARGS_REDIS)
