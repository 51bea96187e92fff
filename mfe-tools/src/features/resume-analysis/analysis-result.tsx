// AI Resume Analysis's result (spec part 1 §2, §4 'Results', §9): eight score tiles and four lists; a free preview
// locks part of each. Its own chunk, in the site's theme: it shows only after a run.
import { AimOutlined, BulbOutlined, CheckCircleOutlined, KeyOutlined, WarningOutlined } from '@ant-design/icons';
import type { ResumeAnalysisAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
import { Card, Col, Row, Typography } from 'antd';
import { PreviewBanner } from '../shared/preview-banner';
import { LockedRow, ResultList } from '../shared/result-list';
import { ScoreBar, analysisTone } from '../shared/score-bar';

/** What a score rests on, as the server sent it (the overall score is the weighted sum of the others). */
const evidenceFor = (result: ResumeAnalysisAnswer, field: keyof ResumeAnalysisAnswer): string[] | undefined =>
  field in result.scoreEvidence ? result.scoreEvidence[field as keyof ResumeAnalysisAnswer['scoreEvidence']] : undefined;

/** The eight tiles in the spec's order, each with the result field it shows and what it weighs. */
const TILES: { label: string; field: keyof ResumeAnalysisAnswer; note: string }[] = [
  { label: 'Overall', field: 'overallScore', note: 'The weighted whole' },
  { label: 'Job Match', field: 'jobMatchScore', note: 'Fit with the target role (needs a description)' },
  { label: 'ATS', field: 'atsScore', note: 'Readable by applicant tracking systems' },
  { label: 'Skill Depth', field: 'technicalSkillsScore', note: 'Skills shown in roles, not only listed' },
  { label: 'Career Growth', field: 'experienceQualityScore', note: 'Progression, gaps and tenure' },
  { label: 'Professional', field: 'formatDesignScore', note: 'Structure, format and language' },
  { label: 'Results', field: 'achievementImpactScore', note: 'Measurable achievements' },
  { label: 'Plagiarism Check', field: 'authenticityScore', note: 'Original wording, not boilerplate' },
];

export default function AnalysisResult({ result, onUnlock }: { result: ResumeAnalysisAnswer; onUnlock: () => void }) {
  const unlock = onUnlock;
  const hidden = result.isPreview ? (result.hidden ?? {}) : {};
  return (
    <Themed>
          <div style={{ marginTop: 16 }} data-result="resume-analysis" data-preview={String(result.isPreview)}>
            {result.isPreview && <PreviewBanner what="Analysis" message={result.upgradeMessage} hidden={result.hidden} onUnlock={unlock} />}
            <Card size="small" title="Scores" style={{ marginBottom: 12 }}>
              <Row gutter={24}>
                {TILES.map((tile) => (
                  <Col xs={24} md={12} key={tile.label}>
                    <ScoreBar label={tile.label} score={result[tile.field] as number | null} tone={analysisTone} note={tile.note} evidence={evidenceFor(result, tile.field)} />
                  </Col>
                ))}
              </Row>
              {(hidden.evidence ?? 0) > 0 && <LockedRow count={hidden.evidence!} noun="lines of evidence" onUnlock={unlock} />}
            </Card>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <ResultList title="Hiring Strengths" icon={<CheckCircleOutlined />} items={result.strengths} hidden={hidden.strengths} noun="strengths" onUnlock={unlock} />
              </Col>
              <Col xs={24} md={12}>
                <ResultList title="Red Flags & Concerns" icon={<WarningOutlined />} items={result.improvements} hidden={hidden.improvements} noun="concerns" onUnlock={unlock} />
              </Col>
            </Row>
            <ResultList title="Missing Keywords" icon={<KeyOutlined />} items={result.missingKeywords} hidden={hidden.missingKeywords} noun="missing keywords" onUnlock={unlock} asTags />
            <ResultList
              title="Interview Focus & Recommendations"
              icon={<BulbOutlined />}
              items={result.recommendations}
              hidden={hidden.recommendations}
              noun="recommendations"
              onUnlock={unlock}
            />
            <Typography.Text type="secondary">
              <AimOutlined /> Scores: 85+ excellent, 70+ good, 55+ fair, below 55 needs work.
            </Typography.Text>
          </div>
    </Themed>
  );
}
