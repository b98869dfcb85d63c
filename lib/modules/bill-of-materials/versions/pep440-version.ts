/**
 * Python versions as PEP 440 orders them (the `packaging` library's rules): epoch, release (trailing
 * zeros ignored: "1.0a1" = "1.0.0a1"), then .devN < aN < bN < rcN < final < .postN, a dev release of a
 * pre or post release before it, and a local label ("+ubuntu1") after the public version it qualifies.
 * Spellings are normalised: alpha = a, beta = b, c = pre = preview = rc, rev = r = post, "1.0-1" = 1.0.post1.
 */

export interface Pep440Version {
  epoch: bigint;
  release: bigint[];
  /** 0 for a, 1 for b, 2 for rc. */
  pre: { rank: number; number: bigint } | null;
  post: bigint | null;
  dev: bigint | null;
  local: (bigint | string)[] | null;
}

const PEP440 = new RegExp(
  "^\\s*v?(?:(\\d+)!)?(\\d+(?:\\.\\d+)*)" +
    "(?:[-_.]?(alpha|a|beta|b|preview|pre|c|rc)[-_.]?(\\d+)?)?" +
    "(?:-(\\d+)|[-_.]?(post|rev|r)[-_.]?(\\d+)?)?" +
    "(?:[-_.]?(dev)[-_.]?(\\d+)?)?" +
    "(?:\\+([a-z0-9]+(?:[-_.][a-z0-9]+)*))?\\s*$",
  "i",
);

const PRE_RANK: Record<string, number> = { a: 0, alpha: 0, b: 1, beta: 1, c: 2, pre: 2, preview: 2, rc: 2 };

export function parsePep440Version(text: string): Pep440Version | null {
  if (text.length > 256) {
    return null;
  }
  const match = PEP440.exec(text);
  if (!match) {
    return null;
  }
  const [, epoch, release = "0", preLabel, preNumber, postImplicit, postLabel, postNumber, devLabel, devNumber, local] =
    match;
  return {
    epoch: BigInt(epoch ?? "0"),
    release: release.split(".").map((part) => BigInt(part)),
    pre: preLabel ? { rank: PRE_RANK[preLabel.toLowerCase()] ?? 0, number: BigInt(preNumber ?? "0") } : null,
    post: postImplicit !== undefined || postLabel !== undefined ? BigInt(postImplicit ?? postNumber ?? "0") : null,
    dev: devLabel ? BigInt(devNumber ?? "0") : null,
    local: local
      ? local
          .toLowerCase()
          .split(/[-_.]/)
          .map((part) => (/^\d+$/.test(part) ? BigInt(part) : part))
      : null,
  };
}

const sign = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** -1 / +1 stand for "before everything" / "after everything" in the positions PEP 440 gives them. */
type Slot = { bound: -1 | 1 } | { values: bigint[] };

function compareSlots(left: Slot, right: Slot): number {
  if ("bound" in left) {
    return "bound" in right ? left.bound - right.bound : left.bound;
  }
  if ("bound" in right) {
    return -right.bound;
  }
  for (let index = 0; index < left.values.length; index++) {
    const result = sign(left.values[index] ?? 0n, right.values[index] ?? 0n);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}

function preSlot(version: Pep440Version): Slot {
  if (version.pre) {
    return { values: [BigInt(version.pre.rank), version.pre.number] };
  }
  // A bare dev release (1.0.dev1) comes before every pre release of the same version.
  return { bound: version.post === null && version.dev !== null ? -1 : 1 };
}

function compareRelease(left: bigint[], right: bigint[]): number {
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const result = sign(left[index] ?? 0n, right[index] ?? 0n);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}

/** Numbers after strings, strings lexically, a shorter label before a longer one it starts. */
function compareLocal(left: (bigint | string)[] | null, right: (bigint | string)[] | null): number {
  if (left === null || right === null) {
    return left === right ? 0 : left === null ? -1 : 1;
  }
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const l = left[index];
    const r = right[index];
    if (l === undefined || r === undefined) {
      return l === undefined ? -1 : 1;
    }
    if (typeof l !== typeof r) {
      return typeof l === "bigint" ? 1 : -1;
    }
    const result = l < r ? -1 : l > r ? 1 : 0;
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}

export function comparePep440Versions(left: Pep440Version, right: Pep440Version): number {
  const optional = (value: bigint | null, absent: -1 | 1): Slot =>
    value === null ? { bound: absent } : { values: [value] };
  return (
    sign(left.epoch, right.epoch) ||
    compareRelease(left.release, right.release) ||
    compareSlots(preSlot(left), preSlot(right)) ||
    compareSlots(optional(left.post, -1), optional(right.post, -1)) ||
    compareSlots(optional(left.dev, 1), optional(right.dev, 1)) ||
    compareLocal(left.local, right.local)
  );
}
