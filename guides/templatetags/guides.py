"""`{% guide_section "id" %}…{% endguide_section %}`: one section of a guide, its heading from the guide's data.

The headings are declared once, in the guide's module (``guides.pages.<module>.SECTIONS``, handed to
the template as ``sections``), and appear twice on the page: in the table of contents
(``guide_base.html``) and as the section's ``<h2>``.
"""

from django import template
from django.utils.html import format_html

register = template.Library()


class GuideSectionNode(template.Node):
    def __init__(self, section_id, nodelist):
        self.section_id = section_id
        self.nodelist = nodelist

    def render(self, context):
        section = next((section for section in context["sections"] if section.id == self.section_id), None)
        if section is None:
            raise LookupError(f"The guide {context['guide'].slug!r} declares no section {self.section_id!r}")
        return format_html(
            '<section aria-labelledby="{id}">\n  <h2 id="{id}">{heading}</h2>{body}</section>',
            id=section.id,
            heading=section.heading,
            body=self.nodelist.render(context),
        )


@register.tag
def guide_section(parser, token):
    """A guide's section: its id (a literal string), then its body up to ``{% endguide_section %}``."""
    bits = token.split_contents()
    if len(bits) != 2 or bits[1][0] not in "\"'" or bits[1][0] != bits[1][-1]:
        raise template.TemplateSyntaxError(f'{bits[0]} takes one quoted section id: {{% {bits[0]} "id" %}}')
    nodelist = parser.parse(("endguide_section",))
    parser.delete_first_token()
    return GuideSectionNode(bits[1][1:-1], nodelist)
