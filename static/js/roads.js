// The roads page, step by step without reloading: the stepper's links (and ← / →) ask the server for
// the same step as an HTML fragment and swap it in (site.js's loader keeps the address shareable).
// With JavaScript off the links simply load the page at that step; nothing here draws a road or
// computes a chance.
(() => {
  const step = document.getElementById("roads-step");
  const status = document.getElementById("roads-status");
  if (!step || !window.fetch || !window.site) return;

  // Long roads scroll sideways: show their newest end, as a scoreboard does.
  function showNewest() {
    for (const region of step.querySelectorAll(".road-scroll")) region.scrollLeft = region.scrollWidth;
  }
  showNewest();

  const load = window.site.partLoader(step);
  let loading = false;
  // Arrow keys (and Previous / Next clicks) while a step is loading: they move on from that step once it is in.
  const queued = [];

  // Keep focus on the control that was used, or on the step's summary when that control is gone.
  function refocus(key) {
    const target =
      (key && step.querySelector(`[data-step-key="${key}"]`)) || step.querySelector("[data-step-summary]");
    if (!target) return;
    if (!target.matches("a")) target.setAttribute("tabindex", "-1");
    target.focus();
  }

  async function show(link) {
    const address = new URL(link.href).search;
    const key = step.contains(link) ? link.dataset.stepKey : null;
    loading = true;
    const latest = await load({
      url: step.dataset.stepUrl + address,
      search: address,
      swap(html) {
        const hadFocus = step.contains(document.activeElement);
        step.innerHTML = html;
        showNewest();
        if (hadFocus) refocus(key);
        const summary = step.querySelector("[data-step-summary]");
        status.textContent = summary ? summary.textContent.trim() : "";
      },
      fallback: () => location.assign(link.href),
    });
    if (latest) {
      loading = false;
      stepByKey(queued.shift());
    }
  }

  function stepByKey(key) {
    const link = key && step.querySelector(`[data-step-key="${key}"]`);
    if (link) show(link);
    else queued.length = 0;
  }

  // "Previous" and "Next" clicked while a step is loading queue up like the arrow keys, so three taps move
  // three coups; any other step link goes straight there.
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-step-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading && link.dataset.stepKey) {
      queued.push(link.dataset.stepKey);
      return;
    }
    queued.length = 0;
    show(link);
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Fields keep their arrow keys, and so do the roads' scrolling regions.
    if (event.target.closest("input, textarea, select, [contenteditable], .table-scroll")) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    if (loading) queued.push(event.key);
    else stepByKey(event.key);
  });
})();
