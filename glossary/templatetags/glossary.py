from django import template
from django.utils.html import format_html

register = template.Library()


@register.simple_tag
def fallback_lang(text):
    """` lang="en"` on an element holding fallback text, so it is read in its own language."""
    return format_html(' lang="{}"', text.language) if text.is_fallback else ""
