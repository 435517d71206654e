"""The scoreboard roads page, ``/<lang>/roads/`` (its JSON API, ``/api/roads``, is in ``api/roads.py``).

A shoe dealt from a seed (8 decks, burn and cut card, every coup played by the rules engine) or
results typed in, drawn as the five roads of a baccarat scoreboard (``baccarat.roads``), step by
step, with the engine's exact odds for the next coup beside them.
"""
