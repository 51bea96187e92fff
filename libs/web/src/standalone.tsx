// Running one remote alone in development: its App with every provider the shell would give it.
import { WebProviders } from '@careerkit/web/providers';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@careerkit/web/router';

export function mountStandalone(App: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <WebProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </WebProviders>,
  );
}
