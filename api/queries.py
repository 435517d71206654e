"""Reading a query string for a form: one value per parameter, no unknown ones, the documented spelling.

``form_view`` turns a form and an ``answer(form)`` into a JSON view (``Endpoint.view`` calls it): the
query is read (``query_values``), the form cleans it (its first error becomes the ``BadQuery``), then
each value must have its ``Spelling``.
"""

from collections.abc import Callable, Mapping
from functools import wraps
from typing import Any

from django import forms
from django.core.exceptions import SuspiciousOperation
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from api.errors import ApiErrorCode, BadQuery, api_code
from api.responses import read_only
from api.spellings import Spelling
from baccarat import PAYTABLE
from baccarat_site import wording
from baccarat_site.fields import PAY_PREFIX


def parameter_names(names: list[str]) -> list[str]:
    """The names a request takes, its ``pay_<bet>`` fields said once."""
    plain = [name for name in names if not name.startswith(PAY_PREFIX)]
    return [*plain, f"{PAY_PREFIX}<bet>"] if len(plain) < len(names) else plain


def unknown_parameter(name: str, names: list[str]) -> BadQuery:
    if name.startswith(PAY_PREFIX) and any(known.startswith(PAY_PREFIX) for known in names):
        message = _("“%(bet)s” is not a bet on the paytable; the bets are %(bets)s.") % {
            "bet": wording.echo(name.removeprefix(PAY_PREFIX)),
            "bets": ", ".join(PAYTABLE),
        }
        return BadQuery(ApiErrorCode.UNKNOWN_BET, message, wording.echo(name))
    message = _("“%(name)s” is not a parameter of this request; it takes %(names)s.") % {
        "name": wording.echo(name),
        "names": ", ".join(parameter_names(names)),
    }
    return BadQuery(ApiErrorCode.UNKNOWN_PARAMETER, message, wording.echo(name))


def query_values(request: HttpRequest, names: list[str]) -> dict[str, str]:
    """Each parameter's single value; a repeated or unknown parameter is a ``BadQuery``."""
    try:
        query = request.GET
    except SuspiciousOperation as error:  # e.g. more parameters than DATA_UPLOAD_MAX_NUMBER_FIELDS
        raise BadQuery(ApiErrorCode.TOO_MANY_PARAMETERS, _("The query has too many parameters.")) from error
    values = {}
    for name, given in query.lists():
        if name not in names:
            raise unknown_parameter(name, names)
        if len(given) > 1:
            message = _("“%(name)s” is given more than once.") % {"name": name}
            raise BadQuery(ApiErrorCode.REPEATED_PARAMETER, message, name)
        values[name] = given[0]
    return values


def first_error(form: forms.Form) -> BadQuery:
    """The form's first error as a ``BadQuery``: its code, its message and the parameter it is about."""
    name, errors = next(iter(form.errors.get_json_data().items()))
    code, message = api_code(errors[0]["code"] or None), errors[0]["message"]
    if code == ApiErrorCode.TOO_FEW_CARDS:
        # Beside the lookup's field "Next comes …" is enough; a request on its own must say it fell short.
        message = _("Too few cards to finish the coup. %(next)s") % {"next": message}
    return BadQuery(code, message, name)


def check_spellings(values: Mapping[str, str], spellings: Mapping[str, Spelling]) -> None:
    """Each value written as the OpenAPI document says (see ``api.spellings``)."""
    for name, value in values.items():
        if name in spellings:
            spellings[name].check(name, value)


def form_view(
    form_class: type[forms.Form], spellings: Mapping[str, Spelling], answer: Callable[[Any], Any]
) -> Callable[[HttpRequest], HttpResponse]:
    """A JSON view of ``answer(form)`` for the query that ``form_class`` checks and ``spellings`` spell."""

    @read_only
    @wraps(answer)
    def view(request: HttpRequest) -> Any:
        values = query_values(request, list(form_class.base_fields))
        form = form_class(values)
        if not form.is_valid():
            raise first_error(form)
        check_spellings(values, spellings)
        return answer(form)

    return view
