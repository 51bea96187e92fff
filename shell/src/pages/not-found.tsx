import { Button, Result } from 'antd';
import { Link } from '@careerkit/web/router';
import { useDocumentTitle } from '@careerkit/web/document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return <Result status="404" title="404 Page Not Found" subTitle="The page you asked for does not exist." extra={<Link to="/"><Button type="primary">Go Home</Button></Link>} />;
}
