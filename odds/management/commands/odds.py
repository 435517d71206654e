"""``manage.py odds``: the exact odds table for a shoe, from the rules engine."""

import json

from django.core.management.base import BaseCommand, CommandError

from odds.forms import ShoeForm

BAD_ARGUMENTS = 2


def percent(chance: float | None) -> str:
    return "—" if chance is None else f"{chance:.4%}"


class Command(BaseCommand):
    help = "Print the exact chances and house edge of every bet for a shoe of 1–8 decks, less any cards removed."
    requires_system_checks = []

    def add_arguments(self, parser):
        # read as text, as the API reads its query: the same form checks both, with the same messages
        parser.add_argument("--decks", default="8", help="decks in the shoe, 1–8 (default 8)")
        parser.add_argument("--remove", default="", help='cards already dealt, e.g. "5,5,9,K"')
        parser.add_argument("--json", action="store_true", dest="as_json", help="print the report as JSON")

    def handle(self, *args, decks, remove, as_json, **options):
        form = ShoeForm({"decks": decks, "remove": remove})
        if not form.is_valid():
            message = next(iter(form.errors.values()))[0]
            raise CommandError(message, returncode=BAD_ARGUMENTS)
        report = form.report
        self.stdout.write(json.dumps(report, indent=2) if as_json else self.as_table(report))

    @staticmethod
    def as_table(report: dict) -> str:
        decks = f"{report['decks']} deck{'s' if report['decks'] > 1 else ''}"
        removed = ", ".join(f"{count}×{rank}" for rank, count in report["removed"].items()) or "none"
        lines = [
            f"{decks}, {report['cards']} cards left (removed: {removed})",
            f"{report['total']:,} ordered six-card deals",
            "",
            f"{'Outcome':<8} {'Deals':>27} {'Chance':>9}",
        ]
        for outcome, deals in report["outcomes"].items():
            lines.append(f"{outcome.title():<8} {deals:>27,} {percent(report['probabilities'][outcome]):>9}")
        lines += ["", f"{'Bet':<21} {'Pays':<12} {'Win':>9} {'Push':>9} {'Lose':>9} {'Edge':>9} {'Resolved':>9}"]
        for key, bet in report["bets"].items():
            chances = (bet["win"], bet["push"], bet["lose"], bet["house_edge"], bet["house_edge_resolved"])
            lines.append(f"{key:<21} {bet['payout']:<12} " + " ".join(f"{percent(c):>9}" for c in chances))
        lines += ["", "Edge: the house's share of each stake per hand; Resolved: per hand that does not push."]
        return "\n".join(lines)
