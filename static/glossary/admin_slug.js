/* A new glossary entry's slug fills itself from the term in whichever language the editor types first:
   English as it is, Korean romanized syllable by syllable (Revised Romanization, without the sound
   changes between syllables), Japanese from its kana reading (Hepburn). The editor can still write
   their own slug: once they change it, it is theirs. Uses Django's URLify (admin/js/urlify.js). */
(() => {
  "use strict";

  const INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"];
  const VOWELS = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
    "yu", "eu", "ui", "i"];
  const FINALS = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
    "ng", "t", "t", "k", "t", "p", "t"];

  function romanizeKorean(text) {
    return [...text].map((char) => {
      const code = char.codePointAt(0) - 0xac00;
      if (code < 0 || code > 11171) return char;
      return INITIALS[Math.floor(code / 588)] + VOWELS[Math.floor((code % 588) / 28)] + FINALS[code % 28];
    }).join("");
  }

  const KANA = {
    あ: "a", い: "i", う: "u", え: "e", お: "o", か: "ka", き: "ki", く: "ku", け: "ke", こ: "ko",
    さ: "sa", し: "shi", す: "su", せ: "se", そ: "so", た: "ta", ち: "chi", つ: "tsu", て: "te", と: "to",
    な: "na", に: "ni", ぬ: "nu", ね: "ne", の: "no", は: "ha", ひ: "hi", ふ: "fu", へ: "he", ほ: "ho",
    ま: "ma", み: "mi", む: "mu", め: "me", も: "mo", や: "ya", ゆ: "yu", よ: "yo",
    ら: "ra", り: "ri", る: "ru", れ: "re", ろ: "ro", わ: "wa", を: "o", ん: "n",
    が: "ga", ぎ: "gi", ぐ: "gu", げ: "ge", ご: "go", ざ: "za", じ: "ji", ず: "zu", ぜ: "ze", ぞ: "zo",
    だ: "da", ぢ: "ji", づ: "zu", で: "de", ど: "do", ば: "ba", び: "bi", ぶ: "bu", べ: "be", ぼ: "bo",
    ぱ: "pa", ぴ: "pi", ぷ: "pu", ぺ: "pe", ぽ: "po", ゔ: "vu",
    ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o",
  };
  const SMALL_Y = { ゃ: "a", ゅ: "u", ょ: "o" };

  function romanizeKana(text) {
    const hiragana = text.normalize("NFKC").replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
    let out = "";
    let doubleNext = false;
    for (const char of hiragana) {
      if (char === "っ") { doubleNext = true; continue; }
      if (char === "ー") continue;  // a long vowel is written once, as in most Hepburn slugs
      let roman;
      if (SMALL_Y[char] && out) {
        const stem = out.endsWith("i") ? out.slice(0, -1) : out;
        out = (/(sh|ch|j)$/.test(stem) ? stem : `${stem}y`) + SMALL_Y[char];
        continue;
      }
      roman = KANA[char] ?? (/[\s・]/.test(char) ? " " : char);
      if (doubleNext && /^[a-z]/.test(roman)) roman = (roman.startsWith("ch") ? "t" : roman[0]) + roman;
      doubleNext = false;
      out += roman;
    }
    return out;
  }

  const SOURCES = {
    en: () => field("term_en").value,
    ko: () => romanizeKorean(field("term_ko").value),
    ja: () => romanizeKana(field("reading_ja").value),
  };
  const WATCHED = { term_en: "en", term_ko: "ko", reading_ja: "ja" };

  function field(name) {
    return document.getElementById(`id_${name}`);
  }

  document.addEventListener("DOMContentLoaded", () => {
    const slug = field("slug");
    if (!slug || slug.value || typeof window.URLify !== "function") return;
    let source = null;
    let ownSlug = false;
    slug.addEventListener("input", () => { ownSlug = true; });
    for (const [name, language] of Object.entries(WATCHED)) {
      const input = field(name);
      if (!input) continue;
      input.addEventListener("input", () => {
        if (ownSlug) return;
        if (source === null || !SOURCES[source]().trim()) source = input.value.trim() ? language : source;
        if (source === language) slug.value = window.URLify(SOURCES[language](), Number(slug.maxLength) || 80, false);
      });
    }
  });
})();
