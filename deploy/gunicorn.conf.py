"""gunicorn's settings for the app servers (README, "Production": ``gunicorn -c deploy/gunicorn.conf.py``).

The API's OpenAPI document lets a request carry up to 1,248 characters of cards to remove and every
bet's payouts; written full-width and percent-encoded (9 bytes a character) such a request line runs past
gunicorn's default limit of 4,094 bytes, which answered a request the document allows with a 414, and
nginx passes the same address on in X-Original-URI (deploy/proxy-cache.conf), past the 8,190 bytes a
header may hold (a 431). The app servers sit behind nginx, whose ``large_client_header_buffers 4 32k``
bounds the request line and every header a client sends, so gunicorn's limits follow nginx's.
"""

limit_request_line = 0  # no limit of gunicorn's own (a value above 8,190 would be cut to 8,190)
limit_request_field_size = 32 * 1024  # nginx's buffer: X-Original-URI repeats the request line
