"""Page weight: every page in the sitemap loads under 60 KB compressed, all from this host."""

import gzip
import re
from urllib.parse import urlsplit

import pytest

pytestmark = [
    pytest.mark.browser,
    pytest.mark.browser_db,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]

BUDGET = 60 * 1024


def sitemap_paths(client):
    xml = client.get("/sitemap.xml").content.decode()
    return sorted({re.sub(r"^https?://[^/]+", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", xml)})


def test_every_page_is_light_and_self_contained(client, page, live_server):
    host = urlsplit(live_server.url).netloc
    foreign, bodies = [], {}
    page.on("request", lambda request: urlsplit(request.url).netloc == host or foreign.append(request.url))

    def record(response):
        if response.status == 200:
            bodies[response.url] = response.body()

    page.on("response", record)
    heavy = {}
    for path in sitemap_paths(client):
        bodies.clear()
        page.goto(live_server.url + path, wait_until="load")
        page.wait_for_load_state("networkidle")
        weight = sum(len(gzip.compress(body, compresslevel=6)) for body in bodies.values())
        if weight >= BUDGET:
            heavy[path] = weight
    assert not foreign, foreign
    assert not heavy, heavy
