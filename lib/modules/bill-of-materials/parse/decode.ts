import { type BomRejection, unsupported } from "./outcome";

/** Leading bytes of formats people upload by mistake, with the advice for each. */
const packedFormats: { magic: number[]; what: string }[] = [
  { magic: [0x50, 0x4b, 0x03, 0x04], what: "a zip archive" },
  { magic: [0x1f, 0x8b], what: "a gzip archive" },
  { magic: [0x42, 0x5a, 0x68], what: "a bzip2 archive" },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: "an xz archive" },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], what: "a zstd archive" },
  { magic: [0x25, 0x50, 0x44, 0x46], what: "a PDF document" },
];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The file's text: UTF-8 unless a byte order mark says UTF-16; binary files are refused. */
export function decodeBom(bytes: Uint8Array): { text: string } | BomRejection {
  const packed = packedFormats.find((format) => startsWith(bytes, format.magic));
  if (packed) {
    return unsupported(
      "unknown",
      null,
      `This file is ${packed.what}, not a bill of materials. Upload the CycloneDX JSON or SPDX JSON file itself.`,
    );
  }
  const encoding = startsWith(bytes, [0xff, 0xfe])
    ? "utf-16le"
    : startsWith(bytes, [0xfe, 0xff])
      ? "utf-16be"
      : "utf-8";
  // TextDecoder drops the byte order mark itself and replaces invalid sequences with U+FFFD.
  const text = new TextDecoder(encoding).decode(bytes);
  if (text.slice(0, 8_192).includes("\u0000")) {
    return unsupported(
      "unknown",
      null,
      "This file is not text, so it is not a CycloneDX JSON or SPDX JSON bill of materials.",
    );
  }
  return { text };
}
