from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path
from django.views.generic import TemplateView

from baccarat_site.sitemaps import SITEMAPS

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("guides.api_urls")),
    path(
        "robots.txt",
        TemplateView.as_view(template_name="robots.txt", content_type="text/plain"),
        name="robots",
    ),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
]

urlpatterns += i18n_patterns(
    path("", include("guides.urls")),
    path("", include("glossary.urls")),
)
