"use client";

import { useSyncExternalStore } from "react";

// Not ./time's nowSeconds: that module's formatters would load with every page showing a due date.
const nowSeconds = () => Math.floor(Date.now() / 1000);

const TICK_MS = 30_000;
let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  current = nowSeconds();
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    tick();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getSnapshot(): number {
  current ??= nowSeconds();
  return current;
}

const getServerSnapshot = (): null => null;

/**
 * The current Unix time in seconds, refreshed every 30 s and shared by all callers.
 * Null on the server and during hydration, so server and client markup match; render a
 * time-zone-independent fallback then.
 */
export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, getSnapshot, getServerSnapshot);
}
