// Types of start-launcher.cjs for the TypeScript suites.
export type LauncherPorts = Record<'gateway' | 'mongo' | 'identity' | 'billing' | 'tools' | 'salary' | 'platform' | 'stripeEmulator', number>;
export function startLauncher(options: { ports: LauncherPorts; env?: Record<string, string>; name: string; timeoutMs: number }): Promise<{ dataDir: string; stop(): Promise<void> }>;
