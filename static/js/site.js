// The language links keep the reader's place on the page: section ids are the same in every language.
document.querySelector(".language-switcher")?.addEventListener("click", (event) => {
  const link = event.target.closest("a[hreflang]");
  if (link && window.location.hash) link.hash = window.location.hash;
});
