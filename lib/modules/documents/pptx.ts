import path from "node:path/posix";
import { readOfficeZip, ZIP_LIMITS, type ZipLimits } from "./zip-guard";

/**
 * PPTX text: the a:t runs of each slide, one line per paragraph, slides in presentation order
 * (ppt/presentation.xml's slide list, which a reordered deck changes while the slideN.xml file
 * names stay). The archive goes through the zip guard. The XML is scanned with patterns whose
 * character classes stop at "<", so every scan is linear in the input (no backtracking).
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") {
      return ENTITIES[name.toLowerCase()] ?? whole;
    }
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`).exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2] ?? "") : undefined;
}

/** The text of one slide (or notes) part: paragraphs on their own lines, line breaks kept. */
export function slideText(xml: string): string {
  const paragraphs: string[] = [];
  let paragraph = "";
  for (const match of xml.matchAll(/<a:t(?:\s[^<>]*)?>([^<]*)<\/a:t>|<a:br\b[^<>]*>|<\/a:p>/g)) {
    if (match[1] !== undefined) {
      paragraph += decodeXmlText(match[1]);
    } else if (match[0].startsWith("<a:br")) {
      paragraph += "\n";
    } else {
      paragraphs.push(paragraph);
      paragraph = "";
    }
  }
  if (paragraph) {
    paragraphs.push(paragraph);
  }
  return paragraphs
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .join("\n");
}

/** Relationship ID → target part name, for the part whose .rels file this is. */
function relationships(relsXml: string, sourcePart: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<Relationship\s[^<>]*>/g)) {
    const id = attribute(tag, "Id");
    const target = attribute(tag, "Target");
    if (id && target && attribute(tag, "TargetMode") !== "External") {
      targets.set(id, target.startsWith("/") ? target.slice(1) : path.join(path.dirname(sourcePart), target));
    }
  }
  return targets;
}

const slideNumber = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/** Slide part names in presentation order; by file number when the slide list cannot be read. */
function slideOrder(parts: Map<string, Buffer>): string[] {
  const presentation = parts.get("ppt/presentation.xml")?.toString("utf8");
  const rels = parts.get("ppt/_rels/presentation.xml.rels")?.toString("utf8");
  if (presentation && rels) {
    const targets = relationships(rels, "ppt/presentation.xml");
    const ordered: string[] = [];
    for (const [tag] of presentation.matchAll(/<p:sldId\s[^<>]*>/g)) {
      const target = targets.get(attribute(tag, "r:id") ?? "");
      if (target && parts.has(target)) {
        ordered.push(target);
      }
    }
    if (ordered.length > 0) {
      return ordered;
    }
  }
  return [...parts.keys()]
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
}

/** The speaker notes part a slide links to, if any. */
function notesPart(parts: Map<string, Buffer>, slide: string): string | undefined {
  const rels = parts.get(path.join(path.dirname(slide), "_rels", `${path.basename(slide)}.rels`))?.toString("utf8");
  if (!rels) {
    return undefined;
  }
  for (const [tag] of rels.matchAll(/<Relationship\s[^<>]*>/g)) {
    if (attribute(tag, "Type")?.endsWith("/notesSlide")) {
      const target = relationships(tag, slide).get(attribute(tag, "Id") ?? "");
      return target && parts.has(target) ? target : undefined;
    }
  }
  return undefined;
}

/** Text of every slide in order, each followed by its speaker notes when it has any. */
export async function presentationText(bytes: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<string> {
  const parts = await readOfficeZip(bytes, "PPTX", limits);
  const slides: string[] = [];
  for (const slide of slideOrder(parts)) {
    const text = slideText(parts.get(slide)?.toString("utf8") ?? "");
    const notes = notesPart(parts, slide);
    const notesText = notes ? notesSlideText(parts.get(notes)?.toString("utf8") ?? "") : "";
    slides.push([text, notesText && `Notes: ${notesText}`].filter(Boolean).join("\n"));
  }
  return slides.filter(Boolean).join("\n\n");
}

/**
 * A notes page repeats the slide image and a slide-number field next to the notes themselves;
 * only the body placeholder holds what the speaker wrote.
 */
function notesSlideText(xml: string): string {
  const bodies: string[] = [];
  for (const shape of xml.split("</p:sp>")) {
    if (/<p:ph\b[^<>]*\stype="body"/.test(shape)) {
      bodies.push(slideText(shape));
    }
  }
  return bodies.filter(Boolean).join("\n");
}
