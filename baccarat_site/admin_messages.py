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
    # Korean: "독자의 과거 비밀번호", "비밀번호을"; "(으)로" after a name; "독자는"
    gettext_noop(
        "Please enter your old password, for security’s sake, and then enter your new password twice so we can "
        "verify you typed it in correctly."
    ),
    gettext_noop(" By %(filter_title)s "),
    gettext_noop(
        "You are authenticated as %(username)s, but are not authorized to access this page. Would you like to "
        "login to a different account?"
    ),
    gettext_noop("You don’t have permission to view or edit anything."),
    # Japanese: spaces around an inserted name ("変更する 用語集の項目 を選択")
    gettext_noop("Select %s to change"),
    gettext_noop("Select %s to view"),
    gettext_noop("Select %s"),
    gettext_noop("Add %s"),
    gettext_noop("Change %s"),
    gettext_noop("View %s"),
    gettext_noop("Add %(name)s"),
    gettext_noop("%(full_result_count)s total"),
    gettext_noop("Start typing to filter…"),
    # django-simple-history's title of an earlier version's page
    gettext_noop("Revert %s"),
)

GROUP_NAMES = (
    # The group an administrator puts editors in (migration 0003): its name is data, shown translated.
    gettext_noop("Editors"),
)
