#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the package needs no build step.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', import.meta.url);
