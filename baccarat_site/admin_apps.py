"""django.contrib.admin with the site's own admin site (baccarat_site/admin_site.py: a second factor)."""

from django.contrib.admin.apps import AdminConfig


class EditorAdminConfig(AdminConfig):
    default_site = "baccarat_site.admin_site.EditorAdminSite"
