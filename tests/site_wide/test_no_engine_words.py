"""Reader text never names the engine: the site calculated it (issue 27, point 5).

Every guide and every tool page in every language; the Korean and Japanese words for it too.
"""

import re

import pytest
from django.core.cache import cache

from baccarat_site.guide_list import GUIDES
from tests.helpers import LANGUAGES, visible_text

PATHS = [
    "",
    "guides/",
    *(f"guides/{guide.slug}/" for guide in GUIDES),
    "lookup/",
    "lookup/?by=cards&cards=A,5,K",
    "odds/",
    "odds/?pay_tie_8=9&pay_banker=1",
    "roads/?seed=7",
    "practice/",
    "responsible-gambling/",
    "chemin-de-fer/",
    "glossary/",
]
ENGINE = re.compile(r"engine|엔진|エンジン", re.I)


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_page_says_engine(client, language):
    cache.clear()
    for path in PATHS:
        response = client.get(f"/{language}/{path}")
        assert response.status_code == 200, path
        text = visible_text(re.sub(r"<(script|style)\b.*?</\1>", " ", response.content.decode(), flags=re.S))
        assert not ENGINE.search(text), (path, ENGINE.findall(text))
        description = re.search(r'<meta name="description" content="([^"]*)"', response.content.decode())
        assert not (description and ENGINE.search(description.group(1))), path
