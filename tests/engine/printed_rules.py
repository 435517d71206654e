"""The rules as the seeds print them, written independently of the engine, for tests to check it against."""

VALUE = {"A": 1, "10": 0, "J": 0, "Q": 0, "K": 0} | {str(n): n for n in range(2, 10)}

# The banker's rule as printed, when the player drew: banker total → the player's third-card
# values (0–9; a ten-value card is 0) on which the banker draws.
PRINTED_BANKER_RULE = {
    0: "0123456789",  # always draws
    1: "0123456789",
    2: "0123456789",
    3: "012345679",  # draws unless the card is 8
    4: "234567",
    5: "4567",
    6: "67",
    7: "",  # stands
}
BANKER_DRAWS_IF_PLAYER_STOOD = {0, 1, 2, 3, 4, 5}
PLAYER_DRAWS = {0, 1, 2, 3, 4, 5}


def total(cards):
    return sum(VALUE[card] for card in cards) % 10


def printed_banker_draws(banker, third):
    """Whether the banker draws on its total, given the player's third-card value (None if the player stood)."""
    if banker >= 8:
        return False
    if third is None:
        return banker in BANKER_DRAWS_IF_PLAYER_STOOD
    return str(third) in PRINTED_BANKER_RULE[banker]
