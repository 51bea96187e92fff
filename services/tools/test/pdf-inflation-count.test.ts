// The PDF count's own cost on files built to make it slow: many stream keywords, dictionaries or run-length streams
// in one file are each read once, so the count's work grows with the file, not with the square of its keywords.
// Figures are the CPU the count spent (user + system): a wait for a core on a busy machine does not count.
import { countPdfInflation, InflationRefused } from '../src/data/text-extraction.inflation';

const LIMIT = 64 * 1024 * 1024;
const MB = 1024 * 1024;

/** What the count of `pdf` found, and the CPU milliseconds it took. */
async function counted(pdf: string): Promise<{ bytes: number; ms: number }> {
  const started = process.cpuUsage();
  const bytes = await countPdfInflation(Buffer.from(pdf, 'latin1'), LIMIT);
  const spent = process.cpuUsage(started);
  return { bytes, ms: (spent.user + spent.system) / 1000 };
}

const filling = (unit: string, megabytes: number) => `%PDF-1.4\n${unit.repeat(Math.floor((megabytes * MB) / unit.length))}`;

it('reads a file of a million stream keywords and no object once, not once per keyword', async () => {
  const { bytes, ms } = await counted(filling('x stream\n', 9));
  expect(bytes).toBe(0);
  expect(ms).toBeLessThan(1000);
});

it('reads many "/Filter [" openings in one dictionary once each, a few hundred characters at most', async () => {
  const { ms } = await counted(`${filling('/Filter [ ', 4)}\nstream\n`.repeat(2));
  expect(ms).toBeLessThan(1000);
});

it('refuses thousands of streams without an endstream at once: each would read the rest of the file', async () => {
  // each: a dictionary naming hex then run-length data (one run of 128 bytes, the end-of-data mark), the hex left
  // open; no endstream anywhere
  const pdf = Buffer.from(`${filling('1 0 obj << /Filter [/ASCIIHexDecode /RunLengthDecode] >>\nstream\n814180\n', 0.4)}${' '.repeat(8 * MB)}`, 'latin1');
  const started = process.cpuUsage();
  await expect(countPdfInflation(pdf, LIMIT)).rejects.toThrow(InflationRefused);
  const spent = process.cpuUsage(started);
  expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
});

it('counts each run-length stream that ends, however many', async () => {
  const { bytes } = await counted(filling('1 0 obj << /Filter /RunLengthDecode >>\nstream\n\x81A\x80\nendstream\nendobj\n', 0.4));
  expect(bytes).toBe(128 * Math.floor((0.4 * MB) / 67));
});
