// Scanner previews of real résumés (the development corpus, read from ../shared beside the repository, never copied
// here): nothing the paid scan adds can be read in the free preview's raw JSON — not a hidden strength, weakness or
// recommendation whole, not what follows its label (a hidden strength is 'label: the check's first evidence line'),
// not a hidden evidence line. The free and the paid scan of each résumé go through HTTP on the real billing and engine.
import type { ResumeScanOutput } from '@careerkit/ai/port';
import { corpusAvailable, CORPUS_DIR, livecareerResumes, textResumes } from '../../../libs/ai/bench/quality/corpus';
import { SCANNER_PREVIEW } from '../src/domain/preview-cut';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

const SCANNER = '/api/tools/resume-scanner';
/** Parts shorter than this are words any line may hold ('2 pages'), not a quote of the item. */
const PART_MIN_LENGTH = 12;
/** Per source: résumés whose scan hides strengths (the review's PREV-03 case), and one that hides weaknesses. */
const WITH_HIDDEN_STRENGTHS = 2;

let t: ToolsUnderTest;
beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

/** The first résumés of a source, in the corpus's order, whose full scan hides strengths, then one hiding weaknesses. */
async function resumesHidingItems(texts: string[]): Promise<string[]> {
  const picked: string[] = [];
  let hidingWeaknesses: string | undefined;
  for (const text of texts) {
    if (picked.length >= WITH_HIDDEN_STRENGTHS && hidingWeaknesses) break;
    const scan = await t.engine.scanResume({ resumeText: text });
    if (scan.strengths.length > SCANNER_PREVIEW.strengths && picked.length < WITH_HIDDEN_STRENGTHS) picked.push(text);
    else if (scan.weaknesses.length > SCANNER_PREVIEW.weaknesses) hidingWeaknesses ??= text;
  }
  return hidingWeaknesses ? [...picked, hidingWeaknesses] : picked;
}

/** An item whole, and each part after its label ('Keyword coverage: …', 'Length (60/100): …; …'). */
function partsOf(item: string): string[] {
  const colon = item.indexOf(': ');
  const parts = colon < 0 ? [] : item.slice(colon + 2).split('; ').map((part) => part.trim());
  return [item, ...parts.filter((part) => part.length >= PART_MIN_LENGTH)];
}

/** `text` as it reads inside a JSON string, as whole words, in any case. */
const mentionOf = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${JSON.stringify(text.trim()).slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

/** What the paid scan has that the preview does not show: list items and evidence lines. */
function paidOnly(full: ResumeScanOutput, preview: ResumeScanOutput) {
  const lists = ['strengths', 'weaknesses', 'keywords', 'recommendations'] as const;
  const items = lists.flatMap((list) => full[list].filter((item) => !preview[list].includes(item)));
  const evidence = full.checks.flatMap((check) => check.evidence.filter((line) => !preview.checks.find((shown) => shown.id === check.id)!.evidence.includes(line)));
  return [...items, ...evidence];
}

const sources: [string, () => string[]][] = [
  ['resumes-text', () => textResumes().map((row) => row.text)],
  ['livecareer', () => livecareerResumes().map((row) => row.text)],
];

describe.each(sources)('the scanner preview of real résumés (%s)', (_source, texts) => {
  it('shows no hidden strength, weakness, recommendation or evidence line, whole or after its label', async () => {
    expect({ corpus: CORPUS_DIR, available: corpusAvailable() }).toEqual({ corpus: CORPUS_DIR, available: true });
    const resumes = await resumesHidingItems(texts());
    expect(resumes).toHaveLength(WITH_HIDDEN_STRENGTHS + 1);
    const buyer = newUserId();
    await t.buy(buyer, 'resume-scanner');
    let hidingStrengths = 0;
    for (const resumeText of resumes) {
      const preview = await t.api.post(SCANNER).set(await t.auth(newUserId())).send({ resumeText });
      const full = await t.api.post(SCANNER).set(await t.auth(buyer)).send({ resumeText });
      expect([preview.status, preview.body.isPreview, full.status, full.body.isPreview]).toEqual([200, true, 200, false]);
      if (preview.body.hidden.strengths > 0) hidingStrengths++;
      const hidden = paidOnly(full.body, preview.body);
      expect(hidden.length).toBeGreaterThan(0);
      const leaked = hidden.flatMap(partsOf).filter((part) => mentionOf(part).test(preview.text));
      expect(leaked).toEqual([]);
      // The check stays in the score breakdown: its label and score are shown, its line is counted as locked.
      expect(preview.body.checks.map((check: { label: string; score: number }) => [check.label, check.score])).toEqual(
        full.body.checks.map((check: { label: string; score: number }) => [check.label, check.score]),
      );
      const lines = (checks: { evidence: string[] }[]) => checks.flatMap((check) => check.evidence).length;
      expect(preview.body.hidden.evidence).toBe(lines(full.body.checks) - lines(preview.body.checks));
    }
    expect(hidingStrengths).toBeGreaterThanOrEqual(WITH_HIDDEN_STRENGTHS);
  });
});
