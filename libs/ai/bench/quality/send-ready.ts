// The written "send-ready" check the quality bench applies to every cover letter and LinkedIn text: what a careful
// reader would refuse to send. It reads the output with wink-nlp (its own tokenizer, sentence splitter and POS
// tagger), not with compromise that wrote it, so a tagging error of the writer is not excused by the same error here.
//
// A text passes when:
// 1. no metadata: no "Label: value" line, no "ID", "Last Active", "Total Experience", "Year(s)", "- Experience - N
//    months", e-mail, phone number or link;
// 2. no list of six or more items inside one sentence (or one headline);
// 3. every sentence is whole: it ends with . ! or ?, has a subject and a finite verb (or is an imperative / thanks
//    formula), has something after its verb, and does not end on a conjunction, preposition or article; no
//    "the chance to designing";
// 4. a letter's sign-off carries the person's name when the résumé has one (else "[Your Name]" or a name in the input);
// 5. it states at least two facts from the résumé (a name, number or capitalised term of the résumé, or a run of
//    four words taken from it);
// 6. it invents nothing: every number, capitalised name (organisation, product, place) and degree in it appears in
//    the input.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { IRREGULAR_PAST, readerProblems } from './send-ready-reader';

const nlp = winkNLP(model);
const its = nlp.its;

export type TextKind = 'letter' | 'headline' | 'summary';

export interface SendReadyCase {
  kind: TextKind;
  output: string;
  /** every text the user gave (résumé, posting, form fields) */
  input: string;
  /** the résumé (or profile) text alone: where facts must come from */
  resume: string;
  /** the person's name when the résumé has one (from the corpus's own labels) */
  name?: string;
  /** the posting's description the text answers, when there is one (the reader rules compare its evidence to it) */
  posting?: string;
}

export interface Verdict {
  pass: boolean;
  failures: string[];
}

// Capitalised words our templates write mid-sentence; everything else capitalised must come from the input.
const TEMPLATE_CAPITALS = new Set(['I', "I'm", "I'd", "I've", "I'll", 'Dear', 'Hiring', 'Team', 'Manager', 'Your', 'Name', 'LinkedIn', 'Sharing', 'Experience']);

const METADATA = [
  /^\s*[A-Z][\w ./&()'-]{0,30}:\s*\S/m,
  /\b(?:ID|Last Active|Total Experience|Notice Period|Date of Birth|DOB|Marital Status|Nationality|Team Size)\b\s*[:\-–]/i,
  /\bLast Active\b|\bTotal Experience\b|\bYear\(s\)/i,
  /-\s*Experience\s*-|\bExperience\s*-\s*\d+\s*months?\b/i,
  /[\w.+-]+@[\w-]+\.[\w.]+/,
  /(?:\+?\d[\d\s().-]{8,}\d)/,
  /https?:\/\/|www\./i,
];

const DEGREE_TOKEN =
  /\b(?:Ph\.?\s?D\.?|M\.?B\.?A\.?|PGDM|M\.?\s?Tech|B\.?\s?Tech|B\.?\s?Sc|M\.?\s?Sc|B\.S\.|M\.S\.|B\.A\.|M\.A\.|B\.E\.?|M\.E\.|B\.?Com|M\.?Com|BCA|MCA|BBA|BSN|MSN|LL\.?B|LL\.?M|J\.D\.|Bachelor(?:'s)?|Master(?:'s)?|Doctorate|Diploma|Associate(?:'s)? degree)/g;

const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
const digitsOf = (n: string) => n.replace(/[,]/g, '').replace(/\.$/, '');

function numbersOf(text: string): string[] {
  return (text.match(/\d[\d,.]*/g) ?? []).map(digitsOf);
}

/** Items of a list: separators at the top level of one sentence (", ", " · ", " | ", " • "). */
function listLength(sentence: string): number {
  const separators = (sentence.match(/,\s|\s[·|•]\s|;\s/g) ?? []).length;
  return separators + 1;
}

interface Sentence {
  text: string;
  pos: string[];
  words: string[];
}

// wink ends a sentence after "Pvt." or "B.Tech."; those stops are abbreviations, so the pieces are joined again
const ABBREVIATION_END = /(?:\b(?:Pvt|Ltd|Inc|Co|Corp|Dr|Mr|Mrs|Ms|St|Jr|Sr|No|vs|Mt|Ft|Dept|Govt|Univ|Engg|approx)|\b[A-Z]|\b[A-Z][a-z]{0,3}\.[A-Za-z]{1,4})\.$/i;

function sentencesOf(paragraph: string): Sentence[] {
  // wink reads "I'm" as one proper noun: spell the contractions out before tagging
  const text = paragraph.replace(/\bI'm\b/g, 'I am').replace(/\bI've\b/g, 'I have').replace(/\bI'd\b/g, 'I would').replace(/\bI'll\b/g, 'I will').replace(/\blet's\b/gi, 'let us');
  const pieces: string[] = [];
  nlp.readDoc(text).sentences().each((s: { out(): string }) => {
    const piece = s.out();
    const previous = pieces[pieces.length - 1];
    // "At Atos Pvt." + "Ltd, I worked." and "Asst." + "Professor at…" are one sentence; "… at Acme Pvt Ltd." +
    // "My skills…" is two; "Bookmyflat." + "Com" was never apart in the text
    const firstPos = (nlp.readDoc(piece).tokens().out(its.pos) as string[])[0];
    const abbreviated = previous !== undefined && (ABBREVIATION_END.test(previous) || /\b\p{Lu}\p{Ll}{0,4}\.$/u.test(previous));
    const joined =
      previous !== undefined &&
      ((abbreviated && (/^[a-z(]/.test(piece) || firstPos === 'PROPN' || /^(?:Ltd|Limited|Inc|LLC|Co|Corp|Tech|Sc|Com|A|S|E|D)\b/i.test(piece))) || text.includes(previous + piece));
    if (joined) pieces[pieces.length - 1] += (text.includes(previous + piece) ? '' : ' ') + piece;
    else pieces.push(piece);
  });
  return pieces.map((piece) => {
    const tokens = nlp.readDoc(piece).tokens();
    return { text: piece, pos: tokens.out(its.pos) as string[], words: tokens.out() as string[] };
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
  if (!words.slice(at + 1).some((t) => CONTENT.has(t.p) && t.p !== 'NUM') && !/^(?:is|are|was|were|am)$/i.test(words[at].w)) return 'nothing after the verb';
  return undefined;
}

/** Capitalised names in a sentence, beyond its first word and the template's own words. */
function capitalisedNames(s: Sentence, exemptFirst = true): string[] {
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  const words = s.words;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    // "… help Dexterity, Inc. Thank you…": after an abbreviation's stop, a word that is not a name starts a sentence
    const afterStop = /\.$/.test(words[i - 1] ?? '') && s.pos[i] !== undefined && s.pos[i] !== 'PROPN';
    if (afterStop) flush();
    const first = (exemptFirst && i === 0) || afterStop || /^[✦→•]$/.test(words[i - 1] ?? '') || (i === 1 && /^[✦→•"“]$/.test(words[0]));
    if (/^\p{Lu}/u.test(w) && !TEMPLATE_CAPITALS.has(w) && !(first && run.length === 0 && !/^\p{Lu}{2,}/u.test(w) && !/\p{Lu}/u.test(w.slice(1)))) run.push(w);
    else if (run.length && /^(?:of|&|for|the|de|van|von)$/.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? '')) run.push(w);
    else flush();
  }
  flush();
  // "B. Sc" (wink splits "B.Sc."), "Pvt Ltd." at a sentence end: compare the words, not the stops
  return names.map((n) => n.replace(/\.\s+/g, '.').replace(/\.$/, ''));
}

/** The send-ready verdict on one output. */
export function sendReady(given: SendReadyCase): Verdict {
  // ".NET" starts a sentence for any tokenizer: read it as one word on both sides
  const dotNet = (t: string) => t.replace(/(^|[\s(/])\.NET\b/g, '$1DotNET');
  const c = { ...given, output: dotNet(given.output), input: dotNet(given.input), resume: dotNet(given.resume) };
  const failures: string[] = [];
  const input = norm(c.input);
  const resume = norm(c.resume);
  const output = c.output.trim();
  if (!output) return { pass: false, failures: ['empty'] };

  // the parts to read as prose: a letter's greeting and sign-off are formulas, checked on their own
  let body = output;
  if (c.kind === 'letter') {
    const paragraphs = output.split(/\n\n+/);
    const greeting = paragraphs[0];
    const signOff = paragraphs[paragraphs.length - 1];
    if (!/^Dear [^\n]+,$/.test(greeting)) failures.push('greeting is not its own "Dear …," paragraph');
    const addressee = /^Dear (.+?)(?: Hiring Team)?,$/.exec(greeting)?.[1];
    if (addressee && addressee !== 'Hiring Manager' && !input.includes(norm(addressee))) failures.push(`invented addressee "${addressee}"`);
    const signature = signOff.split('\n').pop()!.trim();
    if (!/^[A-Z][a-z]+(?: [a-z]+)?,\n/.test(signOff)) failures.push('no sign-off paragraph');
    if (c.name) {
      if (norm(signature) !== norm(c.name)) failures.push('sign-off lacks the name the résumé has');
    } else if (signature !== '[Your Name]' && !input.includes(norm(signature))) failures.push('sign-off names someone not in the input');
    body = paragraphs.slice(1, -1).join('\n\n');
  }

  for (const re of METADATA) if (re.test(body)) failures.push(`metadata (${re.source.slice(0, 30)}…)`);

  const units = c.kind === 'headline' ? [{ text: body, pos: [], words: [] } as Sentence] : body.split(/\n+/).flatMap(sentencesOf);
  for (const s of units) {
    if (listLength(s.text) >= 6) failures.push('a list of six or more items in one sentence');
    if (c.kind !== 'headline') {
      const problem = wholeSentenceProblem(s);
      if (problem) failures.push(`not a whole sentence (${problem}): ${s.text.slice(0, 80)}`);
    }
  }
  if (c.kind === 'headline' && /(?:\b(?:and|or|of|with|in|for|to|the|a)|[,&])\s*$/i.test(body)) failures.push('headline ends on a dangling word');
  // "… in 5 years in fintech … with 5 years of experience": the same span of years said twice
  const years = (body.match(/\b\d+\+?\s+years?\b/gi) ?? []).map(norm);
  if (new Set(years).size < years.length) failures.push('the same years stated twice');

  // nothing invented
  const inputNumbers = new Set(numbersOf(c.input));
  for (const n of numbersOf(body)) if (!inputNumbers.has(n)) failures.push(`invented figure ${n}`);
  const named =
    c.kind === 'headline'
      ? body.split(/\s[|·]\s/).flatMap((seg) => {
          const tokens = nlp.readDoc(seg).tokens();
          // a headline is all facts and labels: its first words are checked too
          return capitalisedNames({ text: seg, pos: tokens.out(its.pos) as string[], words: tokens.out() as string[] }, false);
        })
      : units.flatMap((u) => capitalisedNames(u));
  const inputCompact = input.replace(/\.\s+/g, '.');
  for (const name of named) if (!input.includes(norm(name)) && !inputCompact.includes(norm(name))) failures.push(`invented name "${name}"`);
  // a degree is compared by what it is: "Bachelor's degree" and "Bachelors" are the "Bachelor" the résumé names
  const degreeKey = (d: string) => norm(d).replace(/'s$|s$/, '').replace(/[.\s]/g, '');
  const inputDegrees = new Set((c.input.match(DEGREE_TOKEN) ?? []).map(degreeKey));
  for (const d of body.match(DEGREE_TOKEN) ?? []) if (!inputDegrees.has(degreeKey(d)) && !input.includes(norm(d).replace(/\.$/, ''))) failures.push(`invented degree "${d}"`);

  // at least two facts from the résumé
  const facts = new Set<string>();
  // a headline's items ("Data Analyst at Acme | SQL · Tableau") are facts when the résumé has them
  if (c.kind === 'headline') for (const item of body.split(/\s[|·]\s|,\s|\sat\s|\sand\s|\babout\s/)) if (item.length > 1 && resume.includes(norm(item.trim()))) facts.add(norm(item.trim()));
  for (const name of named) if (resume.includes(norm(name))) facts.add(norm(name));
  for (const n of numbersOf(body)) if (numbersOf(c.resume).includes(n)) facts.add(n);
  for (const s of units) {
    const w = norm(s.text).replace(/[^\p{L}\p{N}' ]/gu, ' ').split(' ').filter(Boolean);
    for (let i = 0; i + 4 <= w.length; i++) {
      const gram = w.slice(i, i + 4).join(' ');
      if (resume.includes(gram) && !/^(?:i am writing to|thank you for your)/.test(gram)) {
        facts.add(`sentence:${s.text}`);
        break;
      }
    }
  }
  if (c.name && c.kind === 'letter' && output.endsWith(c.name)) facts.add('name');
  if (facts.size < 2) failures.push(`only ${facts.size} fact(s) from the résumé`);

  // what blind readers refused beyond grammar and invention (send-ready-reader.ts)
  failures.push(...readerProblems({ kind: c.kind, output, body, sentences: units.map((u) => u.text), resume: given.resume, posting: given.posting }));

  return { pass: failures.length === 0, failures };
}
