"""The Editors group: may add, change and view glossary terms, and nothing else."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Editors"
CODENAMES = ["add_term", "change_term", "view_term"]


def create_editors(apps, schema_editor):
    # Permissions are normally created after all migrations have run; make sure ours exist now.
    glossary = apps.get_app_config("glossary")
    glossary.models_module = True
    create_permissions(glossary, apps=apps, verbosity=0)
    glossary.models_module = None

    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    editors, _created = Group.objects.get_or_create(name=GROUP)
    editors.permissions.set(
        Permission.objects.filter(content_type__app_label="glossary", codename__in=CODENAMES)
    )


def remove_editors(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("glossary", "0002_initial_terms"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_editors, remove_editors)]
