// Quality bench, résumé files: the upload path end to end on real PDF and DOCX résumés (resumes-files/ in the
// corpus beside the repository): text out of each file through the service's own extraction, then the name, one
// employer and one skill written in the file (the manifest's facts) looked for in what the parser made of it.
// Run: npm run bench:quality (from the root: this after libs/ai's sections) or npm run bench -w @careerkit/tools.
// --quick (npm run bench:quick, in npm test): three PDF and three DOCX files, judging no rate; it fails only when it cannot run.
import { readFileSync } from 'node:fs';
import { parseResume, type ParsedResume } from '@careerkit/ai/local/read/resume-parser';
import { findSkills } from '@careerkit/ai/local/read/skills';
import { corpusAvailable, CORPUS_DIR, partOf, resumeFilePath, resumeFiles, type ResumeFile } from '../../../libs/ai/bench/quality/corpus';
import { textExtractor, type ExtractableType } from '../src/data/text-extraction';
import { MAX_INFLATED_BYTES } from '../src/domain/file-types';
import { MAX_RESUME_CHARS } from '../src/domain/resume-upload';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** Quick mode: the first three files of each format; every file otherwise. */
const quickSample = (files: ResumeFile[]) => (QUICK ? ['pdf', 'docx'].flatMap((format) => files.filter((f) => f.format === format).slice(0, 3)) : files);

const norm = (s: string) => s.toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[^\p{L}\p{N} &.+#-]/gu, '').trim();
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The person's name as the parser read it, letter-spacing and case aside. */
function nameSurvives(parsed: ParsedResume, fact: string): boolean {
  return !!parsed.contact.name && squash(parsed.contact.name) === squash(fact);
}

/** The employer in a role the parser built: its company, title or header lines. */
function employerSurvives(parsed: ParsedResume, fact: string): boolean {
  // "YMCA (Pomona, CA; volunteer swim coach)": the manifest's note in brackets is not part of the name
  const want = squash(fact.replace(/\s*\(.*\)\s*$/, ''));
  return parsed.roles.some((r) => [r.company ?? '', r.title ?? '', ...r.header.map((h) => h.text)].some((t) => squash(t).includes(want)));
}

/** The skill among the skills found or listed (the fact may be a phrase around the skill: "Proficiency in accounting software"). */
function skillSurvives(parsed: ParsedResume, fact: string): boolean {
  const want = norm(fact);
  const found = [...findSkills(parsed.text).flatMap((f) => [f.skill.name, f.surface]), ...parsed.listedSkills].map(norm);
  return found.some((s) => s.length > 1 && (s === want || want.includes(s) || s.includes(want))) || norm(parsed.statements.map((l) => l.content).join(' ')).includes(want);
}

interface Outcome {
  file: ResumeFile;
  text?: string;
  error?: string;
  name?: boolean;
  employer?: boolean;
  skill?: boolean;
}

async function main(): Promise<void> {
  if (!corpusAvailable()) {
    console.error(`resume files bench: no corpus at ${CORPUS_DIR} (set CAREERKIT_CORPUS)`);
    process.exit(1);
  }
  // The service's own limits, so a file the bench reads is one an upload reads.
  const extractor = textExtractor({ timeoutMs: 20_000, maxChars: MAX_RESUME_CHARS, maxInflatedBytes: MAX_INFLATED_BYTES });
  const outcomes: Outcome[] = [];
  for (const file of quickSample(resumeFiles())) {
    const outcome: Outcome = { file };
    try {
      outcome.text = await extractor.extract(file.format as ExtractableType, readFileSync(resumeFilePath(file)));
    } catch (error) {
      outcome.error = (error as Error).message;
    }
    if (outcome.text && file.doc_type === 'resume') {
      const parsed = parseResume(outcome.text);
      if (file.fact_name) outcome.name = nameSurvives(parsed, file.fact_name);
      if (file.fact_employer) outcome.employer = employerSurvives(parsed, file.fact_employer);
      if (file.fact_skill) outcome.skill = skillSurvives(parsed, file.fact_skill);
    }
    outcomes.push(outcome);
  }
  let failed = 0;
  const lines: string[] = [];
  for (const part of ['test', 'all'] as const) {
    const set = outcomes.filter((o) => part === 'all' || partOf(o.file.id) === 'test');
    const extracted = set.filter((o) => (o.text ?? '').trim().length >= 100).length;
    const rate = (key: 'name' | 'employer' | 'skill') => {
      const with_ = set.filter((o) => o[key] !== undefined);
      return { ok: with_.filter((o) => o[key]).length, of: with_.length };
    };
    const facts = { name: rate('name'), employer: rate('employer'), skill: rate('skill') };
    const all = set.filter((o) => o.name !== undefined || o.employer !== undefined || o.skill !== undefined);
    const allOk = all.filter((o) => o.name !== false && o.employer !== false && o.skill !== false).length;
    const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
    lines.push(
      `${part === 'test' ? 'test part' : 'all files'}: ${set.length} files; text extracted from ${extracted} (${pct(extracted, set.length)}); ` +
        `name ${facts.name.ok}/${facts.name.of}, employer ${facts.employer.ok}/${facts.employer.of}, skill ${facts.skill.ok}/${facts.skill.of}; every stated fact survives in ${allOk}/${all.length} (${pct(allOk, all.length)})`,
    );
    if (part === 'test') {
      const checks = [
        { name: `text extracted from ${pct(extracted, set.length)} of the test part's files ≥ 95%`, pass: extracted >= 0.95 * set.length },
        { name: `name, employer and skill survive parsing in ${pct(allOk, all.length)} of the test part's résumés ≥ 95%`, pass: allOk >= 0.95 * all.length },
      ];
      for (const c of checks) {
        lines.push(`${QUICK ? 'quick' : c.pass ? 'PASS' : 'FAIL'}  ${c.name}`);
        if (!c.pass && !QUICK) failed++;
      }
    }
  }
  const misses = outcomes.filter((o) => o.error || o.name === false || o.employer === false || o.skill === false);
  for (const o of misses)
    lines.push(`  ${o.file.id} (${o.file.format}, ${o.file.layout}, ${partOf(o.file.id)}): ${o.error ? `extraction failed: ${o.error}` : ['name', 'employer', 'skill'].filter((k) => o[k as 'name'] === false).join(', ') + ' lost'}`);
  console.log(`\n## Résumé files: extraction and parsing (services/tools/bench/resume-files.ts)\n${lines.join('\n')}`);
  process.exitCode = failed ? 1 : 0;
}

void main();
