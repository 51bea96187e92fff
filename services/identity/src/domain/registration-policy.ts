// Sign-ups are open unless platform's allowRegistrations is false (spec: treated as true unless it is false).
import type { SystemConfigReader } from '@careerkit/service-kit/system-config';

export const registrationPolicy = (readConfig: SystemConfigReader) => async () => (await readConfig())?.allowRegistrations !== false;
