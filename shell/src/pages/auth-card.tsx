import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow card the sign-in, sign-up and password pages sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: '40px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
