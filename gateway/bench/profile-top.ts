// The top items of a --cpu-prof profile (e.g. the hop bench's BENCH_PROFILE=1): self time per function and per package.
// Usage: node --import tsx bench/profile-top.ts <file.cpuprofile> [how many, default 25]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const [file, howMany = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-top.ts <file.cpuprofile> [how many]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);

/** Where a frame's code lives: a package under node_modules, node's own code, or a project file. */
function origin(url: string): string {
  if (!url) return '(native / vm)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return pkg ? pkg[1] : url.replace(/^.*\/work\/[^/]+\//, '').replace(/^file:\/\//, '');
}

const byFunction = new Map<string, number>();
const byOrigin = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const count = hits.get(node.id) ?? 0;
  if (!count) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  busy += count;
  const name = `${functionName || '(anonymous)'} ${url ? `${origin(url)}:${lineNumber + 1}` : ''}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  byOrigin.set(origin(url), (byOrigin.get(origin(url)) ?? 0) + count);
}
const top = (table: Map<string, number>) =>
  [...table.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(howMany))
    .map(([name, count]) => ({ 'self ms': Math.round(count * msPerSample), share: `${((100 * count) / busy).toFixed(1)}%`, name }));
console.log(`${file}: ${Math.round(busy * msPerSample)} ms busy (idle and (program) left out)`);
console.table(top(byOrigin));
console.table(top(byFunction));
