"""The order a dictionary reader expects in each language, and the index bar's labels.

Korean: 가나다 order of the term, grouped by its initial consonant (ㄲ under ㄱ and so on).
Japanese: gojūon order of the kana reading, grouped by row (あ か さ た な …); voiced and
small kana sort with their plain forms, and a long-vowel mark counts as the vowel it lengthens.
English: A–Z, grouped by letter.

A term in another script (an English fallback on the Korean page, say) sorts after the
language's own groups: under its Latin letter, or else under "#".
"""

import re
import unicodedata

KOREAN_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
KOREAN_INDEX = "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"
DOUBLED_INITIALS = {"ㄲ": "ㄱ", "ㄸ": "ㄷ", "ㅃ": "ㅂ", "ㅆ": "ㅅ", "ㅉ": "ㅈ"}
FIRST_SYLLABLE, LAST_SYLLABLE = "가", "힣"
SYLLABLES_PER_INITIAL = 21 * 28  # vowels × final consonants (including none)

GOJUON_ROWS = {
    "あ": "あいうえお",
    "か": "かきくけこ",
    "さ": "さしすせそ",
    "た": "たちつてと",
    "な": "なにぬねの",
    "は": "はひふへほ",
    "ま": "まみむめも",
    "や": "やゆよ",
    "ら": "らりるれろ",
    "わ": "わゐゑをん",
}
KANA_VOWELS = {
    "あ": "あかさたなはまやらわ",
    "い": "いきしちにひみりゐ",
    "う": "うくすつぬふむゆる",
    "え": "えけせてねへめれゑ",
    "お": "おこそとのほもよろを",
}
SMALL_KANA = str.maketrans("ぁぃぅぇぉっゃゅょゎゕゖ", "あいうえおつやゆよわかけ")
KATAKANA_TO_HIRAGANA = {code: code - 0x60 for code in range(ord("ァ"), ord("ヶ") + 1)}
SOUND_MARKS = {"\u3099", "\u309a"}  # combining dakuten and handakuten
LONG_VOWEL_MARK = "ー"
KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc]+")

LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
OTHER = "#"

INDEXES = {"ko": tuple(KOREAN_INDEX), "ja": tuple(GOJUON_ROWS), "en": tuple(LATIN)}


def is_kana(text):
    return bool(KANA.fullmatch(text))


def to_hiragana(text):
    return unicodedata.normalize("NFKC", text).translate(KATAKANA_TO_HIRAGANA)


def plain_kana(text):
    """Hiragana without dakuten or handakuten, small kana made full size: が → か, ゃ → や."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(char for char in decomposed if char not in SOUND_MARKS).translate(SMALL_KANA)


def spell_out_long_vowels(hiragana):
    """ばんかー → ばんかあ: the mark sorts as the vowel of the kana before it."""
    spelled = []
    for char in hiragana:
        if char == LONG_VOWEL_MARK and spelled:
            previous = plain_kana(spelled[-1])
            char = next((vowel for vowel, kana in KANA_VOWELS.items() if previous in kana), char)
        spelled.append(char)
    return "".join(spelled)


def korean_initial(syllable):
    index = (ord(syllable) - ord(FIRST_SYLLABLE)) // SYLLABLES_PER_INITIAL
    initial = KOREAN_INITIALS[index]
    return DOUBLED_INITIALS.get(initial, initial)


def initial_consonants(text):
    """Each Hangul syllable as its initial consonant, grouped as the index groups them (커미션 → ㅋㅁㅅ, 까 → ㄱ);
    other characters as they are (EZ바카라 → EZㅂㅋㄹ)."""
    return "".join(korean_initial(char) if FIRST_SYLLABLE <= char <= LAST_SYLLABLE else char for char in text)


def is_initial_consonants(text):
    """Whether a query is typed in initial consonants only (ㅋ, ㅋㅁㅅ), the way Korean readers search."""
    return bool(text) and all(char in KOREAN_INITIALS for char in text)


def gojuon_row(kana):
    plain = plain_kana(kana)
    return next((row for row, members in GOJUON_ROWS.items() if plain in members), OTHER)


def latin_letter(text):
    """The base letter of a Latin character (É → E), or "" for anything else."""
    letter = unicodedata.normalize("NFKD", text[:1])[:1].upper()
    return letter if letter in LATIN else ""


def position(language, term, reading=""):
    """Where a term goes on the language's glossary page: (index label, sort key).

    `reading` is the Japanese kana reading; it decides the order on the Japanese page.
    """
    index = INDEXES[language]
    text = to_hiragana(reading) if language == "ja" and reading else unicodedata.normalize("NFKC", term)
    text = text.strip()
    first = text[:1]
    if language == "ko" and FIRST_SYLLABLE <= first <= LAST_SYLLABLE:
        label, key = korean_initial(first), (text.replace(" ", ""), text)
    elif language == "ja" and is_kana(first):
        spelled = spell_out_long_vowels(to_hiragana(text).replace("・", "").replace(" ", ""))  # ビッグ・スモール
        label, key = gojuon_row(spelled[0]), (plain_kana(spelled), spelled)
    elif latin_letter(first):
        folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()
        label, key = latin_letter(first), (folded, text)
    else:
        label, key = OTHER, (text.casefold(), text)
    groups = index + tuple(letter for letter in LATIN if letter not in index) + (OTHER,)
    return label, (groups.index(label), *key)
