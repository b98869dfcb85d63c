import { describe, expect, it } from "vitest";
import { classifyDocument } from "./classify";
import { extractText } from "./extract";

// A million blanks: the quadratic versions took minutes here (a 40,000-space upload held the
// server for a second), so they would exceed the test timeout by far; the linear ones take
// milliseconds. No timing is asserted.
const MILLION = 1_000_000;
const plainText = (text: string) => extractText("txt", Buffer.from(text));

describe("text normalisation is linear in the text's length", () => {
  it("a million spaces between two letters are kept as they are (no newline ends them)", async () => {
    expect(await plainText(`a${" ".repeat(MILLION)}a`)).toBe(`a${" ".repeat(MILLION)}a`);
  });

  it("a million spaces with nothing after them are trimmed away", async () => {
    expect(await plainText(`a${" ".repeat(MILLION)}`)).toBe("a");
    expect(await plainText(" ".repeat(MILLION))).toBe("");
  });

  it("alternating spaces and tabs are cut before a newline and kept elsewhere", async () => {
    const blanks = " \t".repeat(MILLION / 2);
    expect(await plainText(`a${blanks}\nb`)).toBe("a\nb");
    expect(await plainText(`a${blanks}b${blanks}\n`)).toBe(`a${blanks}b`);
  });

  it("many carriage returns become at most one blank line", async () => {
    expect(await plainText(`a${"\r".repeat(MILLION)}b`)).toBe("a\n\nb");
    expect(await plainText(`a${"\r\n".repeat(MILLION / 2)}b`)).toBe("a\n\nb");
    expect(await plainText(`a${" \r\n\t".repeat(MILLION / 4)}b`)).toBe("a\n\n\tb");
  });

  it("short runs of every kind still normalise as before", async () => {
    expect(await plainText("\uFEFF  Title \t\r\n\r\n\r\n\r\nBody  text \nend\t\n\n")).toBe("Title\n\nBody  text\nend");
  });
});

describe("the classifier is linear in the text's length", () => {
  it("a long run of spaces after a keyword is not split every possible way", () => {
    const spaces = " ".repeat(MILLION);
    expect(classifyDocument(`iso${spaces}x soc${spaces}2${spaces}x pen${spaces}`, "notes.txt")).toBe("other");
  });

  it("still reads ISO/IEC 27001 with or without the slash and spaces", () => {
    for (const name of ["ISO 27001", "ISO/IEC 27001", "iso / iec 27001", "ISO27001"]) {
      expect(classifyDocument(`${name} certificate of registration`, "cert.pdf"), name).toBe("iso27001_certificate");
    }
  });
});
