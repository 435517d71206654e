"""The rules guides: six pages of prose whose every number, table and example comes from the engine."""
