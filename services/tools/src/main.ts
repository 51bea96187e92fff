import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { toolsEnv } from './config';
import { createTools } from './server';

runMain(() => createTools(loadConfig(toolsEnv)));
