// Home (spec part 1 §2): hero, six tool cards from the tool configs, trust badges, secure payments.
// Plain markup styled by the page template (ck-* rules), no antd: Home is the first load of most visits.
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { formatPrice, usesText } from '@careerkit/web/payment/price-text';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import { Card } from '@careerkit/web/layout/card';

const BULLETS: Record<string, [string, string, string]> = {
  'cover-letter-writer': ['Five writing modes', 'Matched to the job description', 'Ready to send in minutes'],
  'linkedin-optimizer': ['Headline and summary rewrite', 'Achievements that stand out', 'Relevant hashtags'],
  'resume-scanner': ['ATS compatibility score', 'Strengths and weaknesses', 'Keywords to add'],
  'resume-analysis': ['8-point hiring evaluation', 'Job match score', 'Concrete recommendations'],
  'ghost-job-detector': ['Legit, ghost or uncertain', 'Red flags and staleness check', 'Posting URL credibility'],
  'salary-benchmark': ['Market percentiles for your role', 'Location-adjusted figures', 'Negotiation email and call script'],
};

export function HomePage() {
  useDocumentTitle(undefined); // Home is the site itself: "CareerKit"
  const { data: configs } = useToolConfigs();
  return (
    <div className="ck-home">
      <div className="ck-hero">
        <h1>AI career tools. Pay only for what you use.</h1>
        <p className="ck-text-secondary">Try every tool free, then unlock full results per tool. No subscriptions.</p>
        <div className="ck-actions">
          <ButtonLink to="/pricing" primary large>Get Started Free</ButtonLink>
          <ButtonLink to="/demo" large>How It Works</ButtonLink>
        </div>
      </div>

      <div className="ck-card-grid">
        {TOOL_PAGES.map((tool) => {
          const config = configs?.[tool.key];
          return (
            <Card
              key={tool.key}
              title={config?.displayName ?? tool.name}
              label={config?.displayName ?? tool.name}
              // A gold dark enough for white text at WCAG AA (antd's gold is 1.9:1).
              badge={'premium' in tool && tool.premium && <span className="ck-tag ck-tag-premium">PREMIUM</span>}
              extra={config && <strong>{formatPrice(config.price)}</strong>}
            >
              <p className="ck-text-secondary">{tool.description}</p>
              {config && <p>{usesText(config)}</p>}
              <ul className="ck-bullets">
                {BULLETS[tool.key].map((b) => (
                  <li key={b}><SvgIcon icon={CheckCircleOutlined} style={{ color: '#157f3f', marginRight: 8 }} />{b}</li>
                ))}
              </ul>
              <div className="ck-actions">
                <ButtonLink to={tool.path}>Try Free First</ButtonLink>
                <ButtonLink to={tool.path} primary>Get Full Access</ButtonLink>
              </div>
            </Card>
          );
        })}
      </div>

      <div className="ck-badges">
        <span className="ck-tag ck-tag-blue"><SvgIcon icon={LockOutlined} /> Secure card payments</span>
        <span className="ck-tag"><SvgIcon icon={SafetyOutlined} style={{ color: '#157f3f' }} /> Your data stays yours</span>
        <span className="ck-tag ck-tag-purple"><SvgIcon icon={ThunderboltOutlined} /> Results in seconds</span>
      </div>
    </div>
  );
}
