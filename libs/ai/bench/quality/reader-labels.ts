// The readers' verdicts on the reader set (docs/writing-rubric.md) against the bench's send-ready check, recomputed
// now on the very texts the readers judged (items.jsonl of reader-set.ts, outside the repository). The labels are
// data in reader-labels.json: ids, verdicts and defect classes only, never a word of the documents.
// Run: npx tsx libs/ai/bench/quality/reader-labels.ts [reader-set dir, default READER_SET_DIR or /work/coord/reader-set] [labels file, default reader-labels.json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { corpusAvailable, CORPUS_DIR } from './corpus';
import { checkVerdict, READER_SET_DIR, readerPairs, type Kind, type Source } from './reader-set';

/** The rubric's defect classes, by the keys readers write. */
export const DEFECTS = [
  'garbled-role-line',
  'broken-rephrasing',
  'wrong-fact',
  'placeholder',
  'cut-sentence',
  'ignores-posting',
  'too-thin',
  'wrong-shape',
  'pasted-headline',
  'other',
] as const;

const Label = z.object({
  id: z.string().regex(/^[0-9a-f]{12}$/, 'an item id of reader-set.ts'),
  kind: z.enum(['letter', 'profile']),
  source: z.enum(['resumes-text', 'livecareer', 'files']),
  part: z.enum(['tune', 'test']),
  reader: z.string().min(1),
  sendReady: z.boolean(),
  defects: z.array(z.enum(DEFECTS)),
});
type Label = z.infer<typeof Label>;

const LABELS_FILE = join(__dirname, 'reader-labels.json');

export function readLabels(file = LABELS_FILE): Label[] {
  const parsed = z.array(Label).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.slice(0, 5).map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}`);
  for (const label of parsed.data)
    // a send-ready item may name the one small edit it needs; any other names what stops it
    if (label.sendReady ? label.defects.length > 1 : label.defects.length === 0)
      throw new Error(`${file}: label ${label.id} by ${label.reader}: a send-ready item names at most one defect, any other at least one`);
  return parsed.data;
}

/** The check's current verdict on each id, on the texts of items.jsonl (what the readers read). */
async function checkVerdicts(dir: string, ids: Set<string>): Promise<Map<string, { pass: boolean; failures: string[] }>> {
  const file = join(dir, 'items.jsonl');
  if (!existsSync(file)) throw new Error(`no ${file}: the labelled texts are made by npx tsx libs/ai/bench/quality/reader-set.ts`);
  const outputs = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const item = JSON.parse(line) as { id: string; output: string };
    outputs.set(item.id, item.output);
  }
  const verdicts = new Map<string, { pass: boolean; failures: string[] }>();
  for (const pair of await readerPairs()) {
    const text = outputs.get(pair.id);
    if (!ids.has(pair.id) || text === undefined) continue;
    // a profile's text is "Headline: …\n\nSummary:\n…" (reader-set.ts)
    const profile = /^Headline: (.*)\n\nSummary:\n([\s\S]*)$/.exec(text);
    verdicts.set(pair.id, checkVerdict(pair, profile ? { text, headline: profile[1], summary: profile[2] } : { text }));
  }
  return verdicts;
}

const share = (k: number, n: number) => (n ? `${((k / n) * 100).toFixed(0)}% (${k}/${n})` : '–');

export async function main(dir = READER_SET_DIR, labelsFile = LABELS_FILE): Promise<void> {
  const labels = readLabels(labelsFile);
  const readers = new Set(labels.map((l) => l.reader));
  console.log(`Reader labels: ${labels.length} verdicts on ${new Set(labels.map((l) => l.id)).size} items by ${readers.size} reader(s) (${labelsFile}).`);
  if (!labels.length) {
    console.log('No labels yet: nothing to compare. Readers add {id, kind, source, part, reader, sendReady, defects} rows.');
    return;
  }
  if (!corpusAvailable()) throw new Error(`no corpus at ${CORPUS_DIR} (set CAREERKIT_CORPUS)`);
  const verdicts = await checkVerdicts(dir, new Set(labels.map((l) => l.id)));
  const unknown = labels.filter((l) => !verdicts.has(l.id));
  if (unknown.length) console.log(`${unknown.length} label(s) name an id not in the reader set, left out: ${unknown.slice(0, 5).map((l) => l.id).join(', ')}`);
  const known = labels.filter((l) => verdicts.has(l.id));
  const passes = (l: Label) => verdicts.get(l.id)!.pass;

  console.log('\nSend-ready share, readers beside the check, on the same labelled items:');
  console.log('| kind | source | part | verdicts | readers send-ready | check send-ready |\n|---|---|---|---|---|---|');
  for (const kind of ['letter', 'profile'] as Kind[])
    for (const source of ['resumes-text', 'livecareer', 'files'] as Source[])
      for (const part of ['tune', 'test'] as const) {
        const group = known.filter((l) => l.kind === kind && l.source === source && l.part === part);
        if (group.length) console.log(`| ${kind} | ${source} | ${part} | ${group.length} | ${share(group.filter((l) => l.sendReady).length, group.length)} | ${share(group.filter(passes).length, group.length)} |`);
      }

  console.log("\nThe check's precision for send-ready (of the verdicts it passes, the share readers call send-ready):");
  console.log('| kind | part | precision | check passes | readers send-ready |\n|---|---|---|---|---|');
  for (const kind of ['letter', 'profile'] as Kind[])
    for (const part of ['tune', 'test', 'all'] as const) {
      const group = known.filter((l) => l.kind === kind && (part === 'all' || l.part === part));
      const passed = group.filter(passes);
      if (group.length) console.log(`| ${kind} | ${part} | ${share(passed.filter((l) => l.sendReady).length, passed.length)} | ${passed.length} | ${group.filter((l) => l.sendReady).length} |`);
    }

  console.log("\nThe check's recall of each defect class (of the verdicts naming it, the share the check fails; in brackets, of those not send-ready):");
  console.log('| defect | letters | profiles |\n|---|---|---|');
  for (const defect of DEFECTS) {
    const recall = (kind: Kind) => {
      const named = known.filter((l) => l.kind === kind && l.defects.includes(defect));
      const blocking = named.filter((l) => !l.sendReady);
      return `${share(named.filter((l) => !passes(l)).length, named.length)} [${share(blocking.filter((l) => !passes(l)).length, blocking.length)}]`;
    };
    console.log(`| ${defect} | ${recall('letter')} | ${recall('profile')} |`);
  }
  if (readers.size > 1) {
    const byId = new Map<string, boolean[]>();
    for (const l of known) byId.set(l.id, [...(byId.get(l.id) ?? []), l.sendReady]);
    const twice = [...byId.values()].filter((v) => v.length > 1);
    console.log(`\nItems read twice: ${twice.length}; readers agree on ${share(twice.filter((v) => v.every((x) => x === v[0])).length, twice.length)}.`);
  }
}

if (require.main === module)
  main(process.argv[2], process.argv[3]).catch((error: Error) => {
    console.error(`reader labels: ${error.message}`);
    process.exitCode = 1;
  });
