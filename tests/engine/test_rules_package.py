"""The engine is pure Python: importing it loads nothing from Django."""

import subprocess
import sys

CHECK = "import sys, baccarat; print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))"


def test_the_engine_imports_nothing_from_django():
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_closed_sets_serialise_as_their_json_strings():
    import json

    from baccarat import PAYTABLE, Winner, play_coup

    coup = play_coup(["6", "3", "K", "4"])
    settlement = PAYTABLE["banker"].settle(coup)
    data = {"winner": coup.outcome.winner, "hand": coup.steps[0].hand, "result": settlement.result}
    assert json.dumps(data) == '{"winner": "banker", "hand": "player", "result": "win"}'
    assert [str(winner) for winner in Winner] == ["player", "banker", "tie"]
