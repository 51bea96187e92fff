// Types of start-launcher.cjs for the TypeScript suites.
export type LauncherPorts = Record<'gateway' | 'mongo' | 'identity' | 'billing' | 'tools' | 'salary' | 'platform' | 'stripeEmulator', number>;
export interface RunningLauncher {
  dataDir: string;
  ports: LauncherPorts;
  /** The launcher's pid, also its process group's id. */
  pid: number;
  /** Settles when the launcher exits, whether stopped or not. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True once the launcher has exited without being asked to stop. */
  readonly stoppedOnItsOwn: boolean;
  /** Stops the product; returns at once for a product that already stopped (after clearing what it left). */
  stop(): Promise<void>;
}
/** Without ports, each process gets a free port from the OS. A rejection carries the launcher's pid (launcherPid). */
export function startLauncher(options: { ports?: LauncherPorts; env?: Record<string, string>; name: string; timeoutMs: number }): Promise<RunningLauncher>;
export function freePorts(): Promise<LauncherPorts>;
export function freePort(): Promise<number>;
