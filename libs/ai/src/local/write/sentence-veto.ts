// The sentence rules of the send-ready check (bench/quality/send-ready.ts and send-ready-reader.ts), kept here once:
// the writer vetoes each sentence it drafts from a résumé with them before the sentence is used, and the bench's check
// reads every sentence of a finished text with the same rules. What they refuse is what blind readers stopped at
// (docs/writing-rubric.md): résumé bullets fused into one sentence, a tense switch inside one clause, a wrong article
// or verb form, a bare title as an object, a sentence cut before its object or unit, "the above", a fragment. Most
// read with wink-nlp, a tagger of its own, so a tagging error of compromise, which rephrased the sentence, is not
// excused by the same error here. Every failure starts with its rule's key in brackets.
import nlp from 'compromise';
import winkNLP, { type Tokens, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { hasTag as is, taggedTerms, taggedText, type TaggedTerm as Term } from '../read/clauses';

let winkReader: WinkMethods | undefined;
/** wink with its English model, loaded once per process (or worker thread) when a sentence is first read. */
export function wink(): WinkMethods {
  winkReader ??= winkNLP(model);
  return winkReader;
}

// (compromise's tags without its noun and verb groups, which set no tag: taggedText; the patterns parsed once)
const termsOf = (sentence: string): Term[] => taggedTerms(taggedText(sentence));
const [VERB, NOUN_OR_GERUND, PRESENT, PAST_AFTER_I] = ['#Verb', '(#Noun|#Gerund)', '(#PresentTense|#Infinitive)', 'i (also|then)? #PastTense'].map((match) => nlp.parseMatch(match));

/** One sentence as compromise tags it, tagged once however many rules read it (within one verdict, never kept longer). */
interface Tagging {
  doc(): ReturnType<typeof nlp>;
  terms(): Term[];
}
function taggingOf(sentence: string): Tagging {
  let doc: ReturnType<typeof nlp> | undefined;
  let terms: Term[] | undefined;
  const tagging: Tagging = {
    doc: () => (doc ??= taggedText(sentence)),
    terms: () => (terms ??= taggedTerms(tagging.doc())),
  };
  return tagging;
}

/** A pure reading of one word by compromise, remembered (a bounded memo: a worker lives long, and reads any résumé). */
function wordMemo<T>(read: (word: string) => T): (word: string) => T {
  const memo = new Map<string, T>();
  return (word) => {
    let answer = memo.get(word);
    if (answer === undefined) {
      answer = read(word);
      if (memo.size < 5000) memo.set(word, answer);
    }
    return answer;
  };
}

// a word alone as compromise tags it, read once for both questions the rules ask of it (most words asked whether
// they are a present verb are asked whether they are a verb first)
const readAlone = wordMemo((word) => {
  const alone = taggedText(word);
  return { verb: alone.has(VERB) && !alone.has(NOUN_OR_GERUND), present: alone.has(PRESENT) };
});
/** Whether a word, written lower-case, is a verb in compromise's lexicon and no noun ("coordinate"; not "session"). */
const readsAsVerb = (word: string) => readAlone(word.toLowerCase()).verb;
const presentAlone = (word: string) => readAlone(word).present;

// The tagged rules below first look in the raw text for a word they could flag, read alone (compromise tags a whole
// sentence in about a millisecond, a word it has read before in none): a capitalised verb between a word ending in a
// small letter or a digit and one starting with a small letter; a present verb after "and" or "&", then a word.
const MAY_FUSE = /[\p{Ll}\d][^\p{L}\p{N}]*(?=(\p{Lu}\p{Ll}{2,})(?![\p{L}\p{N}])[^\p{L}\p{N}]*\p{Ll})/gu;
const MAY_JOIN = /(?:\b[Aa][Nn][Dd]|&)(?=[^\p{L}\p{N}]+(\p{Ll}+)\s+\S)/gu;
const mayFuse = (sentence: string) => [...sentence.matchAll(MAY_FUSE)].some((m) => readsAsVerb(m[1]));
const mayJoin = (sentence: string) => [...sentence.matchAll(MAY_JOIN)].some((m) => !/(?:ed|ing|s)$/.test(m[1]) && readsAsVerb(m[1]) && presentAlone(m[1]));

// words after which "I" rightly opens a clause without a comma
const RUN_ON_JOINERS = new Set('and but so that which where when whenever because while since then also what how before after until once than whom who whether though although unless'.split(' '));

/**
 * Two résumé bullets run into one sentence: a capitalised verb in the middle of a sentence right after a noun or a
 * figure ("…guided 14 agents Coordinate daily operations…"), or a sentence that trails off into a place line
 * ("…and Python Softtestlab Technologies Pune, Maharashtra, India.").
 */
export function fusedProblem(sentence: string): string | undefined {
  return fusedIn(sentence, taggingOf(sentence));
}

function fusedIn(sentence: string, tagging: Tagging): string | undefined {
  const terms = mayFuse(sentence) ? tagging.terms() : [];
  for (let i = 2; i < terms.length - 1; i++) {
    const [before, t, after] = [terms[i - 1], terms[i], terms[i + 1]];
    // (the word before may be a capitalised plural ending a name of a group: "…Service Agents Coordinate daily…")
    if (!/^\p{Lu}\p{Ll}{2,}$/u.test(t.text) || !/^(?:\p{Ll}[\p{Ll}\d]*|\p{Lu}\p{Ll}+s)$/u.test(before.text) || before.post.trim() || t.post.trim() || !/^\p{Ll}/u.test(after.text)) continue;
    // the word before ends the first bullet (a noun or a figure), never a word that wants a name after it
    if (!is(before, 'Noun', 'Value') || is(before, 'Pronoun', 'Determiner', 'Preposition')) continue;
    // (inside a noun phrase a determiner opened, between a singular noun and a noun, the capitalised word is one of
    // the phrase's nouns: "the customer Support team")
    if (is(terms[i - 2], 'Determiner') && !is(before, 'Plural') && is(after, 'Noun') && !is(after, 'Adjective', 'Adverb', 'Preposition', 'Conjunction')) continue;
    // (a job title is no action: "as a Devops Engineer at…", "as a Sales Engineer and…"; "Lead" may be either)
    if (TITLE_WORD.test(t.text) && t.text !== 'Lead') continue;
    if (readsAsVerb(t.text)) return `[fused] a capitalised verb run into the sentence: "${before.text} ${t.text} ${after.text}"`;
  }
  // a second clause run in without a stop or a conjunction: "…with the Engineering teams I created lease…"
  const runOn = /\b(\p{Ll}{3,}) I (?:\p{Ll}+ed|was|have|had|am|led|built|ran|made|wrote)\b/u.exec(sentence);
  // ("the work I have done" is a relative clause: a determiner before the noun, "have" or "had" after "I")
  const relative = runOn && /^(?:have|had)$/.test(runOn[0].split(' ').pop()!) && /\b(?:the|all|any|every|each)\s+$/i.test(sentence.slice(0, runOn.index));
  if (runOn && !RUN_ON_JOINERS.has(runOn[1]) && !relative) return `[fused] a second clause run in: "${runOn[0]}"`;
  if (/\s\p{Lu}[\p{L}.]+,\s\p{Lu}[\p{L}]+,\s(?:India|USA|U\.S\.A?\.?|United States|UAE|United Kingdom|UK|Canada)\.?$/u.test(sentence.trim())) return '[fused] a place line appended to the sentence';
  return undefined;
}

/**
 * Mixed tense in one coordinated clause: "I greeted customers and ascertain their needs", "I led a team and follow
 * up on…": a past-tense action joined by "and"/"&" to a present-tense verb with its own object.
 */
export function mixedTenseProblem(sentence: string): string | undefined {
  return mixedTenseIn(sentence, taggingOf(sentence));
}

function mixedTenseIn(sentence: string, tagging: Tagging): string | undefined {
  if (!mayJoin(sentence)) return undefined;
  if (!tagging.doc().has(PAST_AFTER_I)) return undefined;
  const joined = sentence.replace(/\s&\s/g, ' and ');
  const terms = joined === sentence ? tagging.terms() : termsOf(joined);
  for (let i = 1; i < terms.length - 2; i++) {
    if (terms[i].normal !== 'and') continue;
    const [next, after] = [terms[i + 1], terms[i + 2]];
    // ("and set up", "and put": a past tense the same as its base)
    if (!/^\p{Ll}+$/u.test(next.text) || /(?:ed|ing|s)$/.test(next.text) || IRREGULAR_PAST.has(next.text) || next.post.trim()) continue;
    // "and travel coordination" is a noun compound: only an object after the verb makes it one ("and monitor progress")
    // ("and act as liaison": a present verb with its preposition)
    const objectFollows = is(after, 'Determiner', 'Possessive', 'Plural') || /^(?:up|out|as)$/.test(after.normal);
    // an infinitive's list is no tense switch: "used 4 channels to build, maintain and manage the reputation…"
    let back = i - 1;
    while (back > 0 && terms[back].normal !== 'to' && !is(terms[back], 'PastTense')) back--;
    if (terms[back].normal === 'to') continue;
    if (objectFollows && readsAsVerb(next.text) && presentAlone(next.text)) return `[mixed-tense] "and ${next.text} ${after.text}" after a past action`;
  }
  return undefined;
}

// a past action with its object after a comma ("…, polled local users"), not a participle naming its agent or place
const COMMA_ACTION = /,\s(\p{Ll}[\p{Ll}-]*\p{Ll}ed)\s(?!(?:by|on|in|into|to|at|with|for|from|as|under|of|over|through|during|via)\b)[\p{L}\d]/gu;

/**
 * Actions run together with commas and no "and": a résumé's telegraphic bullet pasted whole, where a typo or a verb
 * left in the present goes along ("I formed a team, mainted the server, polled users.", "I placed volunteers,
 * booked rooms, making sure they rotate…"). The next statement reads better than any mending of it.
 */
export function commaActionsProblem(sentence: string): string | undefined {
  const opener = /\bI (?:also )?[\p{Ll}-]+(?:ed|led|built|ran|made|wrote|set|put|took|gave|kept|won|drove|did)\b/u.exec(sentence);
  if (!opener) return undefined;
  for (const m of sentence.slice(opener.index).matchAll(COMMA_ACTION)) {
    const rest = sentence.slice(opener.index + m.index!);
    if (/\band\b|&/.test(rest) || !readsAsVerb(m[1])) continue;
    return `[comma-actions] actions run together with commas: ", ${m[1]} …"`;
  }
  return undefined;
}

/** Past tenses that do not end in -ed. */
export const IRREGULAR_PAST = new Set(
  'troubleshot led built ran wrote taught drove grew won sold oversaw undertook brought made held spoke took began set cut put sought fought caught thought kept met spent sent lent went came became gave found chose rode rose saw knew flew drew threw shot stood understood withdrew overcame upheld'.split(' '),
);

interface Token {
  w: string;
  pos: string;
  lemma: string;
}

/** A sentence's words as wink reads them (its own tagger, not the writer's), punctuation kept. */
function tokensOf(sentence: string): Token[] {
  return tokensIn(wink().readDoc(sentence).tokens());
}

function tokensIn(tokens: Tokens): Token[] {
  const reader = wink();
  const words = tokens.out() as string[];
  const pos = tokens.out(reader.its.pos) as string[];
  // (wink's typings give its.lemma the model's add-ons as a parameter; the lite model carries them, so it reads as pos does)
  const lemmas = tokens.out(reader.its.lemma as unknown as typeof reader.its.pos) as string[];
  return words.map((w, i) => ({ w, pos: pos[i], lemma: lemmas[i] }));
}

// verbs that end a sentence well without an object
const INTRANSITIVE = new Set('grow succeed arrive happen occur live work improve expand change continue participate contribute learn progress recover rise fall begin start finish proceed comply respond travel relocate collaborate cooperate attend graduate excel succeed perform'.split(' '));
// words that take their own subject, so a verb after them is not the first person's
const OTHER_SUBJECT = /^(?:which|that|who|it|he|she|they|this|these|those|what|where|when|whose)$/i;
// "a" before these vowel-letter words is right ("a one-day…", "a European…", "a once…")
const CONSONANT_SOUND = /^(?:one|once|eu|ewe|uni|use|usu|ura|uro|uti|ubi|ufo|ukr)/i;
// "an" before these consonant-letter words is right ("an hour", "an honest…")
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|herb)/i;

/**
 * A sentence a reader stops at although each of its words is right: "I … and provides", "a outstanding record",
 * "created and maintained and Billing log", "I also determined Agent with…", "…and ideally setting an appointment".
 */
export function grammarProblem(sentence: string): string | undefined {
  return grammarIn(tokensOf(sentence));
}

function grammarIn(t: Token[]): string | undefined {
  const me = t.findIndex((x) => x.w === 'I');
  for (let i = 0; i < t.length; i++) {
    const [x, next] = [t[i], t[i + 1]];
    if (!next) break;
    if (/^a$/i.test(x.w) && /^[aeio]\p{Ll}/u.test(next.w) && !CONSONANT_SOUND.test(next.w)) return `[article] "${x.w} ${next.w}"`;
    if (/^an$/i.test(x.w) && /^[b-df-hj-np-tv-z]\p{Ll}/u.test(next.w) && !VOWEL_SOUND.test(next.w)) return `[article] "${x.w} ${next.w}"`;
    // two "and"s joining verbs with no comma: "created and maintained and Billing log"
    if (x.pos === 'VERB' && next.w === 'and' && t[i + 2]?.pos === 'VERB' && t[i + 3]?.w === 'and') return `[coordination] "${x.w} and ${t[i + 2].w} and"`;
  }
  // the first person's verb: right after "I" (and an adverb)
  const verbAt = t[me + 1]?.pos === 'ADV' ? me + 2 : me + 1;
  const verb = me >= 0 && t[verbAt] ? t[verbAt] : { w: '', pos: '', lemma: '' };
  // "I provides", "I also review … and approves": a third-person verb for the first person
  const thirdPerson = (x: Token) => x.pos === 'VERB' && /[^s]s$/.test(x.w) && x.lemma !== x.w.toLowerCase() && /^\p{Ll}/u.test(x.w);
  if (me >= 0 && thirdPerson(verb)) return `[agreement] "I … ${verb.w}"`;
  if (verb.pos === 'VERB') {
    for (let i = verbAt + 1; i < t.length - 1; i++) {
      if (OTHER_SUBJECT.test(t[i].w) || t[i].w === ',') break;
      if ((t[i].w === 'and' || t[i].w === '&') && thirdPerson(t[i + 1])) return `[agreement] "${verb.w} … and ${t[i + 1].w}" for the first person`;
    }
    const object = t[verbAt + 1];
    // a verb's object is never a bare job title: "I also determined Agent with…", "I also hired manager and…"
    const title = (w: string) => TITLE_WORD.test(w.replace(/^\p{Ll}/u, (c) => c.toUpperCase())) && !/s$/.test(w);
    if (object && /^\p{Lu}\p{Ll}+$/u.test(object.w) && title(object.w) && t[verbAt + 2]?.pos !== 'PROPN') return `[object] "${verb.w} ${object.w}"`;
    if (object && /^\p{Ll}+$/u.test(object.w) && title(object.w) && ['CCONJ', 'ADP', 'PUNCT'].includes(t[verbAt + 2]?.pos ?? '')) return `[object] "${verb.w} ${object.w}"`;
  }
  // a list of past actions closed by an -ing form with its own object: "…answered customer questions, resolved disputes
  // and ideally setting an appointment…"; the -ing form's object a determiner or a name ("and working conditions" is a
  // noun), and no -ing form led the list ("designing and building the site")
  if (verb.pos === 'VERB' && (/ed$/.test(verb.w) || IRREGULAR_PAST.has(verb.w.toLowerCase())))
    for (let i = verbAt + 1; i < t.length - 2; i++) {
      if (t[i].w !== 'and' && t[i].w !== '&') continue;
      const at = t[i + 1]?.pos === 'ADV' ? i + 2 : i + 1;
      const ing = t[at];
      const earlierIng = t.slice(verbAt, i).some((x) => x.pos === 'VERB' && /ing$/.test(x.w));
      if (ing?.pos === 'VERB' && /^\p{Ll}+ing$/u.test(ing.w) && ['DET', 'PROPN', 'PRON'].includes(t[at + 1]?.pos ?? '') && !earlierIng) return `[parallel] "and ${t.slice(i + 1, at + 2).map((x) => x.w).join(' ')}" after a past action`;
    }
  const words = t.filter((x) => x.pos !== 'PUNCT');
  const [beforeLast, last] = words.slice(-2);
  // a résumé bullet's verb left at the end of the sentence: "…in line with the refund policy Created."
  if (last && beforeLast && /^\p{Lu}\p{Ll}+ed$/u.test(last.w) && /^\p{Ll}/u.test(beforeLast.w)) return `[fused] a capitalised verb ends the sentence: "${beforeLast.w} ${last.w}"`;
  // a past action's sentence that ends on "to" and a verb that wants an object: "…applied teaching techniques to
  // accommodate." (a verb that needs none may end it: "…helped the team to grow.")
  const [toWord] = words.slice(-2);
  if (verb.pos === 'VERB' && (/ed$/.test(verb.w) || IRREGULAR_PAST.has(verb.w.toLowerCase())) && toWord?.w.toLowerCase() === 'to' && last?.pos === 'VERB' && !INTRANSITIVE.has(last.lemma))
    return `[cut] ends before the object of "to ${last.w}"`;
  // a preposition before a finite verb at the end: "…before published in occurs."
  // ("…as needed.", "…as required." end well: a participle after "as")
  const asParticiple = beforeLast?.w.toLowerCase() === 'as' && /ed$/.test(last?.w ?? '');
  if (last && beforeLast && beforeLast.pos === 'ADP' && beforeLast.w.toLowerCase() !== 'to' && !asParticiple && last.pos === 'VERB' && /^\p{Ll}+$/u.test(last.w) && !/ing$/.test(last.w)) return `[cut] a preposition before a verb ends the sentence: "${beforeLast.w} ${last.w}"`;
  return undefined;
}

/** A sentence that points at a part of the résumé the reader of the letter never saw: "…ordered the above parts". */
export function contextProblem(sentence: string): string | undefined {
  const m = /\b(?:the above|above[- ]mentioned|mentioned above|as above|the below|below[- ]mentioned|mentioned below|as below)\b/i.exec(sentence);
  return m ? `[context] "${m[0]}" points at text the reader does not have` : undefined;
}


const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million)$/i;

/** A sentence cut before its unit or object: it ends on a bare number ("…by 30.", "…through three.", "…for 130 U.S."). */
export function cutProblem(sentence: string): string | undefined {
  const text = sentence.trim().replace(/[.!?]["”’)]?$/, '');
  const last = text.split(/\s+/).slice(-2);
  // ("…valued over $60 million.": an amount's scale word after its currency is its unit)
  const amount = /^[$€£₹]\d/.test(last[0] ?? '');
  const bare = (w: string) => (/^\d[\d,.]*$/.test(w) && !/^(?:19|20)\d\d$/.test(w)) || (NUMBER_WORD.test(w) && !amount);
  // "from day one" is an idiom, no figure
  // ("grew the team to 12": a group grown to a size counts its own members)
  const size = /\b(?:grew|expanded|scaled|built)\s+(?:the|my|our|a)\s+(?:\p{L}+\s+)?(?:team|staff|group|department|unit|crew|workforce)\s+to\s+\d+$/iu.test(text);
  // ("…Hyperion Phase 2.", "…Windows Server 2012.": a name's number; "…grades 6 through 12.": a range's end)
  const third = text.split(/\s+/).slice(-3)[0] ?? '';
  const named = /^\p{Lu}[\p{L}-]*$/u.test(last[0] ?? '') && !/ed$/.test(last[0]) && /^\d+$/.test(last[1] ?? '') && !/[.\d]$/.test(third);
  const range = /\b\d+\s+(?:through|to|-|–)\s+\d+$/.test(text);
  if (bare(last[last.length - 1] ?? '') && !/^day one$/i.test(last.join(' ')) && !size && !named && !range) return `[cut] ends on a bare number: "…${last.join(' ')}."`;
  if (/^\d[\d,.]*$/.test(last[0] ?? '') && /^(?:U\.S|U\.K|[A-Z]{1,2})$/.test(last[1] ?? '')) return `[cut] ends on a number and an abbreviation: "…${last.join(' ')}."`;
  return undefined;
}

export const TITLE_WORD =
  /\b(?:Manager|Engineer|Processor|Leader|Lead|Analyst|Developer|Specialist|Coordinator|Assistant|Officer|Executive|Consultant|Director|Teacher|Supervisor|Administrator|Associate|Intern|Trainee|Clerk|Technician|Representative|Designer|Architect|Accountant|Agent|Operator)s?$/;

export interface Sentence {
  text: string;
  pos: string[];
  words: string[];
}

// wink ends a sentence after "Pvt." or "B.Tech."; those stops are abbreviations, so the pieces are joined again
const ABBREVIATION_END = /(?:\b(?:Pvt|Ltd|Inc|Co|Corp|Dr|Mr|Mrs|Ms|St|Jr|Sr|No|vs|Mt|Ft|Dept|Govt|Univ|Engg|approx)|\b[A-Z]|\b[A-Z][a-z]{0,3}\.[A-Za-z]{1,4})\.$/i;

/** A paragraph's sentences as wink splits and tags them, a stop after an abbreviation ("Pvt.", "B.Tech.") no end. */
export function sentencesOf(paragraph: string): Sentence[] {
  return readSentences(paragraph).map((r) => r.sentence);
}

/** sentencesOf, each sentence with its words and lemmas from the same reading, for the rules that read them again. */
function readSentences(paragraph: string): { sentence: Sentence; tokens: () => Token[] }[] {
  const reader = wink();
  const its = reader.its;
  // wink reads "I'm" as one proper noun: spell the contractions out before tagging
  const text = paragraph.replace(/\bI'm\b/g, 'I am').replace(/\bI've\b/g, 'I have').replace(/\bI'd\b/g, 'I would').replace(/\bI'll\b/g, 'I will').replace(/\blet's\b/gi, 'let us');
  const pieces: string[] = [];
  const doc = reader.readDoc(text);
  doc.sentences().each((s: { out(): string }) => {
    const piece = s.out();
    const previous = pieces[pieces.length - 1];
    // "At Atos Pvt." + "Ltd, I worked." and "Asst." + "Professor at…" are one sentence; "… at Acme Pvt Ltd." +
    // "My skills…" is two; "Bookmyflat." + "Com" was never apart in the text
    const firstPos = () => (reader.readDoc(piece).tokens().out(its.pos) as string[])[0];
    // ("…graduate (M.Sc.)" + "with project experience…": an abbreviation in brackets ends no sentence either)
    const abbreviated = previous !== undefined && (ABBREVIATION_END.test(previous.replace(/\)$/, '')) || /\b\p{Lu}\p{Ll}{0,4}\.$/u.test(previous));
    const joined =
      previous !== undefined &&
      ((abbreviated && (/^[a-z(]/.test(piece) || firstPos() === 'PROPN' || /^(?:Ltd|Limited|Inc|LLC|Co|Corp|Tech|Sc|Com|A|S|E|D)\b/i.test(piece))) || text.includes(previous + piece));
    if (joined) pieces[pieces.length - 1] += (text.includes(previous + piece) ? '' : ' ') + piece;
    else pieces.push(piece);
  });
  // (one sentence, the drafted one, is read once)
  return pieces.map((piece) => {
    const tokens = pieces.length === 1 && piece === text ? doc.tokens() : reader.readDoc(piece).tokens();
    let read: Token[] | undefined;
    return { sentence: { text: piece, pos: tokens.out(its.pos) as string[], words: tokens.out() as string[] }, tokens: () => (read ??= tokensIn(tokens)) };
  });
}

const SUBJECT = new Set(['PRON', 'NOUN', 'PROPN']);
const CONTENT = new Set(['NOUN', 'PROPN', 'PRON', 'ADJ', 'ADV', 'VERB', 'NUM']);
const DANGLING = new Set(['CCONJ', 'SCONJ', 'ADP', 'DET', 'PART']);

/** Why a sentence is not a whole sentence, or undefined when it is one. */
export function wholeSentenceProblem(s: Sentence): string | undefined {
  const text = s.text.trim();
  if (!/[.!?]["”’)]?$/.test(text)) return 'does not end with punctuation';
  if (!/^[\p{Lu}"“(✦→•]/u.test(text.replace(/^[✦→•]\s*/, ''))) return 'does not start with a capital';
  const words = s.pos.map((p, i) => ({ p, w: s.words[i] })).filter((t) => t.p !== 'PUNCT' && t.p !== 'SYM' && !/^[✦→•]$/.test(t.w));
  if (words.length < 3) return 'too short to be a sentence';
  const last = words[words.length - 1];
  // ("…Subject Matter Experts (SME's)." ends on an acronym's plural, written with an apostrophe, not on a possessive)
  const acronymPlural = /^['’]s$/.test(last.w) && /^[A-Z]{2,}$/.test(words[words.length - 2]?.w ?? '');
  if (DANGLING.has(last.p) && !acronymPlural && !/^(?:it|them|us|me|you|up|out|in|on|down|off|over|back|away|through|both|all|each|this|that|these|those)$/i.test(last.w)) return `ends on "${last.w}"`;
  if (/\b(?:chance|opportunity|able|want|like|love|eager|keen|hope)\s+to\s+\w+ing\b/i.test(text)) return '"to" before an -ing verb';
  // a compound adjective is no verb: "I detail-oriented accountant…" (a verb's own prefix is: "I co-founded…")
  const described = /\bI (?:also )?([a-z]+)-[a-z]+ed\b/.exec(text);
  if (described && !/^(?:co|re|pre|de|un|over|under|out)$/.test(described[1])) return 'a description made an action';
  const lower = words.map((t) => t.w.toLowerCase());
  if (lower[0] === 'thank' || lower[0] === 'thanks') return undefined;
  // imperative ("Please accept…", "Feel free to…")
  if (words[0].p === 'VERB' || (lower[0] === 'please' && words[1]?.p === 'VERB')) return undefined;
  const verbAt = words.findIndex((t, i) => (t.p === 'AUX' || (t.p === 'VERB' && !/^\w{3,}ing$/i.test(t.w))) && words.slice(0, i).some((x) => SUBJECT.has(x.p) || x.p === 'NUM'));
  // "I also audited…": wink may tag a past tense after "I" as an adjective; after a subject pronoun it is the verb
  const past = (w: string) => /ed$/i.test(w) || IRREGULAR_PAST.has(w.toLowerCase());
  const pastAfterI = words.findIndex((t, i) => past(t.w) && (['i', 'we'].includes(words[i - 1]?.w.toLowerCase() ?? '') || (words[i - 1]?.p === 'ADV' && ['i', 'we'].includes(words[i - 2]?.w.toLowerCase() ?? ''))));
  if (verbAt < 0 && pastAfterI < 0) return 'no subject and finite verb';
  const at = verbAt >= 0 ? verbAt : pastAfterI;
  // (a phrasal verb's particle completes it: "A few results stand out.")
  const particle = words.length === at + 2 && /^(?:out|up|off|away)$/i.test(words[at + 1].w);
  if (!words.slice(at + 1).some((t) => CONTENT.has(t.p) && t.p !== 'NUM') && !/^(?:is|are|was|were|am)$/i.test(words[at].w) && !particle) return 'nothing after the verb';
  return undefined;
}

/** Items of a list: separators at the top level of one sentence (", ", " · ", " | ", " • "). */
export function listLength(sentence: string): number {
  const separators = (sentence.match(/,\s|\s[·|•]\s|;\s/g) ?? []).length;
  return separators + 1;
}

/**
 * Why a drafted sentence would stop a reader, or undefined when none of the check's sentence rules flags it: the
 * same rules, on the same sentences as wink splits them, as the send-ready check applies to a finished text.
 */
export function sentenceProblem(sentence: string): string | undefined {
  for (const { sentence: s, tokens } of readSentences(sentence)) {
    const whole = wholeSentenceProblem(s);
    if (whole) return `[whole] not a whole sentence (${whole})`;
    if (listLength(s.text) >= 6) return '[list] a list of six or more items in one sentence';
    const tagging = taggingOf(s.text);
    const problem = fusedIn(s.text, tagging) ?? mixedTenseIn(s.text, tagging) ?? cutProblem(s.text) ?? commaActionsProblem(s.text) ?? grammarIn(tokens()) ?? contextProblem(s.text);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Whether a sentence rule flags a drafted sentence: sentenceProblem's verdict without its reason, which is all a writer
 * needs, so the rules that read with wink alone go first and compromise tags a sentence only when none of them flags it.
 */
export function isVetoed(sentence: string): boolean {
  const read = readSentences(sentence);
  const flagged = (problem: string | undefined) => problem !== undefined;
  if (read.some(({ sentence: s, tokens }) => flagged(wholeSentenceProblem(s)) || listLength(s.text) >= 6 || flagged(cutProblem(s.text) ?? commaActionsProblem(s.text) ?? contextProblem(s.text) ?? grammarIn(tokens())))) return true;
  return read.some(({ sentence: s }) => {
    const tagging = taggingOf(s.text);
    return flagged(fusedIn(s.text, tagging) ?? mixedTenseIn(s.text, tagging));
  });
}
