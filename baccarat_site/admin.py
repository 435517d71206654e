"""Users and groups in the admin (for administrators): the Editors group's name in the reader's language.

A group's name is data (the Editors group is made by a glossary migration and named in README.md), so it
stays English in the database and is translated where it is shown (baccarat_site/admin_messages.py)."""

from django.contrib import admin
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group, User
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _


def group_name(group):
    return gettext(group.name)


class EditorsUserAdmin(UserAdmin):
    def formfield_for_manytomany(self, db_field, request, **kwargs):
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        if db_field.name == "groups":
            field.label_from_instance = group_name
        return field


class TranslatedGroupAdmin(GroupAdmin):
    list_display = ("translated_name",)

    @admin.display(description=_("name"), ordering="name")
    def translated_name(self, group):
        return group_name(group)


admin.site.unregister(User)
admin.site.register(User, EditorsUserAdmin)
admin.site.unregister(Group)
admin.site.register(Group, TranslatedGroupAdmin)
