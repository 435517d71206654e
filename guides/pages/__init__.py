"""Each guide's numbers and sections: one module per guide, named after its slug (``Guide.module``).

A guide's text is a template, `templates/guides/pages/<slug>.html`; the numbers and tables it shows come
from the rules engine through its module's ``context()``. Its sections (anchor and heading, in order) are
declared once, as the module's ``SECTIONS``: the table of contents lists them and
``{% guide_section "id" %}`` heads each one.
"""

from dataclasses import dataclass

from django.utils.module_loading import import_string

from baccarat_site.guide_list import Guide


@dataclass(frozen=True)
class Section:
    """One section of a guide: its anchor and its heading."""

    id: str
    heading: str


def sections_of(guide: Guide) -> tuple[Section, ...]:
    return import_string(f"guides.pages.{guide.module}.SECTIONS")


def context_of(guide: Guide) -> dict:
    """The guide's numbers and tables, from its module's ``context()``."""
    return import_string(f"guides.pages.{guide.module}.context")()
