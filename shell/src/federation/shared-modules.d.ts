// The module the shell's build generates here (libs/web/rspack/app-config.mjs, sharedModulesSource): what the shell
// provides to the remotes, each shared module loaded when a remote first asks for it.
import type { createInstance } from '@module-federation/enhanced/runtime';

export declare const SHARED_MODULES: NonNullable<Parameters<typeof createInstance>[0]['shared']>;
