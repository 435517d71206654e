"""Give a staff account its second factor: an authenticator app (a QR code to scan) and backup codes.

Running it again for the same account replaces both, so a lost phone's codes stop working at once.
"""

import segno
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django_otp.plugins.otp_static.models import StaticDevice, StaticToken
from django_otp.plugins.otp_totp.models import TOTPDevice

BACKUP_CODES = 10


class Command(BaseCommand):
    help = "Enrol a staff account's second factor: prints a QR code for an authenticator app, and backup codes."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--svg", help="also write the QR code to this SVG file, to show on a screen")

    @transaction.atomic
    def handle(self, *args, username, svg=None, **options):
        try:
            user = get_user_model().objects.get_by_natural_key(username)
        except get_user_model().DoesNotExist as error:
            raise CommandError(f"There is no account named {username!r}.") from error
        TOTPDevice.objects.filter(user=user).delete()
        StaticDevice.objects.filter(user=user).delete()
        app = TOTPDevice.objects.create(user=user, name="authenticator app", confirmed=True)
        backup = StaticDevice.objects.create(user=user, name="backup codes", confirmed=True)
        codes = [StaticToken.random_token() for _ in range(BACKUP_CODES)]
        StaticToken.objects.bulk_create(StaticToken(device=backup, token=code) for code in codes)

        qr = segno.make(app.config_url, error="m")
        self.stdout.write(f"Scan this with {username}'s authenticator app:\n")
        qr.terminal(out=self.stdout, compact=True)
        if svg:
            qr.save(svg, kind="svg", scale=6)
            self.stdout.write(f"(also written to {svg})")
        self.stdout.write(f"\nOr type this key into the app: {app.config_url.split('secret=')[1].split('&')[0]}")
        self.stdout.write(f"\nBackup codes for {username}, each usable once (keep them apart from the phone):")
        for code in codes:
            self.stdout.write(f"  {code}")
        if not user.is_staff:
            self.stderr.write(f"Note: {username} is not a staff account, so cannot open the admin anyway.")
