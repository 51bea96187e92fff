// A tool form's run button: antd's large primary button with its loading state, in plain markup, as it is on the first
// screen of the tool pages drawn without antd.
import { Button } from '@careerkit/web/layout/form';
import type { ReactNode } from 'react';

export function RunButton({ running, disabled, onClick, children }: { running: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button primary large loading={running} disabled={disabled} onClick={onClick} style={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
