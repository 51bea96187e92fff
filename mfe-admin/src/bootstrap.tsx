// Standalone mount for running this remote alone in development (`npm run dev`), with its own providers.
import { mountStandalone } from '@careerkit/web/standalone';
import App from './app';

mountStandalone(App);
