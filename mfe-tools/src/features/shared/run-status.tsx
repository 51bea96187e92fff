// Under a tool's form: the run's failure in the spec's words, or a visible progress state while it runs. Plain markup
// with antd's look: it is part of every tool page's first screen.
import { Alert } from '@careerkit/web/layout/alert';
import type { ReactNode } from 'react';

export function RunStatus({ error, running, progress }: { error: string | null; running: boolean; progress: string }) {
  return (
    <>
      {error && <Alert type="error" title={error} style={{ marginTop: 16 }} />}
      {running && (
        <div className="ck-card ck-card-body ck-inline" style={{ marginTop: 16 }}>
          <span className="ck-spin ck-spin-large" aria-hidden="true" />
          <span>{progress}</span>
        </div>
      )}
    </>
  );
}

/** A run in progress where its result will show (the cover letter's and LinkedIn's result column), announced. */
export function RunProgress({ children }: { children: ReactNode }) {
  return (
    <div className="ck-stack" style={{ alignItems: 'center', padding: 32 }} role="status">
      <span className="ck-spin ck-spin-large" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
