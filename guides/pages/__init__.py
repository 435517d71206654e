"""Each guide's numbers from the engine: one module per guide, named after its slug, with a ``context()``."""
