import { readdirSync, readFileSync } from "node:fs";

/** Linux's scheduling policies as /proc/<pid>/stat numbers them. */
export const SCHED_OTHER = 0;
export const SCHED_IDLE = 5;

function statFields(path: string): string[] | undefined {
  try {
    const stat = readFileSync(path, "utf8");
    // After the command in parentheses: state (0), ppid (1), ... nice (16), ... policy (38).
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * A running process's parent PID and nice value, read from /proc/<pid>/stat; undefined once it has
 * gone or has exited without being reaped yet (a zombie).
 */
export function runningProcess(pid: number): { parent: number; nice: number } | undefined {
  const fields = statFields(`/proc/${pid}/stat`);
  return !fields || fields[0] === "Z" ? undefined : { parent: Number(fields[1]), nice: Number(fields[16]) };
}

/** The scheduling policies the threads of a process have (empty once it has gone). */
export function threadPolicies(pid: number): Set<number> {
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return new Set();
  }
  const policies = tids.map((tid) => statFields(`/proc/${pid}/task/${tid}/stat`)?.[38]);
  return new Set(policies.filter((policy) => policy !== undefined).map(Number));
}
