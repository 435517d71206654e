// The language links keep the reader's place on the page: section ids are the same in every language.
document.querySelector(".language-switcher")?.addEventListener("click", (event) => {
  const link = event.target.closest("a[hreflang]");
  if (link && window.location.hash) link.hash = window.location.hash;
});

/* Fetch and swap, shared by the pages that answer without reloading (lookup.js, odds.js, roads.js).
   site.partLoader(busy) gives a `load` function that keeps one request on its way at a time (a newer
   one aborts it) and marks `busy`, if given, with aria-busy meanwhile. load({url, search, swap,
   fallback}) asks `url` for a piece of the page as HTML and hands it to `swap`; then the address bar
   and the language links take the new query `search` ("?…" or ""), so the page can be shared or
   reloaded (keepHash: the address keeps its #fragment). A status in `acceptStatus` is swapped in like
   a 200 (a form sent back with its messages). Any failure but an abort calls `fallback`, which loads
   the page as it works without JavaScript. load resolves to true unless a newer load took over. */
window.site = (() => {
  "use strict";

  function keepLanguageLinks(search) {
    for (const link of document.querySelectorAll(".language-switcher a[hreflang]")) {
      link.setAttribute("href", `${new URL(link.href).pathname}${search}`);
    }
  }

  function partLoader(busy = null) {
    let pending = null;
    return async function load({ url, search, swap, fallback, acceptStatus = [], keepHash = false }) {
      const request = new AbortController();
      let latest = false;
      if (pending) pending.abort();
      pending = request;
      if (busy) busy.setAttribute("aria-busy", "true");
      try {
        const response = await fetch(url, { signal: request.signal, headers: { Accept: "text/html" } });
        const usable = response.ok || acceptStatus.includes(response.status);
        if (!usable) throw new Error(`HTTP ${response.status}`);
        swap(await response.text());
        const hash = keepHash ? window.location.hash : "";
        history.replaceState(history.state, "", `${window.location.pathname}${search}${hash}`);
        keepLanguageLinks(search);
      } catch (error) {
        if (error.name !== "AbortError") fallback();
      } finally {
        latest = pending === request;
        if (latest) {
          pending = null;
          if (busy) busy.removeAttribute("aria-busy");
        }
      }
      return latest;
    };
  }

  return Object.freeze({ partLoader });
})();
