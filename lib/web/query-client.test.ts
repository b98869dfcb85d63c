import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function nextResult(observer: QueryObserver<string>, wanted: (data: string | undefined) => boolean) {
  return new Promise<string | undefined>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus === "idle" && wanted(result.data)) {
        unsubscribe();
        resolve(result.data);
      }
    });
  });
}

describe("createQueryClient", () => {
  it("reads again when a change is invalidated while the query's first read is still in flight", async () => {
    const client = createQueryClient();
    const reads = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const observer = new QueryObserver<string>(client, {
      queryKey: ["users", "list", { search: "ivan" }],
      queryFn: () => {
        const read = reads[calls];
        calls += 1;
        if (!read) {
          throw new Error("read more often than expected");
        }
        return read.promise;
      },
    });
    const settled = nextResult(observer, (data) => data !== undefined);
    expect(calls).toBe(1);

    // The role is saved while the first read is on its way; that read carries the old role.
    const invalidated = client.invalidateQueries({ queryKey: ["users"] });
    reads[0]?.resolve("Member");
    reads[1]?.resolve("Guest");
    await invalidated;

    expect(await settled).toBe("Guest");
    expect(calls).toBe(2);
    expect(client.getQueryData(["users", "list", { search: "ivan" }])).toBe("Guest");
  });

  it("leaves a first read on screen alone when the invalidation asks for no refetch, and marks it", async () => {
    const client = createQueryClient();
    const first = deferred<string>();
    let calls = 0;
    const key = ["users", "list", { search: "later" }];
    const observer = new QueryObserver<string>(client, {
      queryKey: key,
      queryFn: () => {
        calls += 1;
        return first.promise;
      },
    });
    const settled = nextResult(observer, (data) => data !== undefined);
    await client.invalidateQueries({ queryKey: ["users"], refetchType: "none" });
    first.resolve("Member");

    expect(await settled).toBe("Member");
    expect(calls).toBe(1);
    await expect.poll(() => client.getQueryCache().find({ queryKey: key })?.state.isInvalidated).toBe(true);
  });

  it("lets whoever awaits a first read no one shows have it, and marks the query to be read again", async () => {
    const client = createQueryClient();
    const first = deferred<string>();
    const key = ["vendors", "detail", "v1"];
    const fetched = client.fetchQuery({ queryKey: key, queryFn: () => first.promise, staleTime: 60_000 });
    await client.invalidateQueries({ queryKey: ["vendors"] });
    first.resolve("Northwind");

    expect(await fetched).toBe("Northwind");
    const query = client.getQueryCache().find({ queryKey: key });
    await expect.poll(() => query?.state.isInvalidated).toBe(true);
    expect(query?.isStale()).toBe(true);
  });
});
