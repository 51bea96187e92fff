// The tools service's calls from the browser (spec part 1 §7), one per tools route of the route map. The tool pages
// call these, so what they send is what the contract pins.
// Paths are written out and the route map imported for its types only, as billing-api does: its schemas would bring
// zod into the pages.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

export type CoverLetterForm = Sent<'coverLetter'>;
export type CoverLetterAnswer = Answer<'coverLetter'>;
export type LinkedInForm = Sent<'linkedin'>;
export type LinkedInAnswer = Answer<'linkedin'>;
export type ResumeScanForm = Sent<'resumeScanner'>;
export type ResumeScanAnswer = Answer<'resumeScanner'>;
export type ResumeAnalysisForm = Sent<'resumeAnalysis'>;
export type ResumeAnalysisAnswer = Answer<'resumeAnalysis'>;
export type GhostJobForm = Sent<'ghostJob'>;
export type GhostJobAnswer = Answer<'ghostJob'>;
export type ResumeUploadAnswer = Answer<'uploadResume'>;

export const writeCoverLetter = (form: CoverLetterForm) =>
  apiRequest<CoverLetterAnswer>('/api/tools/cover-letter', { method: 'POST', body: form satisfies Sent<'coverLetter'> });

export const optimizeLinkedIn = (form: LinkedInForm) =>
  apiRequest<LinkedInAnswer>('/api/tools/linkedin', { method: 'POST', body: form satisfies Sent<'linkedin'> });

export const scanResume = (form: ResumeScanForm) =>
  apiRequest<ResumeScanAnswer>('/api/tools/resume-scanner', { method: 'POST', body: form satisfies Sent<'resumeScanner'> });

export const analyzeResume = (form: ResumeAnalysisForm) =>
  apiRequest<ResumeAnalysisAnswer>('/api/tools/resume-analysis', { method: 'POST', body: form satisfies Sent<'resumeAnalysis'> });

export const detectGhostJob = (form: GhostJobForm) =>
  apiRequest<GhostJobAnswer>('/api/tools/ghost-job-detector', { method: 'POST', body: form satisfies Sent<'ghostJob'> });

/** Multipart with one field `file`; the answer is the text the server read from it. */
export const uploadResume = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ResumeUploadAnswer>('/api/upload/resume', { method: 'POST', form });
};
