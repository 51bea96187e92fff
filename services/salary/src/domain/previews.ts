// Free previews are cut here, on the server: what a preview withholds never leaves the service.
import { SALARY_MESSAGES, type BenchmarkResult, type NegotiateResponse, type NegotiateRouteResponse } from '@careerkit/contracts/salary';
import type { z } from 'zod';
import type { Benchmark, Figure } from './benchmark';

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The figures a benchmark preview withholds. */
const WITHHELD: Figure[] = ['p25', 'p75'];
/** The share of each script a negotiation preview shows, and how many key points. */
const SCRIPT_SHARE = 0.35;
const PREVIEW_KEY_POINTS = 2;

/**
 * The median as a preview shows it: to the nearest $5,000 under $100,000, else to the nearest $10,000.
 * All three figures are the occupation's published ones times one multiplier, so an exact median and the public
 * national figures would give the withheld percentiles to the dollar; a rounded one places them only as widely.
 */
export function previewMedian(p50: number): { figure: number; step: number } {
  const step = p50 < 100_000 ? 5_000 : 10_000;
  return { figure: Math.round(p50 / step) * step, step };
}

/** The answer to the user: the whole benchmark, or its preview. */
export function benchmarkAnswer(b: Benchmark, isPreview: boolean): z.output<typeof BenchmarkResult> {
  const common = {
    confidence: b.confidence,
    matchedRole: b.matchedRole,
    matchedCode: b.matchedCode,
    matchedLocation: b.matchedLocation,
    sampleSize: b.sampleSize,
    source: b.source,
  };
  if (!isPreview) return { p25: b.p25, p50: b.p50, p75: b.p75, notes: b.notes.map((n) => n.text), adjustments: b.adjustments, ...common, isPreview };
  const withheld = WITHHELD.filter((f) => b[f] !== null);
  const median = b.p50 === null ? null : previewMedian(b.p50);
  // the adjustments' sizes multiply out to the one multiplier, so they are the full benchmark's too
  const notes = b.notes.filter((n) => !n.exact && !(n.about && WITHHELD.includes(n.about))).map((n) => n.text);
  const droppedNotes = b.notes.length - notes.length;
  if (median)
    notes.unshift(
      `Free preview: the median is rounded to the nearest ${usd(median.step)}. The full benchmark gives every figure to the nearest $10, and the size of each adjustment for your profile.`,
    );
  return {
    p25: null,
    p50: median?.figure ?? null,
    p75: null,
    notes,
    adjustments: [],
    ...common,
    isPreview,
    upgradeMessage: SALARY_MESSAGES.benchmarkUpgrade,
    hidden: {
      ...Object.fromEntries(withheld.map((f) => [f, 1])),
      adjustments: b.adjustments.length,
      ...(droppedNotes ? { notes: droppedNotes } : {}),
    },
  };
}

/**
 * The first part of a text, cut at the largest natural break it has (paragraphs, then lines, then sentences, then
 * words), keeping at least one part and never all of them; `hidden` counts the parts left out.
 */
export function openingOf(text: string, share: number): { visible: string; hidden: number } {
  const splits: [RegExp, string][] = [
    [/\n\s*\n/, '\n\n'],
    [/\n/, '\n'],
    [/(?<=[.!?])\s+/, ' '],
    [/\s+/, ' '],
  ];
  for (const [pattern, joiner] of splits) {
    const parts = text.trim().split(pattern).filter((p) => p.trim());
    if (parts.length < 2) continue;
    const budget = text.length * share;
    let kept = 1;
    let length = parts[0].length;
    while (kept < parts.length - 1 && length + parts[kept].length <= budget) length += parts[kept++].length;
    return { visible: parts.slice(0, kept).join(joiner), hidden: parts.length - kept };
  }
  return { visible: '', hidden: text.trim() ? 1 : 0 };
}

export function negotiationAnswer(strategy: z.output<typeof NegotiateResponse>, isPreview: boolean): z.output<typeof NegotiateRouteResponse> {
  const { emailScript, callTalkTrack, keyPoints, targetSalary } = strategy;
  if (!isPreview) return { emailScript, callTalkTrack, keyPoints, targetSalary, isPreview };
  const email = openingOf(emailScript, SCRIPT_SHARE);
  const call = openingOf(callTalkTrack, SCRIPT_SHARE);
  return {
    emailScript: email.visible,
    callTalkTrack: call.visible,
    keyPoints: keyPoints.slice(0, PREVIEW_KEY_POINTS),
    targetSalary,
    isPreview,
    upgradeMessage: SALARY_MESSAGES.negotiationUpgrade,
    hidden: { emailScript: email.hidden, callTalkTrack: call.hidden, keyPoints: Math.max(0, keyPoints.length - PREVIEW_KEY_POINTS) },
  };
}
