from django.apps import AppConfig


class BaccaratSiteConfig(AppConfig):
    name = "baccarat_site"

    def ready(self):
        from baccarat_site import checks  # noqa: F401  (registers the site's system checks)
