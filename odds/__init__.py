"""The odds page and ``manage.py odds``: every bet's exact chances and house edge, for full and depleted shoes."""
