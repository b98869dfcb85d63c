import { describe, expect, it } from "vitest";
import { accountNumberForMasking, bankAccountIdentity, validateBankValues } from "..";

const identityOf = (country: string, values: Record<string, string>) =>
  bankAccountIdentity(country, validateBankValues(country, values).normalized);

describe("bankAccountIdentity", () => {
  it("uses the IBAN whenever one is present; a UK IBAN as the sort code and account number it spells out", () => {
    expect(identityOf("DE", { iban: "de89 3704 0044 0532 0130 00" })).toBe("IBAN:DE89370400440532013000");
    expect(
      identityOf("GB", { sort_code: "12-34-56", account_number: "98765432", iban: "GB82WEST12345698765432" }),
    ).toBe("GB:123456:98765432");
    expect(identityOf("KE", { iban: "DE89370400440532013000" })).toBe("IBAN:DE89370400440532013000");
    expect(identityOf("GB", { iban: "GB82WEST12345698765432" })).toBe(
      identityOf("GB", { sort_code: "123456", account_number: "98765432" }),
    );
  });

  it("combines the country, routing parts and account number otherwise", () => {
    expect(identityOf("US", { routing_number: "021-000-021", account_number: "12 345" })).toBe("US:021000021:12345");
    expect(identityOf("GB", { sort_code: "12-34-56", account_number: "98765432" })).toBe("GB:123456:98765432");
    expect(identityOf("CA", { institution_number: "003", transit_number: "12345", account_number: "1234567" })).toBe(
      "CA:003-12345:1234567",
    );
    expect(identityOf("AU", { bsb: "062-000", account_number: "12345678" })).toBe("AU:062000:12345678");
    expect(identityOf("IN", { ifsc: "hdfc0000001", account_number: "50100012345678" })).toBe(
      "IN:HDFC0000001:50100012345678",
    );
    expect(identityOf("MX", { clabe: "002010077777777771" })).toBe("MX:002:002010077777777771");
  });

  it("ignores Brazilian check digit formatting so the same account matches", () => {
    const withDigits = identityOf("BR", { bank_code: "001", branch_code: "1234-5", account_number: "12345678-9" });
    const withoutBranchDigit = identityOf("BR", { bank_code: "001", branch_code: "1234", account_number: "123456789" });
    expect(withDigits).toBe("BR:001-1234:123456789");
    expect(withoutBranchDigit).toBe(withDigits);
  });

  it("uses whatever bank identifiers an unconfigured country's account has", () => {
    expect(identityOf("KE", { bank_code: "01", branch_code: "094", account_number: "1234" })).toBe("KE:01-094:1234");
    expect(identityOf("KE", { swift_bic: "KCBLKENXXXX", account_number: "1234" })).toBe("KE:KCBLKENX:1234");
  });

  it("is null when the account cannot be identified", () => {
    expect(identityOf("DE", {})).toBeNull();
    expect(identityOf("US", { routing_number: "021000021" })).toBeNull();
    expect(identityOf("KE", { account_number: "1234" })).toBeNull();
    expect(identityOf("KE", { bank_code: "01" })).toBeNull();
  });
});

describe("accountNumberForMasking", () => {
  it("prefers the account number, then the CLABE", () => {
    expect(accountNumberForMasking({ account_number: "98765432", iban: "GB82WEST12345698765432" })).toBe("98765432");
    expect(accountNumberForMasking({ clabe: "002010077777777771" })).toBe("002010077777777771");
    expect(accountNumberForMasking({ iban: "DE89370400440532013000" })).toBeNull();
  });
});
