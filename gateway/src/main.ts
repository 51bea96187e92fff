import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { gatewayEnv } from './config';
import { startGateway } from './server';

runMain(() => startGateway(loadConfig(gatewayEnv)));
