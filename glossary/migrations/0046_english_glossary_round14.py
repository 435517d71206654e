"""The English glossary, round 14 (notes/reads/en14.md, the "R " items on the glossary).

Curly apostrophes in every English field; Banker and Player capitalised for the hands and bets, the person
who holds the bank in baccarat banque lower case, and "tie" lower case; wording a native editor found
stiff or unclear. The Tiger entry now says both bets lose on a Player win and on a tie too, as the paytable
in baccarat/bets.py has them (each pays only on a Banker win with 6 on its number of cards). The outs
entry gives the position its "8 or 9" needs. No new figure.
"""

from django.db import migrations

from glossary.migrations._passages import replacers

CHANGES = [
    (
        "card-values",
        "explanation_en",
        "A hand's total is the sum of its card values with only the last digit kept.\n\nTens and picture cards counting nothing is the big difference from blackjack, and the name baccarat itself is thought to come from a word for zero.",
        "A hand’s total is the sum of its card values with only the last digit kept.\n\nThe big difference from blackjack is that tens and picture cards count for nothing; the name baccarat itself is thought to come from a word for zero.",
    ),
    (
        "hand",
        "explanation_en",
        "There are only ever two hands in baccarat, Player's and Banker's.",
        "In punto banco there are only ever two hands, Player’s and Banker’s.",
    ),
    (
        "burn-card",
        "definition_en",
        "Cards discarded at the start of a new shoe instead of being played.",
        "A card discarded at the start of a new shoe instead of being played.",
    ),
    (
        "player",
        "explanation_en",
        "Despite the name, it isn't you.",
        "Despite the name, it isn’t you.",
    ),
    (
        "player",
        "example_en",
        "Player finished on 7 against Banker's 6, so every Player bet was paid even money.",
        "Player finished on 7 against Banker’s 6, so every Player bet was paid even money.",
    ),
    (
        "banker",
        "explanation_en",
        "Banker's rule is applied after Player's, and when Player has drawn a third card, whether Banker draws depends on what that card was.",
        "Banker’s rule is applied after Player’s, and when Player has drawn a third card, whether Banker draws depends on what that card was.",
    ),
    (
        "banker",
        "example_en",
        "Banker drew a 4 to make 7 and beat Player's 6.",
        "Banker drew a 4 to make 7 and beat Player’s 6.",
    ),
    (
        "side-bet",
        "explanation_en",
        "Examples are the pair bets, Lucky 6, and EZ Baccarat's Dragon 7 and Panda 8.",
        "Examples are the pair bets, Lucky 6, and EZ Baccarat’s Dragon 7 and Panda 8.",
    ),
    (
        "side-bet",
        "explanation_en",
        "large as the payouts are, they fall short of what results that rare would need for a fair bet.",
        "the payouts are large, but not as large as such rare results would need for the bet to be fair.",
    ),
    (
        "pair",
        "definition_en",
        "A side bet that wins when Player's or Banker's first two cards are of the same rank.",
        "A side bet that wins when Player’s or Banker’s first two cards are of the same rank.",
    ),
    (
        "pair",
        "explanation_en",
        "Suits don't matter.",
        "Suits don’t matter.",
    ),
    (
        "pair",
        "example_en",
        "Banker's first two cards were both queens, so the Banker Pair bets were paid 11 to 1.",
        "Banker’s first two cards were both queens, so the Banker Pair bets were paid 11 to 1.",
    ),
    (
        "lucky-6",
        "explanation_en",
        "Payouts can differ between casinos, so check the table's paytable.",
        "Payouts can differ between casinos, so check the paytable.",
    ),
    (
        "dragon-7",
        "explanation_en",
        "It is one of EZ Baccarat's side bets.",
        "It is one of EZ Baccarat’s side bets.",
    ),
    (
        "panda-8",
        "explanation_en",
        "It is Dragon 7's partner in EZ Baccarat.",
        "It is Dragon 7’s partner in EZ Baccarat.",
    ),
    (
        "total",
        "definition_en",
        "A hand's value:",
        "A hand’s value:",
    ),
    (
        "stand",
        "explanation_en",
        "Banker always stands on 7, and on 3 to 6 it may stand depending on Player's third card.",
        "Banker always stands on 7, and on 3 to 6 it draws or stands according to Player’s third card.",
    ),
    (
        "draw",
        "explanation_en",
        "Whether Banker draws depends on its own total and, if Player drew, on the value of Player's third card.",
        "Whether Banker draws depends on its own total and, if Player drew, on the value of Player’s third card.",
    ),
    (
        "draw",
        "example_en",
        "Player drew from 3, caught a 5 and made 8.",
        "Player drew on 3, caught a 5 and made 8.",
    ),
    (
        "third-card",
        "explanation_en",
        "If there is no natural, Player's rule comes first, then Banker's.\n\nThis glossary writes a third card's value as 0 to 9, with tens and picture cards as 0.",
        "If there is no natural, Player’s rule comes first, then Banker’s.\n\nThis glossary writes a third card’s value as 0 to 9, with tens and picture cards as 0.",
    ),
    (
        "third-card",
        "explanation_en",
        "You don't need to memorise it, but knowing it shows that the dealer isn't handing out cards at will.",
        "You don’t need to memorise the rules, but knowing it shows that the dealer isn’t handing out cards at will.",
    ),
    (
        "banker-drawing-table",
        "term_en",
        "Banker's drawing table",
        "Banker’s drawing table",
    ),
    (
        "banker-drawing-table",
        "definition_en",
        "The chart that decides whether Banker draws after Player has taken a third card.",
        "The chart that sets out whether Banker draws after Player has taken a third card.",
    ),
    (
        "banker-drawing-table",
        "explanation_en",
        "It crosses Banker's two-card total (0 to 7) with the value of Player's third card (0 to 9).",
        "It crosses Banker’s two-card total (0 to 7) with the value of Player’s third card (0 to 9).",
    ),
    (
        "banker-drawing-table",
        "explanation_en",
        "on 3 it stands only if Player's third card was an 8;",
        "on 3 it stands only if Player’s third card was an 8;",
    ),
    (
        "banker-drawing-table",
        "explanation_en",
        "If Player stood, the chart doesn't apply and Banker follows the simple rule:",
        "If Player stood, the chart doesn’t apply and Banker follows the simple rule:",
    ),
    (
        "banker-drawing-table",
        "explanation_en",
        "Acting after seeing Player's card is why Banker wins slightly more often.",
        "Acting after seeing Player’s card is why Banker wins slightly more often.",
    ),
    (
        "banker-drawing-table",
        "example_en",
        "According to the banker's drawing table, Banker on 5 draws when Player's third card is a 6.",
        "According to the Banker’s drawing table, Banker on 5 draws when Player’s third card is a 6.",
    ),
    (
        "coup",
        "explanation_en",
        "if there is a natural the coup ends, otherwise Player's and then Banker's third-card rules are applied;",
        "if there is a natural the coup ends, otherwise Player’s and then Banker’s third-card rules are applied;",
    ),
    (
        "punto-banco",
        "explanation_en",
        "the dealer follows a fixed chart, and the players don't hold a hand but simply bet on the outcome.",
        "the dealer follows a fixed chart, and the players don’t hold a hand but simply bet on the outcome.",
    ),
    (
        "chemin-de-fer",
        "definition_en",
        "A French form of baccarat, in which the players take turns as banker and may sometimes choose whether to draw.",
        "A French form of baccarat in which the players take turns as banker and may sometimes choose whether to draw.",
    ),
    (
        "chemin-de-fer",
        "explanation_en",
        "One player holds the bank and plays against the others, and the shoe, and with it the bank, moves around the table.",
        "One player holds the bank and plays against the others, and the bank, and the shoe with it, passes around the table.",
    ),
    (
        "chemin-de-fer",
        "example_en",
        "In chemin de fer the player holding the bank covers the others' bets with their own money.",
        "In chemin de fer the player holding the bank covers the others’ bets with their own money.",
    ),
    (
        "baccarat-banque",
        "definition_en",
        "A European form of baccarat with a fixed Banker and the player side split into two hands.",
        "A European form of baccarat with a fixed banker and the player side split into two hands.",
    ),
    (
        "baccarat-banque",
        "explanation_en",
        "The Banker plays against both hands at once.",
        "The banker plays against both hands at once.",
    ),
    (
        "baccarat-banque",
        "example_en",
        "In baccarat banque a single Banker takes on the Player hands on both sides of the table.",
        "In baccarat banque a single banker takes on the Player hands on both sides of the table.",
    ),
    (
        "midi-baccarat",
        "explanation_en",
        "The rules and payouts are punto banco's;",
        "The rules and payouts are punto banco’s;",
    ),
    (
        "baccarat",
        "explanation_en",
        "The name is often said to come from an Italian dialect word for zero, which would fit a game in which tens and picture cards count for nothing, but its origin is not certain. The most widely accepted account places its origin in nineteenth-century French salons;",
        "The name is often said to come from an Italian dialect word for zero, which would fit a game in which tens and picture cards count for nothing, but this is not certain. The most widely accepted account places the game’s origin in nineteenth-century French salons;",
    ),
    (
        "squeeze",
        "explanation_en",
        "At many tables in Macau the player with the biggest bet on a side is handed that side's cards and may bend them up from one corner, a little at a time.",
        "At many tables in Macau the player with the biggest bet on a side is handed that side’s cards and may bend them up from one corner, a little at a time.",
    ),
    (
        "squeeze",
        "explanation_en",
        "As each card is turned the chances of a player win, a banker win and a tie move.",
        "As each card is turned, the chances of a Player win, a Banker win and a tie change.",
    ),
    (
        "scoreboard",
        "explanation_en",
        "The cards in the shoe don't remember what happened, and the cards already dealt shift the odds of the next coup only very slightly.",
        "The cards have no memory, and those already dealt shift the odds of the next coup only very slightly.",
    ),
    (
        "macau",
        "explanation_en",
        "Since the 2000s most of Macau's casino revenue has come from baccarat.",
        "Since the 2000s most of Macau’s casino revenue has come from baccarat.",
    ),
    (
        "macau",
        "explanation_en",
        "The squeeze, with the biggest bettor peeling the cards up slowly, and players studying the roadmaps on the scoreboard are familiar sights at Macau's tables.",
        "The squeeze, with the biggest bettor peeling the cards up slowly, and players studying the roadmaps on the scoreboard are familiar sights at Macau’s tables.",
    ),
    (
        "gamblers-fallacy",
        "term_en",
        "Gambler's fallacy",
        "Gambler’s fallacy",
    ),
    (
        "gamblers-fallacy",
        "explanation_en",
        "However convincing the roadmaps on the scoreboard look, they don't predict the next coup.",
        "However convincing the roadmaps on the scoreboard look, they don’t predict the next coup.",
    ),
    (
        "gamblers-fallacy",
        "example_en",
        "Switching to Banker because Player has won five in a row is the gambler's fallacy at work.",
        "Switching to Banker because Player has won five in a row is the gambler’s fallacy at work.",
    ),
    (
        "bead-plate",
        "explanation_en",
        "Korean players often call it 육매.",
        "Korean players often call it yukmae (육매).",
    ),
    (
        "bead-plate",
        "explanation_en",
        "It is the results in the order they came, and it says nothing about the next coup.",
        "It simply shows the results in the order they came and says nothing about the next coup.",
    ),
    (
        "big-eye-boy",
        "definition_en",
        "red or blue for whether each new Big Road entry repeats the shape of the column just before.",
        "it marks each new Big Road entry red or blue, depending on whether it repeats the shape of the column just before.",
    ),
    (
        "big-eye-boy",
        "explanation_en",
        "The road starts at the second row of the Big Road's second column (or at the top of the third column if that cell is empty).",
        "The road starts at the second row of the Big Road’s second column (or at the top of the third column if that cell is empty).",
    ),
    (
        "big-eye-boy",
        "explanation_en",
        "It redraws the Big Road's shape, so it cannot tell you more than the Big Road does.",
        "It redraws the Big Road’s shape, so it cannot tell you more than the Big Road does.",
    ),
    (
        "small-road",
        "explanation_en",
        "The road starts at the second row of the Big Road's third column (or at the top of the fourth).",
        "The road starts at the second row of the Big Road’s third column (or at the top of the fourth).",
    ),
    (
        "cockroach-pig",
        "explanation_en",
        "The road starts at the second row of the Big Road's fourth column (or at the top of the fifth).",
        "The road starts at the second row of the Big Road’s fourth column (or at the top of the fifth).",
    ),
    (
        "dragon-tail",
        "example_en",
        "Nine banker wins in a row left a long dragon tail on the Big Road.",
        "Nine Banker wins in a row left a long dragon tail on the Big Road.",
    ),
    (
        "ask-the-road",
        "definition_en",
        "The scoreboard's preview of the mark each derived road would add if the next coup went to the banker, or to the player.",
        "The scoreboard’s preview of the mark each derived road would add if the next coup went to Banker, or to Player.",
    ),
    (
        "ask-the-road",
        "explanation_en",
        "Many scoreboards show it to one side: for a banker win and for a player win, the red or blue that Big Eye Boy, Small Road and Cockroach Pig would add. It is what the derived roads' rules give once one more result is added to the Big Road.",
        "Many scoreboards show it beside the roads: for a Banker win and for a Player win, the red or blue that Big Eye Boy, Small Road and Cockroach Pig would add. It is what the derived roads’ rules give once one more result is added to the Big Road.",
    ),
    (
        "ask-the-road",
        "example_en",
        "Ask the road showed three reds for a banker win, which made a banker win no more likely.",
        "Ask the road showed three reds for a Banker win, which made a Banker win no more likely.",
    ),
    (
        "super-6",
        "explanation_en",
        "It is common at no-commission tables, where a banker win with 6 pays the banker bet only half;",
        "It is common at no-commission tables, where a Banker win with 6 pays the Banker bet only half;",
    ),
    (
        "super-6",
        "explanation_en",
        "The house edge depends heavily on the payout, so check the table's paytable;",
        "The house edge depends heavily on the payout, so check the paytable;",
    ),
    (
        "super-6",
        "example_en",
        "Banker drew to 6 and beat Player's 5, and Super 6 paid 12 to 1.",
        "Banker drew to 6 and beat Player’s 5, and Super 6 paid 12 to 1.",
    ),
    (
        "tiger",
        "explanation_en",
        "Both lose if Banker ties on 6 or wins with another total. They split the same coups by the number of cards, so they often sit beside Lucky 6 and Super 6.\n\nA three-card 6 is rarer than a two-card one, hence the higher payout, but either way the house edge is far above the main bets'.",
        "Both lose if Player wins, if the coup is a tie, or if Banker wins with any other total. Between them they cover the same coups as Lucky 6 and Super 6, split by the number of cards, and they are often offered alongside those bets.\n\nA three-card 6 is rarer than a two-card one, hence the higher payout, but either way the house edge is far above the main bets’.",
    ),
    (
        "dragon-bonus",
        "explanation_en",
        "With the same paytable the player's side has a lower house edge than the banker's: the banker wins more often, but usually by less.",
        "With the same paytable the bet on Player has a lower house edge than the bet on Banker: Banker wins more often, but usually by less.",
    ),
    (
        "dragon-bonus",
        "example_en",
        "Both hands drew from 0; Player made 9 against Banker's 0, and the Dragon Bonus on Player paid 30 to 1.",
        "Both hands drew on 0; Player made 9 against Banker’s 0, and the Dragon Bonus on Player paid 30 to 1.",
    ),
    (
        "either-pair",
        "explanation_en",
        "It joins the player pair and banker pair bets into one, and usually pays 5 to 1.",
        "It joins the Player Pair and Banker Pair bets into one, and usually pays 5 to 1.",
    ),
    (
        "either-pair",
        "example_en",
        "Banker's first two cards were two sevens, and Either pair paid 5 to 1.",
        "Banker’s first two cards were two sevens, and Either pair paid 5 to 1.",
    ),
    (
        "perfect-pair",
        "explanation_en",
        "The two cards must be identical, such as two kings of spades.",
        "Two kings of spades are a perfect pair; a king of spades and a king of hearts are not.",
    ),
    (
        "perfect-pair",
        "explanation_en",
        "It is the only bet that depends on suits, so this site computes its odds only when it knows the suits of the cards gone.",
        "It is the only bet that depends on suits, so the odds page on this site can give its odds only when it knows the suits of the cards already dealt.",
    ),
    (
        "perfect-pair",
        "example_en",
        "Player's first two cards were both the king of spades, and Perfect pair paid 25 to 1.",
        "Player’s first two cards were both the king of spades, and the perfect pair bet paid 25 to 1.",
    ),
    (
        "stake",
        "explanation_en",
        "a losing bet's stake is taken by the dealer.",
        "a losing bet’s stake is taken by the dealer.",
    ),
    (
        "take-and-pay",
        "example_en",
        "After a Player win the dealer took the Banker and Tie bets first, then paid each Player bet 1 to 1.",
        "After a Player win the dealer took the Banker and tie bets first, then paid each Player bet 1 to 1.",
    ),
    (
        "option-on-five",
        "term_en",
        "Player's option on 5",
        "Player’s option on 5",
    ),
    (
        "option-on-five",
        "definition_en",
        "In chemin de fer, the player's right to choose whether to draw or stand on a two-card 5.",
        "In chemin de fer, the player’s right to choose whether to draw or stand on a two-card 5.",
    ),
    (
        "option-on-five",
        "explanation_en",
        "only on 5 does he choose. Bertrand's discussion of this choice in 1889 was one of the starting points of game theory.",
        "only on 5 may the player choose. Bertrand’s discussion of this choice in 1889 was one of the starting points of game theory.",
    ),
    (
        "option-on-five",
        "explanation_en",
        "From a real shoe the chance shifts a little with the number of decks and the cards that make the 5.",
        "With a real shoe, the best drawing frequency shifts a little with the number of decks and with the cards that make up the 5.",
    ),
    (
        "tableau",
        "definition_en",
        "In chemin de fer, the house's printed rule of when the player and the banker draw or stand.",
        "In chemin de fer, the house’s printed chart of when the player and the banker draw or stand.",
    ),
    (
        "tableau",
        "explanation_en",
        "The optimal banker found by game theory plays as the punto banco table does in almost every cell and departs from it in only a few.",
        "Game theory shows that the banker’s best play follows the punto banco table in almost every case and departs from it in only a few.",
    ),
    (
        "outs",
        "explanation_en",
        "an 8 or a 9 and the banker wins.",
        "with Player on 5 and Banker’s first card counting 0, an 8 or a 9 as the second gives Banker a natural and the win.",
    ),
    (
        "outs",
        "example_en",
        "Player 5, banker's first card a 10: the banker's outs on the second card are the 8 and the 9.",
        "Player on 5, Banker’s first card a 10: Banker’s outs on the second card are the 8s and 9s.",
    ),
]


forwards, backwards = replacers(CHANGES)


class Migration(migrations.Migration):
    dependencies = [("glossary", "0045_japanese_glossary_round13")]

    operations = [migrations.RunPython(forwards, backwards)]
