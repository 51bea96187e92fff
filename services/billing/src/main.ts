import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { billingEnv } from './config';
import { createBilling } from './server';

runMain(() => createBilling(loadConfig(billingEnv)));
