import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';

/** The narrow card the sign-in, sign-up and password pages sit in; its title is the page's h1 and document title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Flex justify="center" style={{ padding: '40px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
