"""Every change to a term starts a new glossary edition (see `Edition`): saves, raw saves (fixtures,
history reverts), deletions and changes of related terms."""

from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from glossary.models import Edition, Term


@receiver(post_save, sender=Term)
@receiver(post_delete, sender=Term)
@receiver(m2m_changed, sender=Term.related.through)
def start_next_edition(**kwargs):
    if kwargs.get("action", "post_").startswith("post_"):
        Edition.start_next()
