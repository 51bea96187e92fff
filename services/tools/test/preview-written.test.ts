// Previews of answers an AI provider writes in its own words (the service's OpenAI adapter against a local
// OpenAI-compatible stand-in): a text the preview shows — the ghost job's staleness message, LinkedIn's headline and
// summary, a scanner check's evidence line — keeps nothing that names or is quoted by an item the preview hides.
import { RICH_RESUME } from './fixtures';
import { startOpenAiStandIn, type OpenAiStandIn } from './openai-stand-in';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

const POSTED_DAYS_AGO = 100;
/** LinkedIn: the preview shows 5 hashtags; these are the 6th to 8th. */
const HASHTAGS = ['#BackendEngineering', '#Go', '#Kafka', '#Kubernetes', '#DistributedSystems', '#Terraform', '#SiteReliability', '#PlatformEngineering'];
const HIDDEN_HASHTAGS = HASHTAGS.slice(5);

/** The red flag a writer adds from the staleness finding, led by the message's own opening ('Open 100 days (60 or more)'). */
const stalenessFlag = (message: string) => `${message.split(':')[0]}: the seat is likely filled already`;
/** A scanner strength a writer words around a check's first evidence line. */
const quotingStrength = (line: string) => `Recruiters can reach you at once — ${line} — which many resumes miss`;

let t: ToolsUnderTest;
let writer: OpenAiStandIn;
let api: ToolsUnderTest['api'];
beforeAll(async () => {
  t = await startTools();
  writer = await startOpenAiStandIn({
    detectGhostJob: ({ decided }) => ({
      company: 'Brightpath Logistics',
      jobTitle: 'Data Entry Clerk',
      reasoning: 'The posting asks for a fee and gives no pay range.',
      redFlags: ['Asks for a fee: "refundable fee"', 'No pay range given', stalenessFlag(decided.stalenessCheck.message)],
      legitimacyIndicators: ['Names the tools used'],
      ghostPatternAlert: '',
    }),
    linkedin: () => ({
      headline: `Staff Backend Engineer · Go · Kafka ${HIDDEN_HASHTAGS[0]}`,
      summary: `I build backend systems in Go and Kafka that stay up. I run the platform on Kubernetes with ${HIDDEN_HASHTAGS[1]} habits. I am looking for a staff role.`,
      achievements: ['Cut hosting costs by 35%'],
      hashtags: HASHTAGS,
    }),
    scanResume: ({ findings }) => ({
      strengths: [
        'Clear structure',
        'Readable layout',
        'Dated roles',
        'Bulleted roles',
        'Right length',
        'Skills listed',
        quotingStrength(findings.atsChecks.find((check: { check: string }) => check.check === 'Parseable contact info').evidence[0]),
      ],
      weaknesses: ['Few figures'],
      recommendations: ['Add figures'],
    }),
  });
  ({ api } = await t.startAnother(undefined, writer.env));
});
afterAll(async () => {
  await t.stop();
  await writer.close();
});

/** The same run by a free user (a preview) and by a user who bought the tool (the whole result). */
async function freeAndPaid(tool: string, path: string, body: object) {
  const preview = await api.post(path).set(await t.auth(newUserId())).send(body);
  const buyer = newUserId();
  await t.buy(buyer, tool);
  const full = await api.post(path).set(await t.auth(buyer)).send(body);
  expect([preview.status, preview.body.isPreview, full.status, full.body.isPreview]).toEqual([200, true, 200, false]);
  return { preview, full };
}

it("leaves out of the ghost job's staleness message what names a red flag the preview hides", async () => {
  const postingDate = new Date(Date.now() - POSTED_DAYS_AGO * 86_400_000).toISOString().slice(0, 10);
  const posting = 'Data Entry Clerk at Brightpath Logistics. URGENT HIRING. A refundable fee of $50 covers your starter kit. Contact hr@brightpath-logistics.com.';
  const { preview, full } = await freeAndPaid('ghost-job-detector', '/api/tools/ghost-job-detector', { analysisMethod: 'description', jobDescription: posting, postingDate });
  const hiddenFlag = full.body.redFlags[2];
  const lead = hiddenFlag.split(':')[0];
  expect(full.body.stalenessCheck.message).toContain(lead); // the message names the hidden flag by its lead
  expect(preview.body.redFlags).toEqual(full.body.redFlags.slice(0, 2));
  expect(preview.body.hidden.redFlags).toBe(1);
  expect(preview.body.stalenessCheck).toMatchObject({ alertLevel: full.body.stalenessCheck.alertLevel, daysOpen: POSTED_DAYS_AGO });
  expect(preview.text).not.toContain(lead);
});

it("leaves out of LinkedIn's headline and summary the sentences that name a hashtag the preview hides", async () => {
  const body = { currentProfile: RICH_RESUME, targetRole: 'Staff Backend Engineer', includeHashtags: true };
  const { preview, full } = await freeAndPaid('linkedin-optimizer', '/api/tools/linkedin', body);
  expect(full.body.hashtags).toEqual(HASHTAGS);
  expect(full.body.headline).toContain(HIDDEN_HASHTAGS[0]);
  expect(full.body.summary).toContain(HIDDEN_HASHTAGS[1]);
  expect(preview.body.hashtags).toEqual(HASHTAGS.slice(0, 5));
  expect(preview.body.summary).toBe('I build backend systems in Go and Kafka that stay up. I am looking for a staff role.');
  for (const hashtag of HIDDEN_HASHTAGS) expect(preview.text.toLowerCase()).not.toContain(hashtag.toLowerCase());
});

it("leaves out a scanner check's evidence line that a hidden strength quotes, and keeps the check's label and score", async () => {
  const { preview, full } = await freeAndPaid('resume-scanner', '/api/tools/resume-scanner', { resumeText: RICH_RESUME });
  const contact = full.body.checks.find((check: { id: string }) => check.id === 'contact');
  expect(full.body.strengths[6]).toBe(quotingStrength(contact.evidence[0]));
  expect(preview.body.hidden.strengths).toBe(1);
  expect(preview.body.checks.find((check: { id: string }) => check.id === 'contact')).toMatchObject({ label: contact.label, score: contact.score, evidence: [] });
  expect(preview.text).not.toContain(JSON.stringify(contact.evidence[0]).slice(1, -1));
});
