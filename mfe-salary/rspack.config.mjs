import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../libs/web/rspack/app-config.mjs';

export default createAppConfig({ name: 'mfe_salary', dir: fileURLToPath(new URL('.', import.meta.url)), port: 3002, remote: true });
