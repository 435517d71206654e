"""Measuring table text in a real browser: where a line inside a table cell breaks a word, and what a table hides.

A line break is found by laying out each character of a cell's text (a Range per character) and seeing where the
next character starts a lower line. A break is inside a word when the characters on both sides belong to one
word: in English two letters or digits; in Korean (where words break only at spaces) two Hangul syllables,
letters or digits; in Japanese two katakana (プレイ/ヤー), two letters or digits, or two Hangul syllables.
"""

MID_WORD_BREAKS = r"""
() => {
  const lang = document.documentElement.lang;
  const LATIN = /[A-Za-z0-9\u00C0-\u024F.,%]/;
  const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/;
  const KATAKANA = /[\u30A1-\u30FA\u30FC-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/; // not the dot ・ between words
  const isDigitish = (c) => /[0-9]/.test(c);
  function sameWord(a, b) {
    if (/\s/.test(a) || /\s/.test(b)) return false;
    const latin = LATIN.test(a) && LATIN.test(b) && (/[A-Za-z0-9\u00C0-\u024F]/.test(a) || isDigitish(b));
    if (lang === "ko") return latin || ((HANGUL.test(a) || LATIN.test(a)) && (HANGUL.test(b) || LATIN.test(b)));
    if (lang === "ja") return latin || (KATAKANA.test(a) && KATAKANA.test(b)) || (HANGUL.test(a) && HANGUL.test(b));
    return latin;
  }
  function container(node) {
    let element = node.parentElement;
    while (element && getComputedStyle(element).display === "inline") element = element.parentElement;
    return element;
  }
  const found = [];
  for (const cell of document.querySelectorAll("main table :is(th, td, caption)")) {
    if (cell.closest(".visually-hidden")) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    let previous = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.tagName === "BR" && previous) previous = { ...previous, character: " " };
        continue;
      }
      if (node.parentElement.closest(".visually-hidden, [hidden]")) continue;
      const box = container(node);
      if (previous && previous.box !== box) previous = null;
      const text = node.data;
      for (let index = 0; index < text.length; index++) {
        const character = text[index];
        if (/\s/.test(character)) {
          if (previous) previous = { ...previous, character: " " };
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (previous && rect.top >= previous.bottom - 2 && sameWord(previous.character, character)) {
          const words = (cell.textContent || "").trim().replace(/\s+/g, " ");
          found.push(`${previous.character}/${character} in "${words.slice(0, 60)}"`);
        }
        previous = { character, bottom: rect.bottom, box };
      }
    }
  }
  return found;
}
"""

HIDDEN_TABLE_TEXT = r"""
() => {
  const width = document.documentElement.clientWidth;
  const problems = [];
  for (const table of document.querySelectorAll("main table")) {
    const scroller = table.closest(".table-scroll");
    const box = table.getBoundingClientRect();
    if (!scroller) {
      if (box.right > width + 1) problems.push(`a table without a scrolling region overflows: ${table.className}`);
      continue;
    }
    const port = scroller.getBoundingClientRect();
    if (port.right > width + 1) problems.push(`a scrolling region is wider than the screen: ${table.className}`);
    const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
    const style = getComputedStyle(scroller);
    if (scrolls && (style.maskImage === "none" || style.animationName !== "scroll-cue")) {
      problems.push(`a table scrolls with no cue: ${table.className}`);
    }
    const caption = table.querySelector("caption");
    if (caption && caption.getBoundingClientRect().right > port.right + 1) {
      problems.push(`a caption is cut: ${caption.textContent.trim().slice(0, 40)}`);
    }
  }
  return problems;
}
"""

SEGMENTED_WORD_BREAKS = r"""
(selector) => {
  // Where a line of a short text (a heading, a button, a label) breaks inside a word, words as the browser's own
  // dictionary segments them (Intl.Segmenter): this also finds a Japanese break between two kanji of one word
  // (確/率) or inside a verb (配/る), which no character class can tell from a break between phrases.
  const lang = document.documentElement.lang;
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  const found = [];
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest(".visually-hidden, [hidden]")) continue;
    const characters = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest(".visually-hidden, [hidden]")) continue;
      for (let index = 0; index < node.data.length; index++) characters.push({ node, index });
    }
    const text = characters.map(({ node, index }) => node.data[index]).join("");
    const boundaries = new Set([...segmenter.segment(text)].map((segment) => segment.index));
    let previousBottom = null;
    characters.forEach(({ node, index }, position) => {
      if (/\s/.test(node.data[index])) return;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (!rect) return;
      const newLine = previousBottom !== null && rect.top >= previousBottom - 2;
      if (newLine && !boundaries.has(position) && !/\s/.test(text[position - 1])) {
        found.push(`${text[position - 1]}/${text[position]} in "${text.trim().replace(/\s+/g, " ").slice(0, 60)}"`);
      }
      previousBottom = rect.bottom;
    });
  }
  return found;
}
"""
