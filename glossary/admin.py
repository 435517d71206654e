from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.db import models, transaction
from django.db.models import Q
from django.forms import Script
from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TranslationAdmin
from simple_history.admin import SimpleHistoryAdmin

from baccarat_site import wording
from glossary.forms import PlainTextField, TermAdminForm
from glossary.models import Term, fields_for_complete_entry
from glossary.versions import action, author, changes_between, when

# The largest id PostgreSQL's integer columns hold: a longer number in an address is no entry's.
LARGEST_ID = 2**31 - 1


def valid_id(text):
    """An id from an address, or a 404: "abc", "1.5" or a number too large for the database are no entry's."""
    text = unquote(str(text))
    if not text.isascii() or not text.isdigit() or int(text) > LARGEST_ID:
        raise Http404
    return int(text)


def without_nul(text):
    """PostgreSQL refuses text with a NUL character; nothing an editor looks for contains one."""
    return text.replace("\x00", "")


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


def reverted_to(request):
    """The version an editor is putting back, when the request is the Revert of a version's page."""
    match = request.resolver_match
    if match is None or not match.url_name.endswith("_simple_history"):
        return None
    return valid_id(match.args[1])


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
    autocomplete_fields = ("related",)
    readonly_fields = ("created", "updated")
    fieldsets = (
        (None, {"fields": ("slug", "category", "published")}),
        (_("Text"), {"fields": ("term", "reading", "aliases", "definition", "explanation", "example")}),
        (_("Links"), {"fields": ("related", "guides")}),
        (_("Dates"), {"fields": ("created", "updated")}),
        (_("This change"), {"fields": ("reason",)}),  # the form's version is in its change_form.html
    )
    object_history_template = "admin/glossary/term/object_history.html"
    object_history_list_template = "admin/glossary/term/object_history_list.html"
    object_history_form_template = "admin/glossary/term/object_history_form.html"

    class Media:
        js = (
            "admin/js/jquery.init.js",
            "modeltranslation/js/force_jquery.js",
            "glossary/vendor/jquery-ui/jquery-ui.min.js",
            "admin/js/urlify.js",
            "glossary/admin_slug.js",  # a new entry's slug, from the first language typed
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

    def save_model(self, request, obj, form, change):
        """Each save is a version with the editor's reason; a save from an earlier version's page is a revert."""
        obj._change_reason = form.cleaned_data.get("reason") or None
        obj._reverted_to = reverted_to(request)
        super().save_model(request, obj, form, change)

    def changelist_view(self, request, extra_context=None):
        if any("\x00" in value for values in request.GET.lists() for value in values[1]):
            request.GET = request.GET.copy()
            for key, values in list(request.GET.lists()):
                request.GET.setlist(key, [without_nul(value) for value in values])
        return super().changelist_view(request, extra_context)

    def get_search_results(self, request, queryset, search_term):
        """Search without NUL characters, the exact term (in any language) first: the autocomplete of related
        terms then offers "Natural" before "Natural eight"."""
        search_term = without_nul(search_term).strip()
        queryset, may_have_duplicates = super().get_search_results(request, queryset, search_term)
        if search_term:
            exact = Q()
            for code in LANGUAGE_CODES:
                exact |= Q(**{f"term_{code}__iexact": search_term})
            queryset = queryset.annotate(
                exact_term=models.Case(models.When(exact, then=0), default=1, output_field=models.IntegerField())
            ).order_by("exact_term", *self.get_ordering(request) or ("slug",))
        return queryset, may_have_duplicates

    def history_view(self, request, object_id, extra_context=None):
        return super().history_view(request, str(valid_id(object_id)), extra_context)

    def history_form_view(self, request, object_id, version_id, extra_context=None):
        """An earlier version, to put back. The save and its check against newer versions are one transaction."""
        object_id, version_id = valid_id(object_id), valid_id(version_id)
        with transaction.atomic():
            return super().history_form_view(request, object_id, version_id, extra_context)

    def set_history_delta_changes(self, request, historical_records, foreign_keys_are_objs=True):
        """Each version on the History page with its author, action and changes, in the editor's words."""
        records = list(historical_records)
        if not records:
            return
        versions = self.model.history.filter(id=records[0].id)
        dates = dict(versions.values_list("history_id", "history_date"))
        before_page = versions.filter(history_id__lt=records[-1].history_id).order_by("-history_id").first()
        for record, previous in zip(records, [*records[1:], before_page], strict=True):
            record.author = author(record)
            record.when = when(record.history_date)
            record.action = action(record, dates)
            record.changes = changes_between(previous, record) if previous is not None else []

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
                "Still missing: %(missing)s. Until it is filled in, readers see another language’s text there, "
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
