"""The admin site: editors sign in with a password and a second factor (django-otp).

The code is the six digits of an authenticator app (TOTP) or one of the editor's one-time backup codes;
which device checks it follows from its form, so the sign-in page asks for one code and offers no
device list. Wrong passwords still count towards django-axes' lockout (the password is checked first).
An account without a confirmed device cannot sign in: `manage.py enrol_editor` gives it one.
"""

from django import forms
from django.apps import apps
from django.urls import path
from django.utils.translation import gettext_lazy as _
from django_otp.admin import OTPAdminAuthenticationForm, OTPAdminSite
from django_otp.forms import OTPAuthenticationFormMixin

TOTP_DIGITS = 6


class SecondFactorForm(OTPAdminAuthenticationForm):
    otp_token = forms.CharField(
        label=_("Code from your authenticator app, or a backup code"),
        required=False,
        widget=forms.TextInput(attrs={"autocomplete": "one-time-code", "inputmode": "text", "spellcheck": "false"}),
    )
    otp_error_messages = {
        **OTPAuthenticationFormMixin.otp_error_messages,
        "token_required": _("Enter the code from your authenticator app, or one of your backup codes."),
        "invalid_token": _(
            "This code is wrong or has expired. Enter the code your app shows now, or an unused backup code."
        ),
        "device_required": _(
            "This account has no second factor set up, so it cannot sign in yet. Ask an administrator to enrol it."
        ),
        "verification_not_allowed": _("Too many wrong codes: wait a minute, then try again."),
        "n_failed_attempts": _("Too many wrong codes: wait a minute, then try again."),
    }

    def _chosen_device(self, user):
        """Six digits are the app's code; anything else is a backup code."""
        token = (self.cleaned_data.get("otp_token") or "").strip()
        self.cleaned_data["otp_token"] = token
        plugin = "otp_totp.TOTPDevice" if token.isdigit() and len(token) == TOTP_DIGITS else "otp_static.StaticDevice"
        return apps.get_model(plugin).objects.filter(user=user, confirmed=True).first()


class EditorAdminSite(OTPAdminSite):
    login_form = SecondFactorForm
    login_template = "admin/login_second_factor.html"

    def __init__(self, name="admin"):
        super().__init__(name)

    def get_urls(self):
        from baccarat_site.login_throttle import lockouts_view

        return [path("lockouts/", self.admin_view(lockouts_view), name="lockouts"), *super().get_urls()]
