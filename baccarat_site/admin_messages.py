"""Django's own messages that editors meet in this admin and that the stock catalogs get wrong.

Django's Korean puts a fixed particle after an inserted name, which is wrong for half the names
("사용자 이름와", "“내추럴”가"), and Django 6.1's "- Select an option -" has no Korean or Japanese
yet. The project's catalogs (LOCALE_PATHS) take precedence over Django's, so locale/ko and locale/ja
translate these msgids again; listing them here keeps `makemessages` from dropping them.
"""

from django.utils.translation import gettext_noop

OVERRIDDEN = (
    gettext_noop(
        "Please enter the correct %(username)s and password for a staff account. "
        "Note that both fields may be case-sensitive."
    ),
    gettext_noop("The {name} “{obj}” was added successfully."),
    gettext_noop("The {name} “{obj}” was added successfully. You may edit it again below."),
    gettext_noop("The {name} “{obj}” was added successfully. You may add another {name} below."),
    gettext_noop("The {name} “{obj}” was changed successfully."),
    gettext_noop("The {name} “{obj}” was changed successfully. You may edit it again below."),
    gettext_noop("The {name} “{obj}” was changed successfully. You may add another {name} below."),
    gettext_noop("Changed {fields}."),
    gettext_noop("%(name)s with ID “%(key)s” doesn’t exist. Perhaps it was deleted?"),
    gettext_noop("- Select an option -"),
)
