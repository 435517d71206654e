from django import template
from django.utils.html import format_html

from baccarat_site import wording

register = template.Library()


@register.simple_tag
def fallback_lang(text):
    """` lang="en"` on an element holding fallback text, so it is read in its own language."""
    return format_html(' lang="{}"', text.language) if text.is_fallback else ""


@register.filter
def list_of_names(names):
    """Names joined as the active language lists them: "絞り、しぼり", "draw, drawing"."""
    return wording.list_separator().join(names)
