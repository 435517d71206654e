"""``manage.py odds``: the table, the JSON report, removed cards, and one-line errors with exit code 2."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from baccarat import Shoe, odds_report, standard_odds

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    out = StringIO()
    call_command("odds", *args, stdout=out)
    return out.getvalue()


def test_table_for_eight_decks():
    table = run("--decks", "8")
    assert "8 decks, 416 cards left (removed: none)" in table
    assert "4,998,398,275,503,360 ordered six-card deals" in table
    assert "2,292,252,566,437,888" in table
    banker = next(line for line in table.splitlines() if line.startswith("banker "))
    assert "1:1 less 5%" in banker and "1.0579%" in banker and "1.1692%" in banker


def test_json_is_the_engine_report():
    assert json.loads(run("--decks", "6", "--json")) == odds_report(standard_odds(6))


def test_default_is_eight_decks():
    assert json.loads(run("--json"))["total"] == standard_odds(8).total


def test_remove_cards_first():
    report = json.loads(run("--decks", "8", "--remove", "5,5,9,K", "--json"))
    assert report == json.loads(json.dumps(odds_report(Shoe.decks(8).remove(["5", "5", "9", "K"]), decks=8)))
    assert (report["cards"], report["removed"]) == (412, {"5": 2, "9": 1, "K": 1})
    assert "removed: 2×5, 1×9, 1×K" in run("--remove", " 5, 5 ,9,k")


@pytest.mark.parametrize(
    "args",
    [
        ("--decks", "0"),
        ("--decks", "9"),
        ("--decks", "eight"),
        ("--remove", "5,X"),
        ("--decks", "1", "--remove", "Q,Q,Q,Q,Q"),
    ],
)
def test_bad_arguments(args):
    with pytest.raises(CommandError) as raised:
        run(*args)
    assert raised.value.returncode == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--decks", "9"], "CommandError: Choose from 1 to 8 decks."),
        (["--remove", "K,1"], "CommandError: “1” is not a card: use A, 2 to 9, 10 (or T), J, Q or K."),
        (["--decks", "2.5"], "CommandError: Choose from 1 to 8 decks."),
        (["--decks", "1", "--remove", "Q,Q,Q,Q,Q"], "CommandError: The shoe holds only 4 cards of rank Q, not 5."),
    ],
)
def test_bad_arguments_from_the_command_line(args, message):
    finished = subprocess.run(
        [sys.executable, "manage.py", "odds", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert finished.returncode == 2
    assert finished.stderr.strip() == message
    assert finished.stdout == ""
