import { EventEmitter } from "node:events";

// Shared across this process's module copies (server entry and Next.js bundles).
const key = Symbol.for("vrp.jobs.wake");
type Holder = typeof globalThis & { [key]?: EventEmitter };

export function jobWakeups(): EventEmitter {
  const holder = globalThis as Holder;
  holder[key] ??= new EventEmitter().setMaxListeners(100);
  return holder[key];
}

/** Tells this process's workers that a transaction committed new jobs (others find them by polling). */
export function wakeWorkers(): void {
  jobWakeups().emit("wake");
}
