// What the harness tests look at: the processes of a product, by process group (the launcher's pid is its group's id).
import { execFileSync } from 'node:child_process';

/** Every process that still runs: a zombie (ended, not yet reaped by its parent) runs nothing and is left out. */
function processTable(): Array<{ pid: number; ppid: number; pgid: number }> {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , , stat]) => !stat.startsWith('Z'))
    .map(([pid, ppid, pgid]) => ({ pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid) }));
}

/** The pids of every process in a group. */
export function groupMembers(pgid: number): number[] {
  return processTable()
    .filter((row) => row.pgid === pgid)
    .map((row) => row.pid);
}

/** The pids of a process's children (this one's by default) that lead a process group of their own (launchers started detached). */
export function childGroupLeaders(parent = process.pid): number[] {
  return processTable()
    .filter((row) => row.ppid === parent && row.pgid === row.pid)
    .map((row) => row.pid);
}

/** Resolves once `condition` holds, checking every 100 ms (the test's timeout is the ceiling). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 100));
}
