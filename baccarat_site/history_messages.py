"""django-simple-history's messages on the glossary's History pages, which its catalogs have in
neither Korean nor Japanese. The project's catalogs (LOCALE_PATHS) come first, so locale/ko and
locale/ja translate these msgids; listing them here keeps `makemessages` from dropping them."""

from django.utils.translation import gettext_noop, ngettext_lazy

HISTORY_PAGES = (
    gettext_noop("Choose a date from the list below to revert to a previous version of this object."),
    gettext_noop("This object doesn't have a change history."),
    gettext_noop("Object"),
    gettext_noop("Comment"),
    gettext_noop("Changed by"),
    gettext_noop("Change reason"),
    gettext_noop("Changes"),
    gettext_noop("Created"),
    gettext_noop("Changed"),
    gettext_noop("Deleted"),
    ngettext_lazy("entry", "entries"),
    gettext_noop("Revert %(verbose_name)s"),
    gettext_noop("Press the 'Revert' button below to revert to this version of the object."),
    gettext_noop("Revert"),
)
