// The Ghost Job Detector's verdict (spec part 1 §2, §4 'Results', §9): classification and confidence, posting age, the
// URL's credibility, red flags and legitimacy indicators. Its own chunk, in the site's theme: it shows only after a run.
import { CheckCircleOutlined, CopyOutlined, WarningOutlined } from '@ant-design/icons';
import type { GhostJobAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { PreviewBanner } from '../shared/preview-banner';
import { LockedRow, ResultList } from '../shared/result-list';
import { ScoreBar, scannerTone, type ScoreTone } from '../shared/score-bar';

/** 'Legit', 'Ghost' or neither (uncertain), as §3 reads the classification: the verdict tag's colour and the confidence bar's. */
function verdictOf(classification: string): { colour: string; tone: ScoreTone } {
  if (/ghost/i.test(classification)) return { colour: 'red', tone: 'red' };
  if (/legit/i.test(classification)) return { colour: 'green', tone: 'green' };
  return { colour: 'gold', tone: 'yellow' };
}

/**
 * What the confidence percentage means, in one sentence: for a scam, legit or uncertain verdict from posting text it is
 * the scam model's calibrated risk, read on labelled ads; for a ghost verdict, or from a link alone, it is a score of
 * signs with no labelled odds behind it.
 */
export function confidenceMeaning(result: Pick<GhostJobAnswer, 'classification' | 'confidence' | 'reasoning'>): string {
  const c = result.confidence;
  const labelled = 'in our labelled set of real and fake ads from one job site (about a third of them fake; among all job ads fakes are rarer)';
  if (/^From the link alone/.test(result.reasoning)) return `${c}% is a rough score of the link's signs, not odds read on labelled ads.`;
  if (/scam/i.test(result.classification)) return `${c}% means about ${c} in 100 ads that scored like this one were fake ${labelled}.`;
  if (/ghost/i.test(result.classification)) return `${c}% says how strongly the stale-posting signs (age, evergreen wording, vague duties) point to a ghost job; no labelled data backs it as odds.`;
  if (/legit/i.test(result.classification)) return `${c}% means about ${c} in 100 ads that scored like this one were real ${labelled}.`;
  return `${c}% means about ${c} in 100 ads that scored like this one went the way its signs lean ${labelled}: too close to call.`;
}

const alertType = (level: string) => (level === 'danger' ? 'error' : level === 'warning' ? 'warning' : 'info');

export default function GhostResult({ result, onUnlock, onCopy }: { result: GhostJobAnswer; onUnlock: () => void; onCopy: () => void }) {
  return (
    <Themed>
          <div style={{ marginTop: 16 }} data-result="ghost-job-detector" data-preview={String(result.isPreview)}>
            {result.isPreview && <PreviewBanner what="Report" message={result.upgradeMessage} hidden={result.hidden} onUnlock={onUnlock} />}
            <Card
              size="small"
              style={{ marginBottom: 12 }}
              // The title wraps and Copy All goes under it on a phone: a one-line head hid the job title behind the button.
              styles={{ header: { flexWrap: 'wrap', rowGap: 8, paddingBlock: 8 }, title: { whiteSpace: 'normal', overflow: 'visible', minWidth: 200 } }}
              title={
                <Space wrap>
                  <Tag color={verdictOf(result.classification).colour} style={{ fontSize: 14 }}>
                    {result.classification}
                  </Tag>
                  <span>
                    {result.jobTitle} · {result.company}
                  </span>
                </Space>
              }
              extra={
                <Button icon={<CopyOutlined />} onClick={onCopy}>
                  Copy All
                </Button>
              }
            >
              <ScoreBar label="Confidence" score={result.confidence} unit="percent" tone={() => verdictOf(result.classification).tone} />
              <Typography.Paragraph type="secondary" data-testid="confidence-meaning">
                {confidenceMeaning(result)}
              </Typography.Paragraph>
              <Typography.Paragraph>{result.reasoning}</Typography.Paragraph>
              {result.ghostPatternAlert && <Alert type="error" showIcon title="Ghost pattern alert" description={result.ghostPatternAlert} />}
            </Card>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Card size="small" title="Posting Age" style={{ marginBottom: 12 }}>
                  <Alert
                    type={alertType(result.stalenessCheck.alertLevel)}
                    showIcon
                    title={result.stalenessCheck.daysOpen === null ? 'Posting date unknown' : `Open ${result.stalenessCheck.daysOpen} days`}
                    description={result.stalenessCheck.message}
                  />
                </Card>
              </Col>
              {result.urlAnalysis && (
                <Col xs={24} md={12}>
                  <Card size="small" title="URL Analysis" style={{ marginBottom: 12 }}>
                    <ScoreBar label="Credibility" score={result.urlAnalysis.credibilityScore} tone={scannerTone} />
                    <Descriptions size="small" column={1} items={[
                      { key: 'domain', label: 'Domain', children: result.urlAnalysis.domain },
                      { key: 'platform', label: 'Platform', children: result.urlAnalysis.platform },
                    ]} />
                    {result.urlAnalysis.suspiciousPatterns.map((pattern) => (
                      <Tag key={pattern} color="red" style={{ marginTop: 4 }}>{pattern}</Tag>
                    ))}
                    {result.isPreview && !!result.hidden?.suspiciousPatterns && (
                      <LockedRow count={result.hidden.suspiciousPatterns} noun={result.hidden.suspiciousPatterns === 1 ? 'suspicious pattern' : 'suspicious patterns'} onUnlock={onUnlock} />
                    )}
                  </Card>
                </Col>
              )}
            </Row>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <ResultList title="Red Flags" icon={<WarningOutlined />} items={result.redFlags} hidden={result.isPreview ? result.hidden?.redFlags : 0} noun="red flags" onUnlock={onUnlock} />
              </Col>
              <Col xs={24} md={12}>
                <ResultList
                  title="Legitimacy Indicators"
                  icon={<CheckCircleOutlined />}
                  items={result.legitimacyIndicators}
                  hidden={result.isPreview ? result.hidden?.legitimacyIndicators : 0}
                  noun="legitimacy indicators"
                  onUnlock={onUnlock}
                />
              </Col>
            </Row>
          </div>
    </Themed>
  );
}
