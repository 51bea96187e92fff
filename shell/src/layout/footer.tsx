import { Flex, Typography } from 'antd';
import { Link } from '@careerkit/web/router';

export function Footer() {
  return (
    <footer style={{ borderTop: '1px solid #eef0f4', background: '#fafbfc', marginTop: 48 }}>
      <Flex vertical gap={8} style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 20px' }}>
        <Flex gap={16} wrap>
          <Link to="/legal/terms">Terms of Service</Link>
          <Link to="/legal/privacy">Privacy Policy</Link>
          <Link to="/legal/disclaimer">AI Disclaimer</Link>
          <Link to="/legal/cookies">Cookie Policy</Link>
          <Link to="/contact">Contact</Link>
        </Flex>
        <Typography.Text type="secondary">CareerKit is operated by CareerKit Ltd.</Typography.Text>
        <Typography.Text type="secondary">Content produced by AI can contain mistakes: review it before you use it.</Typography.Text>
        <Typography.Text type="secondary">© 2025 CareerKit. All rights reserved.</Typography.Text>
      </Flex>
    </footer>
  );
}
