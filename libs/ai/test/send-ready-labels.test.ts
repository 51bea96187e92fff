// The comparison of the send-ready check with blind readers (bench/quality/reader-labels.ts): its arguments (several
// rounds, one part) and its precision and recall for send-ready.
import { agreement, parseArgs } from '../bench/quality/reader-labels';

describe("the readers' labels against the check", () => {
  it('reads several rounds, each a reader-set folder with its labels file, and one part', () => {
    expect(parseArgs(['/sets/1', 'labels-1.json', '/sets/2', 'labels-2.json', '--part', 'tune'])).toEqual({
      rounds: [
        { dir: '/sets/1', labelsFile: 'labels-1.json' },
        { dir: '/sets/2', labelsFile: 'labels-2.json' },
      ],
      part: 'tune',
    });
    expect(parseArgs(['/sets/1', 'labels-1.json']).part).toBeUndefined();
    expect(() => parseArgs(['/sets/1', 'labels-1.json', '--part', 'held-back'])).toThrow('--part takes tune or test');
    expect(() => parseArgs(['/sets/1'])).toThrow('give each reader-set folder with its labels file');
  });

  it('counts precision over what the check passes and recall over what readers send', () => {
    const verdicts = [
      { sendReady: true, pass: true },
      { sendReady: true, pass: true },
      { sendReady: false, pass: true },
      { sendReady: true, pass: false },
      { sendReady: false, pass: false },
    ];
    expect(agreement(verdicts)).toEqual({ precision: '0.67 (2/3)', recall: '0.67 (2/3)' });
    expect(agreement(verdicts.slice(3))).toEqual({ precision: '–', recall: '0.00 (0/1)' });
  });
});
