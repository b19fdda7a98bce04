/**
 * `ignorePlurals` for English: the singular and plural forms of a query word. The engine only keeps
 * forms that exist in the index's dictionary, so a rule that guesses a non-word costs nothing.
 */

const IRREGULAR: ReadonlyArray<readonly [string, string]> = [
  ['child', 'children'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['index', 'indices'],
  ['index', 'indexes'],
  ['matrix', 'matrices'],
  ['vertex', 'vertices'],
  ['appendix', 'appendices'],
  ['criterion', 'criteria'],
  ['phenomenon', 'phenomena'],
  ['datum', 'data'],
  ['medium', 'media'],
  ['analysis', 'analyses'],
  ['basis', 'bases'],
  ['crisis', 'crises'],
  ['thesis', 'theses'],
  ['leaf', 'leaves'],
  ['life', 'lives'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['half', 'halves'],
  ['self', 'selves'],
  ['shelf', 'shelves'],
  ['cactus', 'cacti'],
  ['focus', 'foci'],
  ['radius', 'radii'],
  ['schema', 'schemas'],
  ['schema', 'schemata'],
];

/** Words ending in `s` that are not plurals of a shorter word the rules would produce. */
const NOT_PLURAL = new Set([
  'news', 'series', 'species', 'status', 'bus', 'gas', 'alias', 'canvas', 'class', 'process',
  'access', 'address', 'success', 'business', 'is', 'this', 'has', 'was', 'does', 'its', 'us',
  'yes', 'less', 'unless', 'always', 'across', 'towards', 'perhaps', 'whereas', 'analytics',
  'kubernetes', 'aws', 'js', 'css', 'cms', 'sms', 'dns', 'https', 'postgres', 'redis', 'express',
]);

const irregularForms = new Map<string, string[]>();
for (const [singular, plural] of IRREGULAR) {
  irregularForms.set(singular, [...(irregularForms.get(singular) ?? []), plural]);
  irregularForms.set(plural, [...(irregularForms.get(plural) ?? []), singular]);
}

const VOWELS = 'aeiou';

/** Other singular/plural forms of a normalised English word (never the word itself). */
export function pluralAlternatives(word: string): string[] {
  if (word.length < 2 || /[0-9]/.test(word)) return [];
  const forms = new Set<string>(irregularForms.get(word) ?? []);
  // Plural → singular.
  if (!NOT_PLURAL.has(word) && word.length > 3) {
    if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
    else if (/(ss|sh|ch|x|z|o)es$/.test(word)) forms.add(word.slice(0, -2));
    if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
      forms.add(word.slice(0, -1));
    }
    if (word.endsWith('ves')) {
      forms.add(`${word.slice(0, -3)}f`);
      forms.add(`${word.slice(0, -3)}fe`);
    }
  }
  // Singular → plural.
  const last = word[word.length - 1]!;
  const beforeLast = word[word.length - 2] ?? '';
  if (last === 'y' && !VOWELS.includes(beforeLast)) forms.add(`${word.slice(0, -1)}ies`);
  else if (/(s|sh|ch|x|z)$/.test(word)) forms.add(`${word}es`);
  else forms.add(`${word}s`);
  if (last === 'o') forms.add(`${word}es`);
  forms.delete(word);
  return [...forms];
}
