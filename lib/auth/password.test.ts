import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, PRODUCTION_SCRYPT_COST, verifyPassword } from "./password";

/** A hash as production writes it: the 2^15 cost the suite itself does not spend on every signup. */
function productionHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, {
    N: PRODUCTION_SCRYPT_COST,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ["scrypt", PRODUCTION_SCRYPT_COST, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("passwords", () => {
  it("hashes with a fresh salt and verifies only the same password", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).not.toBe(second);
    expect(first.split("$")[0]).toBe("scrypt");
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", first)).toBe(false);
  });

  it("normalises to NFKC, so the same visible password verifies in either Unicode form", async () => {
    const stored = await hashPassword("Ame\u0301lie-passphrase");
    expect(await verifyPassword("Am\u00e9lie-passphrase", stored)).toBe(true);
  });

  it("verifies a hash made with the production cost, reading the parameters from the hash", async () => {
    expect(PRODUCTION_SCRYPT_COST).toBe(2 ** 15);
    const stored = productionHash("a production passphrase");
    expect(await verifyPassword("a production passphrase", stored)).toBe(true);
    expect(await verifyPassword("another passphrase", stored)).toBe(false);
  });

  it("refuses stored values that are not scrypt hashes", async () => {
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
    expect(await verifyPassword("anything", "bcrypt$10$abc")).toBe(false);
  });
});
