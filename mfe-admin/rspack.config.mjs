import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../libs/web/rspack/app-config.mjs';

export default createAppConfig({ name: 'mfe_admin', dir: fileURLToPath(new URL('.', import.meta.url)), port: 3004, remote: true });
