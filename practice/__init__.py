"""Practice: third-card and payout drills, graded by the rules engine, that bring back what the learner misses.

Every answer is graded by the engine (``practice.drills``); which rule cell comes next is chosen by
Leitner boxes (``practice.scheduling``). Without JavaScript each step is a form the server grades,
and the learner's progress travels with it, signed (``practice.state``). With JavaScript,
``static/js/practice.js`` grades at once from the answers the server rendered from the engine and
keeps the signed progress in the browser's localStorage.
"""
