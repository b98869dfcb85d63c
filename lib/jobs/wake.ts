import { EventEmitter } from "node:events";

const wakeups = new EventEmitter().setMaxListeners(100);

/** This process's "new jobs committed" signal, which its workers listen to. */
export function jobWakeups(): EventEmitter {
  return wakeups;
}

/** Tells this process's workers that a transaction committed new jobs (others find them by polling). */
export function wakeWorkers(): void {
  wakeups.emit("wake");
}
