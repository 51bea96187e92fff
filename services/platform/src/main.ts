import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { platformEnv } from './config';
import { createPlatform } from './server';

runMain(() => createPlatform(loadConfig(platformEnv)));
