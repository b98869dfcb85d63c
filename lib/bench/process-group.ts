import { readdirSync, readFileSync } from "node:fs";

export interface ProcessGroupUsage {
  rssBytes: number;
  openFds: number;
  /** Each process's resident memory, by what it runs (the script or command it was started with). */
  processes: { pid: number; label: string; rssBytes: number }[];
}

/** The script a process runs (`lib/server/main.ts`), else its command's first words. */
function labelOf(pid: string): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\u0000").filter(Boolean);
  const script = args.findLast((arg) => /\.(ts|js|mjs|cjs)$/.test(arg) && !arg.includes("node_modules"));
  return script ?? args.slice(0, 2).join(" ").slice(0, 60);
}

/**
 * Resident memory and open file descriptors summed over the processes of a group (a server spawned
 * detached: tsx, the server and its children), from /proc; undefined where there is no /proc.
 */
export function processGroupUsage(processGroup: number): ProcessGroupUsage | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const usage: ProcessGroupUsage = { rssBytes: 0, openFds: 0, processes: [] };
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the parenthesised command name: state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== processGroup) {
        continue;
      }
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      const rssBytes = Number(rss?.[1] ?? 0) * 1024;
      usage.rssBytes += rssBytes;
      usage.processes.push({ pid: Number(entry), label: labelOf(entry), rssBytes });
      usage.openFds += readdirSync(`/proc/${entry}/fd`).length;
    } catch {
      // the process exited meanwhile
    }
  }
  return usage;
}
