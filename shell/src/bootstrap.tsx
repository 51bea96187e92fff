import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '@careerkit/web/providers';
import { App } from './app';
import { adoptBuildTimeData } from './build-time-data';
import { prefetchRemoteOfFirstPage } from './federation/prefetch';

const root = document.getElementById('root')!;
if (root.hasChildNodes()) {
  // A page drawn at build time (src/prerender.tsx): React adopts the markup the visitor already sees rather than drawing
  // it again, from the data it was drawn with. In a transition, so the work is cut into short tasks that let the page
  // answer input between them (a click meanwhile is handled once the part it hits is adopted).
  adoptBuildTimeData(queryClient);
  startTransition(() => {
    hydrateRoot(root, <App />);
  });
} else {
  createRoot(root).render(<App />);
}

prefetchRemoteOfFirstPage();
