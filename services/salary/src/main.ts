import { loadConfig } from '@careerkit/service-kit/config';
import { runMain } from '@careerkit/service-kit/service';
import { salaryEnv } from './config';
import { createSalary } from './server';

runMain(() => createSalary(loadConfig(salaryEnv)));
