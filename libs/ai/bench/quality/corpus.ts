// The development corpus of real public documents (shared/data/corpus, beside the repository; never copied into it)
// and the one fixed split every quality figure uses: tune on `tune`, report on `test`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

/** shared/ sits beside the repository (CI lays it there too); CAREERKIT_CORPUS points elsewhere. */
export const CORPUS_DIR = resolve(process.env.CAREERKIT_CORPUS ?? join(__dirname, '../../../../../shared/data/corpus'));

export type Part = 'tune' | 'test';

/**
 * A document's part, from a hash of its id and nothing else: the same document lands in the same part on every run
 * and machine, and no look at the texts or labels chose it. About half of each set is held out.
 */
export function partOf(id: string): Part {
  const digest = createHash('sha256').update(`careerkit-quality-split-v1:${id}`).digest();
  return digest[0] < 128 ? 'tune' : 'test';
}

export function corpusAvailable(): boolean {
  return existsSync(join(CORPUS_DIR, 'README.md'));
}

function readCsv<Row>(relativePath: string): Row[] {
  return parse(readFileSync(join(CORPUS_DIR, relativePath), 'utf8'), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Row[];
}

/** resumes-text/resumes.csv: plain-text resumes with an occupation `category`; repeats point at their first copy. */
export interface TextResume {
  id: string;
  category: string;
  duplicate_of: string;
  text: string;
}
/** The unique texts only: a repeat would count one person several times. */
export const textResumes = (): TextResume[] => readCsv<TextResume>('resumes-text/resumes.csv').filter((row) => !row.duplicate_of);

/** resumes-text/livecareer_sample.csv: anonymised resumes, 10 per (noisy) category. */
export const livecareerResumes = (): Record<string, string>[] => readCsv<Record<string, string>>('resumes-text/livecareer_sample.csv');

/** job-descriptions/postings.csv: real LinkedIn postings, mostly outside software. */
export interface Posting {
  id: string;
  title: string;
  company: string;
  location: string;
  min_salary: string;
  med_salary: string;
  max_salary: string;
  pay_period: string;
  title_group_heuristic: string;
  description: string;
  skills_desc: string;
  posting_url: string;
}
export const postings = (): Posting[] => readCsv<Posting>('job-descriptions/postings.csv');

/** fake-postings/emscad_fraudulent_subset.csv: EMSCAD ads labelled fraudulent, in EMSCAD's own columns. */
export interface FraudulentAd {
  job_id: string;
  title: string;
  location: string;
  department: string;
  salary_range: string;
  company_profile: string;
  description: string;
  requirements: string;
  benefits: string;
  has_company_logo: string;
  employment_type: string;
}
export const fraudulentAds = (): FraudulentAd[] => readCsv<FraudulentAd>('fake-postings/emscad_fraudulent_subset.csv');

/** resumes-files/manifest.csv: real resume documents with facts written in each (name, one employer, one skill). */
export interface ResumeFile {
  id: string;
  file: string;
  format: string;
  doc_type: string;
  layout: string;
  occupation_as_written: string;
  fact_name: string;
  fact_employer: string;
  fact_skill: string;
}
export const resumeFiles = (): ResumeFile[] => readCsv<ResumeFile>('resumes-files/manifest.csv');
export const resumeFilePath = (file: ResumeFile): string => join(CORPUS_DIR, 'resumes-files', file.file);
