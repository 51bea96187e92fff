// A user id in the antd tabs: its first 8 characters (spec part 2 §9) and a button that copies the whole id, for the
// Users search or a reply to the customer. Kept apart from format.tsx so the plain Dashboard does not bring antd.
import { Typography } from 'antd';

export const copyableIdCell = (id: string) => (
  <Typography.Text copyable={{ text: id, tooltips: ['Copy full id', 'Copied'] }}>
    <code title={id}>{id.slice(0, 8)}</code>
  </Typography.Text>
);
