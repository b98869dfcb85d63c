import { bomLimits } from "./limits";
import { cleanText } from "./text";

/**
 * One spelling per algorithm, whichever the file used: "SHA-256" for CycloneDX's "SHA-256",
 * SPDX 2's "SHA256" and SPDX 3's "sha256"; "SHA3-256" for "SHA3-256" and "sha3_256"; "BLAKE2B-256"
 * for "BLAKE2b-256" and "blake2b256".
 */
export function hashAlgorithm(name: string): string {
  let spelled = spellings.get(name);
  if (spelled === undefined) {
    spelled = respell(name);
    if (spellings.size < 1_000) {
      spellings.set(name, spelled);
    }
  }
  return spelled;
}

const spellings = new Map<string, string>();

function respell(name: string): string {
  const upper = name.trim().toUpperCase().replaceAll("_", "-");
  return upper
    .replace(/^SHA-?(1|224|256|384|512)$/, "SHA-$1")
    .replace(/^SHA3-?(\d+)$/, "SHA3-$1")
    .replace(/^BLAKE2B-?(\d+)$/, "BLAKE2B-$1");
}

/** Algorithm → value for the (algorithm, value) pairs a file lists; the first value of an algorithm wins. */
export function readHashes(pairs: [unknown, unknown][]): Record<string, string> {
  const hashes = new Map<string, string>();
  for (const [algorithm, value] of pairs) {
    const name = cleanText(algorithm, 100);
    const content = cleanText(value, bomLimits.text);
    const spelled = name ? hashAlgorithm(name) : null;
    if (spelled && content && !hashes.has(spelled) && hashes.size < bomLimits.hashesPerComponent) {
      hashes.set(spelled, content);
    }
  }
  return Object.fromEntries(hashes);
}
