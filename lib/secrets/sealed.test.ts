import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { parseEncryptionKey, readKeyring, resetKeyringForTests } from "./keyring";
import { fingerprint, open, SealedValueError, seal, sealedKeyId } from "./sealed";

const hexKey = () => randomBytes(32).toString("hex");

afterEach(() => {
  delete process.env.BANKING_ENCRYPTION_KEY;
  delete process.env.BANKING_ENCRYPTION_PREVIOUS_KEYS;
  resetKeyringForTests();
});

describe("sealed values", () => {
  it("round-trips a value and never writes it in the clear", () => {
    const sealed = seal("DE89370400440532013000", "cbvba_1");
    expect(sealed).not.toContain("DE89370400440532013000");
    expect(sealed.split(".")).toHaveLength(5);
    expect(open(sealed, "cbvba_1")).toBe("DE89370400440532013000");
  });

  it("does not open under another context or after tampering", () => {
    const sealed = seal("12345678", "cbvba_1");
    expect(() => open(sealed, "cbvba_2")).toThrow(SealedValueError);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("00000000").toString("base64url");
    expect(() => open(parts.join("."), "cbvba_1")).toThrow(SealedValueError);
  });

  it("opens values sealed with a previous key after a rotation, and names the key it needs otherwise", () => {
    const oldKey = hexKey();
    process.env.BANKING_ENCRYPTION_KEY = oldKey;
    resetKeyringForTests();
    const sealed = seal("021000021", "ctx");
    const oldId = sealedKeyId(sealed);

    process.env.BANKING_ENCRYPTION_KEY = hexKey();
    resetKeyringForTests();
    expect(() => open(sealed, "ctx")).toThrow(/BANKING_ENCRYPTION_PREVIOUS_KEYS/);

    process.env.BANKING_ENCRYPTION_PREVIOUS_KEYS = oldKey;
    resetKeyringForTests();
    expect(open(sealed, "ctx")).toBe("021000021");
    expect(sealedKeyId(seal("x", "ctx"))).not.toBe(oldId);
  });

  it("accepts 32-byte keys in hex or base64 and refuses anything else", () => {
    const key = randomBytes(32);
    expect(parseEncryptionKey("K", key.toString("hex")).id).toBe(parseEncryptionKey("K", key.toString("base64")).id);
    expect(parseEncryptionKey("K", key.toString("base64url")).key.equals(key)).toBe(true);
    expect(() => parseEncryptionKey("K", "too-short")).toThrow(/32 random bytes/);
    expect(() => readKeyring({ ...process.env, BANKING_ENCRYPTION_KEY: "abc" })).toThrow(/BANKING_ENCRYPTION_KEY/);
  });

  it("fingerprints equal values equally per purpose, without revealing them", () => {
    const a = fingerprint("IBAN:DE89370400440532013000", "bank_account");
    expect(fingerprint("IBAN:DE89370400440532013000", "bank_account")).toBe(a);
    expect(fingerprint("IBAN:DE89370400440532013000", "tax_id")).not.toBe(a);
    expect(a).not.toContain("0532013000");
  });
});
