/* The squeeze, enhanced: turning a card swaps in the new cards and chances without a page load.
   The server still decides everything; each turn is a link that works without this script. This
   script fetches the same question from the page's update address, swaps in the part that changes,
   keeps the address bar on it, and lets the arrow keys turn cards (→ the next, ← back). */
(() => {
  "use strict";

  const section = document.querySelector("[data-squeeze]");
  if (!section || !window.fetch || !window.DOMParser) return;

  async function turn(link, focusNext) {
    const url = new URL(link.href, window.location.href);
    const update = new URL(section.dataset.updateUrl, window.location.href);
    update.search = url.search;
    let response;
    try {
      response = await fetch(update, { headers: { Accept: "text/html" } });
    } catch {
      window.location.assign(url);
      return;
    }
    if (!response.ok) {
      window.location.assign(url);
      return;
    }
    const html = await response.text();
    const fresh = new DOMParser().parseFromString(html, "text/html").getElementById("squeeze-live");
    const live = document.getElementById("squeeze-live");
    if (!fresh || !live) {
      window.location.assign(url);
      return;
    }
    live.replaceWith(fresh);
    window.history.replaceState(null, "", url);
    const target = (focusNext && fresh.querySelector("[data-squeeze-next]")) || fresh.querySelector("#squeeze-heading");
    if (target) target.focus({ preventScroll: true });
  }

  section.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-squeeze-turn]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    turn(link, link.hasAttribute("data-squeeze-next"));
  });

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
    const typing = event.target.closest && event.target.closest("input, textarea, select, [contenteditable]");
    if (typing) return;
    const selector = { ArrowRight: "[data-squeeze-next]", ArrowLeft: 'a[aria-keyshortcuts="ArrowLeft"]' }[event.key];
    const link = selector && section.querySelector(selector);
    if (!link) return;
    event.preventDefault();
    turn(link, true);
  });
})();
