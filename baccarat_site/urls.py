from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.templatetags.static import static
from django.urls import include, path
from django.utils.functional import lazy
from django.views.generic import RedirectView, TemplateView
from health_check.views import HealthCheckView

from baccarat_site.errors import request_too_long, too_many_requests
from baccarat_site.observability import HEALTH_CHECKS
from baccarat_site.sitemaps import SITEMAPS
from baccarat_site.views import choose_language

handler403 = "baccarat_site.errors.permission_denied"
handler404 = "baccarat_site.errors.page_not_found"
handler400 = "baccarat_site.errors.bad_request"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("api.urls")),
    path("language/<path:page>", choose_language, name="choose_language"),
    path("too-many-requests", too_many_requests, name="too_many_requests"),
    # For monitoring: the database and the cache answer (200, else 500). Never cached.
    path("health/", HealthCheckView.as_view(checks=HEALTH_CHECKS), name="health"),
    # For the load balancer: this app server answers; touches neither database nor cache. Never cached.
    path("health/live", HealthCheckView.as_view(checks=()), name="liveness"),
    path(
        "robots.txt",
        TemplateView.as_view(template_name="robots.txt", content_type="text/plain"),
        name="robots",
    ),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("request-too-long/", request_too_long),  # an address with no language prefix: Accept-Language decides
    # Pages that declare no icon (the admin's) make browsers ask for this one.
    path("favicon.ico", RedirectView.as_view(url=lazy(static, str)("img/favicon.svg"), permanent=True)),
]

urlpatterns += i18n_patterns(
    path("", include("guides.urls")),
    path("", include("lookup.urls")),
    path("", include("odds.urls")),
    path("", include("glossary.urls")),
    path("", include("safety.urls")),
    path("", include("roads.urls")),
    path("practice/", include("practice.urls")),
    path("", include("chemin_de_fer.urls")),
    path("request-too-long/", request_too_long, name="request_too_long"),
)
