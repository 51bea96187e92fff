// The PDF count on files built to make it slow: many stream keywords, dictionaries or unended streams in one file are
// each read once, so the count's work grows with the file, not with the square of its keywords. What that costs is a
// figure of `npm run bench -w @careerkit/tools` (a few hundred CPU milliseconds at most); here a case fails only when
// the count is of another order, as one that read the file again per keyword was (minutes on these files). The bound
// is CPU (user + system): a wait for a core on a busy machine does not count.
import { countPdfInflation, InflationRefused } from '../src/data/text-extraction.inflation';
import { manyEndedRunLengthStreams, manyFilterOpenings, manyOpenStreams, manyStreamKeywords } from './bomb-fixtures';

const LIMIT = 64 * 1024 * 1024;
/** Ten times the most a case has cost here (1.1 s of CPU beside a full bench run), far below a quadratic count's minutes. */
const ORDER_OF_MAGNITUDE_MS = 10_000;

/** The count's result (or refusal) and the CPU milliseconds it took. */
async function counted(pdf: Buffer): Promise<{ outcome: number | Error; ms: number }> {
  const started = process.cpuUsage();
  const outcome = await countPdfInflation(pdf, LIMIT).catch((error: Error) => error);
  const spent = process.cpuUsage(started);
  return { outcome, ms: (spent.user + spent.system) / 1000 };
}

it('reads a file of a million stream keywords and no object once, not once per keyword', async () => {
  const { outcome, ms } = await counted(manyStreamKeywords());
  expect(outcome).toBe(0);
  expect(ms).toBeLessThan(ORDER_OF_MAGNITUDE_MS);
});

it('reads many "/Filter [" openings in one dictionary once each, a few hundred characters at most', async () => {
  const { outcome, ms } = await counted(manyFilterOpenings());
  expect(outcome).toBe(0);
  expect(ms).toBeLessThan(ORDER_OF_MAGNITUDE_MS);
});

it('refuses thousands of streams without an endstream at once: each would read the rest of the file', async () => {
  const { outcome, ms } = await counted(manyOpenStreams());
  expect(outcome).toBeInstanceOf(InflationRefused);
  expect(ms).toBeLessThan(ORDER_OF_MAGNITUDE_MS);
});

it('counts each run-length stream that ends, however many', async () => {
  const { pdf, streams } = manyEndedRunLengthStreams(0.4);
  expect(await countPdfInflation(pdf, LIMIT)).toBe(128 * streams);
});
