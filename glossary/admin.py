from django.conf import settings
from django.contrib import admin
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TranslationAdmin
from simple_history.admin import SimpleHistoryAdmin

from glossary.forms import TermAdminForm
from glossary.models import Term, fields_for_complete_entry

LANGUAGE_CODES = [code for code, _name in settings.LANGUAGES]


def completeness_column(code, name):
    @admin.display(description=name, boolean=True)
    def complete(term):
        return not term.missing_fields(code)

    return complete


class MissingTranslationFilter(admin.SimpleListFilter):
    title = _("missing translation")
    parameter_name = "missing"

    def lookups(self, request, model_admin):
        return settings.LANGUAGES

    def queryset(self, request, queryset):
        if self.value() not in LANGUAGE_CODES:
            return None
        empty = Q()
        for field in fields_for_complete_entry(self.value()):
            name = f"{field}_{self.value()}"
            empty |= Q(**{name: ""}) | Q(**{f"{name}__isnull": True})
        return queryset.filter(empty)


@admin.register(Term)
class TermAdmin(SimpleHistoryAdmin, TranslationAdmin):
    """Glossary entries with one tab per language, and their versions (django-simple-history).

    **History** lists every version of an entry (who, when, which fields changed, from what to
    what); opening one shows the entry as it was, and **Revert** saves it back as a new version.

    modeltranslation's TabbedTranslationAdmin is TranslationAdmin plus the media below, except
    that it loads jQuery UI from a CDN. The site's CSP allows scripts from our own host only,
    so the same media are listed here with jQuery UI from our static files.
    """

    form = TermAdminForm
    list_display = (
        "__str__",
        "slug",
        "category",
        "published",
        *(completeness_column(code, name) for code, name in settings.LANGUAGES),
        "updated",
    )
    list_filter = ("category", "published", MissingTranslationFilter)
    search_fields = ("slug", *(f"{field}_{code}" for field in ("term", "definition") for code in LANGUAGE_CODES))
    prepopulated_fields = {"slug": ("term_en",)}  # slugs are ASCII: take them from the English term
    autocomplete_fields = ("related",)
    readonly_fields = ("created", "updated")
    fieldsets = (
        (None, {"fields": ("slug", "category", "published")}),
        (_("Text"), {"fields": ("term", "reading", "definition", "explanation", "example")}),
        (_("Links"), {"fields": ("related", "guides")}),
        (_("Dates"), {"fields": ("created", "updated")}),
    )

    class Media:
        js = (
            "admin/js/jquery.init.js",
            "modeltranslation/js/force_jquery.js",
            "glossary/vendor/jquery-ui/jquery-ui.min.js",
            "modeltranslation/js/tabbed_translation_fields.js",
        )
        css = {"all": ("modeltranslation/css/tabbed_translation_fields.css",)}
