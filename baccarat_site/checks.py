"""The site's own system checks (``manage.py check --deploy``)."""

from django.conf import settings
from django.core.checks import Tags, Warning, register


@register(Tags.security, deploy=True)
def trusted_proxies_check(app_configs, **kwargs):
    if settings.TRUSTED_PROXIES:
        return []
    return [
        Warning(
            "DJANGO_TRUSTED_PROXIES is not set, so the site takes the connecting address as the client's. "
            "Behind nginx every request then comes from the proxy's address, and five wrong passwords "
            "from anyone lock an editor out for everybody.",
            hint="Set DJANGO_TRUSTED_PROXIES to the address (or network) of the proxy in front, such as "
            "10.0.0.5 or 10.0.0.0/24 (README, Production).",
            id="baccarat_site.W001",
        )
    ]
