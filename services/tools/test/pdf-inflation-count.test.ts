// The PDF count on files built to make it slow: many stream keywords, dictionaries or unended streams in one file are
// each read once, so the count's work grows with the file, not with the square of its keywords. Here each file gets
// the count's answer; what that costs (a few hundred CPU milliseconds at most, minutes for a count that read the file
// again per keyword) is a figure of `npm run bench -w @careerkit/tools`, PASS or FAIL against 1 s of CPU.
import { countPdfInflation, InflationRefused } from '../src/data/text-extraction.inflation';
import { manyEndedRunLengthStreams, manyFilterOpenings, manyOpenStreams, manyStreamKeywords } from './bomb-fixtures';

const LIMIT = 64 * 1024 * 1024;

/** The count's result, or its refusal. */
const counted = (pdf: Buffer): Promise<number | Error> => countPdfInflation(pdf, LIMIT).catch((error: Error) => error);

it('reads a file of a million stream keywords and no object once, not once per keyword', async () => {
  expect(await counted(manyStreamKeywords())).toBe(0);
});

it('reads many "/Filter [" openings in one dictionary once each, a few hundred characters at most', async () => {
  expect(await counted(manyFilterOpenings())).toBe(0);
});

it('refuses thousands of streams without an endstream at once: each would read the rest of the file', async () => {
  expect(await counted(manyOpenStreams())).toBeInstanceOf(InflationRefused);
});

it('counts each run-length stream that ends, however many', async () => {
  const { pdf, streams } = manyEndedRunLengthStreams(0.4);
  expect(await countPdfInflation(pdf, LIMIT)).toBe(128 * streams);
});
