import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../libs/web/rspack/app-config.mjs';

export default createAppConfig({ name: 'mfe_tools', dir: fileURLToPath(new URL('.', import.meta.url)), port: 3001, remote: true });
