import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3-compatible object storage, without an SDK. Signs the method,
 * path, query, the given headers (host and x-amz-* included) and the payload hash
 * (`UNSIGNED-PAYLOAD` for streamed bodies).
 */

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";
export const EMPTY_PAYLOAD_SHA256 = createHash("sha256").update("").digest("hex");

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept; `/` kept in paths). */
export function uriEncode(value: string, keepSlash: boolean): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) {
        return char;
      }
      return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** `20130524T000000Z` */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Query parameters as SigV4 wants them: names and values encoded, sorted by name. */
function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name, false), uriEncode(value, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** The hex signature of a canonical request, with the key derived for the day, region and service. */
function signCanonical(canonical: string, stamp: string, keys: SigningKeys): { scope: string; signature: string } {
  const day = stamp.slice(0, 8);
  const service = keys.service ?? "s3";
  const scope = `${day}/${keys.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonical)].join("\n");
  let key = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [keys.region, service, "aws4_request"]) {
    key = hmac(key, part);
  }
  return { scope, signature: createHmac("sha256", key).update(stringToSign).digest("hex") };
}

/**
 * Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. `path` is the decoded object path (it is encoded here); `query` is unencoded.
 */
export function signRequest(
  input: {
    method: string;
    host: string;
    path: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    payloadHash: string;
    now?: Date;
  },
  keys: SigningKeys,
): Record<string, string> {
  const stamp = amzDate(input.now ?? new Date());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  }
  headers.host = input.host;
  headers["x-amz-date"] = stamp;
  headers["x-amz-content-sha256"] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const canonical = [
    input.method.toUpperCase(),
    uriEncode(input.path, true),
    canonicalQuery(input.query ?? {}),
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    names.join(";"),
    input.payloadHash,
  ].join("\n");
  const { scope, signature } = signCanonical(canonical, stamp, keys);
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
  return headers;
}

/**
 * A presigned URL (query-string authentication): anyone holding it may send `method` to the object
 * until it expires, without credentials. Only the host header is signed and the payload is
 * UNSIGNED-PAYLOAD, so the client may send any body; the caller checks what arrived.
 */
export function presignQuery(
  input: { method: string; protocol: string; host: string; path: string; expiresSeconds: number; now?: Date },
  keys: SigningKeys,
): string {
  const stamp = amzDate(input.now ?? new Date());
  const scope = `${stamp.slice(0, 8)}/${keys.region}/${keys.service ?? "s3"}/aws4_request`;
  const query = canonicalQuery({
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${keys.accessKeyId}/${scope}`,
    "X-Amz-Date": stamp,
    "X-Amz-Expires": String(input.expiresSeconds),
    "X-Amz-SignedHeaders": "host",
  });
  const path = uriEncode(input.path, true);
  const canonical = [input.method.toUpperCase(), path, query, `host:${input.host}`, "", "host", UNSIGNED_PAYLOAD].join(
    "\n",
  );
  const { signature } = signCanonical(canonical, stamp, keys);
  return `${input.protocol}//${input.host}${path}?${query}&X-Amz-Signature=${signature}`;
}
