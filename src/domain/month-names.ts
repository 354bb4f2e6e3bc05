/**
 * Months by name, as CVs and exports write them: English names and their three-letter forms
 * ("Sept" too), Finnish months by their stem with the usual endings ("tammi", "tammik",
 * "tammikuu", "tammikuuta", "tammikuussa", "tammikuusta", "tammikuuhun"), as the Unicode CLDR
 * and people write them.
 */
const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const FI_STEMS = [
  'tammi',
  'helmi',
  'maalis',
  'huhti',
  'touko',
  'kesä',
  'heinä',
  'elo',
  'syys',
  'loka',
  'marras',
  'joulu',
];
const FI_ENDINGS = /^(?:k|kuu|kuuta|kuussa|kuusta|kuuhun|kuulta|kuulle)?$/u;

/** A month's number (1–12) from its name or short form, in lower case without a dot, or null. */
export function monthOfName(word: string): number | null {
  const en = EN_MONTHS.findIndex(
    (name) =>
      name === word || name.slice(0, 3) === word || (word === 'sept' && name === 'september'),
  );
  if (en >= 0) return en + 1;
  const fi = FI_STEMS.findIndex(
    (stem) => word.startsWith(stem) && FI_ENDINGS.test(word.slice(stem.length)),
  );
  return fi >= 0 ? fi + 1 : null;
}

/**
 * Words CVs and exports end a current range with, in lower case: "Jan 2019 – present",
 * "maaliskuu 2019 – nykyään". One list for every reader of dates.
 */
export const NOW_WORDS: ReadonlySet<string> = new Set([
  'present',
  'now',
  'current',
  'currently',
  'today',
  'ongoing',
  'to date',
  'nyt',
  'nykyään',
  'nykyisin',
  'nykyhetki',
  'tähän päivään',
  'tähän päivään asti',
  'tähän asti',
  'nykyhetkeen',
  'nykypäivään',
  'tällä hetkellä',
  'jatkuu',
  'toistaiseksi',
]);
