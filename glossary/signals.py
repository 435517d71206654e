"""Every change to a term starts a new glossary edition (see `Edition`): saves, raw saves (fixtures,
history reverts), deletions and changes of related terms. And each version of a term writes an
empty translation one way."""

from django.db.models.signals import m2m_changed, post_delete, post_save, pre_save
from django.dispatch import receiver
from simple_history.signals import pre_create_historical_record

from glossary.models import Edition, FormerSlug, Term


@receiver(post_save, sender=Term)
@receiver(post_delete, sender=Term)
@receiver(m2m_changed, sender=Term.related.through)
def start_next_edition(**kwargs):
    if kwargs.get("action", "post_").startswith("post_"):
        Edition.start_next()


@receiver(pre_save, sender=Term)
def keep_former_slug(instance, raw=False, **kwargs):
    """A published entry's old slug keeps answering (with a redirect); a slug in use is no entry's former one."""
    if raw:
        return
    before = Term.objects.filter(pk=instance.pk).values("slug", "published").first() if instance.pk else None
    if before and before["slug"] != instance.slug and before["published"]:
        FormerSlug.objects.update_or_create(slug=before["slug"], defaults={"term_id": instance.pk})
    FormerSlug.objects.filter(slug=instance.slug).delete()


@receiver(pre_create_historical_record, sender=Term.history.model)
def empty_translations_as_null(history_instance, **kwargs):
    """The admin saves an empty translation as NULL, code as "": a version keeps NULL for both, so
    that its list of changes holds only what really changed (as the first versions do, migration 0010)."""
    for field in history_instance._meta.fields:
        if field.null and getattr(history_instance, field.attname) == "":
            setattr(history_instance, field.attname, None)


@receiver(pre_create_historical_record, sender=Term.history.model)
def mark_reverts(history_instance, instance, **kwargs):
    """A version saved from an earlier version's page records which version it put back."""
    history_instance.reverted_to = getattr(instance, "_reverted_to", None)
