import { describe, expect, it } from "vitest";
import { namesResemble, nameWords } from "./name-similarity";

describe("company name resemblance", () => {
  it("drops legal forms, accents and punctuation", () => {
    expect(nameWords("Société Générale S.A.")).toEqual(["societe", "generale"]);
    expect(nameWords("Acme Pty. Ltd")).toEqual(["acme"]);
  });

  it.each([
    ["Acme GmbH", "ACME Deutschland GmbH"],
    ["Acme Corporation", "Acme Corp."],
    ["Globex International Ltd", "Globex Intl Limited"],
    ["Initech", "Initech Software Services LLC"],
    ["Müller Logistik GmbH", "Mueller Logistik"],
    ["Acme Widgets Inc", "Acme Widgets"],
    ["Umbrella", "Umbrela"],
  ])("%s resembles %s", (a, b) => {
    expect(namesResemble(a, b)).toBe(true);
  });

  it.each([
    ["Acme GmbH", "Globex Trading Ltd"],
    ["Initech LLC", "John Smith"],
    ["Northwind Traders", "Contoso Holdings"],
  ])("%s does not resemble %s", (a, b) => {
    expect(namesResemble(a, b)).toBe(false);
  });
});
