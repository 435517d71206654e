"""Every JSON endpoint of the site, in the order the OpenAPI document lists them.

To add one, write its module (see ``api.endpoint``) and name its ``ENDPOINT`` here: ``api.urls``
routes it and ``api.openapi`` documents it from this tuple alone.
"""

from api import chemin_de_fer, coup, decision, effect_of_removal, odds, roads, squeeze
from api.endpoint import Endpoint

ENDPOINTS: tuple[Endpoint, ...] = (
    decision.ENDPOINT,
    coup.ENDPOINT,
    odds.ENDPOINT,
    squeeze.ENDPOINT,
    effect_of_removal.ENDPOINT,
    roads.ENDPOINT,
    chemin_de_fer.ENDPOINT,
)
