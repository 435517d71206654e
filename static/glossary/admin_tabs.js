/* The glossary admin's language tabs (built by modeltranslation's tabbed_translation_fields.js),
   made to hide nothing: a tab whose field holds an error says so and is the one that opens, a tab
   whose field readers need but is empty says so while it stays empty, and the language switch at
   the top shows a language only while every field shows that language. The words come from this
   script's data attributes, in the editor's language. */
(() => {
  "use strict";

  const notes = document.currentScript.dataset;
  const $ = window.django && window.django.jQuery;
  if (!$) return;

  function note(tab, kind, text) {
    let span = tab.querySelector(`.tab-note--${kind}`);
    if (!text) {
      if (span) span.remove();
      return;
    }
    if (!span) {
      span = document.createElement("span");
      span.className = `tab-note tab-note--${kind}`;
      tab.querySelector("a").append(span);
    }
    span.textContent = ` · ${text}`;
  }

  function panelOf(tab) {
    return document.getElementById(tab.querySelector("a").hash.slice(1));
  }

  function markEmpty(tab) {
    const field = panelOf(tab).querySelector("[data-needed-by-readers]");
    const empty = field !== null && field.value.trim() === "";
    tab.classList.toggle("tab-empty", empty);
    note(tab, "empty", empty ? notes.emptyNote : "");
  }

  // The switch names a language only when all the fields show it; otherwise it shows "mixed".
  function updateSwitch(containers) {
    const select = document.getElementById("modeltranslation-main-switch");
    if (!select) return;
    const shown = new Set(containers.map((container) => $(container).tabs("option", "active")));
    let mixed = select.querySelector("option[data-mixed]");
    if (shown.size === 1) {
      if (mixed) mixed.remove();
      select.value = String([...shown][0]);
      return;
    }
    if (!mixed) {
      mixed = new Option(notes.mixed, "");
      mixed.dataset.mixed = "";
      mixed.disabled = true;
      select.prepend(mixed);
    }
    select.value = "";
  }

  $(() => {
    // modeltranslation's switch moves the groups one after another, reading the switch before each: were
    // the switch updated while it is half done, it would read "mixed" and leave the other groups behind.
    // So the switch is brought up to date only once the current event is over.
    let pending = false;
    const scheduleUpdate = () => {
      if (pending) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        updateSwitch(containers);
      });
    };
    const containers = [...document.querySelectorAll(".ui-tabs")].filter((container) => container.querySelector(".mt"));
    for (const container of containers) {
      const tabs = [...container.querySelectorAll(".ui-tabs-nav > li")];
      let firstError = -1;
      tabs.forEach((tab, index) => {
        const panel = panelOf(tab);
        const hasError = panel.querySelector(".errorlist") !== null;
        tab.classList.toggle("ui-tab-has-errors", hasError);
        note(tab, "error", hasError ? notes.errorNote : "");
        if (hasError && firstError < 0) firstError = index;
        markEmpty(tab);
        const field = panel.querySelector("[data-needed-by-readers]");
        if (field) field.addEventListener("input", () => markEmpty(tab));
      });
      if (firstError >= 0) $(container).tabs("option", "active", firstError);
      $(container).on("tabsactivate", scheduleUpdate);
    }
    updateSwitch(containers);
    $("#modeltranslation-main-switch").on("change", scheduleUpdate);
  });
})();
