import simple_history
from modeltranslation.translator import TranslationOptions, register

from glossary.models import TRANSLATED_FIELDS, Term, VersionNotes


@register(Term)
class TermTranslationOptions(TranslationOptions):
    fields = TRANSLATED_FIELDS


# Versions of every term, registered here, after modeltranslation has added the fields of each
# language (term_ko, term_ja, …): a HistoricalRecords() in the model class would be built before
# them and keep none of the translations (django-simple-history issues #209 and #1131). The
# untranslated originals (`term`, …) only mirror one language, and `updated` changes on every
# save: leaving them out keeps each version's list of changes to what an editor changed.
simple_history.register(
    Term,
    excluded_fields=["updated", *TRANSLATED_FIELDS],
    bases=[VersionNotes],
)
