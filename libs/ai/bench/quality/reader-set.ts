// The reader set of issue 44: full cover letters and LinkedIn profiles made through the engine's own entry point from
// corpus résumés of three sources, each paired with a posting of its occupation family, for blind readers to judge
// against docs/writing-rubric.md. The texts carry real people's names, so they are written outside the repository.
// Run: npx tsx libs/ai/bench/quality/reader-set.ts [out dir, default READER_SET_DIR or /work/coord/reader-set] [--part tune|test] [--force]
// (--part: only that part's items, e.g. the tune part's texts to read while tuning, without the held-back ones)
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoverLetterRequest, LINKEDIN_PURPOSES, LINKEDIN_TONES, LinkedInRequest, TEMPLATE_STYLES, TONES } from '@careerkit/contracts/tools';
import { createLocalEngine } from '../../src/local/local-engine';
import type { CoverLetterInput, LinkedInInput } from '../../src/port';
import { occupationOf } from '../../src/local/read/occupations';
import { corpusAvailable, CORPUS_DIR, livecareerResumes, partOf, postings, resumeFiles, textResumes, type Part, type Posting } from './corpus';
import categoryFamilies from './category-families.json';
import postingFamilies from './posting-families.json';
import { sendReady, type SendReadyCase, type Verdict } from './send-ready';
import { fileText } from './writing';

export const READER_SET_DIR = process.env.READER_SET_DIR ?? '/work/coord/reader-set';
export type Source = 'resumes-text' | 'livecareer' | 'files';
export type Kind = 'letter' | 'profile';

// per part: letters and profiles from each text source; résumé files are few, so every one makes a letter
const LETTERS_PER_SOURCE = 34;
const PROFILES_PER_SOURCE = 14;
const FILE_PROFILES = 8;
const BATCHES = 4;
// the clock the engine reads "Present" with: fixed, so the set is the same on every run
const NOW = new Date('2025-06-01T00:00:00Z');

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const itemId = (resumeId: string, postingId: string, kind: Kind) => hash(`${resumeId}|${postingId}|${kind}`).slice(0, 12);

export interface ReaderResume {
  id: string;
  source: Source;
  part: Part;
  category: string;
  text: string;
  /** the person's name, where the corpus labels it (résumé files) */
  name?: string;
}

export interface ReaderPair {
  id: string;
  kind: Kind;
  resume: ReaderResume;
  posting: Posting;
  /** what a user targeting the posting types as the job title or target role */
  role: string;
  letter?: CoverLetterInput;
  profile?: LinkedInInput;
}

/** A posting title as a user would type it into the form: "Registered Nurse - ICU (Nights)" → "Registered Nurse". */
const typedTitle = (title: string) => title.split(/\s[-–|/]\s|\s*\(/)[0].trim().slice(0, 200) || title.slice(0, 200);

/** Résumés taken round-robin over their categories, in an order fixed by a hash of their ids (not the bench's order). */
function spread(resumes: ReaderResume[]): ReaderResume[] {
  const byCategory = new Map<string, ReaderResume[]>();
  for (const r of [...resumes].sort((a, b) => hash(`reader-set:${a.id}`).localeCompare(hash(`reader-set:${b.id}`))))
    byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  const lists = [...byCategory.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, list]) => list);
  const ordered: ReaderResume[] = [];
  for (let round = 0; ordered.length < resumes.length; round++) for (const list of lists) if (list[round]) ordered.push(list[round]);
  return ordered;
}

const familyOfPosting = postingFamilies.postings as unknown as Record<string, [string, string | null, string]>;

/** A résumé file's family: that of the postings whose O*NET code shares the longest start with its written title's. */
function postingsForTitle(title: string, pool: Posting[]): Posting[] {
  const top = [...occupationOf(title)].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (let length = 7; top && length >= 3; length--) {
    const near = pool.filter((p) => familyOfPosting[p.id]?.[1]?.startsWith(top.slice(0, length)));
    if (near.length) return near;
  }
  return pool;
}

/**
 * Every résumé/posting pair of the set, with the form each tool gets; deterministic, no engine run. A résumé's
 * posting is of its category's occupation family (category-families.json, posting-families.json: the job-match
 * section's labels) and of its own part of the corpus split.
 */
export async function readerPairs(): Promise<ReaderPair[]> {
  const files = resumeFiles().filter((f) => f.doc_type === 'resume');
  const pairs: ReaderPair[] = [];
  for (const part of ['tune', 'test'] as const) {
    const pool = postings().filter((p) => partOf(p.id) === part && p.description.length > 200 && familyOfPosting[p.id] && familyOfPosting[p.id][0] !== 'unlabelled');
    const ofFamily = (family: string | undefined) => pool.filter((p) => familyOfPosting[p.id][0] === family);
    const fromSource = (rows: { id: string; category: string; text: string }[], families: Record<string, string>, source: Source) =>
      spread(rows.filter((r) => partOf(r.id) === part && ofFamily(families[r.category]).length).map((r) => ({ id: r.id, source, part, category: r.category, text: r.text.slice(0, 20_000) }))).map(
        (resume) => ({ resume, candidates: ofFamily(families[resume.category]) }),
      );
    const fileResumes: ReaderResume[] = [];
    for (const f of files.filter((x) => partOf(x.id) === part)) {
      const text = (await fileText(f)).slice(0, 20_000);
      if (text.trim()) fileResumes.push({ id: f.id, source: 'files', part, category: f.occupation_as_written, text, name: f.fact_name || undefined });
    }
    const chosen = [
      ...fromSource(textResumes(), categoryFamilies.resumes as Record<string, string>, 'resumes-text').map((x, i) => ({ ...x, letter: i < LETTERS_PER_SOURCE, profile: i < PROFILES_PER_SOURCE })),
      ...fromSource(livecareerResumes().map((r) => ({ id: r.id, category: r.category, text: r.text })), categoryFamilies.livecareer as Record<string, string>, 'livecareer').map((x, i) => ({ ...x, letter: i < LETTERS_PER_SOURCE, profile: i < PROFILES_PER_SOURCE })),
      ...spread(fileResumes).map((resume, i) => ({ resume, candidates: postingsForTitle(resume.category, pool), letter: true, profile: i < FILE_PROFILES })),
    ];
    for (const { resume, candidates, letter, profile } of chosen) {
      const from = candidates.length ? candidates : pool;
      const posting = from[parseInt(hash(`reader-set-posting:${resume.id}`).slice(0, 8), 16) % from.length];
      const role = typedTitle(posting.title);
      const n = pairs.length;
      if (letter) {
        const template = n % 4 === 3;
        pairs.push({
          id: itemId(resume.id, posting.id, 'letter'),
          kind: 'letter',
          resume,
          posting,
          role,
          letter: CoverLetterRequest.parse({
            mode: template ? 'template' : 'standard',
            templateStyle: template ? TEMPLATE_STYLES[Math.floor(n / 4) % TEMPLATE_STYLES.length] : undefined,
            tone: TONES[n % TONES.length],
            jobDescription: posting.description.slice(0, 20_000),
            userExperience: resume.text,
            companyName: posting.company.slice(0, 200) || undefined,
            jobTitle: role,
          }),
        });
      }
      if (profile)
        pairs.push({
          id: itemId(resume.id, posting.id, 'profile'),
          kind: 'profile',
          resume,
          posting,
          role,
          profile: LinkedInRequest.parse({
            currentProfile: resume.text,
            targetRole: role,
            tone: LINKEDIN_TONES[n % LINKEDIN_TONES.length],
            purposes: [LINKEDIN_PURPOSES[Math.floor(n / LINKEDIN_TONES.length) % LINKEDIN_PURPOSES.length]],
          }),
        });
    }
  }
  return pairs;
}

export interface ReaderOutput {
  /** the text a reader judges: the full letter, or the headline and the summary */
  text: string;
  headline?: string;
  summary?: string;
}

/** The outputs through createLocalEngine, the calls services/tools makes for the two tools. */
export async function writeOutputs(pairs: ReaderPair[]): Promise<Map<string, ReaderOutput>> {
  const engine = createLocalEngine({ now: () => NOW });
  const outputs = new Map<string, ReaderOutput>();
  for (const pair of pairs) {
    if (pair.letter) outputs.set(pair.id, { text: (await engine.coverLetter(pair.letter)).coverLetter });
    if (pair.profile) {
      const { headline, summary } = await engine.linkedin(pair.profile);
      outputs.set(pair.id, { text: `Headline: ${headline}\n\nSummary:\n${summary}`, headline, summary });
    }
  }
  return outputs;
}

/** The bench's send-ready check on one item; a profile passes when its headline and its summary both pass. */
export function checkVerdict(pair: ReaderPair, output: ReaderOutput): Verdict {
  // the check reads what a reader reads: the output, the résumé and the posting
  const check = (c: Omit<SendReadyCase, 'resume' | 'posting'>) => sendReady({ ...c, resume: pair.resume.text, posting: pair.posting.description });
  if (pair.letter) {
    const input = Object.values(pair.letter).filter((v) => typeof v === 'string').join('\n');
    return check({ kind: 'letter', output: output.text, input, name: pair.resume.name });
  }
  const input = [pair.profile!.currentProfile, pair.profile!.targetRole, pair.profile!.industryExperience ?? ''].join('\n');
  const headline = check({ kind: 'headline', output: output.headline ?? '', input });
  const summary = check({ kind: 'summary', output: output.summary ?? '', input });
  return { pass: headline.pass && summary.pass, failures: [...headline.failures.map((f) => `headline: ${f}`), ...summary.failures.map((f) => `summary: ${f}`)] };
}

/** Items dealt to the batches source by source and kind, so each batch mixes them and sizes differ by at most one. */
function batchesOf<T extends { id: string; source: Source; kind: Kind }>(items: T[]): T[][] {
  const batches: T[][] = Array.from({ length: BATCHES }, () => []);
  let next = 0;
  for (const source of ['resumes-text', 'livecareer', 'files'] as const)
    for (const kind of ['letter', 'profile'] as const)
      for (const item of items.filter((x) => x.source === source && x.kind === kind).sort((a, b) => a.id.localeCompare(b.id))) batches[next++ % BATCHES].push(item);
  return batches.map((b) => b.sort((a, c) => hash(`reader-batch:${a.id}`).localeCompare(hash(`reader-batch:${c.id}`))));
}

async function main(): Promise<void> {
  if (!corpusAvailable()) {
    console.error(`reader set: no corpus at ${CORPUS_DIR} (set CAREERKIT_CORPUS)`);
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const partArg = args.indexOf('--part');
  const onlyPart = partArg >= 0 ? args[partArg + 1] : undefined;
  if (onlyPart !== undefined && onlyPart !== 'tune' && onlyPart !== 'test') {
    console.error('reader set: --part takes tune or test');
    process.exit(1);
  }
  const out = args.find((a, i) => !a.startsWith('--') && !(partArg >= 0 && i === partArg + 1)) ?? READER_SET_DIR;
  // the readers' labels are of the texts in items.jsonl: a new engine's texts go to a new folder, or over them on purpose
  if (existsSync(join(out, 'items.jsonl')) && !args.includes('--force')) {
    console.error(`reader set: ${join(out, 'items.jsonl')} exists and may have been read; write elsewhere or pass --force`);
    process.exit(1);
  }
  const pairs = (await readerPairs()).filter((pair) => !onlyPart || pair.resume.part === onlyPart);
  const outputs = await writeOutputs(pairs);
  const items = pairs.map((pair) => ({
    id: pair.id,
    kind: pair.kind,
    source: pair.resume.source,
    part: pair.resume.part,
    category: pair.resume.category,
    resumeId: pair.resume.id,
    postingId: pair.posting.id,
    form: pair.letter
      ? { mode: pair.letter.mode, templateStyle: pair.letter.templateStyle, tone: pair.letter.tone, jobTitle: pair.letter.jobTitle, companyName: pair.letter.companyName }
      : { targetRole: pair.profile!.targetRole, tone: pair.profile!.tone, purposes: pair.profile!.purposes },
    posting: { title: pair.posting.title, company: pair.posting.company, description: pair.posting.description.slice(0, 1500) },
    resume: pair.resume.text.slice(0, 3000),
    resumeChars: pair.resume.text.length,
    output: outputs.get(pair.id)!.text,
  }));
  const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'items.jsonl'), jsonl(items));
  // which engine wrote the texts: the commit, and whether the engine's folder had changes beyond it
  const git = (command: string) => execSync(`git ${command}`, { cwd: __dirname, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const engine = (() => {
    try {
      return { commit: git('rev-parse HEAD'), uncommittedChanges: git('status --porcelain -- ../../src').length > 0 };
    } catch {
      return { commit: 'unknown (not a git checkout)' };
    }
  })();
  writeFileSync(join(out, 'meta.json'), JSON.stringify({ made: new Date().toISOString(), engine, items: items.length }, null, 2) + '\n');
  batchesOf(items).forEach((batch, i) => writeFileSync(join(out, `batch-${i + 1}.jsonl`), jsonl(batch)));
  writeFileSync(
    join(out, 'check.jsonl'),
    jsonl(pairs.map((pair) => ({ id: pair.id, ...checkVerdict(pair, outputs.get(pair.id)!) })).map(({ id, pass, failures }) => ({ id, sendReady: pass, reasons: failures }))),
  );
  const counts = new Map<string, number>();
  for (const item of items) counts.set(`${item.kind} ${item.source} ${item.part}`, (counts.get(`${item.kind} ${item.source} ${item.part}`) ?? 0) + 1);
  console.log(`${items.length} items in ${out} (items.jsonl, batch-1..${BATCHES}.jsonl, check.jsonl, meta.json)`);
  for (const [key, n] of [...counts].sort()) console.log(`  ${key}: ${n}`);
}

if (require.main === module) void main();
