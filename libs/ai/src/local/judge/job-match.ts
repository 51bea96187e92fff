// Job match as a recruiter reads it. First the match rate an ATS search gives: the posting's skills and tools, the
// terms it stresses, its job title, the occupation that title names and the tech or business role family it names
// against the résumé's own titles, found in the résumé. Then seniority, years
// and education. Each part scores 0-1 with its evidence; the weights are fitted on the quality corpus's tune part
// (data/job-match-weights.json, written by bench/quality/fit-job-match.ts) and reported on its test part.
import fitted from '../../../data/job-match-weights.json';
import { describeMonths } from '../read/dates';
import { aboutOrOfferSpans, askedSkills, askedText, shortFormsOf, type JobPosting } from '../read/job-posting';
import { addOccupations, occupationName, occupationOf, occupationOfTerms, occupationOfTools, occupationSimilarity, oneWordTitleOccupations, topOccupation, type OccupationVector } from '../read/occupations';
import { idf, stressedTerms, termsIn, type StressedTerm, type TermMatch, type TermOccurrence } from '../read/posting-terms';
import { addFamilies, areNeighbours, familySimilarity, roleFamiliesOfText, roleFamiliesOfTitle, topFamily, type RoleFamilies } from '../read/role-families';
import { occupationOfStudy } from '../read/study-occupations';
import { ROLE_WORDS_RE, byRecency, type ParsedResume } from '../read/resume-parser';
import { findSkills, type FoundSkill } from '../read/skills';
import { clamp, listing, quote, uniqueBy, wordCount } from '../read/text';
import { dot, meaningOf, textVector, wordVector, type TextVector } from '../read/word-meaning';

export type MatchRatePart = 'skills' | 'terms' | 'title' | 'occupation' | 'role' | 'similarity' | 'meaning' | 'titleMeaning';
export const MATCH_RATE_PARTS: MatchRatePart[] = ['skills', 'terms', 'title', 'occupation', 'role', 'similarity', 'meaning', 'titleMeaning'];
export type JobMatchPart = 'matchRate' | 'seniority' | 'years' | 'education';
export const JOB_MATCH_PARTS: JobMatchPart[] = ['matchRate', 'seniority', 'years', 'education'];

export interface JobMatchWeights {
  /** the match rate's blend (the scanner's keyword check and job match's first part) */
  rate: Record<MatchRatePart, number>;
  /** job match's blend */
  weights: Record<JobMatchPart, number>;
}

export const JOB_MATCH_WEIGHTS: JobMatchWeights = { rate: fitted.rate, weights: fitted.weights };

export interface PartScore {
  score: number;
  evidence: string[];
  /** false when the part could not be compared: the blend leaves it out instead of counting it as half a match */
  compared?: boolean;
}

const FIELD_LABEL_RE = /^(?:company|employer|client|description|responsibilities|project)\s*[-:–]/i;
const TITLE_LABEL_RE = /^(?:position|designation|role|job title|title|current role)\s*[-:–]\s*/i;
/** How much the résumé's stressed words count beside its titles in reading its occupation (0.3 beat 0.7 and 1.5 on the tune part). */
const CONTENT_OCCUPATION_WEIGHT = 0.3;
/** How much the résumé's tools count, by the occupations O*NET lists them for (0.3 beat 0, 0.6 and 1 on the tune part). */
const TOOLS_OCCUPATION_WEIGHT = 0.3;

/** What an exact one-word O*NET title adds to the occupation it names: as much as a known pair of title words. */
const ONE_WORD_TITLE_WEIGHT = 2;

/** How much the professions the résumé's degrees lead to count (0.6 beat 0.15, 0.3 and 1 on the tune part, by a hair over 0.3). */
const STUDY_OCCUPATION_WEIGHT = 0.6;

/** How much more a word counts where it says what the job is: a posting's title, a résumé's titles and latest role. */
const TITLE_ZONE = 3;
const RECENT_ZONE = 2;

/**
 * How much the latest role's title counts in the résumé's occupation beside each other title (3 beat 1 and 2 by a hair
 * on the tune part, 0.834 against 0.833 mean AUC, and reads a product manager who was an engineer as a product manager).
 */
const LATEST_TITLE_WEIGHT = 3;


/** What matching reads from a résumé, computed once however many postings it meets. */
export interface ResumeForMatch {
  resume: ParsedResume;
  /** keys of every word in the résumé */
  keys: Set<string>;
  /** the terms the résumé itself stresses */
  terms: StressedTerm[];
  /** keys of the words where a title counts most: role titles and headers, the summary, the top lines */
  titleKeys: Set<string>;
  /** the occupations the résumé's titles and words point at */
  occupation: OccupationVector;
  /** the titles it was read from, for evidence */
  titles: string[];
  /** the degrees that name a profession ("LL.B", "B.E. Mechanical"), for evidence */
  degrees: string[];
  /** the tech and business role families its own titles name, the latest counting most (its summary where no title names one) */
  families: RoleFamilies;
  /** its words as a TF-IDF vector, its titles and latest role weighing more */
  vector: TextVector;
  /** the same words' word vectors, summed by weight */
  meaning?: Float32Array;
}

export function resumeForMatch(resume: ParsedResume, skills: FoundSkill[] = findSkills(resume.text)): ResumeForMatch {
  const zone = [...resume.roles.flatMap((r) => r.header.map((h) => h.text)), ...resume.summary.map((l) => l.text), ...resume.lines.slice(0, 6).map((l) => l.text)];
  // the titles a reader takes the person's occupation from: role titles, then short title-like lines outside a skills
  // list ("Chef" the configuration tool is no job title there)
  const skillLines = new Set(resume.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines.map((l) => l.n)));
  const titles = uniqueBy(
    [
      ...resume.roles.map((r) => r.title).filter((t): t is string => !!t),
      ...resume.lines.filter((l) => !l.marked && !skillLines.has(l.n) && l.text.length <= 60 && wordCount(l.text) <= 6 && ROLE_WORDS_RE.test(l.text) && !FIELD_LABEL_RE.test(l.text)).map((l) => l.text),
    ]
      .map((t) => t.replace(TITLE_LABEL_RE, '').trim())
      .filter(Boolean),
    (t) => t.toLowerCase(),
  ).slice(0, 12);
  const read = termsIn(resume.text);
  const terms = stressedTerms(resume.text, 30, new Set(), read);
  const occupation: OccupationVector = new Map();
  titles.forEach((t, i) => addOccupations(occupation, occupationOf(t), i < 3 ? 1 : 0.5));
  // what someone does now says more than what they did before: a product manager who was an engineer is a product manager
  const latestRole = [...resume.roles].sort(byRecency)[0];
  const latestTitle = latestRole?.title?.replace(TITLE_LABEL_RE, '').trim();
  if (latestTitle) addOccupations(occupation, occupationOf(latestTitle), LATEST_TITLE_WEIGHT - 1);
  // many résumés name no title a parser finds: what their words are about counts too
  addOccupations(occupation, occupationOfTerms(terms.slice(0, 25)), CONTENT_OCCUPATION_WEIGHT);
  addOccupations(occupation, occupationOfTools(skills.map((f) => f.skill)), TOOLS_OCCUPATION_WEIGHT);
  // the work a person does is the one their titles name, whatever tools they share with a neighbouring role
  const families: RoleFamilies = new Map();
  titles.forEach((t, i) => addFamilies(families, roleFamiliesOfTitle(t), i < 3 ? 1 : 0.5));
  if (latestTitle) addFamilies(families, roleFamiliesOfTitle(latestTitle), LATEST_TITLE_WEIGHT - 1);
  if (!families.size) addFamilies(families, roleFamiliesOfText([...resume.summary, ...resume.lines.slice(0, 6)].map((l) => l.text).join('\n')));
  const study = occupationOfStudy(resume.education);
  addOccupations(occupation, study.occupations, STUDY_OCCUPATION_WEIGHT);
  const latest = latestRole ? termsIn([...latestRole.header, ...latestRole.statements].map((l) => l.text).join('\n')) : new Map<string, TermOccurrence>();
  const vector = textVector([
    [read, 1],
    [termsIn(titles.join('\n')), TITLE_ZONE],
    [latest, RECENT_ZONE],
  ]);
  return { resume, keys: new Set(read.keys()), terms, titleKeys: new Set(termsIn(zone.join('\n')).keys()), occupation, titles, degrees: study.degrees, families, vector, meaning: meaningOf(vector) };
}

/** Words of a title that say the job's level or terms, not the job: left out of what the title means. */
const LEVEL_WORDS = new Set(termsIn('senior sr junior jr lead principal staff head chief remote full time part contract hybrid ii iii iv level entry associate founding').keys());

/** What matching reads from a posting, computed once. */
export interface PostingForMatch {
  posting: JobPosting;
  title?: string;
  /** the terms the posting stresses, its company's name left out */
  terms: StressedTerm[];
  keys: Set<string>;
  occupation: OccupationVector;
  /** the skills it asks for and its text, without its sections about the employer and what it offers */
  asked: { skills: FoundSkill[]; text: string; keys: Set<string> };
  /** what it asks for as a TF-IDF vector, its title weighing more */
  vector: TextVector;
  /** the same words' word vectors, summed by weight */
  meaning?: Float32Array;
  /** the occupation its title names alone, for evidence */
  titleOccupation?: string;
  /** the tech and business role families its title names, the role it ends on leading */
  families: RoleFamilies;
  /** its title's words (not its level: "Senior", "Lead") as word vectors, summed by weight: the job it names */
  titleMeaning?: Float32Array;
}

export function postingForMatch(posting: JobPosting): PostingForMatch {
  const title = posting.title;
  // the employer's name is no term of the job, nor its initials ("TUT employees")
  const company = new Set(termsIn([posting.company ?? '', ...shortFormsOf(posting.company ?? '')].join(' ')).keys());
  // a posting's occupation is its title's, with its words and tools as the résumé's count; a title that names none
  // leaves the tools it asks for
  const read = termsIn(posting.text);
  const terms = stressedTerms(posting.text, 30, company, read);
  const tools = occupationOfTools(posting.skills.map((f) => f.skill));
  const named = occupationOf(title ?? '');
  // …but a title of one word O*NET uses for several occupations ("Controller": financial, credit, air traffic) is the
  // one the posting's words and tools point at, counted as a known pair of words counts (tune part: no change in AUC)
  const exact = oneWordTitleOccupations(title ?? '');
  if (exact) {
    const around = addOccupations(occupationOfTerms(terms.slice(0, 25)), tools);
    const [best] = exact.map((code) => [code, around.get(code) ?? 0] as const).sort((a, b) => b[1] - a[1]);
    if (best[1] > 0 || exact.length === 1) named.set(best[0], (named.get(best[0]) ?? 0) + ONE_WORD_TITLE_WEIGHT);
  }
  // …and what it asks for tells a Java posting from a data one where O*NET gives both titles one occupation, read as
  // the résumé's words and tools are
  const occupation = named.size ? addOccupations(addOccupations(addOccupations(new Map(), named), occupationOfTerms(terms.slice(0, 25)), CONTENT_OCCUPATION_WEIGHT), tools, TOOLS_OCCUPATION_WEIGHT) : tools;
  const spans = aboutOrOfferSpans(posting.text);
  const text = spans.length ? askedText(posting.text, spans) : posting.text;
  const askedRead = spans.length ? termsIn(text) : read;
  const asked = { skills: spans.length ? askedSkills(posting, text) : posting.skills, text, keys: new Set(askedRead.keys()) };
  const vector = textVector([
    [askedRead, 1],
    [termsIn(title ?? ''), TITLE_ZONE],
  ]);
  const families = roleFamiliesOfTitle(title ?? '');
  const titleWords = new Map([...termsIn(title ?? '')].filter(([key]) => !LEVEL_WORDS.has(key)));
  return { posting, title, terms, keys: new Set(read.keys()), occupation, asked, vector, meaning: meaningOf(vector), titleOccupation: topOccupation(named), families, titleMeaning: meaningOf(textVector([[titleWords, 1]])) };
}

/** Both ways: the posting's stressed terms the résumé uses, and the résumé's stressed terms the posting uses. */
export function matchTerms(r: ResumeForMatch, p: PostingForMatch): TermMatch {
  const share = (terms: StressedTerm[], keys: Set<string>) => {
    const total = terms.reduce((s, t) => s + t.weight, 0);
    return total ? terms.filter((t) => keys.has(t.key)).reduce((s, t) => s + t.weight, 0) / total : 0;
  };
  const matched = p.terms.filter((t) => r.keys.has(t.key));
  const forward = share(p.terms, r.keys);
  const backward = share(r.terms, p.keys);
  return { terms: p.terms, matched, missing: p.terms.filter((t) => !r.keys.has(t.key)), coverage: (forward + backward) / 2, postingTermsCovered: forward, resumeTermsCovered: backward };
}

function titleFit(r: ResumeForMatch, title: string | undefined): PartScore {
  if (!title) return { score: 0.5, evidence: ['No job title found in the posting'] };
  const want = [...termsIn(title).values()];
  if (!want.length) return { score: 0.5, evidence: [`Title "${title}": no words to compare`] };
  let have = 0;
  let total = 0;
  const inTitles: string[] = [];
  const elsewhere: string[] = [];
  for (const w of want) {
    const weight = idf(w.key);
    total += weight;
    if (r.titleKeys.has(w.key)) {
      have += weight;
      inTitles.push(w.surface);
    } else if (r.keys.has(w.key)) {
      have += weight / 2;
      elsewhere.push(w.surface);
    }
  }
  const evidence = [
    `Job title "${title}": ${inTitles.length ? `${listing(inTitles)} in your titles or summary` : 'no title word in your titles or summary'}${elsewhere.length ? `; ${listing(elsewhere)} elsewhere in the résumé` : ''}`,
  ];
  return { score: total ? have / total : 0.5, evidence };
}

/** What the posting's title names, and what its words and tools add where they point elsewhere. */
function postingOccupation(p: PostingForMatch, want: string): string {
  if (!p.titleOccupation) return `the posting's tools point at ${occupationName(want)}`;
  const named = `the posting's "${p.title}" is ${occupationName(p.titleOccupation)}`;
  return p.titleOccupation === want ? named : `${named}, with its words and tools nearest ${occupationName(want)}`;
}

function occupationFit(r: ResumeForMatch, p: PostingForMatch): PartScore {
  const want = topOccupation(p.occupation);
  const have = topOccupation(r.occupation);
  if (!want || !have) return { score: 0.5, compared: false, evidence: [`Occupation not compared: ${want ? 'nothing in your résumé names an occupation' : "the posting's title names no known occupation"}`] };
  const degrees = r.degrees.length ? ` and degree (${listing(r.degrees, 2)})` : '';
  const from = r.titles.length ? `your titles (${listing(r.titles.map((t) => `"${t}"`), 3)}), words, tools${degrees}` : `your words, tools${degrees}`;
  return {
    score: occupationSimilarity(r.occupation, p.occupation),
    evidence: [`Occupation by O*NET job titles: ${postingOccupation(p, want)}; ${from} point at ${occupationName(have)}`],
  };
}

/**
 * Whether the posting is the kind of work the résumé's own titles name: a product manager who knows SQL is no data
 * engineer, a tester who knows Java no Java developer. Not compared when no title of the résumé names a known family.
 */
function roleFit(r: ResumeForMatch, p: PostingForMatch): PartScore {
  const mine = topFamily(r.families);
  if (!mine) return { score: 0.5, compared: false, evidence: ['Role family not compared: none of your titles names a tech or business role we know'] };
  const theirs = topFamily(p.families);
  const posting = p.title ? `the posting's "${p.title}"` : 'the posting';
  if (!theirs) return { score: 0, evidence: [`Role family: ${posting} names none of the tech and business roles; your titles are ${mine}`] };
  const score = familySimilarity(r.families, p.families);
  const others = [...p.families.keys()].filter((f) => f !== theirs && r.families.has(f));
  return {
    score,
    evidence: [`Role family: ${posting} is ${theirs}${others.length ? ` (with ${listing(others)})` : ''}; your titles are ${mine === theirs ? 'the same' : `${mine}${areNeighbours(mine, theirs) ? ', a neighbouring role' : ''}`}`],
  };
}

/** How alike the two texts are: the cosine of their TF-IDF vectors, with the words that weigh most in it. */
function similarityFit(r: ResumeForMatch, p: PostingForMatch): PartScore {
  const shared: { surface: string; weight: number }[] = [];
  let cosine = 0;
  for (const [key, x] of p.vector) {
    const y = r.vector.get(key);
    if (!y) continue;
    cosine += x.weight * y.weight;
    shared.push({ surface: x.surface, weight: x.weight * y.weight });
  }
  const top = shared.sort((a, b) => b.weight - a.weight || a.surface.localeCompare(b.surface)).slice(0, 8);
  return {
    score: clamp(cosine),
    evidence: [`Text similarity ${Math.round(cosine * 100)}% (the posting's words, its title counted ${TITLE_ZONE}×, against yours, your titles ${TITLE_ZONE}× and latest role ${RECENT_ZONE}×, rare words weighing most)${top.length ? `: mostly ${listing(top.map((t) => t.surface), 8)}` : ': no word in common'}`],
  };
}

/** The nearest word in meaning needs this cosine to be named as standing for a posting's word. */
const NEAR_WORD = 0.5;

/**
 * How near the two texts are in meaning: the cosine of their weighted word vectors, so "nurse" meets "clinical" and
 * "patient" where the words differ. Its evidence names the posting's heaviest words the résumé lacks and the résumé's
 * nearest words to them.
 */
function meaningFit(r: ResumeForMatch, p: PostingForMatch): PartScore {
  if (!r.meaning || !p.meaning) return { score: 0.5, compared: false, evidence: ['Meaning not compared: no known word on one side'] };
  const cosine = dot(r.meaning, p.meaning);
  const heaviest = (v: TextVector, n: number) => [...v].sort((a, b) => b[1].weight - a[1].weight || a[0].localeCompare(b[0])).slice(0, n);
  const mine = heaviest(r.vector, 40).filter(([key]) => wordVector(key));
  const near: string[] = [];
  for (const [key, { surface }] of heaviest(p.vector, 12)) {
    if (near.length >= 4 || r.vector.has(key)) continue;
    const want = wordVector(key);
    if (!want) continue;
    let best: [number, string] = [NEAR_WORD, ''];
    for (const [k, { surface: s }] of mine) {
      const c = dot(want, wordVector(k)!);
      if (c > best[0]) best = [c, s];
    }
    if (best[1]) near.push(`your "${best[1]}" for "${surface}"`);
  }
  return {
    score: clamp(cosine),
    evidence: [`Meaning ${Math.round(clamp(cosine) * 100)}% (the same words read as word vectors, near words counting)${near.length ? `: ${listing(near, 4)}` : ''}`],
  };
}

/**
 * How near what the résumé is about comes to the job the posting's title names, both read as word vectors: a Java
 * developer's résumé is about Java, a data scientist's about data and models, whatever tools the two share. Its evidence
 * names the résumé's heaviest words nearest the title.
 */
function titleMeaningFit(r: ResumeForMatch, p: PostingForMatch): PartScore {
  if (!p.titleMeaning || !r.meaning) return { score: 0.5, compared: false, evidence: [`Title by meaning not compared: ${p.title ? `no known word in "${p.title}" or in your résumé` : 'no job title found in the posting'}`] };
  const cosine = clamp(dot(r.meaning, p.titleMeaning));
  const want = p.titleMeaning;
  const nearest = [...r.vector]
    .sort((a, b) => b[1].weight - a[1].weight || a[0].localeCompare(b[0]))
    .slice(0, 40)
    .flatMap(([key, { surface }]) => {
      const v = wordVector(key);
      return v ? [{ surface, near: dot(want, v) }] : [];
    })
    .filter((w) => w.near >= NEAR_TITLE_WORD)
    .sort((a, b) => b.near - a.near || a.surface.localeCompare(b.surface))
    .slice(0, 4);
  return {
    score: cosine,
    evidence: [`Title by meaning: "${p.title}" against what your résumé is about, ${Math.round(cosine * 100)}%${nearest.length ? ` (your words nearest the title: ${listing(nearest.map((w) => `"${w.surface}"`), 4)})` : " (none of your main words is near the title's)"}`],
  };
}

/** A résumé word this near the title's meaning is named as what brings the two together. */
const NEAR_TITLE_WORD = 0.4;

export interface MatchRate {
  /** 0-1 */
  score: number;
  parts: Record<MatchRatePart, PartScore>;
}

/** The match rate: the fitted blend of skills, stressed terms, title and occupation. */
export function matchRate(r: ResumeForMatch, p: PostingForMatch, skills: { coverage: number; found: number; asked: number }, terms: TermMatch, weights = JOB_MATCH_WEIGHTS): MatchRate {
  const parts: Record<MatchRatePart, PartScore> = {
    // a posting without a vocabulary skill is matched on the rest
    skills: { score: skills.coverage, compared: skills.asked > 0, evidence: [`${skills.found} of ${skills.asked} posting skills (${Math.round(skills.coverage * 100)}% weighted)`] },
    terms: {
      score: terms.coverage,
      evidence: [
        `${terms.matched.length} of ${terms.terms.length} terms the posting stresses${terms.matched.length ? ` (${listing(terms.matched.map((t) => t.surface), 8)})` : ''}; ${Math.round((terms.resumeTermsCovered ?? 0) * 100)}% of your own stressed terms appear in the posting`,
        ...(terms.missing.length ? [`Stressed terms not in your résumé: ${listing(terms.missing.map((t) => t.surface), 8)}`] : []),
      ],
    },
    title: titleFit(r, p.title),
    occupation: occupationFit(r, p),
    role: roleFit(r, p),
    similarity: similarityFit(r, p),
    meaning: meaningFit(r, p),
    titleMeaning: titleMeaningFit(r, p),
  };
  const score = rateBlend(
    Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, parts[k].score])) as Record<MatchRatePart, number>,
    Object.fromEntries(MATCH_RATE_PARTS.map((k) => [k, parts[k].compared !== false])) as Record<MatchRatePart, boolean>,
    weights,
  );
  return { score, parts };
}

/** The match rate's blend of its parts' scores; a part that could not be compared is left out, not counted as half. */
export function rateBlend(scores: Record<MatchRatePart, number>, compared: Record<MatchRatePart, boolean>, weights = JOB_MATCH_WEIGHTS): number {
  const total = MATCH_RATE_PARTS.reduce((s, k) => s + (compared[k] ? weights.rate[k] : 0), 0) || 1;
  return MATCH_RATE_PARTS.reduce((s, k) => s + (compared[k] ? (weights.rate[k] / total) * scores[k] : 0), 0);
}

const SENIORITY: [RegExp, number][] = [
  [/\b(chief|c[etfoi]o|president|founder|co-founder|owner|partner)\b/i, 8],
  [/\b(vp|vice president|svp|evp)\b/i, 7],
  [/\b(director|head of)\b/i, 6],
  [/\b(senior manager|sr\.? manager|group manager)\b/i, 5],
  [/\b(principal|staff (?:engineer|software|data|scientist|designer|product|developer)|lead|manager|supervisor|architect|charge nurse)\b/i, 4],
  [/\b(senior|sr\.?|iii|specialist ii)\b/i, 3],
  [/\b(junior|jr\.?|associate|assistant|entry)\b/i, 1],
  [/\b(intern|internship|trainee|apprentice|student|volunteer)\b/i, 0],
];

export function seniority(title: string | undefined): number | undefined {
  if (!title) return undefined;
  for (const [re, rank] of SENIORITY) if (re.test(title)) return rank;
  return 2;
}

/** What job match needs from the career: total dated months and the latest title. */
export interface CareerForMatch {
  totalMonths: number;
  lastTitle?: string;
}

function seniorityFit(resume: ParsedResume, career: CareerForMatch, title: string | undefined): PartScore {
  const want = seniority(title);
  const latest = career.lastTitle ?? resume.roles.find((r) => r.title)?.title;
  const have = seniority(latest);
  if (want === undefined || have === undefined) return { score: 1, evidence: ['Seniority not compared: no title on one side'] };
  const gap = have - want;
  const score = clamp(1 - Math.max(0, -gap) / 4 - Math.max(0, gap - 2) / 8);
  return { score, evidence: [`Seniority: the posting's "${title}" against your latest title "${latest}"${gap < 0 ? ' (a step up for you)' : gap > 2 ? ' (below your level)' : ''}`] };
}

function yearsFit(posting: JobPosting, career: CareerForMatch): PartScore {
  if (!posting.requiredYears || posting.requiredYears.years <= 0) return { score: 1, evidence: ['No years of experience asked for'] };
  if (!career.totalMonths) return { score: 0.5, evidence: [`Asks for "${posting.requiredYears.text}"; no dated roles to count years from`] };
  return {
    score: clamp(career.totalMonths / 12 / posting.requiredYears.years),
    evidence: [`Asks for "${posting.requiredYears.text}"; dated roles show ${describeMonths(career.totalMonths)}`],
  };
}

function educationFit(resume: ParsedResume, posting: JobPosting): PartScore {
  if (!posting.degree) return { score: 1, evidence: ['No degree asked for'] };
  const best = resume.education.reduce((m, e) => Math.max(m, e.level ?? (e.degree ? 2 : 0)), 0);
  const score = best >= posting.degree.level ? 1 : best ? 0.6 : 0.4;
  const top = resume.education.find((e) => (e.level ?? 0) === best && best > 0) ?? resume.education[0];
  return { score, evidence: [`Asks for "${posting.degree.text}"; ${top ? `education: ${quote(top.line.text, 60)}` : 'no education found'}`] };
}

export interface JobMatch {
  score: number;
  parts: Record<JobMatchPart, PartScore>;
  evidence: string[];
}

export function jobMatchParts(r: ResumeForMatch, p: PostingForMatch, rate: MatchRate, career: CareerForMatch): Record<JobMatchPart, PartScore> {
  return {
    matchRate: { score: rate.score, evidence: [`Match rate ${Math.round(rate.score * 100)}%`, ...MATCH_RATE_PARTS.flatMap((k) => rate.parts[k].evidence)] },
    seniority: seniorityFit(r.resume, career, p.title),
    years: yearsFit(p.posting, career),
    education: educationFit(r.resume, p.posting),
  };
}

/** The job-match score: the fitted blend of its parts, every part's evidence kept. */
export function blend(parts: Record<JobMatchPart, PartScore>, weights: JobMatchWeights = JOB_MATCH_WEIGHTS): JobMatch {
  const total = JOB_MATCH_PARTS.reduce((s, p) => s + weights.weights[p], 0) || 1;
  const score = JOB_MATCH_PARTS.reduce((s, p) => s + (weights.weights[p] / total) * parts[p].score, 0);
  return { score, parts, evidence: JOB_MATCH_PARTS.flatMap((p) => parts[p].evidence) };
}
