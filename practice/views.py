"""The practice pages: the list of drills, and one drill, a step at a time.

A drill page is a form. Each answer comes back with the signed state (``practice.state``); the
server grades it by the engine (``practice.drills``), records it in the Leitner boxes
(``practice.scheduling``) and shows what was right and why, then the next step. With JavaScript
the page has already shown the verdict from the answers it was given, and sends ``go_on`` to go
straight to the next step; the server grades the answer all the same.

The form needs no CSRF token: the page sets no cookie and the server keeps nothing, so a forged
request could only practise on someone else's behalf.
"""

import random
import time
from dataclasses import replace

from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from baccarat_site import wording
from baccarat_site.caching import shared_page
from baccarat_site.pages import PRACTICE_DESCRIPTION, PageMeta
from practice import cells, drills, scheduling
from practice import state as signed_state
from practice.forms import AnswerForm

RNG = random.SystemRandom()
INDEX = PageMeta(
    gettext_lazy("Practise the rules"),
    PRACTICE_DESCRIPTION,
)


@shared_page
def index(request):
    return render(request, "practice/index.html", {"drills": drills.DRILLS.values(), "page_meta": INDEX})


@csrf_exempt
@never_cache
@require_http_methods(["GET", "POST"])
def drill(request, slug):
    current = drills.DRILLS.get(slug)
    if current is None:
        raise Http404
    state, notice, status = read_state(request)
    feedback, form = None, None
    question = state.question
    if "answer" in request.POST and question is not None and question.drill == slug:
        step = question.current_step()
        form = AnswerForm(step, request.POST)
        if not form.is_valid():
            status = 400
        elif question.timed and not signed_state.spend_ticket(state):
            notice = _("You have already answered this question, so here is the next one.")
            state.question, form, status = None, None, 409
        else:
            feedback = grade(state, step, form.cleaned_data["answer"])
            form = None
    round_just_over = feedback is not None and current.timed and round_over(state)
    if not round_just_over and (state.question is None or state.question.drill != slug):
        start_question(state, current)
    showing_feedback = feedback is not None and not current.timed and "go_on" not in request.POST
    context = {
        "drill": current,
        "page_meta": PageMeta(current.title, section=gettext_lazy("Practice")),
        "drills": drills.DRILLS.values(),
        "token": signed_state.dumps(state),
        "fresh": request.method == "GET" or notice is not None,
        "notice": notice,
        "feedback": feedback,
        "showing_feedback": showing_feedback,
        "summary": summary(state.cells),
        "timed": timed_report(state),
    }
    if not showing_feedback and state.question is not None:
        context.update(question_context(state.question, form))
    return render(request, "practice/drill.html", context, status=status)


def read_state(request):
    """The posted state, or a fresh one with a message saying why the old one was dropped."""
    if request.method == "GET":
        return signed_state.fresh(), None, 200
    try:
        return signed_state.loads(request.POST.get("state", "")), None, 200
    except signed_state.StateError as error:
        if error.expired:
            notice = _("This practice was saved too long ago to resume, so you are starting afresh.")
            return signed_state.fresh(), notice, 200
        notice = _(
            "Your saved progress could not be read (it may have been altered or cut off), so you are starting afresh."
        )
        return signed_state.fresh(), notice, 400


def round_over(state):
    return state.timed is not None and state.timed.asked >= drills.TIMED_ROUND


def start_question(state, drill):
    question = state.question
    left_another_drill = question is not None and not question.timed
    if drill.timed and (state.timed is None or round_over(state) or left_another_drill):
        state.timed = signed_state.TimedRound(start=time.time())
    state.question = drill.new_question(state.cells, state.turn, RNG)


def grade(state, step, answer):
    """Grade an answer by the engine's answer, record it, and move the state on to the next step."""
    question = state.question
    right = step.is_right(answer)
    scheduling.record(state.cells, step.cell, right, state.turn)
    state.turn += 1
    feedback = {
        "step": step,
        "right": right,
        "verdict": verdict(step, right),
        "hands": question.hands(step.shown),
        "question": question,
        "bet_name": question.bet_name,
    }
    if question.timed:
        timed = state.timed
        timed.asked += 1
        timed.right += right
        feedback["verdict"] = timed_verdict(step, right, timed.asked)
        if timed.asked >= drills.TIMED_ROUND:
            timed.end = time.time()
            state.question = None
            return feedback
    next_step = question.step + 1
    state.question = replace(question, step=next_step) if next_step < len(question.steps()) else None
    return feedback


def verdict(step, right):
    if right:
        return _("Right.")
    return _("Not quite: the right answer is “%(answer)s”.") % {"answer": step.answer_label}


def timed_verdict(step, right, number):
    """The timed round says how an answer went above the next decision, so it names the decision it was."""
    if right:
        return _("Decision %(number)s: right.") % {"number": number}
    return _("Decision %(number)s: not quite. The answer was “%(answer)s”.") % {
        "number": number,
        "answer": step.answer_label,
    }


def question_context(question, form):
    step = question.current_step()
    form = form or AnswerForm(step)
    return {
        "question": question,
        "step": step,
        "form": form,
        "hands": question.hands(step.shown),
        "choices": [
            {"key": str(number), "value": value, "label": label}
            for number, (value, label) in enumerate(step.choices, start=1)
        ],
        "bet_name": question.bet_name,
        "answers": {
            "answer": step.answer,
            "right": wording.join_sentences(verdict(step, True), step.explanation),
            "wrong": wording.join_sentences(verdict(step, False), step.explanation),
            "verdicts": [verdict(step, True), verdict(step, False)],
        },
    }


def summary(progress):
    """Accuracy per group of rule cells (naturals, the player's rule, each banker row, each bet…)."""
    totals = {}
    for cell, (_box, _due, right, wrong) in progress.items():
        group = totals.setdefault(cells.group(cell), {"right": 0, "asked": 0, "learning": 0})
        group["right"] += right
        group["asked"] += right + wrong
        group["learning"] += scheduling.box_of(progress, cell) == scheduling.MISSED_BOX
    return [
        {
            "label": cells.group_label(key),
            **totals[key],
            "accuracy": totals[key]["right"] / totals[key]["asked"],
            "bar": round(100 * totals[key]["right"] / totals[key]["asked"]),
        }
        for key in cells.GROUPS
        if key in totals and totals[key]["asked"]
    ]


def timed_report(state):
    """The timed round's figures, once it is over: decisions, seconds, decisions a minute, accuracy."""
    timed = state.timed
    if not round_over(state):
        return {"asked": timed.asked, "round": drills.TIMED_ROUND} if timed else None
    seconds = max(timed.end - timed.start, 1)
    return {
        "over": True,
        "asked": timed.asked,
        "right": timed.right,
        "seconds": round(seconds),
        "per_minute": timed.asked * 60 / seconds,
        "accuracy": timed.right / timed.asked,
    }
