"""The JSON API: the rules engine over HTTP, read-only, described by ``/api/openapi.json``.

Each endpoint is a form from ``lookup.forms`` and a function from the cleaned form to JSON. Bad input
of any kind is a 400 with ``{"error": {"code", "message", "parameter"}}``, the message in the
language of ``Accept-Language`` (only that header: a language cookie would make one URL answer in
two languages under one cache key).
"""

import re
from functools import wraps

from django.conf import settings
from django.core.exceptions import SuspiciousOperation
from django.http import JsonResponse
from django.utils import translation
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.utils.translation.trans_real import parse_accept_lang_header
from django.views.decorators.csrf import csrf_exempt

from api.openapi import OPENAPI, SPELLINGS
from baccarat import PAYTABLE, SIDE_BETS, removal_report
from baccarat.roads import MAX_SEED
from baccarat_site import wording
from baccarat_site.fields import PAY_PREFIX, pay_field_name
from lookup.forms import CoupForm, DecisionForm
from odds.forms import DecksForm, PayoutsField, ShoeForm

ALLOWED_METHODS = ("GET", "HEAD")
CACHE_SECONDS = 24 * 60 * 60
"""The rules do not change from one day to the next: let browsers and proxies keep answers a day."""


class BadQuery(Exception):
    def __init__(self, code, message, parameter=None):
        super().__init__(message)
        self.code, self.message, self.parameter = code, message, parameter


def accept_language(request):
    """The first language of ``Accept-Language`` that the site speaks, else the default."""
    for code, _quality in parse_accept_lang_header(request.headers.get("Accept-Language", "")):
        if code == "*":
            break
        try:
            return translation.get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


def json_response(data, status=200):
    response = JsonResponse(data, status=status, json_dumps_params={"ensure_ascii": False})
    response["Content-Language"] = translation.get_language()
    patch_vary_headers(response, ["Accept-Language"])
    return response


def error_response(error, status=400):
    body = {"code": error.code, "message": error.message, "parameter": error.parameter}
    return json_response({"error": body}, status=status)


def parameter_names(names):
    """The names a request takes, its ``pay_<bet>`` fields said once."""
    plain = [name for name in names if not name.startswith(PAY_PREFIX)]
    return [*plain, f"{PAY_PREFIX}<bet>"] if len(plain) < len(names) else plain


def query_values(request, names):
    """Each parameter's single value; a repeated or unknown parameter is a ``BadQuery``."""
    try:
        query = request.GET
    except SuspiciousOperation as error:  # e.g. more parameters than DATA_UPLOAD_MAX_NUMBER_FIELDS
        raise BadQuery("too_many_parameters", _("The query has too many parameters.")) from error
    values = {}
    for name, given in query.lists():
        if name not in names and name.startswith(PAY_PREFIX) and any(n.startswith(PAY_PREFIX) for n in names):
            message = _("“%(bet)s” is not a bet on the paytable; the bets are %(bets)s.") % {
                "bet": wording.echo(name.removeprefix(PAY_PREFIX)),
                "bets": ", ".join(PAYTABLE),
            }
            raise BadQuery("unknown_bet", message, wording.echo(name))
        if name not in names:
            message = _("“%(name)s” is not a parameter of this request; it takes %(names)s.") % {
                "name": wording.echo(name),
                "names": ", ".join(parameter_names(names)),
            }
            raise BadQuery("unknown_parameter", message, wording.echo(name))
        if len(given) > 1:
            raise BadQuery("repeated_parameter", _("“%(name)s” is given more than once.") % {"name": name}, name)
        values[name] = given[0]
    return values


SPELLING_PATTERNS = {name: re.compile(pattern) for name, pattern in SPELLINGS.items()}
CARDS_SPELLING = gettext_lazy("Write cards as A, 2 to 9, 10 (or T), J, Q or K, separated by commas, 、 or spaces.")
SPELLING_ERRORS = {
    "cards": ("unknown_card", CARDS_SPELLING, {}),
    "remove": ("unknown_card", CARDS_SPELLING, {}),
    "player_third": ("unknown_card", gettext_lazy("Give the third card as A, 2 to 9, 10, T, J, Q, K or 0 to 9."), {}),
    **{
        name: ("invalid_value", DecisionForm.base_fields[name].error_messages["invalid_choice"], {})
        for name in ("player_total", "banker_total")
    },
    "seed": ("bad_seed", gettext_lazy("A shoe number is a whole number from 0 to %(max)s."), {"max": MAX_SEED}),
    "results": (
        "bad_result",
        gettext_lazy("Write the results as the letters B, P and T, with nothing, spaces or commas between them."),
        {},
    ),
    "step": ("bad_step", gettext_lazy("A step is a whole number of coups, such as 5."), {}),
    "decks": ("invalid_value", wording.DECKS_MESSAGE, {}),
    **{
        pay_field_name(key): ("invalid_payout", PayoutsField.default_error_messages["invalid_payout"], {})
        for key in PAYTABLE
    },
}


def check_spelling(values):
    """Parameters written as the OpenAPI document says. The forms also read whatever a person may type
    into the lookup (any NFKC-equivalent character, tabs, an empty choice); the API takes only the
    documented spelling: plain or full-width."""
    for name, value in values.items():
        pattern = SPELLING_PATTERNS.get(name)
        if pattern and not pattern.fullmatch(value):
            code, message, params = SPELLING_ERRORS[name]
            raise BadQuery(code, str(message) % params, name)


API_CODES = {"required": "missing_parameter", "invalid_choice": "invalid_value"}
"""Django's own error codes, renamed for the API; the rest are the engine's or the forms'."""


def first_error(form):
    """The form's first error as a ``BadQuery``: its code, its message and the parameter it is about."""
    for name, errors in form.errors.get_json_data().items():
        code = errors[0]["code"] or "invalid_value"
        message = errors[0]["message"]
        if code == "too_few_cards":
            # Beside the lookup's field "Next comes …" is enough; a request on its own must say it fell short.
            message = _("Too few cards to finish the coup. %(next)s") % {"next": message}
        return BadQuery(API_CODES.get(code, code), message, name)


def read_only(view):
    """A GET (or HEAD) JSON view in the language of ``Accept-Language``, cached for a day when it answers."""

    @csrf_exempt
    @wraps(view)
    def wrapped(request):
        with translation.override(accept_language(request)):
            if request.method not in ALLOWED_METHODS:
                message = _("This address answers only GET requests.")
                response = error_response(BadQuery("method_not_allowed", message), status=405)
                response["Allow"] = ", ".join(ALLOWED_METHODS)
                return response
            try:
                response = json_response(view(request))
            except BadQuery as error:
                return error_response(error)
        patch_cache_control(response, public=True, max_age=CACHE_SECONDS)
        return response

    return wrapped


def endpoint(form_class):
    """Make ``answer(form)`` a JSON view of the query that ``form_class`` checks."""

    def decorate(answer):
        @read_only
        @wraps(answer)
        def view(request):
            values = query_values(request, list(form_class.base_fields))
            form = form_class(values)
            if not form.is_valid():
                raise first_error(form)
            check_spelling(values)
            return answer(form)

        return view

    return decorate


@endpoint(DecisionForm)
def decision(form):
    decision = form.decision
    return {
        "natural": decision.natural,
        "natural_hand": decision.natural_hand,
        "player_draws": decision.player_draws,
        "banker_draws": decision.banker_draws,
        "reason": decision.reason,
        "row": decision.row,
        "column": decision.column,
        "message": form.sentence(),
    }


@endpoint(CoupForm)
def coup(form):
    played = form.coup
    return {
        "player": {"cards": list(played.player.cards), "total": played.player.total},
        "banker": {"cards": list(played.banker.cards), "total": played.banker.total},
        "winner": played.outcome.winner,
        "cards_used": played.cards_used,
        "steps": [
            {
                "code": step.code,
                "hand": step.hand,
                "card": step.card,
                "total": step.total,
                "row": step.row,
                "column": step.column,
                "message": sentence,
            }
            for step, sentence in wording.step_sentences(played.steps)
        ],
        "bets": {key: PAYTABLE[key].settle(played).result for key in SIDE_BETS},
        "message": wording.coup_decision_sentence(played),
        "winner_message": wording.winner_sentence(played),
    }


@endpoint(ShoeForm)
def odds(form):
    return form.report


@endpoint(DecksForm)
def effect_of_removal(form):
    return removal_report(form.cleaned_data["decks"])


@read_only
def openapi(request):
    """The OpenAPI 3.1 description of this API."""
    return OPENAPI
