import { readFileSync } from "node:fs";

/**
 * A running process's parent PID and nice value, read from /proc/<pid>/stat; undefined once it has
 * gone or has exited without being reaped yet (a zombie).
 */
export function runningProcess(pid: number): { parent: number; nice: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command in parentheses: state (0), ppid (1), ... nice (16).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[0] === "Z" ? undefined : { parent: Number(fields[1]), nice: Number(fields[16]) };
  } catch {
    return undefined;
  }
}
