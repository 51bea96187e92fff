// Maintenance mode from platform's system config: off while platform is not deployed or has never answered.
import type { SystemConfigReader } from '@careerkit/service-kit/system-config';

/** Routes that stay open in maintenance, so people can sign in and the shell can learn the mode. */
export const MAINTENANCE_EXEMPT = [/^\/api\/auth\//, /^\/api\/system-config\/?$/];

export const maintenanceSwitch = (readConfig: SystemConfigReader) => async () => (await readConfig())?.maintenanceMode === true;
