import { cuts, platt } from '../bench/quality/scam-fit';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('the scam fit (bench/quality/scam-fit.ts)', () => {
  it('calibrates overconfident out-of-fold scores to the risk that fits them best, where full Newton steps swing away', () => {
    // made-up scores from −6 to 6 whose sign is right only 6 times in 10: the best slope is small, and full Newton
    // steps from slope 1 overshoot back and forth until the slope runs to ±1e10 and every risk reads 0 or 1
    const rows = Array.from({ length: 100 }, (_, i) => {
      const z = -6 + (12 * i) / 99;
      const right = i % 10 < 6;
      return { z, y: (z > 0 === right ? 1 : 0) as 0 | 1 };
    });
    const { a, b } = platt(rows);
    expect(Math.abs(a)).toBeLessThan(1);
    expect(Math.abs(b)).toBeLessThan(1);
    // at the best fit the log loss is flat: the risks add up to the frauds, and lean with the scores as the labels do
    const risks = rows.map((r) => sigmoid(a * r.z + b));
    expect(Math.abs(risks.reduce((n, p, i) => n + p - rows[i].y, 0))).toBeLessThan(1e-6);
    expect(Math.abs(risks.reduce((n, p, i) => n + (p - rows[i].y) * rows[i].z, 0))).toBeLessThan(1e-6);
    expect(risks.every((p) => p > 0.05 && p < 0.95)).toBe(true);
  });

  it('reaches the same calibration as full Newton steps where those converge', () => {
    // well-ranked scores: full steps converge from (1, 0) in a few iterations; the halving must not move the optimum
    const rows = Array.from({ length: 60 }, (_, i) => {
      const z = -3 + (6 * i) / 59;
      return { z, y: (i % 5 === 0 ? Number(z <= 0) : Number(z > 0)) as 0 | 1 };
    });
    let a = 1;
    let b = 0;
    for (let it = 0; it < 50; it++) {
      let ga = 0, gb = 0, haa = 1e-9, hab = 0, hbb = 1e-9;
      for (const r of rows) {
        const p = sigmoid(a * r.z + b);
        ga += (p - r.y) * r.z;
        gb += p - r.y;
        haa += p * (1 - p) * r.z * r.z;
        hab += p * (1 - p) * r.z;
        hbb += p * (1 - p);
      }
      const det = haa * hbb - hab * hab;
      a -= (hbb * ga - hab * gb) / det;
      b -= (haa * gb - hab * ga) / det;
    }
    const fitted = platt(rows);
    expect(fitted.a).toBeCloseTo(a, 8);
    expect(fitted.b).toBeCloseTo(b, 8);
  });

  it('never puts the likely-legit cut at a risk of one half or more, however wide a band the Uncertain budget leaves', () => {
    // made-up out-of-fold risks, 1 ad in 3 fraudulent at every level: the scam cut comes out near 0.95, and the budget
    // alone would let "likely legit" run up to about 0.8
    const rows = Array.from({ length: 200 }, (_, i) => ({ p: i / 200, y: (i % 3 === 0 ? 1 : 0) as 0 | 1, alone: false }));
    const { scam, legit } = cuts(rows);
    expect(scam).toBeGreaterThan(0.9);
    expect(legit).toBe(0.5);
    // where the budget asks for less, it still decides: risks scaled to 0–0.6 put the scam cut near 0.57, the legit under 0.5
    const lower = cuts(rows.map((r) => ({ ...r, p: r.p * 0.6 })));
    expect(lower.scam).toBeGreaterThan(0.55);
    expect(lower.legit).toBeGreaterThan(0.45);
    expect(lower.legit).toBeLessThan(0.5);
  });
});
