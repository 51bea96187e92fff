// The resume-scanner page (spec part 1 §2): its form arrives with the tools issue.
import { Typography } from 'antd';
import { ToolUsage } from '../tool-usage/tool-usage';

export default function ToolPage() {
  return (
    <>
      <ToolUsage tool="resume-scanner" />
      <Typography.Paragraph type="secondary" data-area="mfe-tools" style={{ marginTop: 16 }}>
        The tool form arrives with the tools issue.
      </Typography.Paragraph>
    </>
  );
}
