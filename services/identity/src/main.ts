import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { identityEnv } from './config';
import { createIdentity } from './server';

runMain(() => createIdentity(loadConfig(identityEnv)));
