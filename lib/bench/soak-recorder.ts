import { performance } from "node:perf_hooks";

/** The soak's outcomes: each request's latency or failure, by minute of completion and by operation. */

export const MINUTE_MS = 60_000;
const MAX_FAILURES = 20;

/** The `detail.code` of an error envelope, else the start of the body. */
function errorCode(text: string): string {
  try {
    const { detail } = JSON.parse(text) as { detail?: unknown };
    if (detail && typeof detail === "object" && "code" in detail) {
      return String(detail.code);
    }
    if (detail !== undefined) {
      return JSON.stringify(detail).slice(0, 120);
    }
  } catch {
    // not JSON
  }
  return text.slice(0, 120);
}

export interface MinuteTally {
  latencies: number[];
  non2xx: number;
  errors: number;
}

/** Outcomes by minute of completion and by operation, and the first distinct failures. */
export class Recorder {
  readonly tallies: MinuteTally[];
  readonly byOperation: Record<string, { requests: number; non2xx: number }> = {};
  private readonly failures = new Set<string>();

  constructor(
    private readonly startedAt: number,
    minutes: number,
  ) {
    this.tallies = Array.from({ length: minutes }, () => ({ latencies: [], non2xx: 0, errors: 0 }));
  }

  private tallyNow(): MinuteTally {
    const index = Math.floor((performance.now() - this.startedAt) / MINUTE_MS);
    return this.tallies[Math.min(index, this.tallies.length - 1)] as MinuteTally;
  }

  private operation(label: string) {
    this.byOperation[label] ??= { requests: 0, non2xx: 0 };
    return this.byOperation[label];
  }

  private fail(description: string): void {
    if (this.failures.size < MAX_FAILURES) {
      this.failures.add(description);
    }
  }

  response(label: string, latencyMs: number, status: number, body: string): void {
    const tally = this.tallyNow();
    const operation = this.operation(label);
    tally.latencies.push(latencyMs);
    operation.requests += 1;
    if (status < 200 || status > 299) {
      tally.non2xx += 1;
      operation.non2xx += 1;
      this.fail(`${status} ${label} ${errorCode(body)}`);
    }
  }

  error(label: string, message: string): void {
    this.tallyNow().errors += 1;
    const operation = this.operation(label);
    operation.requests += 1;
    operation.non2xx += 1;
    this.fail(`error ${label} ${message}`);
  }

  failureList(): string[] {
    return [...this.failures];
  }
}
