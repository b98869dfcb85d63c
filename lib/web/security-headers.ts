/**
 * The one place that defines the security headers. lib/server/main.ts puts the common ones on every
 * response (pages, /v1, /files, /api, static assets); proxy.ts adds the pages' nonce-based CSP.
 */

export const NONCE_REQUEST_HEADER = "x-nonce";

/** Features this app never uses; an embedded or injected script cannot ask for them either. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

/** Responses that are not pages (JSON, downloads, errors) load nothing and may not be framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS only makes sense (and only takes effect) when the site is served over https. */
export function isHttpsSite(publicBaseUrl: string | undefined): boolean {
  return publicBaseUrl?.trim().toLowerCase().startsWith("https://") ?? false;
}

export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Paths that never render a page: they get the locked-down CSP here, pages get theirs from proxy.ts. */
function isNonPagePath(path: string): boolean {
  return /^\/(?:v1|files|api)(?:[/?]|$)/.test(path);
}

/** The headers lib/server/main.ts sets on a response before Next or the API app writes it. */
export function responseSecurityHeaders(path: string, https: boolean): Record<string, string> {
  return {
    ...commonSecurityHeaders(https),
    ...(isNonPagePath(path) ? { "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY } : {}),
  };
}

/** 128 random bits, base64: a fresh one for every page response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

interface PagePolicyOptions {
  nonce: string;
  https: boolean;
  /** React's development build uses eval for its error overlays; production never does. */
  development: boolean;
  /** Another origin the pages send files to (the S3 endpoint of presigned uploads), if any. */
  uploadOrigin?: string | null;
}

/**
 * The origin of the object storage the browser PUTs bill of materials files to when the server keeps
 * files in S3 (S3_BUCKET with both keys set; S3_ENDPOINT, else AWS's endpoint of S3_REGION), else null.
 */
export function s3UploadOrigin(env: Record<string, string | undefined>): string | null {
  if (!env.S3_BUCKET?.trim() || !env.S3_ACCESS_KEY_ID?.trim() || !env.S3_SECRET_ACCESS_KEY?.trim()) {
    return null;
  }
  const region = env.S3_REGION?.trim() || "us-east-1";
  try {
    return new URL(env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`).origin;
  } catch {
    return null;
  }
}

/**
 * The pages' CSP. Next reads the nonce from this header and puts it on its own scripts.
 * Styles allow 'unsafe-inline': React renders style attributes (progress bars, colour swatches) and
 * Radix's scroll lock injects a <style> element without a nonce. Scripts never run inline without the nonce.
 */
export function pageContentSecurityPolicy({ nonce, https, development, uploadOrigin }: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
