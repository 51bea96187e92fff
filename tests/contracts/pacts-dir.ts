import { join } from 'node:path';

/** Where consumer runs write pact files and provider runs read them. */
export const PACTS_DIR = join(__dirname, 'pacts');
export const WEB_CONSUMER = 'careerkit-web';
