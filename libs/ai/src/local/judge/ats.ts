// ATS checks with published weights. Each check scores 0-100 and carries the lines or terms behind its score.
import type { JobPosting } from '../read/job-posting';
import type { DateFormat } from '../read/dates';
import { figuresIn, firstWord, opensWithActionVerb, weakOpener } from '../read/phrases';
import type { Line, ParsedResume } from '../read/resume-parser';
import { matchRate, matchTerms, postingForMatch, resumeForMatch, type JobMatchWeights, type MatchRate, type PostingForMatch, type ResumeForMatch } from './job-match';
import type { TermMatch } from '../read/posting-terms';

/** What matching reads from each side, when already read (and the weights, when the bench tries others). */
export interface MatchInputs {
  resume?: ResumeForMatch;
  posting?: PostingForMatch;
  weights?: JobMatchWeights;
}
import { measuredLine } from '../read/resume-facts';
import { findSkills, skillInProse, type FoundSkill } from '../read/skills';
import { clamp, lineFinder, listing, plural, quote, wordCount } from '../read/text';

export type AtsCheckId = 'contact' | 'headings' | 'dates' | 'bullets' | 'length' | 'layout' | 'actionVerbs' | 'quantified' | 'keywords';

/**
 * The published weights (they sum to 100). `parse` checks are what makes a résumé machine-readable: their
 * weighted mean is the ATS-compatibility figure. All nine make the résumé score.
 */
export const ATS_WEIGHTS: Record<AtsCheckId, { weight: number; group: 'parse' | 'content'; label: string; measures: string }> = {
  contact: { weight: 12, group: 'parse', label: 'Parseable contact info', measures: 'name, email, phone, and location or LinkedIn in the first lines, as plain text' },
  headings: { weight: 10, group: 'parse', label: 'Standard section headings', measures: 'Experience, Education and Skills (and a Summary) under names a parser maps' },
  dates: { weight: 8, group: 'parse', label: 'Consistent dates', measures: 'every role dated, one date format, most recent first' },
  bullets: { weight: 8, group: 'parse', label: 'Bulleted experience', measures: 'roles described in short bullet points rather than paragraphs' },
  length: { weight: 6, group: 'parse', label: 'Length', measures: '300-1,000 words (one to two pages)' },
  layout: { weight: 12, group: 'parse', label: 'No table or column artefacts', measures: 'no tables, side-by-side columns, icons, rating bars or letter-spaced headings' },
  actionVerbs: { weight: 10, group: 'content', label: 'Action verbs', measures: 'bullets that open with an action verb, not "Responsible for"' },
  quantified: { weight: 10, group: 'content', label: 'Quantified results', measures: 'half or more of the bullets carry a figure (%, $, counts, time)' },
  keywords: { weight: 24, group: 'content', label: 'Keyword coverage', measures: "the posting's skills found in the résumé, hard skills weighed above soft; without a posting, recognised skills" },
};

export interface AtsCheck {
  id: AtsCheckId;
  label: string;
  weight: number;
  /** 0-100 */
  score: number;
  /** weight × score / 100 */
  points: number;
  /** what was found: quoted lines, terms, counts */
  evidence: string[];
  /** what to change, when anything */
  advice: string[];
}

export interface KeywordMatch {
  /** the skills the posting asks for (none named only where it describes its employer or its benefits) */
  posting: FoundSkill[];
  matched: { skill: FoundSkill; inResume: FoundSkill; onlyInSkillsList: boolean }[];
  missing: FoundSkill[];
  /** the match rate 0-1: the posting's skills (hard weigh more) blended with the terms it stresses */
  coverage: number;
  /** weighted coverage of the posting's skills alone, 0-1 */
  skillCoverage: number;
  /** the terms the posting stresses (TF-IDF) and which the résumé uses */
  terms?: TermMatch;
  /** the match rate's parts (skills, stressed terms, title, occupation, role family, text similarity, meaning), each with its evidence */
  rate?: MatchRate;
  hardCoverage: number;
  softCoverage: number;
  /** the posting's text with its sections about its employer and its benefits blanked out */
  askedText: string;
}

export interface AtsReport {
  /** weighted total of all checks, 0-100 */
  score: number;
  /** weighted mean of the parse checks, 0-100 */
  parseScore: number;
  checks: AtsCheck[];
  resumeSkills: FoundSkill[];
  keywords?: KeywordMatch;
}

const at = (line: Line) => `line ${line.n}`;

function check(id: AtsCheckId, score01: number, evidence: string[], advice: string[] = []): AtsCheck {
  const { weight, label } = ATS_WEIGHTS[id];
  const score = Math.round(clamp(score01) * 100);
  return { id, label, weight, score, points: Math.round(weight * score) / 100, evidence, advice };
}

function contactCheck(r: ParsedResume): AtsCheck {
  const c = r.contact;
  const ev: string[] = [];
  const adv: string[] = [];
  let s = 0;
  const item = (key: 'email' | 'phone' | 'name' | 'location' | 'linkedin', label: string, full: number, elsewhere: number) => {
    const value = c[key];
    if (!value) return false;
    if (c.inHeader[key]) {
      s += full;
      ev.push(`${label} ${value} (line ${c.lines[key]})`);
    } else {
      s += elsewhere;
      ev.push(`${label} ${value} only at line ${c.lines[key]}, not in the header`);
      adv.push(`Move your ${label.toLowerCase()} to the top lines: parsers read contact details from the header, not a footer.`);
    }
    return true;
  };
  if (!item('email', 'Email', 0.4, 0.25)) {
    ev.push('No email address found');
    adv.push('Add an email address as plain text in the first lines.');
  }
  if (!item('phone', 'Phone', 0.3, 0.15)) {
    ev.push('No phone number found');
    adv.push('Add a phone number as plain text next to your email.');
  }
  if (!item('name', 'Name', 0.1, 0.05)) {
    ev.push('No name on the first line');
    adv.push('Put your full name alone on the first line.');
  }
  const loc = item('location', 'Location', 0.1, 0.05);
  const li = item('linkedin', 'LinkedIn', 0.1, 0.05);
  if (!loc && !li) adv.push('Add your city or a LinkedIn URL: recruiters filter by location.');
  return check('contact', s, ev, adv);
}

function headingsCheck(r: ParsedResume): AtsCheck {
  const ev: string[] = [];
  const adv: string[] = [];
  let s = 0;
  const named = r.sections.filter((x) => x.heading);
  const want: [string, 'experience' | 'education' | 'skills' | 'summary', number][] = [
    ['Experience', 'experience', 0.3],
    ['Education', 'education', 0.25],
    ['Skills', 'skills', 0.25],
    ['Summary', 'summary', 0.1],
  ];
  for (const [label, kind, w] of want) {
    const sec = named.find((x) => x.kind === kind);
    if (!sec) {
      ev.push(`No ${label} section`);
      if (kind !== 'summary') adv.push(`Add a section headed "${label}".`);
      continue;
    }
    if (sec.standard) {
      s += w;
      ev.push(`${label}: "${sec.heading!.text}" (${at(sec.heading!)})`);
    } else {
      s += w * 0.5;
      ev.push(`${label} content under a non-standard heading ${quote(sec.heading!.text)} (${at(sec.heading!)})`);
      adv.push(`Rename ${quote(sec.heading!.text)} to "${label}": an ATS maps sections by their usual names.`);
    }
  }
  const odd = named.filter((x) => !x.standard && !want.some(([, k]) => k === x.kind));
  for (const x of odd) ev.push(`Unrecognised heading ${quote(x.heading!.text)} (${at(x.heading!)})`);
  if (named.every((x) => x.standard) && named.length >= 3) s += 0.1;
  return check('headings', s, ev, adv);
}

function datesCheck(r: ParsedResume): AtsCheck {
  const ev: string[] = [];
  const adv: string[] = [];
  if (!r.roles.length) return check('dates', 0.3, ['No dated roles found'], ['Give each role a start and end date ("Jan 2021 – Present").']);
  const dated = r.roles.filter((x) => x.range);
  const undated = r.roles.filter((x) => !x.range);
  const formats = new Map<DateFormat, string[]>();
  for (const role of dated)
    for (const d of [role.range!.start, role.range!.end])
      if (d.format) formats.set(d.format, [...(formats.get(d.format) ?? []), d.text]);
  let s = dated.length / r.roles.length;
  if (!dated.length) ev.push(`None of ${plural(r.roles.length, 'role')} has dates an ATS can read`);
  else if (formats.size <= 1) ev.push(`One date format across ${plural(dated.length, 'dated role')}${formats.size ? ` (${[...formats.keys()][0]}, e.g. "${[...formats.values()][0][0]}")` : ''}`);
  else {
    s *= formats.size === 2 ? 0.6 : 0.25;
    ev.push(`${formats.size} date formats: ${[...formats.entries()].map(([f, ex]) => `${f} ("${ex[0]}")`).join(', ')}`);
    adv.push('Write every date the same way, e.g. "Mar 2021 – Present".');
  }
  for (const role of undated.slice(0, 3)) ev.push(`No dates for ${quote(role.header[0]?.text || role.statements[0]?.text || 'a role')}`);
  if (undated.length) adv.push('Add start and end dates to every role.');
  const starts = dated.map((x) => x.startMonth!);
  const ordered = starts.every((v, i) => i === 0 || v <= starts[i - 1]);
  if (!ordered) {
    s *= 0.8;
    ev.push('Roles are not in reverse-chronological order');
    adv.push('List roles most recent first.');
  }
  return check('dates', s, ev, adv);
}

function bulletsCheck(r: ParsedResume): AtsCheck {
  const st = r.roles.flatMap((x) => x.statements);
  if (!st.length) return check('bullets', 0, ['No bullet points under any role'], ['Describe each role in 3-6 bullets, one achievement each.']);
  const marked = st.filter((l) => l.marked).length;
  const long = st.filter((l) => wordCount(l.content) > 40);
  const rolesWithBullets = r.roles.filter((x) => x.statements.length >= 2).length;
  const s = 0.4 * (marked / st.length) + 0.3 * (rolesWithBullets / r.roles.length) + 0.3 * (1 - long.length / st.length);
  const ev = [`${plural(st.length, 'statement')} across ${plural(r.roles.length, 'role')}, ${marked} marked as bullets`];
  const adv: string[] = [];
  for (const l of long.slice(0, 2)) ev.push(`Paragraph-length statement (${wordCount(l.content)} words, ${at(l)}): ${quote(l.content, 60)}`);
  if (long.length) adv.push('Split paragraph-length statements into bullets of one or two lines.');
  if (marked < st.length * 0.6) adv.push('Start each statement with a bullet marker so it reads as a list.');
  return check('bullets', s, ev, adv);
}

function lengthCheck(r: ParsedResume): AtsCheck {
  const w = r.words;
  const pages = Math.max(1, Math.round((w / 500) * 2) / 2);
  const s = w < 150 ? 0.2 : w < 300 ? 0.6 : w <= 1000 ? 1 : w <= 1400 ? 0.7 : 0.3;
  // under 250 words is no page's worth: "81 words (about 1 page)" told a thin résumé it filled one
  const ev = [`${w} words (${w < 250 ? 'under a page' : `about ${pages} page${pages > 1 ? 's' : ''}`})`];
  const adv = w < 300 ? ['Add detail: most strong résumés run 300-1,000 words.'] : w > 1000 ? ['Trim to two pages: cut older roles to one line each.'] : [];
  return check('length', s, ev, adv);
}

const ARTEFACT_COST: Record<string, [number, string, string]> = {
  table: [0.35, 'Table rows', 'Replace the table with plain lines: parsers read tables cell by cell and scramble the order.'],
  columns: [0.35, 'Side-by-side columns (text separated by wide gaps)', 'Use a single column: two-column layouts are read across, mixing the columns.'],
  'headings-side-by-side': [0.3, 'Two section headings on one line', 'Put each section below the previous one, not side by side.'],
  glyphs: [0.2, 'Icons or unreadable characters', 'Replace icons with words ("Email:", "Phone:").'],
  'rating-bars': [0.2, 'Skill rating bars or dots', 'Drop rating bars: parsers cannot read them; name the skill and where you used it.'],
  'letter-spacing': [0.15, 'Letter-spaced heading', 'Write headings as normal words ("EXPERIENCE", not "E X P E R I E N C E").'],
  'page-markers': [0.1, 'Page numbers or headers in the text', 'Remove page numbers and running headers from the body.'],
};

function layoutCheck(r: ParsedResume): AtsCheck {
  if (!r.artefacts.length) return check('layout', 1, ['The text reads in one column: no tables, side-by-side columns, icons or rating bars found in it']);
  let s = 1;
  const ev: string[] = [];
  const adv: string[] = [];
  for (const a of r.artefacts) {
    const [cost, label, advice] = ARTEFACT_COST[a.kind];
    s -= cost;
    ev.push(`${label} at ${a.lines.length > 1 ? 'lines' : 'line'} ${listing(a.lines.map((l) => String(l.n)), 5)}: ${quote(a.lines[0].text, 70)}`);
    adv.push(advice);
  }
  return check('layout', s, ev, adv);
}

function actionVerbsCheck(r: ParsedResume): AtsCheck {
  const st = r.statements;
  if (!st.length) return check('actionVerbs', 0, ['No bullets to check'], ['Open each bullet with an action verb: Led, Built, Reduced, Launched.']);
  const strong = st.filter((l) => opensWithActionVerb(l.content));
  const weak = st.map((l) => ({ l, w: weakOpener(l.content) })).filter((x) => x.w);
  const s = (strong.length / st.length) * 1.15 - (weak.length / st.length) * 0.5;
  const verbs = [...new Set(strong.map((l) => firstWord(l.content)))].map((v) => v[0].toUpperCase() + v.slice(1));
  const ev = [`${strong.length} of ${st.length} bullets open with an action verb${verbs.length ? ` (${listing(verbs, 5)})` : ''}`];
  for (const { l, w } of weak.slice(0, 3)) ev.push(`Weak opener "${w}" (${at(l)}): ${quote(l.content, 60)}`);
  const adv = weak.length ? [`Rewrite bullets that start with "${weak[0].w}" to open with what you did: "Led…", "Built…", "Cut…".`] : strong.length < st.length * 0.7 ? ['Open more bullets with an action verb.'] : [];
  return check('actionVerbs', s, ev, adv);
}

function quantifiedCheck(r: ParsedResume): AtsCheck {
  const st = r.statements;
  if (!st.length) return check('quantified', 0, ['No bullets to check'], ['Add figures to your bullets: %, $, counts, time saved.']);
  const withFigures = st.map((l) => ({ l, f: measuredLine(l.content) ? figuresIn(l.content) : [] })).filter((x) => x.f.length);
  const ratio = withFigures.length / st.length;
  const ev = [`${withFigures.length} of ${st.length} bullets carry a figure`];
  for (const { l, f } of withFigures.slice(0, 3)) ev.push(`${listing(f.map((x) => `"${x}"`), 2)} (${at(l)})`);
  // the example is a whole statement: not a table's row run into a line, a fragment ("College") or a place ("Mumbai
  // Maharashtra 400093 India"), which has no word in lower case
  const example = st.find((l) => !figuresIn(l.content).length && measuredLine(l.content) && wordCount(l.content) >= 4 && /\b\p{Ll}{3,}\b/u.test(l.content));
  const adv =
    ratio >= 0.5 ? [] : example ? [`Add a result with a number to bullets such as ${quote(example.content, 60)} (${at(example)}).`] : ['Add figures to your bullets: %, $, counts, time saved.'];
  return check('quantified', ratio / 0.5, ev, adv);
}

export function matchKeywords(
  resumeSkills: FoundSkill[],
  posting: JobPosting,
  r: ParsedResume,
  /** read once when one résumé meets many postings (or one posting many résumés) */
  known: MatchInputs = {},
): KeywordMatch {
  const inResume = new Map(resumeSkills.map((f) => [f.skill.id, f]));
  const skillsLines = new Set(r.sections.filter((x) => x.kind === 'skills').flatMap((x) => x.lines.map((l) => l.n)));
  const lineOf = lineFinder(r.text);
  const matched: KeywordMatch['matched'] = [];
  const missing: FoundSkill[] = [];
  let have = 0;
  let total = 0;
  const part = { hard: [0, 0], soft: [0, 0] };
  const forPosting = known.posting ?? postingForMatch(posting);
  // a skill named only where the posting describes its employer or its benefits is not asked for
  const asked = forPosting.asked.skills;
  for (const f of asked) {
    const w = f.skill.weight * (1 + Math.min(2, f.count - 1) * 0.25);
    total += w;
    part[f.skill.kind][1] += w;
    const hit = inResume.get(f.skill.id);
    if (hit) {
      have += w;
      part[f.skill.kind][0] += w;
      matched.push({ skill: f, inResume: hit, onlyInSkillsList: hit.hits.every((h) => skillsLines.has(lineOf(h.start))) });
    } else missing.push(f);
  }
  const skillCoverage = total ? have / total : 0;
  const forResume = known.resume ?? resumeForMatch(r, resumeSkills);
  const wholeText = matchTerms(forResume, forPosting);
  // the stressed terms count in the score wherever the posting uses them; only those it uses about the job are missing
  const terms = { ...wholeText, missing: wholeText.missing.filter((t) => forPosting.asked.keys.has(t.key)) };
  const rate = matchRate(forResume, forPosting, { coverage: skillCoverage, found: matched.length, asked: asked.length }, terms, known.weights);
  return {
    posting: asked,
    askedText: forPosting.asked.text,
    matched,
    missing,
    coverage: rate.score,
    skillCoverage,
    terms,
    rate,
    hardCoverage: part.hard[1] ? part.hard[0] / part.hard[1] : 1,
    softCoverage: part.soft[1] ? part.soft[0] / part.soft[1] : 1,
  };
}

function keywordsCheck(resumeSkills: FoundSkill[], km: KeywordMatch | undefined): AtsCheck {
  if (!km) {
    const hard = resumeSkills.filter((f) => f.skill.kind === 'hard');
    const soft = resumeSkills.filter((f) => f.skill.kind === 'soft');
    const ev = [
      `No job description given: ${plural(hard.length, 'recognised hard skill')} (${listing(hard.map((f) => skillInProse(f.surface, f.skill)), 6) || 'none'})` +
        (soft.length ? ` and ${plural(soft.length, 'soft skill')} (${listing(soft.map((f) => skillInProse(f.surface, f.skill)), 3)})` : ''),
    ];
    const adv = ['Paste the job description to check your keywords against the posting.'];
    if (hard.length < 6) adv.push('Name the tools and methods you use (e.g. in a Skills section): ATS searches match exact terms.');
    return check('keywords', Math.min(1, hard.length / 10) * 0.85 + Math.min(1, soft.length / 3) * 0.15, ev, adv);
  }
  if (!km.posting.length && !km.terms?.terms.length) return check('keywords', 0.7, ['No recognisable skills in the job description to match against'], []);
  const hardMissing = km.missing.filter((f) => f.skill.kind === 'hard');
  const softMissing = km.missing.filter((f) => f.skill.kind === 'soft');
  const ev = [
    `Match rate ${Math.round(km.coverage * 100)}%: matched ${km.matched.length} of ${km.posting.length} skills in the posting (${Math.round(km.skillCoverage * 100)}% weighted; hard skills ${Math.round(km.hardCoverage * 100)}%)` +
      (km.terms?.terms.length ? ` and ${km.terms.matched.length} of the ${km.terms.terms.length} terms it stresses` : ''),
  ];
  if (km.matched.length) ev.push(`Found: ${listing(km.matched.map((m) => m.inResume.surface), 8)}`);
  if (hardMissing.length) ev.push(`Missing hard skills: ${listing(hardMissing.map((f) => f.surface), 8)}`);
  if (softMissing.length) ev.push(`Missing soft skills: ${listing(softMissing.map((f) => f.surface), 4)}`);
  if (km.terms?.missing.length) ev.push(`Terms the posting stresses that the résumé does not use: ${listing(km.terms.missing.map((t) => t.surface), 6)}`);
  if (km.rate) ev.push(...km.rate.parts.title.evidence, ...km.rate.parts.occupation.evidence, ...km.rate.parts.role.evidence, ...km.rate.parts.similarity.evidence);
  const adv: string[] = [];
  if (hardMissing.length) adv.push(`If you have them, add ${listing(hardMissing.map((f) => `"${f.surface}"`), 5)} in the posting's words, in a bullet that shows where you used them.`);
  const listedOnly = km.matched.filter((m) => m.onlyInSkillsList && m.skill.skill.kind === 'hard');
  if (listedOnly.length) adv.push(`Show ${listing(listedOnly.map((m) => m.inResume.surface), 3)} in a role's bullets, not only in the Skills list.`);
  return check('keywords', km.coverage, ev, adv);
}

export function runAtsChecks(r: ParsedResume, posting?: JobPosting, known: MatchInputs = {}): AtsReport {
  const resumeSkills = findSkills(r.text);
  const keywords = posting ? matchKeywords(resumeSkills, posting, r, known) : undefined;
  const checks = [
    contactCheck(r),
    headingsCheck(r),
    datesCheck(r),
    bulletsCheck(r),
    lengthCheck(r),
    layoutCheck(r),
    actionVerbsCheck(r),
    quantifiedCheck(r),
    keywordsCheck(resumeSkills, keywords),
  ];
  const score = Math.round(checks.reduce((sum, c) => sum + c.points, 0));
  const parse = checks.filter((c) => ATS_WEIGHTS[c.id].group === 'parse');
  const parseWeight = parse.reduce((sum, c) => sum + c.weight, 0);
  const parseScore = Math.round(parse.reduce((sum, c) => sum + c.weight * c.score, 0) / parseWeight);
  return { score, parseScore, checks, resumeSkills, keywords };
}

