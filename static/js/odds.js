// The odds page without reloading: ask the server for the results of the form as it stands
// (the same view that serves the page, as an HTML fragment), swap them in, and keep the address
// shareable. With JavaScript off the form simply submits; nothing here computes a number.
(() => {
  const form = document.getElementById("odds-form");
  const results = document.getElementById("odds-results");
  const status = document.getElementById("odds-status");
  if (!form || !results || !window.fetch) return;

  let pending = null;

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

  // The language links open the same shoe in another language, as they do after a page load.
  // (Five lines like lookup.js's, copied rather than shared: a shared file would be one more request.)
  function keepLanguageLinks(address) {
    for (const link of document.querySelectorAll(".language-switcher a[hreflang]")) {
      link.setAttribute("href", `${new URL(link.href).pathname}${address}`);
    }
  }

  // After a submit, focus goes to the first field to fix; after a change of decks it stays put.
  async function update({ submitted, submitter = null }) {
    const search = query(submitter);
    const address = search ? `?${search}` : "";
    const request = new AbortController();
    if (pending) pending.abort();
    pending = request;
    results.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(form.dataset.resultsUrl + address, {
        signal: request.signal,
        headers: { Accept: "text/html" },
      });
      // 400 carries the form again with its messages beside the fields.
      if (!response.ok && response.status !== 400) throw new Error(`HTTP ${response.status}`);
      const html = await response.text();
      const focusedId = results.contains(document.activeElement) ? document.activeElement.id : "";
      results.innerHTML = html;
      history.replaceState(history.state, "", `${location.pathname}${address}${location.hash}`);
      keepLanguageLinks(address);
      const invalid = submitted && results.querySelector("[aria-invalid='true']");
      const refocus = invalid || (focusedId && document.getElementById(focusedId));
      if (refocus) refocus.focus();
      // The live region says the first message to fix (a payout, a count of cards), else the latest summary.
      const summaries = results.querySelectorAll("[data-odds-summary]");
      const news = results.querySelector(".errorlist") || summaries[summaries.length - 1];
      status.textContent = news ? news.textContent.trim() : "";
    } catch (error) {
      if (error.name !== "AbortError") form.submit();
    } finally {
      if (pending === request) {
        pending = null;
        results.removeAttribute("aria-busy");
      }
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update({ submitted: true, submitter: event.submitter });
  });
  form.elements.decks.addEventListener("change", () => update({ submitted: false }));
})();
