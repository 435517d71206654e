"""Project configuration and what every page shares: settings, URLs, sitemaps, middleware, the language
switch, and the wording of the engine's codes."""
