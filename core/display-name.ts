/**
 * The one place where a display name is normalized, compared and refused (issue 28, item 7):
 * the sign-up schema (core/validation.ts), the board's "same name" tags
 * (server/modules/leaderboard/service.ts) and the organizer's own word list all come here.
 */

// Characters that draw nothing: soft hyphen, Arabic letter mark, Mongolian vowel separator,
// zero-width space/joiners, LRM/RLM, word joiner and invisible operators, BOM, the Braille blank
// (U+2800, drawn as an empty cell), the Hangul fillers. Bidi embeddings and isolates (U+202A–202E,
// U+2066–2069) are refused outright by the schema before this runs; stripped here for the key.
const INVISIBLE_CHARS = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u115f\u1160\u3164\uffa0\ufeff]/gu;

/** Combining marks kept on one letter: enough for any real script (Vietnamese stacks two), not a Zalgo tower. */
export const MAX_MARKS_PER_LETTER = 2;

/**
 * What is stored and shown: NFKC (full-width and styled letters to plain ones), invisible
 * characters removed, combining marks capped per letter, runs of spaces made one, trimmed.
 */
export function normalizeDisplayName(raw: string): string {
  let out = "";
  let marks = 0;
  for (const ch of raw.normalize("NFKC").replace(INVISIBLE_CHARS, "")) {
    if (/\p{M}/u.test(ch)) {
      if (++marks > MAX_MARKS_PER_LETTER) continue;
    } else marks = 0;
    out += ch;
  }
  return out.replace(/\s+/gu, " ").trim();
}

/** True when nothing of the name would be seen: only spaces, marks and format characters. */
export function isInvisible(name: string): boolean {
  return /^[\s\p{M}\p{Cf}]*$/u.test(name.replace(INVISIBLE_CHARS, ""));
}

/**
 * Look-alikes folded to the Latin letter they imitate (Cyrillic and Greek letters that render the
 * same in the app's fonts; digits and signs read as letters). A "same name" check compares these
 * skeletons; the name itself is shown as typed.
 */
const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ζ: "z",
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "@": "a",
  $: "s",
  l: "i",
  "|": "i",
  "!": "i",
};

/** A name's skeleton: what two names that read the same on the board share (no spaces, no marks, folded look-alikes). */
export function nameKey(name: string): string {
  const folded = normalizeDisplayName(name).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  let key = "";
  for (const ch of folded) {
    if (/[\s._\-'’]/u.test(ch)) continue;
    key += CONFUSABLES[ch] ?? ch;
  }
  return key;
}

/**
 * Words a rider's name may not take, compared by skeleton: the ride's staff and the app speak with
 * these names, so "Organizer 7" or "Аdmin" on the board would speak for them. The organizer adds
 * their own (the board's moderation passes them as `extra`).
 */
export const REFUSED_WORDS: readonly string[] = [
  "organizer",
  "organiser",
  "admin",
  "administrator",
  "moderator",
  "motoquiz",
  "official",
  "staff",
  "support",
];

/**
 * The refused word a name contains (as written in the list), or null. A word of the name that is
 * one, give or take a number after it ("Organizer 7", "Organizer7", "0rg4nizer"), counts, and so
 * does the whole name read without spaces ("O r g a n i z e r"); a longer word does not
 * ("Badminton", "Staffan").
 */
export function refusedWord(name: string, extra: readonly string[] = []): string | null {
  const normalized = normalizeDisplayName(name);
  const keyOf = (text: string) => nameKey(text.replace(/\d+$/u, ""));
  const candidates = new Set([...normalized.split(" ").map(keyOf), keyOf(normalized.replace(/\s/gu, ""))]);
  for (const word of [...REFUSED_WORDS, ...extra]) {
    const key = nameKey(word);
    if (key && candidates.has(key)) return word;
  }
  return null;
}

/**
 * The `n`-th name offered near a taken one (n ≥ 2): "Anna B" → "Anna B 2", "Anna B 3"…; the
 * offer is the first whose key (nameKey) no rider has (server/modules/accounts/names.ts). Stays
 * within `maxLength` by shortening the name, not the number.
 */
export function suggestedName(name: string, n: number, maxLength = 24): string {
  const base = normalizeDisplayName(name).replace(/\s\d+$/u, "");
  const suffix = ` ${n}`;
  return `${[...base]
    .slice(0, maxLength - suffix.length)
    .join("")
    .trimEnd()}${suffix}`;
}
