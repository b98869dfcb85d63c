import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { uploadedDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { deflatedEntry, makePptx, repeatedEntry, withParts } from "@/lib/testing/office-zips";
import { EXTRACTABLE_EXTENSIONS, extractText } from "./extract";
import { decodeXmlText, slideText } from "./pptx";
import { documents } from "./tables";

const deck = [
  { paragraphs: ["Security overview", "We encrypt data at rest with AES-256."], notes: "Mention the key rotation." },
  { paragraphs: ["Access control", "Multi-factor authentication is enforced.", "Reviews are quarterly."] },
  { paragraphs: ["Incident response", "Customers are told within 72 hours."] },
];

describe("PPTX text extraction", () => {
  it("is an extractable format", () => {
    expect(EXTRACTABLE_EXTENSIONS.has("pptx")).toBe(true);
  });

  it("gives each slide's paragraphs and speaker notes, slides in presentation order", async () => {
    expect(await extractText("pptx", makePptx(deck))).toBe(
      [
        "Security overview\nWe encrypt data at rest with AES-256.\nNotes: Mention the key rotation.",
        "Access control\nMulti-factor authentication is enforced.\nReviews are quarterly.",
        "Incident response\nCustomers are told within 72 hours.",
      ].join("\n\n"),
    );
  });

  it("follows the presentation's slide list, not the slide file numbers", async () => {
    // As after dragging slides in PowerPoint: the first slide shown is stored as slide3.xml.
    const text = await extractText("pptx", makePptx(deck, [3, 1, 2]));
    expect(text?.indexOf("Security overview")).toBe(0);
    expect(text?.indexOf("Access control")).toBeGreaterThan(text?.indexOf("Security overview") ?? -1);
    expect(text?.indexOf("Incident response")).toBeGreaterThan(text?.indexOf("Access control") ?? -1);
  });

  it("falls back to slide file numbers when the slide list is missing", async () => {
    const withoutList = await withParts(makePptx(deck, [3, 1, 2]), [
      deflatedEntry("ppt/presentation.xml", "<p:presentation/>"),
    ]);
    const text = (await extractText("pptx", withoutList)) ?? "";
    // slide1.xml holds "Access control", slide2.xml "Incident response", slide3.xml "Security overview".
    expect(text.split("\n\n").map((slide) => slide.split("\n")[0])).toEqual([
      "Access control",
      "Incident response",
      "Security overview",
    ]);
  });

  it("decodes XML escapes and keeps line breaks inside a paragraph", () => {
    expect(decodeXmlText("R&amp;D &lt;team&gt; &quot;A&quot; &apos;B&apos; &#233;t&#xE9; &bogus;")).toBe(
      "R&D <team> \"A\" 'B' été &bogus;",
    );
    expect(
      slideText('<a:p><a:r><a:t xml:space="preserve">Line one</a:t></a:r><a:br/><a:r><a:t>Line two</a:t></a:r></a:p>'),
    ).toBe("Line one\nLine two");
  });

  it("scans hostile markup in linear time", () => {
    const hostile = "<a:t ".repeat(200_000) + "<a:br ".repeat(200_000) + "<a:t>".repeat(200_000);
    expect(slideText(hostile)).toBe("");
  });

  it("passes through the zip guard: a slide that inflates to 100 MiB is refused", async () => {
    const bomb = await repeatedEntry("ppt/slides/slide1.xml", 100 * 1024 * 1024, {
      head: "<p:sld><p:cSld><p:spTree>",
      unit: "<a:p><a:r><a:t>zip bomb</a:t></a:r></a:p>",
      tail: "</p:spTree></p:cSld></p:sld>",
    });
    await expect(extractText("pptx", await withParts(makePptx(deck), [bomb]))).rejects.toThrow(
      "The file expands to more than 64 MiB when unpacked, the limit for text extraction; text was not extracted.",
    );
  });

  it("an uploaded .pptx completes with its slide text", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const created = await uploadedDocument(
      org.token,
      { name: "deck.pptx", bytes: makePptx(deck) },
      { vendor_id: vendor.id },
    );
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const read = await callApi("get", `/v1/documents/${created.id}`, { token: org.token });
    expect(bodyAt(read, 200).status).toBe("complete");
    const [row] = await db().select().from(documents).where(eq(documents.id, created.id));
    expect(row?.extractedText).toContain("Multi-factor authentication is enforced.");
  });
});
