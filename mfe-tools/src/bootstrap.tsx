// Standalone mount for running this remote alone in development (`npm run dev`), with its own providers.
import { WebProviders } from '@careerkit/web/providers';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';

createRoot(document.getElementById('root')!).render(
  <WebProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </WebProviders>,
);
