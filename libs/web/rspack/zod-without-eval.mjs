// Zod 4 compiles object parsers with `new Function` unless told not to. The CSP allows no eval, so Chromium reports
// every such attempt as a violation (zod then falls back anyway). This runs first in every app's entry, before any
// schema is built; zod keeps the setting on globalThis, so the remotes' own copies of zod read the shell's setting.
import { config } from 'zod/v4/core';

config({ jitless: true });
