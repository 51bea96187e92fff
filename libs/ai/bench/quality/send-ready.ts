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
import { readerProblems } from './send-ready-reader';
import { listLength, sentencesOf, wholeSentenceProblem, wink, type Sentence } from '../../src/local/write/sentence-veto';

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
          const tokens = wink().readDoc(seg).tokens();
          // a headline is all facts and labels: its first words are checked too
          return capitalisedNames({ text: seg, pos: tokens.out(wink().its.pos) as string[], words: tokens.out() as string[] }, false);
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
