// Letters and LinkedIn texts on real résumés: 50 résumé/posting pairs across occupations from each part of the
// corpus, every output put through the written send-ready check (send-ready.ts). Reported on the test part.
import { createHash } from 'node:crypto';
import { CoverLetterRequest, LinkedInRequest, COVER_LETTER_MODES, LINKEDIN_TONES, LINKEDIN_PURPOSES, TEMPLATE_STYLES, TONES } from '@careerkit/contracts/tools';
import { composeCoverLetter } from '../../src/local/write/cover-letter';
import { composeLinkedIn } from '../../src/local/write/linkedin';
import { readFileSync } from 'node:fs';
import { partOf, postings, resumeFilePath, resumeFiles, textResumes, type Part, type Posting, type ResumeFile, type TextResume } from './corpus';
import { QUICK, type QualitySection } from './section';
import { sendReady, type Verdict } from './send-ready';

export const PAIRS = QUICK ? 3 : 50;
const TARGET = 0.95;
const NOW = new Date('2025-06-01T00:00:00Z');

// résumé category → the posting titles of roughly the same occupation, and the role a person of it would target
const OCCUPATIONS: Record<string, { titles: RegExp; role: string; industry?: string }> = {
  'Data Science': { titles: /\bdata\b|analyst|scientist|analytics/i, role: 'Data Scientist', industry: 'Analytics' },
  HR: { titles: /\bhr\b|human resources|recruit|talent|people|payroll/i, role: 'HR Manager', industry: 'Human resources' },
  Advocate: { titles: /legal|attorney|paralegal|counsel|lawyer|law\b/i, role: 'Legal Associate', industry: 'Legal services' },
  Arts: { titles: /\bart|design|creative|music|media|teacher|instructor/i, role: 'Arts Teacher' },
  'Web Designing': { titles: /web|designer|\bui\b|\bux\b|graphic|front/i, role: 'Web Designer' },
  'Mechanical Engineer': { titles: /mechanical|maintenance|manufactur|technician|engineer/i, role: 'Mechanical Engineer', industry: 'Manufacturing' },
  Sales: { titles: /sales|account executive|business development|retail/i, role: 'Sales Manager', industry: '6 years in automotive retail' },
  'Health and fitness': { titles: /fitness|health|trainer|wellness|nutrition|dietitian|therap/i, role: 'Fitness Coach', industry: 'Health and fitness' },
  'Civil Engineer': { titles: /civil|construction|site|structural|engineer/i, role: 'Civil Engineer', industry: 'Construction' },
  'Business Analyst': { titles: /business analyst|analyst|business/i, role: 'Business Analyst' },
  'Electrical Engineering': { titles: /electric|electronic|technician|engineer/i, role: 'Electrical Engineer' },
  'Operations Manager': { titles: /operations|manager|supervisor/i, role: 'Operations Manager', industry: 'Banking operations' },
  PMO: { titles: /project|program|pmo|coordinator/i, role: 'Project Manager' },
};
const SOFTWARE = { titles: /software|developer|engineer|data|\bit\b|network|security|systems|\bqa\b|test|database|devops|cloud/i, industry: 'Information technology' };
const SOFTWARE_ROLES: Record<string, string> = {
  'Java Developer': 'Java Developer', 'Python Developer': 'Python Developer', 'DotNet Developer': '.NET Developer', 'SAP Developer': 'SAP Consultant',
  Blockchain: 'Blockchain Developer', Hadoop: 'Big Data Engineer', 'ETL Developer': 'ETL Developer', Database: 'Database Administrator',
  'DevOps Engineer': 'DevOps Engineer', 'Network Security Engineer': 'Network Security Engineer', Testing: 'QA Engineer', 'Automation Testing': 'Test Automation Engineer',
};

function occupationOf(category: string): { titles: RegExp; role: string; industry?: string } {
  return OCCUPATIONS[category] ?? { ...SOFTWARE, role: SOFTWARE_ROLES[category] ?? category };
}

const pick = (key: string, n: number) => createHash('sha256').update(key).digest().readUInt32BE(0) % n;

export interface Pair {
  resume: TextResume;
  posting: Posting;
  role: string;
  industry?: string;
}

/** Up to 50 pairs of one part: résumés taken round-robin across categories, each with a posting of its occupation. */
export function pairs(part: Part): Pair[] {
  const resumes = textResumes().filter((r) => partOf(r.id) === part).sort((a, b) => a.id.localeCompare(b.id));
  const pool = postings().filter((p) => partOf(p.id) === part && p.description.length > 200);
  const byCategory = new Map<string, TextResume[]>();
  for (const r of resumes) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  const ordered: TextResume[] = [];
  for (let round = 0; ordered.length < resumes.length; round++)
    for (const list of byCategory.values()) if (list[round]) ordered.push(list[round]);
  return ordered.slice(0, PAIRS).map((resume) => {
    const occupation = occupationOf(resume.category);
    const matching = pool.filter((p) => occupation.titles.test(p.title));
    const from = matching.length ? matching : pool;
    return { resume, posting: from[pick(resume.id, from.length)], role: occupation.role, industry: occupation.industry };
  });
}

/** What a user of the form would paste as key achievements: the first résumé lines with a figure in them, as written. */
function pastedAchievements(text: string): string {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.split(/\s+/).length >= 5);
  const withFigures = lines.filter((l) => /\d/.test(l));
  return (withFigures.length >= 2 ? withFigures : lines).slice(0, 2).join('\n') || 'Delivered my projects on time';
}

export interface WritingCase {
  id: string;
  kind: 'letter' | 'headline' | 'summary';
  output: string;
  verdict: Verdict;
  ms: number;
  /** a letter not written: the résumé was too thin, and the answer says what to add (issue 44) */
  asked?: boolean;
}

/** A letter's case: the check's verdict, or none when the answer is what to add instead of a thin letter. */
function letterCase(id: string, output: { coverLetter: string; whatToAdd?: string[] }, ms: number, verdict: () => Verdict): WritingCase {
  if (!output.coverLetter.trim() && output.whatToAdd?.length) return { id, kind: 'letter', output: output.whatToAdd.join('\n'), verdict: { pass: false, failures: ['asked what to add'] }, ms, asked: true };
  return { id, kind: 'letter', output: output.coverLetter, verdict: verdict(), ms };
}

export function runPairs(part: Part): WritingCase[] {
  const cases: WritingCase[] = [];
  // load compromise's lexicon once, so "slowest letter" is a letter and not the module's start-up
  composeCoverLetter(CoverLetterRequest.parse({ mode: 'quick', jobTitle: 'Analyst', companyName: 'Acme', userExperience: 'Led a team of 4 analysts' }));
  for (const [i, pair] of pairs(part).entries()) {
    const resume = pair.resume.text.slice(0, 20_000);
    const description = pair.posting.description.slice(0, 20_000);
    const mode = COVER_LETTER_MODES[i % COVER_LETTER_MODES.length];
    const letterInput = CoverLetterRequest.parse({
      mode,
      jobDescription: description,
      userExperience: resume,
      companyName: pair.posting.company || undefined,
      jobTitle: mode === 'quick' ? pair.posting.title : undefined,
      keyAchievements: mode === 'detailed' ? pastedAchievements(resume) : undefined,
      previousIndustry: mode === 'career-change' ? pair.resume.category : undefined,
      targetIndustry: mode === 'career-change' ? pair.role : undefined,
      transferableSkills: mode === 'career-change' ? 'communication, planning, reporting' : undefined,
      changeReason: mode === 'career-change' ? 'I want to grow into this field' : undefined,
      templateStyle: mode === 'template' ? TEMPLATE_STYLES[Math.floor(i / COVER_LETTER_MODES.length) % TEMPLATE_STYLES.length] : undefined,
      tone: TONES[i % TONES.length],
    });
    let t = performance.now();
    const written = composeCoverLetter(letterInput, NOW);
    const letterMs = performance.now() - t;
    const letterText = Object.values(letterInput).filter((v) => typeof v === 'string').join('\n');
    cases.push(letterCase(`${pair.resume.id}/${pair.posting.id}`, written, letterMs, () => sendReady({ kind: 'letter', output: written.coverLetter, input: letterText, resume, posting: description })));

    const linkedInInput = LinkedInRequest.parse({
      currentProfile: resume,
      targetRole: pair.role,
      industryExperience: i % 3 === 0 ? undefined : pair.industry,
      tone: LINKEDIN_TONES[i % LINKEDIN_TONES.length],
      purposes: [LINKEDIN_PURPOSES[i % LINKEDIN_PURPOSES.length], ...(i % 2 ? [LINKEDIN_PURPOSES[(i + 1) % LINKEDIN_PURPOSES.length]] : [])],
    });
    t = performance.now();
    const profile = composeLinkedIn(linkedInInput, NOW);
    const profileMs = performance.now() - t;
    const profileText = [linkedInInput.currentProfile, linkedInInput.targetRole, linkedInInput.industryExperience ?? ''].join('\n');
    cases.push({ id: pair.resume.id, kind: 'headline', output: profile.headline, verdict: sendReady({ kind: 'headline', output: profile.headline, input: profileText, resume }), ms: profileMs });
    cases.push({ id: pair.resume.id, kind: 'summary', output: profile.summary, verdict: sendReady({ kind: 'summary', output: profile.summary, input: profileText, resume }), ms: profileMs });
  }
  return cases;
}

/** The text the product's upload extracts from a résumé file (services/tools' extraction: pdfjs-dist, mammoth). */
export async function fileText(file: ResumeFile): Promise<string> {
  const data = new Uint8Array(readFileSync(resumeFilePath(file)));
  if (file.format === 'docx') {
    const mammoth = (await import('mammoth')) as unknown as { extractRawText(input: { buffer: Buffer }): Promise<{ value: string }> };
    return (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
  }
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as {
    getDocument(options: object): { promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string; hasEOL?: boolean }[] }> }>; destroy(): Promise<void> }> };
  };
  const document = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => (item.str !== undefined ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n\n');
}

/** Letters from the corpus's résumé files, which name their person: is the letter signed with that name? */
export async function runNamedFiles(part: Part): Promise<WritingCase[]> {
  const files = resumeFiles()
    .filter((f) => f.doc_type === 'resume' && f.fact_name && partOf(f.id) === part)
    .slice(0, QUICK ? 2 : undefined);
  const pool = postings().filter((p) => partOf(p.id) === part && p.description.length > 200);
  const cases: WritingCase[] = [];
  for (const [i, file] of files.entries()) {
    const text = (await fileText(file)).slice(0, 20_000);
    if (!text.trim()) continue;
    const posting = pool[pick(file.id, pool.length)];
    const input = CoverLetterRequest.parse({ mode: 'standard', jobDescription: posting.description.slice(0, 20_000), userExperience: text, companyName: posting.company || undefined, tone: TONES[i % TONES.length] });
    const t = performance.now();
    const written = composeCoverLetter(input, NOW);
    const ms = performance.now() - t;
    const inputText = Object.values(input).filter((v) => typeof v === 'string').join('\n');
    cases.push(letterCase(file.id, written, ms, () => sendReady({ kind: 'letter', output: written.coverLetter, input: inputText, resume: text, name: file.fact_name, posting: posting.description })));
  }
  return cases;
}

/** Time against input length: one letter and one LinkedIn run on 1k, 10k, 20k (the forms' limit) and 50k characters. */
export function timing(): { chars: string; letterMs: number; linkedInMs: number }[] {
  const text = textResumes().filter((r) => partOf(r.id) === 'tune').map((r) => r.text).join('\n\n');
  const posting = postings().find((p) => partOf(p.id) === 'tune' && p.description.length > 2000)!.description;
  const median = (run: () => void) => {
    const times = Array.from({ length: QUICK ? 1 : 5 }, () => {
      const t = performance.now();
      run();
      return performance.now() - t;
    });
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  };
  // real text at four lengths, then 50k-character pastes built to catch quadratic text handling
  const inputs: [string, string][] = [
    ...[1_000, 10_000, 20_000, 50_000].map((chars) => [chars.toLocaleString('en-US'), text.slice(0, chars)] as [string, string]),
    ['50,000 on one line', 'Led '.repeat(12_500)],
    ['50,000 of "a "', 'a '.repeat(25_000)],
    ['50,000 of capitals', 'B.Tech University College Institute '.repeat(1_400)],
  ];
  return inputs.map(([chars, resume]) => {
    return {
      chars,
      letterMs: median(() => composeCoverLetter({ mode: 'standard', jobDescription: posting, userExperience: resume } as CoverLetterRequestInput)),
      linkedInMs: median(() => composeLinkedIn({ currentProfile: resume, targetRole: 'Data Analyst', tone: 'Professional', purposes: ['Recruiter Visibility'], includeHashtags: true }, NOW)),
    };
  });
}
type CoverLetterRequestInput = Parameters<typeof composeCoverLetter>[0];

// a letter's rate is over the letters written; the answers that asked what to add are counted beside it
const rate = (all: WritingCase[]) => {
  const cases = all.filter((c) => !c.asked);
  return cases.length ? cases.filter((c) => c.verdict.pass).length / cases.length : 0;
};
const askedOf = (cases: WritingCase[]) => cases.filter((c) => c.asked).length;
const fmt = (x: number) => `${(x * 100).toFixed(0)}%`;

export const writingSection: QualitySection = {
  title: 'Cover letters and LinkedIn: the send-ready check',
  async run() {
    const rows: string[] = ['| part | pairs | letters written | letters send-ready (of written) | LinkedIn headlines | LinkedIn summaries | slowest letter |', '|---|---|---|---|---|---|---|'];
    const results: Record<Part, WritingCase[]> = { tune: runPairs('tune'), test: runPairs('test') };
    for (const part of ['tune', 'test'] as const) {
      const cases = results[part];
      const of = (kind: WritingCase['kind']) => cases.filter((c) => c.kind === kind);
      const slowest = Math.max(...of('letter').map((c) => c.ms));
      rows.push(`| ${part} | ${of('letter').length} | ${of('letter').length - askedOf(of('letter'))} (${askedOf(of('letter'))} asked what to add) | ${fmt(rate(of('letter')))} | ${fmt(rate(of('headline')))} | ${fmt(rate(of('summary')))} | ${slowest.toFixed(0)} ms |`);
    }
    const named = { tune: await runNamedFiles('tune'), test: await runNamedFiles('test') };
    const signed = (cases: WritingCase[]) => cases.filter((c) => !c.asked && !c.verdict.failures.some((f) => f.startsWith('sign-off'))).length;
    rows.push(
      '',
      '| part | résumé files with a name | letters written | letters signed with it | letters send-ready |',
      '|---|---|---|---|---|',
      ...(['tune', 'test'] as const).map((part) => `| ${part} | ${named[part].length} | ${named[part].length - askedOf(named[part])} | ${signed(named[part])} | ${fmt(rate(named[part]))} |`),
    );
    const times = timing();
    rows.push(
      '',
      `Time against input length (median of ${QUICK ? 1 : 5}, after the runs above warmed the caches; one posting of about 2k+ characters):`,
      '| résumé characters | letter ms | LinkedIn ms |',
      '|---|---|---|',
      ...times.map((t) => `| ${t.chars} | ${t.letterMs.toFixed(1)} | ${t.linkedInMs.toFixed(1)} |`),
    );
    const at50k = { letterMs: Math.max(...times.slice(3).map((t) => t.letterMs)), linkedInMs: Math.max(...times.slice(3).map((t) => t.linkedInMs)) };
    const reasons = new Map<string, number>();
    for (const c of [...results.test, ...named.test]) for (const f of c.verdict.failures) reasons.set(`${c.kind}: ${f.replace(/:.*$|".*"|\d+/g, '…')}`, (reasons.get(`${c.kind}: ${f.replace(/:.*$|".*"|\d+/g, '…')}`) ?? 0) + 1);
    const why = [...reasons].sort((a, b) => b[1] - a[1]).map(([r, n]) => `  ${n} × ${r}`);
    if (process.env.WRITING_DEBUG)
      for (const c of [...results[process.env.WRITING_DEBUG === 'test' ? 'test' : 'tune'], ...named[process.env.WRITING_DEBUG === 'test' ? 'test' : 'tune']].filter((x) => !x.verdict.pass)) console.log(`--- ${c.kind} ${c.id}\n${c.output}\n>> ${c.verdict.failures.join('\n>> ')}`);
    const test = results.test;
    const kindRate = (kind: WritingCase['kind']) => rate(test.filter((c) => c.kind === kind));
    return {
      report: [
        'Pairs: unique resumes-text résumés round-robin across categories, each with a posting of the same part whose title matches its occupation.',
        'Modes and tones rotate over the letters; tones and purposes over the LinkedIn runs. Check: bench/quality/send-ready.ts.',
        ...rows,
        ...(why.length ? ['Failures on the test part:', ...why] : []),
      ].join('\n'),
      checks: [
        { name: `letters send-ready ≥ ${fmt(TARGET)} (test: ${fmt(kindRate('letter'))})`, pass: kindRate('letter') >= TARGET },
        { name: `LinkedIn headlines send-ready ≥ ${fmt(TARGET)} (test: ${fmt(kindRate('headline'))})`, pass: kindRate('headline') >= TARGET },
        { name: `LinkedIn summaries send-ready ≥ ${fmt(TARGET)} (test: ${fmt(kindRate('summary'))})`, pass: kindRate('summary') >= TARGET },
        { name: `every 50,000-character input: letter and LinkedIn each ≤ 500 ms (${at50k.letterMs.toFixed(0)} / ${at50k.linkedInMs.toFixed(0)} ms)`, pass: at50k.letterMs <= 500 && at50k.linkedInMs <= 500 },
        {
          name: `letters from named résumé files signed with the name ≥ ${fmt(TARGET)} (test: ${signed(named.test)}/${named.test.length - askedOf(named.test)} written)`,
          pass: signed(named.test) >= TARGET * (named.test.length - askedOf(named.test)),
        },
      ],
    };
  },
};
