// The preview cut on results any engine might write (OpenAI's wording differs from the local engine's): a shown line
// that names a hidden item is left out too, and a letter is cut by its paragraphs.
import type { GhostJobOutput, ResumeScanOutput } from '@careerkit/ai/port';
import { coverLetterPreview, ghostJobPreview, scannerPreview } from '../src/domain/preview-cut';

const KEYWORDS = ['Python', 'SQL', 'Linux', 'Java', 'JavaScript', 'AWS', 'GitHub', 'PostgreSQL', 'Docker', 'Kafka', 'Go', 'MongoDB', 'Node.js', 'React', 'Kubernetes', 'Terraform', 'CI/CD', 'Redis'];

function scan(overrides: Partial<ResumeScanOutput>): ResumeScanOutput {
  return {
    score: 80,
    atsCompatibility: 85,
    checks: [],
    strengths: ['Clear contact block'],
    weaknesses: [],
    keywords: KEYWORDS,
    recommendations: [],
    ...overrides,
  };
}

describe('scanner preview', () => {
  it('leaves out an evidence line that names a keyword the keyword cut hides, and counts it', () => {
    const full = scan({
      checks: [
        { id: 'keywords', label: 'Keyword coverage', weight: 24, score: 90, evidence: ['18 hard skills, among them Terraform and ci/cd', 'Also Redis'] },
        { id: 'contact', label: 'Contact', weight: 12, score: 100, evidence: ['Email on line 3', 'Phone on line 3'] },
      ],
    });
    const preview = scannerPreview(full);
    expect(preview.keywords).toEqual(KEYWORDS.slice(0, 15));
    expect(preview.checks.map((check) => check.evidence)).toEqual([[], ['Email on line 3']]);
    expect(preview.hidden).toMatchObject({ keywords: 3, evidence: 3 });
    expect(JSON.stringify(preview)).not.toMatch(/Terraform|CI\/CD|Redis/i);
  });

  it('leaves out a shown strength that names a hidden keyword, but not one that only contains it inside a word', () => {
    const full = scan({ strengths: ['Modern infrastructure: Terraform modules', 'Cloud: Google Cloud and AWS', 'Kubernetes operators'] });
    const preview = scannerPreview({ ...full, keywords: [...KEYWORDS.slice(0, 10), 'MongoDB', 'Node.js', 'React', 'Kubernetes', 'Linux', 'Go', 'Terraform'] });
    // "Go" is hidden (the 16th keyword): "Google" does not name it; "Terraform" is hidden and named.
    expect(preview.strengths).toEqual(['Cloud: Google Cloud and AWS', 'Kubernetes operators']);
    expect(preview.hidden.strengths).toBe(1);
  });
});

describe('ghost job preview', () => {
  const full: GhostJobOutput = {
    classification: 'Ghost Job — likely scam',
    company: 'Brightpath',
    jobTitle: 'Clerk',
    confidence: 90,
    reasoning:
      'Likely scam with 90% confidence. Red flag: Asks for a fee: "refundable fee". Red flag: No pay range given. Red flag: Pressure wording: "URGENT". In its favour: States pay. In its favour: Names tools. In its favour: Company email.',
    ghostPatternAlert: 'Scam pattern: Pressure wording and 1 more. Do not send money or personal documents.',
    stalenessCheck: { alertLevel: 'ok', daysOpen: 3, message: 'Open 3 days: recent enough to be an active opening.' },
    urlAnalysis: { credibilityScore: 20, domain: 'bit.ly', platform: 'Link shortener', suspiciousPatterns: ['Link shortener (bit.ly) hides where the link leads'] },
    redFlags: ['Asks for a fee: "refundable fee"', 'No pay range given', 'Pressure wording: "URGENT"'],
    legitimacyIndicators: ['States pay', 'Names tools', 'Company email'],
  };

  it('keeps the verdict, the first two findings of each kind, and the sentences that name no hidden finding', () => {
    const preview = ghostJobPreview(full);
    expect(preview).toMatchObject({ classification: full.classification, confidence: 90, redFlags: full.redFlags.slice(0, 2), legitimacyIndicators: full.legitimacyIndicators.slice(0, 2) });
    expect(preview.reasoning).toBe('Likely scam with 90% confidence. Red flag: Asks for a fee: "refundable fee". Red flag: No pay range given. In its favour: States pay. In its favour: Names tools.');
    expect(preview.ghostPatternAlert).toBe('Do not send money or personal documents.');
    expect(preview.urlAnalysis).toEqual({ ...full.urlAnalysis, suspiciousPatterns: [] });
    expect(preview.hidden).toEqual({ redFlags: 1, legitimacyIndicators: 1, suspiciousPatterns: 1 });
    expect(JSON.stringify(preview)).not.toMatch(/URGENT|Company email|Pressure wording|hides where/);
  });

  it('keeps only the verdict and the sentences quoting shown findings, so a hidden finding in other words stays hidden', () => {
    const written = { ...full, reasoning: 'Likely scam. Red flag: No pay range given. The recruiter also pushes you to hurry. In its favour: States pay.' };
    expect(ghostJobPreview(written).reasoning).toBe('Likely scam. Red flag: No pay range given. In its favour: States pay.');
    const nothingHidden = { ...written, redFlags: full.redFlags.slice(0, 2), legitimacyIndicators: full.legitimacyIndicators.slice(0, 2), urlAnalysis: undefined };
    expect(ghostJobPreview(nothingHidden).reasoning).toBe(written.reasoning);
  });
});

describe('cover letter preview', () => {
  it('shows the greeting, the opening and the first body paragraph, and counts the rest', () => {
    const letter = ['Dear Team,', 'I am applying.', 'I built things.', 'I led people.', 'Thank you.', 'Sincerely,\n[Your Name]'].join('\n\n');
    expect(coverLetterPreview({ coverLetter: letter })).toEqual({ coverLetter: 'Dear Team,\n\nI am applying.\n\nI built things.', hidden: { paragraphs: 3 } });
  });

  it('always hides at least one part, even of a short letter or one written as a single block', () => {
    expect(coverLetterPreview({ coverLetter: 'Dear Team,\n\nI am applying.\n\nThank you.' })).toEqual({ coverLetter: 'Dear Team,\n\nI am applying.', hidden: { paragraphs: 1 } });
    expect(coverLetterPreview({ coverLetter: 'I am applying. I built things. Thank you.' })).toEqual({ coverLetter: 'I am applying. I built things.', hidden: { paragraphs: 1 } });
    // no letter, only what the résumé lacks: the advice is the whole answer
    expect(coverLetterPreview({ coverLetter: '', whatToAdd: ['Two or three things you did.'] })).toEqual({ coverLetter: '', whatToAdd: ['Two or three things you did.'], hidden: { paragraphs: 0 } });
  });
});
