/* The third-card lookup, enhanced: the answer follows each tap without a page load.
   The server still decides everything. This script sends the form to the lookup's update
   address and swaps in the parts of the page that come back (the template's "update" partial);
   site.js's loader keeps the address bar on the same question, so the page can be shared or
   reloaded. */
(() => {
  "use strict";

  const form = document.querySelector("[data-lookup-form]");
  if (!form || !window.fetch || !window.DOMParser || !window.site) return;

  const cardsField = form.elements.namedItem("cards");
  const keys = form.querySelectorAll('button[name="add"]');
  const TYPING_PAUSE_MS = 400;
  const ONE_OR_TEN_PAUSE_MS = 1200;
  const load = window.site.partLoader();
  let typingTimer = 0;
  const reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  const isComplete = () => {
    const answer = document.getElementById("lookup-answer");
    return answer !== null && answer.dataset.complete === "true";
  };

  // On a phone the answer is far below the keypad: when a tap (or "Show") finishes the coup,
  // take the reader there. The status beside the keypad says so too, for whoever stays put.
  function showAnswer() {
    const heading = document.getElementById("lookup-answer-heading");
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }

  const totalsAnswered = () =>
    !form.querySelector('[aria-invalid="true"]') &&
    (document.getElementById("lookup-answer")?.textContent.trim() ?? "") !== "";

  // As the server reads them: full-width letters, digits and commas count as plain ones, 、 as a comma.
  const splitCards = (text) => text.normalize("NFKC").split(/[\s,、]+/).filter(Boolean);

  // The server disables the keys once the coup is over; a disabled button loses keyboard
  // focus, so here the keys stay focusable and say they are unavailable instead.
  function setComplete(complete) {
    for (const key of keys) {
      key.disabled = false;
      if (complete) key.setAttribute("aria-disabled", "true");
      else key.removeAttribute("aria-disabled");
    }
  }

  function markInvalidFields() {
    for (const messages of form.querySelectorAll(".field-messages[id]")) {
      const name = messages.id.replace(/^id_/, "").replace(/_messages$/, "");
      // "Next comes …" under an unfinished coup is guidance, not an error.
      const invalid = messages.querySelector(".errorlist:not(.errorlist--next)") !== null;
      for (const control of form.querySelectorAll(`[name="${name}"]`)) {
        if (invalid) control.setAttribute("aria-invalid", "true");
        else control.removeAttribute("aria-invalid");
      }
    }
  }

  function currentQuery() {
    const params = new URLSearchParams();
    if (cardsField) {
      const cards = splitCards(cardsField.value).join(",");
      if (cards) params.set("cards", cards);
      else params.set("by", "cards");
    } else {
      for (const [name, value] of new FormData(form)) params.append(name, value);
    }
    return params.toString().replace(/%2C/gi, ",");
  }

  // Only parts whose content changed are replaced, so a live region announces only news.
  function swapIn(html) {
    const incoming = new DOMParser().parseFromString(html, "text/html");
    for (const part of incoming.body.querySelectorAll(":scope > [id]")) {
      const current = document.getElementById(part.id);
      if (!current) continue;
      Object.assign(current.dataset, part.dataset);
      if (current.innerHTML !== part.innerHTML) current.replaceChildren(...part.childNodes);
    }
    setComplete(isComplete());
    markInvalidFields();
  }

  // followAnswer: the update was asked for by a tap or "Show", not by typing, so focus may move.
  function update(followAnswer = false) {
    const query = currentQuery();
    const wasComplete = isComplete();
    return load({
      url: `${form.dataset.updateUrl}?${query}`,
      search: `?${query}`,
      acceptStatus: [400], // the form again, with its messages beside the fields
      swap(html) {
        swapIn(html);
        if (followAnswer && cardsField && !wasComplete && isComplete()) showAnswer();
        // By totals, "Show the answer" brings the answer (often below the fold) into view and focus, as the
        // page without JavaScript does; its region (aria-live) announces it.
        if (followAnswer && !cardsField && totalsAnswered()) showAnswer();
      },
      fallback: () => window.location.assign(`${form.action}?${query}`),
    });
  }

  // Browsers without SubmitEvent.submitter still say which button was pressed through its click.
  let pressed = null;
  form.addEventListener("click", (event) => {
    pressed = event.target.closest('button[type="submit"]');
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = event.submitter || pressed;
    pressed = null;
    if (button && button.getAttribute("aria-disabled") === "true") return;
    if (cardsField && button && button.name === "add") {
      cardsField.value = [...splitCards(cardsField.value), button.value].join(",");
    } else if (cardsField && button && button.name === "undo") {
      cardsField.value = splitCards(cardsField.value).slice(0, -1).join(",");
    }
    window.clearTimeout(typingTimer);
    update(true);
  });

  // The banker's total and the player's third card answer the banker's question on their own.
  const chosen = (name) => form.querySelector(`input[name="${name}"]:checked`);
  const answerable = () =>
    form.checkValidity() || (chosen("banker_total") !== null && (chosen("player_third") || {}).value > "");

  form.addEventListener("change", (event) => {
    if (event.target.type === "radio" && answerable()) update();
  });

  if (cardsField) {
    cardsField.addEventListener("input", () => {
      window.clearTimeout(typingTimer);
      // A "1" may be the start of "10": wait a little longer for the next key, then read it as an ace.
      const pause = /(^|[\s,、，])[1１]$/.test(cardsField.value) ? ONE_OR_TEN_PAUSE_MS : TYPING_PAUSE_MS;
      typingTimer = window.setTimeout(update, pause);
    });
  }

  setComplete(isComplete());
})();
