// The benchmark result (spec part 2 §2, §3): p25/p50/p75 in USD without decimals, 'Data Limited' for a figure the
// statistics lack, LOCKED with an unlock button for one a free preview withholds; the confidence badge, notes, the
// adjustments (each modelled factor labelled as a model), the matched role and location, sample size and source. Its
// own chunk, in the site's antd theme: it shows only after a run.
import { LockOutlined } from '@ant-design/icons';
import { Themed } from '@careerkit/web/layout/themed';
import { Button, Card, Col, Descriptions, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { formatUsd } from '../../../shared/money';
import { PreviewNotice } from '../../../shared/preview-notice';
import type { BenchmarkFigures } from '../api/run-benchmark';
import { ConfidenceBadge } from './confidence-badge';
import { SalaryBand } from './salary-band';

const FIGURES = [
  { key: 'p25', title: '25th Percentile' },
  { key: 'p50', title: 'Median (50th)' },
  { key: 'p75', title: '75th Percentile' },
] as const;

const DATA_LIMITED = 'Data Limited';

function Figure({ title, value, locked, onUnlock }: { title: string; value: number | null; locked: boolean; onUnlock: () => void }) {
  if (locked)
    return (
      <Card size="small" data-figure={title} data-state="locked">
        <Statistic title={title} value="LOCKED" prefix={<LockOutlined />} />
        <Button size="small" type="primary" onClick={onUnlock} aria-label={`Unlock ${title}`}>
          Unlock
        </Button>
      </Card>
    );
  return (
    <Card size="small" data-figure={title} data-state={value === null ? 'limited' : 'shown'}>
      <Statistic title={title} value={value === null ? DATA_LIMITED : formatUsd(value)} />
    </Card>
  );
}

function percentText(percent: number) {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

export function BenchmarkResult({ result, currentSalary, onUnlock }: { result: BenchmarkFigures; currentSalary?: number; onUnlock: () => void }) {
  const locked = (key: string) => Boolean(result.hidden?.[key]);
  return (
    <Themed>
      <section aria-label="Benchmark result" style={{ marginTop: 24 }}>
        <Space align="center" wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {result.matchedRole}
          </Typography.Title>
          <ConfidenceBadge overall={result.confidence.overall} />
        </Space>
        <PreviewNotice answer={result} unlockLabel="Unlock full range" onUnlock={onUnlock} />
        <Row gutter={[12, 12]}>
          {FIGURES.map(({ key, title }) => (
            <Col xs={24} md={8} key={key}>
              <Figure title={title} value={result[key]} locked={locked(key)} onUnlock={onUnlock} />
            </Col>
          ))}
        </Row>
        <SalaryBand band={result} mark={currentSalary ? { label: 'Your salary', amount: currentSalary } : undefined} />
        <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
          <Descriptions.Item label="Matched role">{result.matchedRole}</Descriptions.Item>
          <Descriptions.Item label="Location">{result.matchedLocation}</Descriptions.Item>
          <Descriptions.Item label="Sample size">{result.sampleSize === null ? DATA_LIMITED : `${result.sampleSize.toLocaleString('en-US')} employed`}</Descriptions.Item>
          <Descriptions.Item label="Source">{result.source}</Descriptions.Item>
        </Descriptions>
        {result.adjustments.length > 0 && (
          <List
            style={{ marginTop: 12 }}
            header={<strong>Adjustments</strong>}
            size="small"
            bordered
            dataSource={result.adjustments}
            renderItem={(adjustment) => (
              <List.Item data-factor={adjustment.factor}>
                <Space orientation="vertical" size={0}>
                  <Space wrap>
                    <span>{adjustment.label}</span>
                    <Tag>{percentText(adjustment.percent)}</Tag>
                    {adjustment.basis === 'model' ? <Tag color="purple">CareerKit model</Tag> : <Tag color="blue">Published price parity</Tag>}
                  </Space>
                  <Typography.Text type="secondary">{adjustment.detail}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )}
        {result.notes.length > 0 && (
          <List style={{ marginTop: 12 }} header={<strong>Notes</strong>} size="small" dataSource={result.notes} renderItem={(note) => <List.Item>{note}</List.Item>} />
        )}
      </section>
    </Themed>
  );
}
