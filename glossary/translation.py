from modeltranslation.translator import TranslationOptions, register

from glossary.models import TRANSLATED_FIELDS, Term


@register(Term)
class TermTranslationOptions(TranslationOptions):
    fields = TRANSLATED_FIELDS
