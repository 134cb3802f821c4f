/**
 * The one place where a display name is normalized, compared and refused (issue 28, item 7):
 * the sign-up schema (core/validation.ts), the board's "same name" tags
 * (server/modules/leaderboard/standings.ts) and the organizer's word list all come here.
 */

// Characters that draw nothing or reorder text: zero-width space/joiners, LRM/RLM, ALM, word
// joiner and invisible operators, BOM, the Braille blank (U+2800), the Hangul fillers.
const INVISIBLE_CHARS = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u115f\u1160\u3164\uffa0\ufeff]/gu;

/**
 * Look-alikes folded to the Latin letter they imitate (Cyrillic and Greek capitals and small
 * letters that render the same in the app's fonts, digits read as letters). A "same name" check
 * compares these skeletons; the name itself is shown as typed.
 */
const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
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
  "1": "l",
  "3": "e",
  "5": "s",
  "8": "b",
  i: "l",
  "|": "l",
  "!": "l",
};

/** A name's skeleton: what two names that read the same on the board share. */
export function nameKey(name: string): string {
  const folded = name.normalize("NFKC").replace(INVISIBLE_CHARS, "").normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  let key = "";
  for (const ch of folded) {
    if (/\s/u.test(ch)) continue;
    key += CONFUSABLES[ch] ?? ch;
  }
  return key;
}
