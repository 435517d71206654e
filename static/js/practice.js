/* The practice drills, enhanced: answers by number keys, the verdict at once, progress kept in this browser.
   The rules are not here. The server rendered this step's right answer from the rules engine
   (the "practice-answers" JSON) and the explanation (the hidden feedback); this script only compares
   the reader's answer with it. The answer is then sent with "go_on", and the server grades it again
   and records it in the signed progress, which this script keeps in localStorage. */
(() => {
  "use strict";

  const practice = document.querySelector("[data-practice]");
  if (!practice) return;

  const STORAGE_KEY = "baccarat-practice-state";
  const form = practice.querySelector("[data-answer-form]");
  const status = document.getElementById("practice-status");
  const dataElement = document.getElementById("practice-answers");
  const answers = dataElement ? JSON.parse(dataElement.textContent) : null;
  const reveal = practice.querySelector("[data-reveal]");
  let graded = false;

  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();

  function keep(token) {
    if (storage && token) storage.setItem(STORAGE_KEY, token);
  }

  function forget() {
    if (storage) storage.removeItem(STORAGE_KEY);
  }

  // A fresh page offers to pick up the progress this browser kept; any other page is the latest progress.
  function offerResume() {
    const resume = document.querySelector("[data-resume]");
    const saved = storage && storage.getItem(STORAGE_KEY);
    if (!resume || !saved || saved === practice.dataset.state) return;
    resume.elements.namedItem("state").value = saved;
    resume.hidden = false;
  }

  // The timed round goes straight on to the next decision: say how the last one went.
  const previous = practice.querySelector("[data-previous]");
  if (previous) window.setTimeout(() => (status.textContent = previous.textContent), 100);

  if (practice.dataset.fresh === "true") offerResume();
  else keep(practice.dataset.state);

  for (const reset of document.querySelectorAll("[data-reset]")) {
    reset.addEventListener("click", () => {
      forget();
      const resume = reset.closest("[data-resume]");
      if (resume) {
        resume.hidden = true;
        keep(practice.dataset.state);
      }
    });
  }

  // Only an answer button is graded here. A typed amount goes to the server, which reads it (full-width
  // digits, separators, 48원 or $48), refuses it with a message or grades it: one way, with JavaScript or not.
  function submittedAnswer(submitter) {
    return submitter && submitter.name === "answer" ? submitter.value : null;
  }

  function showVerdict(answer, submitter) {
    const right = answer === answers.answer;
    const verdict = reveal.querySelector("[data-verdict]");
    verdict.textContent = answers.verdicts[right ? 0 : 1];
    verdict.classList.add(right ? "is-right" : "is-wrong");
    status.textContent = right ? answers.right : answers.wrong;
    for (const button of form.querySelectorAll('button[name="answer"]')) {
      button.setAttribute("aria-disabled", "true");
      button.classList.toggle("is-chosen", button === submitter);
    }
    const hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = "answer";
    hidden.value = answer;
    form.append(hidden);
    reveal.hidden = false;
    reveal.querySelector("[data-next]").focus();
    graded = true;
  }

  if (form && answers && reveal) {
    form.addEventListener("submit", (event) => {
      const submitter = event.submitter;
      if (submitter && submitter.hasAttribute("data-next")) return;
      if (graded) {
        event.preventDefault();
        return;
      }
      const answer = submittedAnswer(submitter);
      if (answer === null) return; // a typed amount: the server reads and grades it
      event.preventDefault();
      showVerdict(answer, submitter);
    });
  }

  // The number on an answer chooses it, wherever the focus is (but not while typing an amount).
  document.addEventListener("keydown", (event) => {
    if (!form || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    if (event.target instanceof HTMLInputElement && event.target.type === "text") return;
    const button = form.querySelector(`button[data-key="${CSS.escape(event.key)}"]`);
    if (!button || graded) return;
    event.preventDefault();
    button.click();
  });
})();
