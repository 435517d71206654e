// The odds page without reloading: ask the server for the results of the form as it stands
// (the same view that serves the page, as an HTML fragment) and swap them in; site.js's loader keeps
// the address shareable. With JavaScript off the form simply submits; nothing here computes a number.
(() => {
  const form = document.getElementById("odds-form");
  const results = document.getElementById("odds-results");
  const status = document.getElementById("odds-status");
  if (!form || !results || !window.fetch || !window.site) return;

  const load = window.site.partLoader(results);

  // The form's values, leaving out empty fields and zero counts of cards gone so shared addresses stay
  // short (a payout of 0 stays, for the server to refuse beside its field). The removal button sends
  // show=removed, kept only when no rank is given: the server then says to give one.
  function query(submitter) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter)) {
      const trimmed = String(value).trim();
      if (trimmed === "" || (name.startsWith("removed_") && trimmed === "0")) continue;
      params.append(name, trimmed);
    }
    if ([...params.keys()].some((name) => name.startsWith("removed_"))) params.delete("show");
    return params.toString();
  }

  const answerOf = (button) => {
    const hash = button.hasAttribute("formaction") ? new URL(button.formAction).hash : "";
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  };

  // After a submit, focus goes to the first field to fix; after a change of decks it stays put.
  function update({ submitted, submitter = null }) {
    const search = query(submitter);
    const address = search ? `?${search}` : "";
    return load({
      url: form.dataset.resultsUrl + address,
      search: address,
      keepHash: true,
      acceptStatus: [400], // the form again, with its messages beside the fields
      swap(html) {
        const focusedId = results.contains(document.activeElement) ? document.activeElement.id : "";
        results.innerHTML = html;
        const invalid = submitted && results.querySelector("[aria-invalid='true']");
        const refocus = invalid || (focusedId && document.getElementById(focusedId));
        // A button that says where its answer is (formaction="…#bets-heading", as the page without
        // JavaScript opens there) takes the reader to it: "Show the odds for these payouts" updates a table
        // far above the button.
        const answer = !invalid && submitter && answerOf(submitter);
        if (answer) {
          answer.setAttribute("tabindex", "-1");
          answer.focus({ preventScroll: true });
          answer.scrollIntoView({ block: "start" });
        } else if (refocus) refocus.focus();
        // The live region says the first message to fix (a payout, a count of cards), else the latest summary.
        const summaries = results.querySelectorAll("[data-odds-summary]");
        const news =
          results.querySelector(".errorlist") ||
          (answer && document.getElementById(answer.dataset.announce || "")) ||
          summaries[summaries.length - 1];
        status.textContent = news ? news.textContent.trim() : "";
      },
      fallback: () => form.submit(),
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update({ submitted: true, submitter: event.submitter });
  });
  form.elements.decks.addEventListener("change", () => update({ submitted: false }));
})();
