"use client";

import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A component whose code loads the first time it renders. For parts shown only after the person
 * opens them (dialogs, drawers, sheets), which never render on the server; React.lazy does this
 * without next/dynamic's server-rendering bailout code, which would weigh on every page.
 */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the code early (e.g. on hover or focus of what opens it). */
  preload: () => void;
};

export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Shown while the code loads: nothing for what opens on demand, a section's placeholder for a section. */
  { fallback = null }: { fallback?: ReactNode } = {},
): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module scope, not during render.
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.preload = () => void start().catch(() => undefined);
  return LazyComponent;
}
