// The readers' verdicts on the reader set (docs/writing-rubric.md) against the bench's send-ready check, recomputed
// now on the very texts the readers judged (items.jsonl of reader-set.ts, outside the repository). The labels are
// data in reader-labels.json: ids, verdicts and defect classes only, never a word of the documents.
// Run: npx tsx libs/ai/bench/quality/reader-labels.ts [<reader-set dir> <labels file>]... [--part tune|test]
// (default: READER_SET_DIR or /work/coord/reader-set with reader-labels.json; several rounds are read together and
// reported per round too; --part keeps only that part's labels, so the tune part can be read without the held-back one)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { corpusAvailable, CORPUS_DIR } from './corpus';
import { checkVerdict, READER_SET_DIR, readerPairs, type Kind } from './reader-set';

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
const ratio = (k: number, n: number) => (n ? `${(k / n).toFixed(2)} (${k}/${n})` : '–');

/** One round of the reader set: its texts (items.jsonl's folder) and the readers' labels on them. */
export interface Round {
  dir: string;
  labelsFile: string;
}

type Judged = Label & { round: number; pass: boolean };

/** The check's precision and recall for send-ready over verdicts: of what it passes, the share readers send; of what readers send, the share it passes. */
export function agreement(verdicts: { sendReady: boolean; pass: boolean }[]): { precision: string; recall: string } {
  const passed = verdicts.filter((v) => v.pass);
  const ready = verdicts.filter((v) => v.sendReady);
  return { precision: ratio(passed.filter((v) => v.sendReady).length, passed.length), recall: ratio(ready.filter((v) => v.pass).length, ready.length) };
}

export async function main(rounds: Round[] = [{ dir: READER_SET_DIR, labelsFile: LABELS_FILE }], part?: 'tune' | 'test'): Promise<void> {
  if (!corpusAvailable()) throw new Error(`no corpus at ${CORPUS_DIR} (set CAREERKIT_CORPUS)`);
  const known: Judged[] = [];
  for (const [index, round] of rounds.entries()) {
    // the held-back part is left out before any text is read when only the tune part is asked for
    const labels = readLabels(round.labelsFile).filter((l) => !part || l.part === part);
    const readers = new Set(labels.map((l) => l.reader));
    console.log(`Round ${index + 1}: ${labels.length} verdicts on ${new Set(labels.map((l) => l.id)).size} items by ${readers.size} reader(s) (${round.labelsFile}, texts in ${round.dir}).`);
    if (!labels.length) continue;
    const verdicts = await checkVerdicts(round.dir, new Set(labels.map((l) => l.id)));
    const unknown = labels.filter((l) => !verdicts.has(l.id));
    if (unknown.length) console.log(`${unknown.length} label(s) name an id not in the reader set, left out: ${unknown.slice(0, 5).map((l) => l.id).join(', ')}`);
    for (const l of labels) if (verdicts.has(l.id)) known.push({ ...l, round: index + 1, pass: verdicts.get(l.id)!.pass });
  }
  if (!known.length) {
    console.log('No labels: nothing to compare. Readers add {id, kind, source, part, reader, sendReady, defects} rows.');
    return;
  }
  const parts = (['tune', 'test'] as const).filter((p) => known.some((l) => l.part === p));

  console.log("\nSend-ready, readers beside the check, per kind × source × part: the readers' share, the check's, and the check's precision and recall for send-ready:");
  console.log('| kind | source | part | verdicts | readers send-ready | check send-ready | precision | recall |\n|---|---|---|---|---|---|---|---|');
  for (const kind of ['letter', 'profile'] as Kind[])
    for (const source of ['resumes-text', 'livecareer', 'files', 'all'] as const)
      for (const p of parts) {
        const group = known.filter((l) => l.kind === kind && (source === 'all' || l.source === source) && l.part === p);
        const { precision, recall } = agreement(group);
        if (group.length)
          console.log(`| ${kind} | ${source} | ${p} | ${group.length} | ${share(group.filter((l) => l.sendReady).length, group.length)} | ${share(group.filter((l) => l.pass).length, group.length)} | ${precision} | ${recall} |`);
      }
  if (rounds.length > 1) {
    console.log('\nPer round (precision / recall for send-ready):');
    console.log('| round | part | letters | profiles |\n|---|---|---|---|');
    for (let round = 1; round <= rounds.length; round++)
      for (const p of parts) {
        const of = (kind: Kind) => agreement(known.filter((l) => l.round === round && l.part === p && l.kind === kind));
        if (known.some((l) => l.round === round && l.part === p)) console.log(`| ${round} | ${p} | ${of('letter').precision} / ${of('letter').recall} | ${of('profile').precision} / ${of('profile').recall} |`);
      }
  }

  console.log("\nThe check's recall of each defect class (of the verdicts naming it, the share the check fails; in brackets, of those not send-ready):");
  console.log(`| defect | ${parts.map((p) => `letters ${p} | profiles ${p}`).join(' | ')} |\n|---|${parts.map(() => '---|---|').join('')}`);
  for (const defect of DEFECTS) {
    const recall = (kind: Kind, p: string) => {
      const named = known.filter((l) => l.kind === kind && l.part === p && l.defects.includes(defect));
      const blocking = named.filter((l) => !l.sendReady);
      return `${share(named.filter((l) => !l.pass).length, named.length)} [${share(blocking.filter((l) => !l.pass).length, blocking.length)}]`;
    };
    console.log(`| ${defect} | ${parts.map((p) => `${recall('letter', p)} | ${recall('profile', p)}`).join(' | ')} |`);
  }
  const byId = new Map<string, boolean[]>();
  for (const l of known) byId.set(`${l.round}:${l.id}`, [...(byId.get(`${l.round}:${l.id}`) ?? []), l.sendReady]);
  const twice = [...byId.values()].filter((v) => v.length > 1);
  if (twice.length) console.log(`\nItems read twice: ${twice.length}; readers agree on ${share(twice.filter((v) => v.every((x) => x === v[0])).length, twice.length)}.`);
}

/** Arguments: pairs of a reader-set folder and its labels file (default: round 1), and --part tune|test. */
export function parseArgs(args: string[]): { rounds: Round[]; part?: 'tune' | 'test' } {
  const at = args.indexOf('--part');
  const part = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && part !== 'tune' && part !== 'test') throw new Error('--part takes tune or test');
  const rest = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  if (rest.length % 2) throw new Error('give each reader-set folder with its labels file');
  const rounds: Round[] = [];
  for (let i = 0; i < rest.length; i += 2) rounds.push({ dir: rest[i], labelsFile: rest[i + 1] });
  return { rounds: rounds.length ? rounds : [{ dir: READER_SET_DIR, labelsFile: LABELS_FILE }], part: part as 'tune' | 'test' | undefined };
}

if (require.main === module)
  Promise.resolve()
    .then(() => {
      const { rounds, part } = parseArgs(process.argv.slice(2));
      return main(rounds, part);
    })
    .catch((error: Error) => {
      console.error(`reader labels: ${error.message}`);
      process.exitCode = 1;
    });
