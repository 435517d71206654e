"""Seeing production: errors sent to Sentry, logs as JSON lines, health checks for monitoring.

Settings call ``send_errors_to_sentry`` when ``SENTRY_DSN`` is set and take ``logging_config`` as LOGGING.
"""

import sentry_sdk
from sentry_sdk.integrations.logging import ignore_logger

DATABASE_UNAVAILABLE_LOGGER = "baccarat_site.database_unavailable"
"""Logs every request that meets a database outage: one line each, never a Sentry event (an outage
would send thousands). Monitoring sees the outage through the health check instead."""

HEALTH_CHECKS = ["health_check.checks.Database", "health_check.checks.Cache"]
"""What ``/health/`` checks for monitoring; ``/health/live`` (for the load balancer) checks nothing."""


def send_errors_to_sentry(dsn, environment=None, **options):
    """Report unhandled exceptions and error logs to Sentry, with no personal data (no addresses, no cookies)."""
    sentry_sdk.init(dsn=dsn, environment=environment, send_default_pii=False, **options)
    ignore_logger(DATABASE_UNAVAILABLE_LOGGER)


def logging_config(json_lines=False):
    """Everything from WARNING up to standard error; as one JSON object per line when ``json_lines``."""
    formatter = (
        {"()": "pythonjsonlogger.json.JsonFormatter", "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s"}
        if json_lines
        else {"format": "%(levelname)s %(name)s %(message)s"}
    )
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"site": formatter},
        "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "site"}},
        "root": {"handlers": ["console"], "level": "WARNING"},
    }
