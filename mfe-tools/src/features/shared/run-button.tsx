// A tool form's run button: antd's large primary button with its loading state, in plain markup (the page template's
// ck-button rules), as it is on the first screen of the tool pages drawn without antd.
import type { ReactNode } from 'react';

export function RunButton({ running, disabled, onClick, children }: { running: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="ck-button ck-button-primary ck-button-large"
      style={{ alignSelf: 'flex-start' }}
      disabled={disabled}
      aria-busy={running || undefined}
      onClick={running ? undefined : onClick}
    >
      {running && <span className="ck-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
