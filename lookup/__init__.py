"""The third-card lookup: who draws, by the two-card totals or by the cards as dealt, and why."""
