import { Result } from 'antd';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return <Result status="404" title={<h1 style={{ fontSize: 24, margin: 0 }}>404 Page Not Found</h1>} subTitle="The page you asked for does not exist." extra={<ButtonLink to="/" primary>Go Home</ButtonLink>} />;
}
