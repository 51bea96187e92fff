import { Result } from 'antd';

export function NotFoundInArea() {
  return <Result status="404" title="404 Page Not Found" />;
}
