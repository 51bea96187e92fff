// Reading a statement's words: a word's verb forms and tags (compromise's lexicon and conjugation tables, looked up
// word by word, without the whole-sentence tagger), the markers and labels around a statement, and whether it reads as
// one clean clause. The reader uses them to find a résumé's statements, the writer to rephrase them.
import nlp from 'compromise';
import { ACTION_VERBS, irregularBase } from './phrases';
import { repairText } from './text';

export interface Conjugation {
  infinitive?: string;
  past?: string;
}

// compromise's own lexicon and verb transforms: a word is looked up (or tagged alone once) and conjugated by rule
// tables, without running the whole-sentence tagger, so rephrasing costs microseconds per word once warm.
const world = nlp.world() as { model: unknown; methods: { two: { transform: { verb: unknown } } } };
const { toInfinitive, conjugate: conjugateVerb } = world.methods.two.transform.verb as {
  toInfinitive: (word: string, model: unknown, tense: string) => string;
  conjugate: (infinitive: string, model: unknown) => { Infinitive?: string; PastTense?: string };
};
// (an entry is a tag or, for a few words, a list of tags: "employees" is Plural and Actor)
export const LEXICON = (world.model as { one: { lexicon: Record<string, string | string[] | undefined> } }).one.lexicon;
export const VERB_TAGS = new Set(['Verb', 'Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'Participle', 'Imperative', 'PhrasalVerb']);

// Conjugations are looked up word by word; the caches keep a long input linear and are bounded against odd inputs.
const CONJUGATIONS = new Map<string, Conjugation | null>();
const TAGS = new Map<string, string[]>();
const CACHE_LIMIT = 5000;
export const SAME_PAST = new Set(['cut', 'set', 'put', 'let', 'hit', 'spread', 'broadcast', 'forecast', 'quit', 'shut', 'upset', 'cost', 'read', 'reset', 'input', 'output', 'beat', 'bid', 'cast', 'split', 'offset']);

export function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** The word's tags on its own: compromise's lexicon entry, else its tagger run on the word alone (once per word). */
export function isolatedTags(word: string): string[] {
  const key = word.toLowerCase();
  const cached = TAGS.get(key);
  if (cached) return cached;
  const entry = LEXICON[key];
  // a word the lexicon lacks is tagged alone only when its ending marks a verb form ("liaised", "streamlining");
  // the tagger's guess on a bare word ("backend") is not evidence enough
  const tagged = !entry && /(?:ed|ing)$/.test(key) ? (nlp(key).terms().json()[0]?.terms[0]?.tags ?? []) : [];
  const tags = [...(entry ? [entry].flat() : []), ...tagged];
  return remember(TAGS, key, tags);
}

/** The tags compromise's tagger gives a word on its own (for the rare word that needs it). */
export const readAlone = (word: string): string[] => nlp(word).json()[0]?.terms[0]?.tags ?? [];

export const isVerbTagged = (word: string) => isolatedTags(word).some((t) => VERB_TAGS.has(t));

function tenseOf(word: string): string {
  const entry = LEXICON[word];
  if (entry === 'PastTense' || entry === 'Participle') return 'PastTense';
  if (/ing$/.test(word)) return 'Gerund';
  if (/ed$/.test(word)) return 'PastTense';
  if (/[^s]s$/.test(word)) return 'PresentTense';
  return 'Infinitive';
}

/** The verb forms of one word, or null when neither compromise nor our verb list reads it as a verb. */
const EED_BASE = /^(?:exceed|succeed|proceed|feed|need|seed|speed|breed|bleed|heed|weed|embed)$/;

export function conjugate(word: string): Conjugation | null {
  const key = word.toLowerCase();
  const cached = CONJUGATIONS.get(key);
  if (cached !== undefined) return cached;
  let result: Conjugation | null = null;
  const known = ACTION_VERBS.has(key);
  // an irregular past our list knows is its own past form, whatever compromise makes of it ("Rebuilt", not "rebuilted")
  const irregular = irregularBase(key);
  if (irregular) result = { infinitive: irregular, past: key };
  // a base form that ends in "-eed" is no past ("Exceed 4000 orders" is not "exceed" done already)
  else if (EED_BASE.test(key)) result = { infinitive: key, past: conjugateVerb(key, world.model).PastTense ?? `${key}ed` };
  else if (known || isVerbTagged(key) || /ed$/.test(key)) {
    const infinitive = toInfinitive(key, world.model, tenseOf(key)) || key;
    const forms = { ...conjugateVerb(infinitive, world.model) };
    // an opener in -ed is its own past form ("Mentored", not "mentoredded"), whatever compromise makes of it
    if (/ed$/.test(key)) forms.PastTense = key;
    if (/ed$/.test(key) && infinitive === key) forms.Infinitive = undefined;
    // compromise answers "labor" → "labor" for words it half-knows: a past form equal to the base is trusted only
    // for the verbs that really have one ("cut", "set", "forecast")
    const samePast = forms.PastTense && forms.PastTense === forms.Infinitive && !SAME_PAST.has(forms.PastTense);
    if ((forms.PastTense || forms.Infinitive) && !samePast) result = { infinitive: forms.Infinitive, past: forms.PastTense };
    // "Organized", "Liaised": a past form compromise tags as an adjective is still a past form
    else if (/[^e]ed$|[^aeiou]ed$/.test(key) && (known || isolatedTags(key).includes('Adjective'))) result = { past: key };
  }
  return remember(CONJUGATIONS, key, result);
}

// Words that open a noun phrase as often as a duty ("Project management…", "Test cases…"): read as verbs only
// when what follows says so (a determiner, a pronoun or another verb).
export const NOUN_OR_VERB = new Set(
  `project process test report design support plan model program schedule budget contract survey document interview market target
benchmark chair head audit pilot source screen research review control transfer supply service record estimate experiment forecast
present process interface network staff time monitor change deal file order book sort code price position feature stock house
ship train coach mentor lead handle finance help work use master`.split(/\s+/),
);
export const isNounOrVerb = (word: string): boolean => NOUN_OR_VERB.has(word.toLowerCase());

/** The text without the given characters at its end (a loop: a regex with two stacked quantifiers is quadratic). */
export function trimEnd(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1])) end--;
  return s.slice(0, end);
}

/** Markers, labels and wrappers a résumé puts around a statement ("description - ", "Role:", "➢", "q "). */
export function cleanStatement(text: string): string {
  let s = repairText(text).replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 4; i++) {
    const before = s;
    s = s
      .replace(/^(?:[•▪◦●‣∙·○■□◆◇➢➤►▶✓✔❖✶*→⇒–—-]|\d{1,2}[.)]|[qv](?=\s+[A-Z]))\s*/u, '')
      .replace(/^(?:description|role|roles?\s*(?:&|and)\s*responsibilit(?:y|ies)|key responsibilities|responsibilities|accountabilities|job profile|summary|achievements?|duties)\s*[:\-–]\s*/i, '')
      .trim();
    if (s === before) break;
  }
  // (a stop that opens a name stays apart from the word before: "using .Net", not "using.Net")
  return trimEnd(s, ' .;:,').replace(/ ([,.;:])(?![\p{L}\p{N}])/gu, '$1').replace(GLUED_ADVERB, (whole, adverb: string, verb: string) =>
    isVerbTagged(verb) && !LEXICON[whole.toLowerCase()] && readAlone(adverb).includes('Adverb') ? `${adverb} ${verb}` : whole,
  );
}

// an adverb a PDF ran into the verb after it ("successfullyresolved", "activelyparticipating")
const GLUED_ADVERB = /\b(\p{L}{2,}ly)(\p{Ll}{3,}(?:ed|ing))\b/gu;

// (a relative word too: "…achieved by employing new procedures that" lost the line that went on)
const DANGLING_END = /\b(?:and|or|but|of|with|to|the|a|an|in|for|on|at|by|from|as|including|such as|via|&|etc|that|which|who|whose|where|while|into|through|than|between|within|without|across)$/i;

/** A statement that reads as one whole clause: balanced brackets and quotes, no dangling word, no list of six or more. */
export function isCleanClause(s: string): boolean {
  if (!s || DANGLING_END.test(s.trim())) return false;
  // a clause that announces a list the line left out: "…develop and maintain following modules", "…as listed below"
  if (/\bfollowing(?:\s+[\w-]+){0,2}$|\bbelow$/i.test(s.trim())) return false;
  if ((s.match(/\(/g) ?? []).length !== (s.match(/\)/g) ?? []).length) return false;
  if ((s.match(/"/g) ?? []).length % 2) return false;
  if (/[:;]|\s(?:[-–—]|--)\s|\.['"’”]?\s|\?|!|\.{2,}|…|\bi\.e\b|\be\.g\b|\betc\b/i.test(s)) return false;
  if ((s.match(/,/g) ?? []).length >= 3) return false;
  // dates and date ranges belong to a role's header, not to a sentence about the work
  // ("Since JANUARY 2017 to APRIL 2018": a month may stand before the second year)
  if (/\b\d{1,2}\/(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*(?:to|–|-)\s*(?:\p{L}{3,9}\.?\s+)?(?:(?:19|20)\d{2}|present|current|till|date)\b/iu.test(s)) return false;
  // a line in capitals is a heading or a shouted label
  const words = s.split(' ').filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length && words.filter((w) => w === w.toUpperCase()).length / words.length > 0.5) return false;
  // "…sales management STRENGTHS 1": the next section's heading run into the line
  if (/\b(?:STRENGTHS?|SKILLS?|EDUCATION|EXPERIENCE|PROJECTS?|SUMMARY|PROFILE|OBJECTIVE|ACHIEVEMENTS?|CERTIFICATIONS?|LANGUAGES?|HOBBIES|INTERESTS|DECLARATION|REFERENCES)\b/.test(s)) return false;
  // (a "#" is a field's mark or a number sign, except in a language's name: "C#", "F#")
  if (/[|@#\\_{}[\]<>]|https?:|www\./i.test(s.replace(/\b[CF]#(?![\w#])/g, 'C'))) return false;
  // a comma or a bracket with no space before the next word is two fields run together ("authentication,Vintela sso",
  // "(BP)Business Partner")
  if (/\p{Ll},\p{Lu}|\)\p{L}/u.test(s)) return false;
  return true;
}

// -ing words that are a trade or a thing more often than an action ("payroll and accounting", "and training materials"),
// and the ones that are prepositions ("including")
export const NOUN_GERUNDS =
  /^(?:training|marketing|engineering|accounting|planning|scheduling|budgeting|reporting|testing|manufacturing|programming|networking|consulting|recruiting|staffing|banking|billing|costing|pricing|sourcing|forecasting|modell?ing|processing|packaging|printing|shipping|housing|building|learning|teaching|nursing|lending|underwriting|auditing|clothing|funding|meeting|meetings|offering|setting|settings|including|according|regarding|following|concerning|during|pending|excluding|leading|bookkeeping|housekeeping|landscaping|catering|plumbing|roofing|welding|machining|fundraising|merchandising|advertising|babysitting|caregiving|copywriting)$/i;

// compromise's steps without its last, chunks (noun and verb groups): they set no tag, and took a tenth of the tagging
const TAGGING_HOOKS = (nlp.world() as unknown as { hooks: string[] }).hooks.filter((hook) => hook !== 'chunks');

/** compromise's tagger on a text: the tags nlp(text) gives, without the groups no caller reads. */
export function taggedText(text: string): ReturnType<typeof nlp> {
  const world = nlp.world() as unknown as { hooks: string[] };
  const hooks = world.hooks;
  world.hooks = TAGGING_HOOKS;
  try {
    return nlp(text);
  } finally {
    world.hooks = hooks;
  }
}

/** One word as compromise tagged it inside its text. */
export interface TaggedTerm {
  text: string;
  post: string;
  normal: string;
  tags: string[];
}

/** A tagged text's words, sentence after sentence. */
export const taggedTerms = (doc: ReturnType<typeof nlp>): TaggedTerm[] => (doc.json() as { terms: TaggedTerm[] }[]).flatMap((s) => s.terms);

/** Whether a tagged word carries any of `tags`. */
export const hasTag = (t: TaggedTerm | undefined, ...tags: string[]): boolean => t !== undefined && tags.some((tag) => t.tags.includes(tag));
