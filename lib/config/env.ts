import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Runtime settings (the README's Configuration table), read once from the environment. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicBaseUrl: string;
  trustedProxies: string[];
  signupOpen: boolean;
  /** Sign-ups allowed per client address per hour (SIGNUP_RATE_LIMIT, default 5; 0 means no limit). */
  signupRateLimit: number;
  webhookTestTargets: string[];
  /** The origins of webhookTestTargets (an entry that is not a URL has none), checked on every delivery attempt. */
  webhookTestOrigins: ReadonlySet<string>;
  /** An OpenAI-compatible endpoint, when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
  llm: LlmSettings | null;
  /** S3-compatible object storage for uploaded files, when S3_BUCKET and both S3 keys are set. */
  s3: S3Settings | null;
  /** The largest request body accepted outside file uploads (MAX_JSON_BODY_BYTES, default 1 MiB). */
  maxJsonBodyBytes: number;
}

export interface S3Settings {
  bucket: string;
  /** Path-style base URL; default https://s3.<region>.amazonaws.com. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** With temporary credentials (an assumed role): S3_SESSION_TOKEN. */
  sessionToken?: string;
}

function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket || !accessKeyId || !secretAccessKey) {
    return null;
  }
  const region = env.S3_REGION?.trim() || "us-east-1";
  const endpoint = (env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, "");
  const sessionToken = env.S3_SESSION_TOKEN?.trim() || undefined;
  return { bucket, endpoint, region, accessKeyId, secretAccessKey, sessionToken };
}

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

function readLlmSettings(env: NodeJS.ProcessEnv): LlmSettings | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const apiKey = env.LLM_API_KEY?.trim();
  const model = env.LLM_MODEL?.trim();
  return baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey, model } : null;
}

const DEFAULT_MAX_JSON_BODY_BYTES = 1024 * 1024;

function readByteCount(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim();
  if (!text) {
    return fallback;
  }
  const bytes = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) {
    throw new Error(`${name} must be a positive whole number of bytes (got "${text}").`);
  }
  return bytes;
}

function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function nonNegativeInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number.parseInt(env.PORT ?? "3000", 10);
  const webhookTestTargets = splitList(env.WEBHOOK_TEST_TARGETS);
  return {
    port,
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? "./.data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    trustedProxies: splitList(env.TRUSTED_PROXIES),
    signupOpen: (env.SIGNUP ?? "open").toLowerCase() !== "closed",
    signupRateLimit: nonNegativeInteger(env.SIGNUP_RATE_LIMIT, 5),
    webhookTestTargets,
    webhookTestOrigins: new Set(
      webhookTestTargets.flatMap((target) => (URL.canParse(target) ? [new URL(target).origin] : [])),
    ),
    llm: readLlmSettings(env),
    s3: readS3Settings(env),
    maxJsonBodyBytes: readByteCount("MAX_JSON_BODY_BYTES", env.MAX_JSON_BODY_BYTES, DEFAULT_MAX_JSON_BODY_BYTES),
  };
}

let cachedConfig: AppConfig | undefined;
export function config(): AppConfig {
  cachedConfig ??= readConfig();
  return cachedConfig;
}

/** Tests only: forget the cached config so the next config() re-reads the (stubbed) environment. */
export function resetConfigForTests(): void {
  cachedConfig = undefined;
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so restarts keep sessions valid. */
export function authSecret(): Uint8Array {
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) {
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(config().dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(config().dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  }
  const secret = readFileSync(file, "utf8").trim();
  process.env.AUTH_SECRET = secret;
  return new TextEncoder().encode(secret);
}
