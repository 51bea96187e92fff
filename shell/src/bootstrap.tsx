import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root')!).render(<App />);

// The remotes manifest is read at start, beside the first render; an area that is opened before it arrives waits for
// it, and one opened after a failed read reads it again.
import('./federation/remotes')
  .then(({ registerRemotesFromManifest }) => registerRemotesFromManifest())
  .catch((error: unknown) => console.error('remotes manifest unavailable', error));
