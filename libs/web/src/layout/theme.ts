// The one look: antd theme tokens every app applies to its own antd (antd is not a shared module).
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2454d6',
    colorInfo: '#2454d6',
    // Text colours meet WCAG 2.2 AA (4.5:1 on white): antd's defaults for secondary text (3.4:1), placeholders,
    // success (3.4:1) and warning (3.2:1) do not.
    colorSuccess: '#157f3f',
    colorWarning: '#b45309',
    colorError: '#d92d20',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
};

/** Tool pages the header, home and pricing link to (spec part 1 §2, part 2 §2). */
export const TOOL_PAGES = [
  { key: 'cover-letter-writer', path: '/cover-letter-writer', name: 'Cover Letter Writer', description: 'Tailored cover letters in five modes' },
  { key: 'linkedin-optimizer', path: '/linkedin-optimizer', name: 'LinkedIn Optimizer', description: 'Headline, summary and hashtags that get found' },
  { key: 'resume-scanner', path: '/resume-scanner', name: 'Resume Scanner', description: 'ATS compatibility score and fixes' },
  { key: 'resume-analysis', path: '/resume-analysis', name: 'AI Resume Analysis', description: "An 8-point hiring manager's evaluation", premium: true },
  { key: 'ghost-job-detector', path: '/ghost-job-detector', name: 'Ghost Job Detector', description: 'Real posting or ghost job?' },
  { key: 'salary-benchmark', path: '/salary-benchmarker', name: 'Salary Benchmarker', description: 'Market percentiles and a negotiation plan', premium: true },
] as const;
