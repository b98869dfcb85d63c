/**
 * Calls `send` `ratePerSecond` times a second on the clock until stopped: as many as the clock says
 * are due at each turn, so a late timer catches up instead of lowering the rate, and nothing waits
 * for the previous call's answer. `stop` resolves once every call in flight has settled.
 */
export function onTheClock(ratePerSecond: number, send: () => Promise<void>): { stop: () => Promise<void> } {
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const due = Math.floor(((performance.now() - started) / 1000) * ratePerSecond) + 1;
    while (sent < due) {
      const call = send();
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
      sent += 1;
    }
    timer = setTimeout(tick, Math.max(0, started + (sent * 1000) / ratePerSecond - performance.now()));
  };
  tick();
  return {
    stop: async () => {
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
