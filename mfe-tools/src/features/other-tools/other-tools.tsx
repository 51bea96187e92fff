// The 'other tools' strip under every tool page (spec part 1 §2): the previous and next tool in the spec's order
// (cover letter, LinkedIn, resume scanner, resume analysis, ghost job), then every other tool by name.
import { Link } from '@careerkit/web/router';

/** The spec's tool-to-tool order; salary lives in its own area and closes the list of other tools. */
export const TOOL_ORDER = [
  { path: '/cover-letter-writer', name: 'Cover Letter Writer' },
  { path: '/linkedin-optimizer', name: 'LinkedIn Profile Optimizer' },
  { path: '/resume-scanner', name: 'Resume Scanner' },
  { path: '/resume-analysis', name: 'AI Resume Analysis' },
  { path: '/ghost-job-detector', name: 'Ghost Job Detector' },
] as const;
const SALARY = { path: '/salary-benchmarker', name: 'Salary Benchmarker' };

export function OtherTools({ current }: { current: string }) {
  const at = TOOL_ORDER.findIndex((tool) => tool.path === `/${current}`);
  const previous = at > 0 ? TOOL_ORDER[at - 1] : undefined;
  const next = at >= 0 && at < TOOL_ORDER.length - 1 ? TOOL_ORDER[at + 1] : undefined;
  const others = [...TOOL_ORDER.filter((_, index) => index !== at), SALARY];
  return (
    <nav aria-label="Other tools" style={{ marginTop: 32, paddingTop: 16, borderTop: '1px solid #f0f0f0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <span>{previous && <Link to={previous.path}>← Previous: {previous.name}</Link>}</span>
        <span>{next && <Link to={next.path}>Next: {next.name} →</Link>}</span>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', marginTop: 12 }}>
        <span className="ck-text-secondary">Other tools:</span>
        {others.map((tool) => (
          <Link key={tool.path} to={tool.path}>
            {tool.name}
          </Link>
        ))}
      </div>
    </nav>
  );
}
