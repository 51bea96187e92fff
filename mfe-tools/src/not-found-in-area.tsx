// A path under a tool's prefix that is no tool. Plain markup: antd's Result would bring its illustrations into the
// area's first load.
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';

export function NotFoundInArea() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="ck-notice">
      <h1>404 Page Not Found</h1>
      <p className="ck-text-secondary">The page you asked for does not exist.</p>
      <ButtonLink to="/" primary>Go Home</ButtonLink>
    </div>
  );
}
