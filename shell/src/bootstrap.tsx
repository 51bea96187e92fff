import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFromManifest } from './federation/remotes';

// Remotes are registered before the first render; a missing manifest leaves every area on its fallback.
registerRemotesFromManifest().finally(() => createRoot(document.getElementById('root')!).render(<App />));
