"""Forms for the third-card lookup (and the JSON API's decision and coup): read what was asked, then ask the engine.

Each form checks its fields, then hands them to the engine in ``clean()``; an engine error becomes a
message beside the field it is about, in the reader's language, with the engine's code.
"""

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from baccarat import (
    DECK_COUNTS,
    MAX_CARDS,
    RANKS,
    USUAL_DECKS,
    CardError,
    NotEnoughCards,
    RulesError,
    Shoe,
    decide,
    parse_card,
    play_coup,
    point_value,
)
from baccarat.roads import MAX_SEED, deal_shoe
from baccarat.squeeze import MAX_COUP_CARDS, next_cards, squeeze, totals_squeeze
from baccarat_site import wording
from baccarat_site.fields import CardListField, NumberChoiceField, as_typed, split_cards

TOTALS = [(total, str(total)) for total in range(10)]
COUP_FILLER = ("K",) * 6
"""Cards that finish an unfinished coup, to learn which hand the next card goes to."""


class ThirdCardField(forms.Field):
    """The player's third card as its rank (A, 2–9, 10 or T, J, Q, K) or its point value 0–9."""

    def to_python(self, value):
        if value in self.empty_values:
            return None
        code = as_typed(value)
        if len(code) == 1 and code.isdecimal():
            return int(code)
        try:
            return point_value(code)
        except CardError as error:
            raise ValidationError(
                _("“%(value)s” is not a card: give its rank (A, 2 to 9, 10, J, Q or K) or its point value (0 to 9)."),
                code="unknown_card",
                params={"value": wording.echo(code)},
            ) from error


def total_field(label, required_message, invalid_message):
    return NumberChoiceField(
        label=label,
        choices=TOTALS,
        coerce=int,
        empty_value=None,
        widget=forms.RadioSelect,
        error_messages={"required": required_message, "invalid_choice": invalid_message},
    )


class DecisionForm(forms.Form):
    """Two-card totals, and the player's third card once drawn: who draws, by the engine's ``decide``."""

    player_total = total_field(
        _("The player’s two-card total"),
        _("Choose the player’s two-card total."),
        _("Choose the player’s two-card total, from 0 to 9."),
    )
    banker_total = total_field(
        _("The banker’s two-card total"),
        _("Choose the banker’s two-card total."),
        _("Choose the banker’s two-card total, from 0 to 9."),
    )
    player_third = ThirdCardField(
        label=_("The player’s third card"),
        required=False,
        help_text=_(
            "If the player drew a third card, choose its point value: an ace counts 1; 10, J, Q and K count 0."
        ),
        widget=forms.RadioSelect(choices=[("", _("No third card")), *TOTALS]),
    )

    decision = None
    player_totals = None
    """Without the player's total: the totals on which the player draws, each giving the banker this answer."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # The player's third card says the player drew; the banker's move may then not need the total.
        if self.is_bound and self.data.get("player_third") not in (None, ""):
            self.fields["player_total"].required = False

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        if cleaned["player_total"] is None:
            self.answer_without_player_total(cleaned["banker_total"], cleaned["player_third"])
            return cleaned
        try:
            self.decision = decide(cleaned["player_total"], cleaned["banker_total"], cleaned["player_third"])
        except RulesError as error:
            self.add_error("player_third", ValidationError(wording.error_message(error), code=error.code))
        return cleaned

    def answer_without_player_total(self, banker, third):
        """The banker's move when only the banker's total and the player's third card are known.

        The engine decides for every total on which the player draws; when it gives the banker the same
        answer for all of them, that is the answer, and the player's total is not needed."""
        drawing = [player for player in range(10) if decide(player, banker).player_draws]
        if not drawing and all(decide(player, banker).natural_hand in ("banker", "both") for player in range(10)):
            message = wording.banker_natural_no_third_card(banker)
            self.add_error("player_third", ValidationError(message, code="unexpected_third_card"))
            return
        decisions = [decide(player, banker, third) for player in drawing]
        if len({decision.banker_draws for decision in decisions}) != 1:
            self.add_error(
                "player_total", ValidationError(self.fields["player_total"].error_messages["required"], code="required")
            )
            return
        self.decision = decisions[0]
        self.player_totals = tuple(drawing)

    def sentence(self):
        data = self.cleaned_data
        if self.player_totals:
            return wording.banker_sentence_without_player_total(
                self.decision, data["banker_total"], data["player_third"], self.player_totals
            )
        return wording.decision_sentence(
            self.decision, data["player_total"], data["banker_total"], data["player_third"]
        )


class CoupBoundField(forms.BoundField):
    """A correct but unfinished entry (10,9) is not invalid: its message says which card comes next."""

    def build_widget_attrs(self, attrs, widget=None):
        attrs = super().build_widget_attrs(attrs, widget)
        if self.form.incomplete:
            attrs.pop("aria-invalid", None)
        return attrs


CARD_INPUT_ATTRS = {
    "aria-describedby": "id_cards_helptext id_cards_messages",
    "autocomplete": "off",
    "autocapitalize": "characters",
    "spellcheck": "false",
}
"""A field of cards typed in shoe order: described by its help and its messages, never autocorrected."""


class CoupForm(forms.Form):
    """Cards in shoe order, played into a coup by the engine's ``play_coup``.

    With too few cards, ``next_step`` is the step that will deal the next card and ``dealt`` the steps
    that dealt the cards given so far, so a page can show the coup as far as it goes.
    """

    cards = CardListField(
        label=_("Cards in the order they were dealt"),
        max_cards=MAX_CARDS,
        help_text=_("Player, banker, player, banker, then any third cards, separated by commas, for example A,5,K,3."),
        widget=forms.TextInput(attrs=CARD_INPUT_ATTRS),
        error_messages={"required": _("Enter the cards in the order they were dealt.")},
    )

    bound_field_class = CoupBoundField
    coup = None
    next_step = None
    dealt = ()

    def clean(self):
        cleaned = super().clean()
        cards = cleaned.get("cards")
        if not cards:
            return cleaned
        try:
            self.coup = play_coup(cards)
        except NotEnoughCards as error:
            self.follow_unfinished_coup(cards)
            message = wording.next_card_sentence(self.next_step, self.cards_dealt_to(self.next_step.hand))
            self.add_error("cards", ValidationError(message, code=error.code))
        except RulesError as error:
            self.add_error("cards", ValidationError(wording.error_message(error), code=error.code))
        return cleaned

    def follow_unfinished_coup(self, cards):
        """Play the coup out with filler cards: the rules look only at cards already dealt, so the
        filler cannot change which hand the next card goes to, nor why."""
        finished = play_coup([*cards, *COUP_FILLER[len(cards) :]])
        dealing = finished.dealing_steps
        self.dealt = tuple(dealing[: len(cards)])
        self.next_step = dealing[len(cards)]

    def cards_dealt_to(self, hand):
        return sum(step.hand == hand for step in self.dealt)

    @property
    def incomplete(self):
        return self.next_step is not None


class CardTapForm(forms.Form):
    """A tap on the lookup's card keypad, on its undo button or on "Show", with the cards entered so far."""

    cards = forms.CharField(required=False, max_length=3 * MAX_CARDS)
    add = forms.ChoiceField(choices=[(rank, rank) for rank in RANKS], required=False)
    undo = forms.BooleanField(required=False)
    show = forms.ChoiceField(choices=[("cards", "cards")], required=False)

    def tapped(self):
        return bool(self.cleaned_data["add"] or self.cleaned_data["undo"] or self.cleaned_data["show"])

    def new_cards(self):
        """The card codes after the tap, as entered (the coup form checks them)."""
        codes = split_cards(self.cleaned_data["cards"])
        if self.cleaned_data["add"]:
            codes.append(self.cleaned_data["add"])
        elif self.cleaned_data["undo"] and codes:
            codes.pop()
        return ",".join(codes)


class SqueezeForm(forms.Form):
    """The squeeze: the cards turned so far (or the totals of the published tables) and the shoe they come
    from, answered by the engine's ``squeeze`` and ``next_cards`` (or ``totals_squeeze``).

    Give the cards, or the player's two-card total with perhaps the banker's first card or total, not both;
    with neither, the chances before the first card. ``result`` holds the engine's answer, ``following``
    the next card's table (None once the coup is complete).
    """

    cards = CardListField(
        label=_("Cards turned so far, in the order they were dealt"),
        max_cards=MAX_COUP_CARDS,
        required=False,
        help_text=_("Player, banker, player, banker, then any third cards: up to six, for example 3,K,2."),
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false"}),
    )
    decks = NumberChoiceField(
        choices=[(decks, str(decks)) for decks in DECK_COUNTS],
        coerce=int,
        required=False,
        empty_value=USUAL_DECKS,
        label=_("Decks in the shoe"),
        error_messages={"invalid_choice": wording.DECKS_MESSAGE},
    )
    remove = CardListField(label=_("Cards already gone from the shoe"), required=False, max_cards=MAX_CARDS)
    player_total = NumberChoiceField(
        choices=TOTALS,
        coerce=int,
        required=False,
        empty_value=None,
        label=_("The player’s two-card total"),
        error_messages={"invalid_choice": _("Choose the player’s two-card total, from 0 to 9.")},
    )
    banker_first = forms.CharField(required=False, label=_("The banker’s first card"))
    banker_total = NumberChoiceField(
        choices=TOTALS,
        coerce=int,
        required=False,
        empty_value=None,
        label=_("The banker’s two-card total"),
        error_messages={"invalid_choice": _("Choose the banker’s two-card total, from 0 to 9.")},
    )

    result = None
    following = None
    totals = None

    def clean_banker_first(self):
        code = as_typed(self.cleaned_data["banker_first"])
        if not code:
            return None
        try:
            return parse_card(code)
        except CardError as error:
            raise ValidationError(wording.error_message(error), code=error.code) from error

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        try:
            shoe = Shoe.decks(cleaned["decks"]).remove(cleaned["remove"]) if cleaned["remove"] else None
        except RulesError as error:
            self.add_error("remove", ValidationError(wording.error_message(error), code=error.code))
            return cleaned
        shoe = shoe or Shoe.decks(cleaned["decks"])
        if cleaned["player_total"] is None:
            self.answer_cards(cleaned, shoe)
        else:
            self.answer_totals(cleaned, shoe)
        return cleaned

    def answer_cards(self, cleaned, shoe):
        for name in ("banker_first", "banker_total"):
            if cleaned[name] is not None:
                message = wording.SQUEEZE_PLAYER_TOTAL_FIRST
                self.add_error("player_total", ValidationError(message, code="player_total_first"))
                return
        try:
            self.result = squeeze(cleaned["cards"], shoe)
            self.following = None if self.result.next_place is None else next_cards(cleaned["cards"], shoe)
        except RulesError as error:
            field = "remove" if error.code == "shoe_too_small" else "cards"
            self.add_error(field, ValidationError(wording.error_message(error), code=error.code))

    def answer_totals(self, cleaned, shoe):
        if "cards" in self.data:  # even empty: the query asks two questions at once
            message = wording.SQUEEZE_CARDS_OR_TOTALS
            self.add_error("cards", ValidationError(message, code="cards_or_totals"))
            return
        try:
            self.totals = totals_squeeze(
                shoe, cleaned["player_total"], cleaned["banker_first"], cleaned["banker_total"]
            )
        except RulesError as error:
            field = {"not_in_shoe": "banker_first", "shoe_too_small": "remove"}.get(error.code, "player_total")
            self.add_error(field, ValidationError(wording.error_message(error), code=error.code))


class SqueezeTurnForm(forms.Form):
    """The squeeze page: a coup from a shoe dealt from a seed (its ``coup``-th coup), or typed cards, with the
    first ``turned`` of its cards turned face up. ``shoe`` is what the reader can know of the shoe before
    the coup (the burn card and earlier coups are face up), ``cards`` the coup's cards in shoe order."""

    seed = forms.IntegerField(required=False, min_value=0, max_value=MAX_SEED, label=_("Shoe number"))
    coup = forms.IntegerField(required=False, min_value=1, label=_("Coup"))
    cards = CardListField(
        label=_("Cards of the coup, in the order they were dealt"),
        max_cards=MAX_COUP_CARDS,
        required=False,
        help_text=_("Player, banker, player, banker, then any third cards, for example 3,K,2,5,4,8."),
        widget=forms.TextInput(attrs=CARD_INPUT_ATTRS),
    )
    turned = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=MAX_COUP_CARDS,
        error_messages={
            "min_value": _("The cards turned can’t be fewer than %(limit_value)s."),
            "max_value": _("A coup has at most six cards to turn."),
        },
    )

    shoe = None
    coup_cards = ()
    coups_in_shoe = 0
    cards_seen = 0
    """A dealt coup's shoe: the cards face up before it (the first card, turned up for the burn, and earlier coups)."""
    burn_card = None
    unused = 0
    """Typed cards after the coup was complete: the coup does not reach them."""

    def clean(self):
        cleaned = super().clean()
        if self.errors:
            return cleaned
        if cleaned["seed"] is not None:
            self.deal_from_seed(cleaned["seed"], cleaned["coup"] or 1)
        elif cleaned["cards"]:
            try:
                typed = squeeze(cleaned["cards"])
            except RulesError as error:
                self.add_error("cards", ValidationError(wording.error_message(error), code=error.code))
                return cleaned
            self.shoe, self.coup_cards, self.unused = typed.shoe, typed.cards, len(typed.unused)
        cleaned["turned"] = min(cleaned["turned"] or 0, len(self.coup_cards))
        return cleaned

    def deal_from_seed(self, seed, coup):
        dealt = deal_shoe(seed)
        self.coups_in_shoe = len(dealt.coups)
        if coup > self.coups_in_shoe:
            message = _("This shoe deals %(coups)s coups.") % {"coups": self.coups_in_shoe}
            self.add_error("coup", ValidationError(message, code="bad_coup"))
            return
        start = dealt.starts[coup - 1]
        seen = dealt.seen(coup - 1)
        self.shoe = Shoe.decks(USUAL_DECKS).remove(seen)
        self.cards_seen, self.burn_card = len(seen), dealt.burn_card
        self.coup_cards = dealt.cards[start : start + dealt.coups[coup - 1].cards_used]
