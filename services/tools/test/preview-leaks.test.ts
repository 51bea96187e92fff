// No paid-only item in a free preview, tool by tool: the same input is run by a free user and by a user who bought the
// tool, and every item the full (paid) answer has beyond the preview's quota — list items, evidence lines, letter
// paragraphs, red flags — is looked for anywhere in the preview's raw JSON, as whole words in any case.
import { JOB_DESCRIPTION, RICH_RESUME, WEAK_RESUME } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tool's answer, read field by field
type Json = Record<string, any>;
type Answer = { status: number; text: string; body: Json };
const post = async (path: string, userId: string, body: object): Promise<Answer> => t.api.post(path).set(await t.auth(userId)).send(body);

/** The same run by a free user (a preview) and by a user who bought the tool (the whole result). */
async function freeAndPaid(tool: string, path: string, body: object): Promise<{ preview: Answer; full: Answer }> {
  const preview = await post(path, newUserId(), body);
  const buyer = newUserId();
  await t.buy(buyer, tool);
  const full = await post(path, buyer, body);
  expect(preview.status).toBe(200);
  expect(full.status).toBe(200);
  expect(preview.body.isPreview).toBe(true);
  expect(full.body.isPreview).toBe(false);
  return { preview, full };
}

/** `item` as it would read inside a JSON string (quotes and line breaks escaped), as whole words, in any case. */
const mentionOf = (item: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${JSON.stringify(item.trim()).slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

function expectNoneIn(raw: string, paidOnly: string[]) {
  const leaked = paidOnly.filter((item) => mentionOf(item).test(raw));
  expect(leaked).toEqual([]);
}

/** The items beyond each list's quota in the full answer, and a check that each shown list is within its first items. */
function beyondQuotas(preview: Json, full: Json, quotas: Record<string, number>): string[] {
  const paidOnly: string[] = [];
  for (const [field, quota] of Object.entries(quotas)) {
    const items: string[] = full[field];
    expect(items.length).toBeGreaterThan(quota); // the input exercises this cut
    for (const shown of preview[field]) expect(items.slice(0, quota)).toContain(shown);
    expect(preview.hidden[field]).toBe(items.length - preview[field].length);
    paidOnly.push(...items.slice(quota));
  }
  return paidOnly;
}

/** Evidence lines past the first of each score or check: paid-only, and counted in hidden.evidence. */
function evidenceBeyondFirst(preview: Json, previewLists: string[][], fullLists: string[][]): string[] {
  previewLists.forEach((lines, i) => expect(fullLists[i].slice(0, 1)).toEqual(expect.arrayContaining(lines)));
  const paidOnly = fullLists.flatMap((lines) => lines.slice(1));
  expect(paidOnly.length).toBeGreaterThan(0);
  expect(preview.hidden.evidence).toBe(fullLists.flat().length - previewLists.flat().length);
  return paidOnly;
}

describe('cover letter', () => {
  it('previews the greeting, the opening and the first body paragraph; the other paragraphs never leave the server', async () => {
    const body = { jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME, companyName: 'Northwind Analytics', mode: 'detailed', keyAchievements: 'Cut hosting costs by 35%. Led 8 engineers.', specificSkills: 'Go, Kafka, Kubernetes' };
    const { preview, full } = await freeAndPaid('cover-letter-writer', '/api/tools/cover-letter', body);
    const paragraphs = full.body.coverLetter.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(4);
    expect(paragraphs[0]).toMatch(/^Dear .*,$/);
    expect(preview.body.coverLetter).toBe(paragraphs.slice(0, 3).join('\n\n'));
    expect(preview.body.hidden).toEqual({ paragraphs: paragraphs.length - 3 });
    expectNoneIn(preview.text, paragraphs.slice(3));
    expect(full.body).not.toHaveProperty('hidden');
  });
});

describe('ghost job detector', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  // A posting with many red flags and many signs of legitimacy, behind a shortened plain-http link.
  const SCAM_POSTING = `Data Entry Clerk at Brightpath Logistics (Remote)
URGENT HIRING - start immediately! We are always accepting applications for our talent pool.
Pay: $45 - $60 per hour. Contact recruiter.brightpath@gmail.com or hr@brightpath-logistics.com.
You will report to the operations manager. Interview process: one call on Telegram.
Requirements: 2+ years of experience with Excel, SQL, Salesforce and SAP.
- Enter 200 shipping records a day into SAP
- Reconcile invoices in Excel
Benefits: health insurance and a 401(k).
A refundable fee of $50 covers your starter kit.`;

  it('previews the verdict and the first two red flags and indicators; no other finding appears anywhere, reasoning included', async () => {
    const body = { analysisMethod: 'url', jobDescription: SCAM_POSTING, jobUrl: 'http://bit.ly/brightpath-jobs', postingDate: daysAgo(100) };
    const { preview, full } = await freeAndPaid('ghost-job-detector', '/api/tools/ghost-job-detector', body);
    const paidOnly = beyondQuotas(preview.body, full.body, { redFlags: 2, legitimacyIndicators: 2 });
    expect(preview.body.redFlags).toEqual(full.body.redFlags.slice(0, 2));
    expect(preview.body.legitimacyIndicators).toEqual(full.body.legitimacyIndicators.slice(0, 2));
    expect(preview.body).toMatchObject({
      classification: full.body.classification,
      company: full.body.company,
      jobTitle: full.body.jobTitle,
      confidence: full.body.confidence,
      stalenessCheck: full.body.stalenessCheck,
      urlAnalysis: { credibilityScore: full.body.urlAnalysis.credibilityScore, domain: full.body.urlAnalysis.domain, platform: full.body.urlAnalysis.platform },
    });
    // The link's suspicious patterns restate red flags in other words: a preview counts them.
    expect(full.body.urlAnalysis.suspiciousPatterns.length).toBeGreaterThan(0);
    expect(preview.body.urlAnalysis.suspiciousPatterns).toEqual([]);
    expect(preview.body.hidden.suspiciousPatterns).toBe(full.body.urlAnalysis.suspiciousPatterns.length);
    // The full reasoning quotes every finding: the preview's keeps only what quotes none of the hidden ones.
    expect(paidOnly.some((item) => full.body.reasoning.includes(item))).toBe(true);
    expect(preview.body.reasoning.length).toBeGreaterThan(0);
    // A finding is also named by its lead clause ("Pressure wording" of 'Pressure wording: "URGENT HIRING"').
    const leads = paidOnly.map((item) => item.split(':')[0].split(' — ')[0]).filter((lead) => lead.length >= 12);
    expectNoneIn(preview.text, [...paidOnly, ...leads, ...full.body.urlAnalysis.suspiciousPatterns]);
  });
});

describe('resume scanner', () => {
  it.each([
    ['a strong resume', RICH_RESUME, { strengths: 6, keywords: 15 }],
    ['a weak resume', WEAK_RESUME, { weaknesses: 4, recommendations: 6 }],
  ])('shows no hidden item, keyword or evidence line of %s anywhere in the preview', async (_kind, resumeText, quotas) => {
    const { preview, full } = await freeAndPaid('resume-scanner', '/api/tools/resume-scanner', { resumeText });
    const paidOnly = beyondQuotas(preview.body, full.body, quotas);
    const evidence = evidenceBeyondFirst(
      preview.body,
      preview.body.checks.map((check: { evidence: string[] }) => check.evidence),
      full.body.checks.map((check: { evidence: string[] }) => check.evidence),
    );
    expectNoneIn(preview.text, [...paidOnly, ...evidence]);
  });
});

describe('resume analysis', () => {
  it.each([
    ['a strong resume', RICH_RESUME, { missingKeywords: 5 }],
    ['a weak resume', WEAK_RESUME, { improvements: 4, recommendations: 6 }],
  ])('shows no hidden item, keyword or evidence line of %s anywhere in the preview', async (_kind, resumeText, quotas) => {
    const { preview, full } = await freeAndPaid('resume-analysis', '/api/tools/resume-analysis', { resumeText, jobDescription: JOB_DESCRIPTION });
    const paidOnly = beyondQuotas(preview.body, full.body, quotas);
    const scores = Object.keys(full.body.scoreEvidence);
    const evidence = evidenceBeyondFirst(
      preview.body,
      scores.map((score) => preview.body.scoreEvidence[score]),
      scores.map((score) => full.body.scoreEvidence[score]),
    );
    expectNoneIn(preview.text, [...paidOnly, ...evidence]);
  });
});

describe('LinkedIn optimizer', () => {
  it('shows 5 hashtags; the others appear nowhere in the preview', async () => {
    const body = { currentProfile: RICH_RESUME, targetRole: 'Staff Backend Engineer', industryExperience: '9 years', includeHashtags: true };
    const { preview, full } = await freeAndPaid('linkedin-optimizer', '/api/tools/linkedin', body);
    const paidOnly = beyondQuotas(preview.body, full.body, { hashtags: 5 });
    expect(preview.body.hashtags).toEqual(full.body.hashtags.slice(0, 5));
    expectNoneIn(preview.text, paidOnly);
  });
});
