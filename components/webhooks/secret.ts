/** Bytes of randomness in a generated signing secret: 256 bits. */
export const GENERATED_SECRET_BYTES = 32;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/**
 * A strong signing secret made in the browser (crypto.getRandomValues), so it never travels but to
 * the API once: "whsec_" and 43 URL-safe characters. Any pasted secret of 16 characters or more
 * is accepted as well.
 */
export function generateSigningSecret(random: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  const bytes = new Uint8Array(GENERATED_SECRET_BYTES);
  random.getRandomValues(bytes);
  return `whsec_${base64url(bytes)}`;
}
