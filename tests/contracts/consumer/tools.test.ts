// The web client's tools calls, made by the same functions the tool pages call (libs/web tools-api) over the real api
// client. Method and path come from the route map. Shapes are matched, not example values, except where a page relies
// on the value (isPreview, the counts in `hidden`, the spec's messages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { USAGE_LIMIT_MESSAGES } from '@careerkit/contracts/billing';
import { UPLOAD_MESSAGES } from '@careerkit/contracts/messages';
import {
  analyzeResume,
  detectGhostJob,
  optimizeLinkedIn,
  scanResume,
  uploadResume,
  writeCoverLetter,
  type CoverLetterForm,
  type GhostJobForm,
  type LinkedInForm,
} from '@careerkit/web/api/tools';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';
import { signIn, onPage, route, bearer } from './web-page';

const { like, eachLike, atLeastLike, atMostLike, string, integer } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'tools', dir: PACTS_DIR, logLevel: 'warn' });
const fixture = (name: string) => join(__dirname, '../fixtures', name);

const RESUME = `Jane Doe
jane@example.com | (206) 555-0142 | Seattle, WA

EXPERIENCE
Senior Software Engineer, Northwind Payments
Mar 2021 – Present
• Led the move of 40 services to Kubernetes, cutting deploy time from 2 hours to 15 minutes
• Reduced checkout latency 38% by caching prices in Redis
Software Engineer, Bluefin Analytics
Jun 2018 – Feb 2021
• Built Python data pipelines processing 2M events a day on AWS

EDUCATION
B.S. Computer Science, Oregon State University, 2018

SKILLS
Python, AWS, Kubernetes, Redis, PostgreSQL, SQL`;

const LETTER: CoverLetterForm = {
  mode: 'quick',
  jobDescription: 'Senior Backend Engineer at Northwind: Python, AWS, PostgreSQL.',
  userExperience: 'Seven years building payment services in Python on AWS.',
  companyName: 'Northwind',
  jobTitle: 'Senior Backend Engineer',
};
const LINKEDIN: LinkedInForm = {
  currentProfile: 'Backend engineer with seven years in payments, Python and AWS. Led a Kubernetes migration.',
  targetRole: 'Staff Engineer',
  tone: 'Professional',
  purposes: ['Recruiter Visibility'],
  includeHashtags: true,
};
const GHOST: GhostJobForm = {
  analysisMethod: 'description',
  jobDescription: 'Rockstar ninja wanted! Always hiring. Send a $50 starter-kit fee to jobs.hiring.now@gmail.com to apply.',
  postingDate: null,
};

const check = { id: string('contact'), label: string('Parseable contact info'), weight: integer(12), score: integer(100), evidence: eachLike(string('Email jane@example.com (line 2)')) };
// a preview shows at most a check's first evidence line, and none where a held-back strength quotes it (PREV-03)
const previewCheck = { ...check, evidence: atMostLike(string('Email jane@example.com (line 2)'), 1) };
const scores = {
  overallScore: integer(84),
  jobMatchScore: null,
  atsScore: integer(88),
  technicalSkillsScore: integer(80),
  experienceQualityScore: integer(75),
  formatDesignScore: integer(90),
  achievementImpactScore: integer(85),
  authenticityScore: integer(95),
};
const evidenceLines = eachLike(string('2 of 3 bullets quantify a result'));
const scoreEvidence = {
  jobMatchScore: evidenceLines,
  atsScore: evidenceLines,
  technicalSkillsScore: evidenceLines,
  experienceQualityScore: evidenceLines,
  formatDesignScore: evidenceLines,
  achievementImpactScore: evidenceLines,
  authenticityScore: evidenceLines,
};

describe('the cover letter writer', () => {
  it('writes a free preview with the upgrade text', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free cover-letter-writer use')
      .uponReceiving('a quick cover letter request on the free preview')
      .withRequest(...route('coverLetter'), (b) => b.headers(bearer).jsonBody(LETTER))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // The greeting, the opening and the first body paragraph; the rest of the letter is only counted.
          coverLetter: string('Dear Hiring Manager,\n\nI am writing to apply.\n\nI led the move to Kubernetes.'),
          hidden: like({ paragraphs: integer(2) }),
          isPreview: true,
          upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.',
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await writeCoverLetter(LETTER)).toMatchObject({ isPreview: true, hidden: { paragraphs: 2 } });
      }));

  it('writes the whole letter for a paying user', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought cover-letter-writer')
      .uponReceiving('a quick cover letter request from a paying user')
      .withRequest(...route('coverLetter'), (b) => b.headers(bearer).jsonBody(LETTER))
      .willRespondWith(200, (b) => b.jsonBody({ coverLetter: string('Dear Hiring Manager,'), isPreview: false }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await writeCoverLetter(LETTER)).toMatchObject({ isPreview: false });
      }));
});

describe('the LinkedIn optimizer', () => {
  it('shows a preview with 5 hashtags and the count of the rest', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free linkedin-optimizer use')
      .uponReceiving('a LinkedIn request on the free preview')
      .withRequest(...route('linkedin'), (b) => b.headers(bearer).jsonBody(LINKEDIN))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          headline: string('Staff Engineer | Python · AWS · Kubernetes'),
          summary: string('Backend engineer with seven years in payments.'),
          achievements: eachLike(string('Led a Kubernetes migration')),
          hashtags: eachLike(string('#Python')),
          hidden: like({ hashtags: integer(3) }),
          isPreview: true,
          upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.',
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await optimizeLinkedIn(LINKEDIN)).toMatchObject({ isPreview: true, hidden: { hashtags: 3 } });
      }));

  it("refuses a form without a target role with the spec's one message", () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free linkedin-optimizer use')
      .uponReceiving('a LinkedIn request without a target role')
      .withRequest(...route('linkedin'), (b) => b.headers(bearer).jsonBody({ ...LINKEDIN, targetRole: '' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: 'Please fill in all required fields before optimizing your profile.' }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(optimizeLinkedIn({ ...LINKEDIN, targetRole: '' })).rejects.toMatchObject({
          status: 400,
          serverMessage: 'Please fill in all required fields before optimizing your profile.',
        });
      }));
});

describe('the resume scanner', () => {
  it('scans on the free preview: every weighted check with its first line of evidence, counts of what is held back', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free resume-scanner use')
      .uponReceiving('a resume scan on the free preview')
      .withRequest(...route('resumeScanner'), (b) => b.headers(bearer).jsonBody({ resumeText: RESUME }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          score: integer(88),
          atsCompatibility: integer(92),
          checks: atLeastLike(previewCheck, 9),
          strengths: eachLike(string('Parseable contact info: Email jane@example.com (line 2)')),
          weaknesses: eachLike(string('Length (20/100): 77 words (under a page)')),
          keywords: eachLike(string('Python')),
          recommendations: eachLike(string('Add detail: most strong résumés run 300-1,000 words.')),
          hidden: like({ strengths: integer(0), weaknesses: integer(0), keywords: integer(0), recommendations: integer(0), evidence: integer(4) }),
          isPreview: true,
          upgradeMessage: 'This is a free preview. Upgrade to get 8 detailed scans per purchase.',
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const scan = await scanResume({ resumeText: RESUME });
        expect(scan).toMatchObject({ isPreview: true });
        expect(scan.checks.length).toBeGreaterThanOrEqual(9);
      }));

  it("refuses a user with no scan left with 402, the tool's message and the usage", () =>
    pact
      .addInteraction()
      .given('a signed-in user who has used the free resume-scanner use')
      .uponReceiving('a resume scan with no use left')
      .withRequest(...route('resumeScanner'), (b) => b.headers(bearer).jsonBody({ resumeText: RESUME }))
      .willRespondWith(402, (b) => b.jsonBody({ message: USAGE_LIMIT_MESSAGES['resume-scanner'], usageInfo: { used: integer(1), limit: integer(1) } }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(scanResume({ resumeText: RESUME })).rejects.toMatchObject({ status: 402, serverMessage: USAGE_LIMIT_MESSAGES['resume-scanner'] });
      }));
});

describe('the resume analysis', () => {
  it('gives a paying user the eight scores with what each rests on', () =>
    pact
      .addInteraction()
      .given('a signed-in user who bought resume-analysis')
      .uponReceiving('a resume analysis without a job description from a paying user')
      .withRequest(...route('resumeAnalysis'), (b) => b.headers(bearer).jsonBody({ resumeText: RESUME }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...scores,
          scoreEvidence,
          strengths: eachLike(string('Measured result: Reduced checkout latency 38%')),
          improvements: eachLike(string('Length (20/100): 77 words (under a page)')),
          // No job description, no posting to miss keywords from.
          missingKeywords: [],
          recommendations: eachLike(string('Add the job description to score job match and list missing keywords.')),
          isPreview: false,
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const analysis = await analyzeResume({ resumeText: RESUME });
        expect(analysis).toMatchObject({ isPreview: false, jobMatchScore: null });
        expect(analysis.scoreEvidence.atsScore.length).toBeGreaterThan(0);
      }));
});

describe('the ghost job detector', () => {
  it('classifies a posting on the free preview, with the signals behind it', () =>
    pact
      .addInteraction()
      .given('a signed-in user with a free ghost-job-detector use')
      .uponReceiving('a ghost job check of a description on the free preview')
      .withRequest(...route('ghostJob'), (b) => b.headers(bearer).jsonBody(GHOST))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          // Text with 'Legit', 'Ghost' or neither (uncertain), spec part 1 §3.
          classification: string('Likely Ghost Job'),
          company: string('Unknown company'),
          jobTitle: string('Rockstar ninja'),
          confidence: integer(85),
          reasoning: string('Asks applicants for money.'),
          stalenessCheck: { alertLevel: string('unknown'), daysOpen: null, message: string('No posting date given.') },
          redFlags: eachLike(string('Asks applicants to pay a fee')),
          // Zero or more: the detector's wording sign may speak for the ad.
          legitimacyIndicators: eachLike(string('Names the hiring company'), 0),
          // The first two red flags and indicators are shown; the rest are only counted.
          hidden: like({ redFlags: integer(1), legitimacyIndicators: integer(0) }),
          isPreview: true,
          upgradeMessage: 'This is a free preview. Upgrade to get 5 complete generations per purchase.',
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect(await detectGhostJob(GHOST)).toMatchObject({ isPreview: true, classification: 'Likely Ghost Job' });
      }));
});

describe('the resume upload', () => {
  it('reads the text of a .txt resume', () =>
    pact
      .addInteraction()
      .given('a signed-in user')
      .uponReceiving('a .txt resume upload')
      .withRequest(...route('uploadResume'), (b) => b.headers(bearer).multipartBody('text/plain', fixture('resume.txt'), 'file'))
      .willRespondWith(200, (b) => b.jsonBody({ extractedText: string('Jane Doe'), fileName: string('resume.txt') }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const file = new File([readFileSync(fixture('resume.txt'))], 'resume.txt', { type: 'text/plain' });
        expect(await uploadResume(file)).toMatchObject({ extractedText: 'Jane Doe' });
      }));

  it("refuses a file that is not a resume type with the spec's message", () =>
    pact
      .addInteraction()
      .given('a signed-in user')
      .uponReceiving('an upload of an image')
      .withRequest(...route('uploadResume'), (b) => b.headers(bearer).multipartBody('image/png', fixture('photo.png'), 'file'))
      .willRespondWith(415, (b) => b.jsonBody({ message: UPLOAD_MESSAGES.badType }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const file = new File([readFileSync(fixture('photo.png'))], 'photo.png', { type: 'image/png' });
        await expect(uploadResume(file)).rejects.toMatchObject({ status: 415, serverMessage: UPLOAD_MESSAGES.badType });
      }));
});
