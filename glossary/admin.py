from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.db import models
from django.db.models import Q
from django.forms import Script
from django.shortcuts import render
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TranslationAdmin
from simple_history.admin import SimpleHistoryAdmin

from baccarat_site import wording
from glossary.forms import PlainTextField, TermAdminForm
from glossary.models import Term, fields_for_complete_entry

LANGUAGE_CODES = [code for code, _name in settings.LANGUAGES]

# The admin holds the glossary and nothing else the editors see: it is named after the site.
admin.site.site_header = _("Baccarat Rules: glossary editing")
admin.site.site_title = _("Baccarat Rules")
admin.site.index_title = _("Glossary editing")


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


def missing_translations(term):
    """Each language the entry is incomplete in, with the fields it lacks there: "Japanese (definition)"."""
    separator = wording.list_separator()
    return separator.join(
        gettext("%(language)s (%(fields)s)")
        % {
            "language": name,
            "fields": separator.join(str(Term._meta.get_field(field).verbose_name) for field in missing),
        }
        for code, name in settings.LANGUAGES
        if (missing := term.missing_fields(code))
    )


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
    formfield_overrides = {models.TextField: {"form_class": PlainTextField}}
    list_display = (
        "__str__",
        "slug",
        "category",
        "published",
        *(completeness_column(code, name) for code, name in settings.LANGUAGES),
        "updated",
    )
    list_filter = ("category", "published", MissingTranslationFilter)
    search_fields = (
        "slug",
        *(f"{field}_{code}" for field in ("term", "aliases", "definition") for code in LANGUAGE_CODES),
    )
    prepopulated_fields = {"slug": ("term_en",)}  # slugs are ASCII: take them from the English term
    autocomplete_fields = ("related",)
    readonly_fields = ("created", "updated")
    fieldsets = (
        (None, {"fields": ("slug", "category", "published")}),
        (_("Text"), {"fields": ("term", "reading", "aliases", "definition", "explanation", "example")}),
        (_("Links"), {"fields": ("related", "guides")}),
        (_("Dates"), {"fields": ("created", "updated")}),
    )

    class Media:
        js = (
            "admin/js/jquery.init.js",
            "modeltranslation/js/force_jquery.js",
            "glossary/vendor/jquery-ui/jquery-ui.min.js",
            "modeltranslation/js/tabbed_translation_fields.js",
            Script(
                "glossary/admin_tabs.js",
                **{"data-error-note": _("has an error"), "data-empty-note": _("empty"), "data-mixed": _("mixed")},
            ),
        )
        css = {"all": ("modeltranslation/css/tabbed_translation_fields.css", "glossary/admin_tabs.css")}

    def get_changeform_initial_data(self, request):
        """A new entry starts as a draft: readers see it once an editor ticks "published"."""
        return {**super().get_changeform_initial_data(request), "published": False}

    def response_add(self, request, obj, post_url_continue=None):
        response = super().response_add(request, obj, post_url_continue)
        self.warn_if_incomplete(request, obj)
        return response

    def response_change(self, request, obj):
        response = super().response_change(request, obj)
        self.warn_if_incomplete(request, obj)
        return response

    def warn_if_incomplete(self, request, term):
        """Saved, but say which languages still lack text: their readers see another language's instead."""
        missing = missing_translations(term)
        if missing:
            message = gettext(
                "Still missing: %(missing)s. Until it is filled in, readers see another language's text there, "
                "marked as not yet translated."
            )
            self.message_user(request, message % {"missing": missing}, messages.WARNING)

    def delete_view(self, request, object_id, extra_context=None):
        """Editors may not delete an entry: instead of a bare 403, say so and how to take it off the site."""
        term = self.get_object(request, unquote(object_id))
        if term is None or self.has_delete_permission(request, term):
            return super().delete_view(request, object_id, extra_context)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "original": term,
            "title": gettext("Entries are not deleted"),
        }
        return render(request, "admin/glossary/term/cannot_delete.html", context, status=403)
