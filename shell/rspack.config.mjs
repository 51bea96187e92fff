import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../libs/web/rspack/app-config.mjs';

export default createAppConfig({ name: 'careerkit_shell', dir: fileURLToPath(new URL('.', import.meta.url)), port: 3000, remote: false });
