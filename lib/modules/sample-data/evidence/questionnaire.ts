import type { EvidenceContext } from "./context";
import type { EvidenceDocument, EvidenceProfile, TopicId } from "./model";
import { slug } from "./names";
import { linesOf } from "./topic";
import { TOPICS } from "./topics";

const QUESTIONNAIRE_TOPICS: TopicId[] = [
  "policies",
  "authentication",
  "accessReviews",
  "encryption",
  "vulnerabilities",
  "logging",
  "incidents",
  "backups",
  "continuity",
  "training",
  "suppliers",
  "retention",
];

/** A security questionnaire the vendor answered: "No" where a practice is missing, "Not provided" where skipped. */
export function questionnaireResponse(c: EvidenceContext, profile: EvidenceProfile): EvidenceDocument {
  return {
    name: `${c.vendor} security questionnaire responses`,
    fileName: `${slug(c.vendor)}-security-questionnaire.txt`,
    documentType: "questionnaire_response",
    format: "txt",
    title: "Security questionnaire: vendor responses",
    preamble: [
      `Vendor: ${c.vendor} (${c.service})`,
      `Completed by ${c.contact.name}, ${c.contact.title}, on ${c.issued}`,
    ],
    sections: QUESTIONNAIRE_TOPICS.map((id, index) => {
      const coverage = profile[id] ?? "omitted";
      const lines = linesOf(TOPICS[id], coverage, c).join(" ");
      const answer =
        coverage === "omitted" ? "Not provided." : coverage === "absent" ? `No. ${lines}` : `Yes. ${lines}`;
      return { heading: `${index + 1}. ${TOPICS[id].heading}`, paragraphs: [answer] };
    }),
  };
}

/** A photographed page sent instead of the report itself: an image with no text to extract. */
export function scannedReport(c: EvidenceContext): EvidenceDocument {
  return {
    name: `${c.vendor} SOC 2 report (photo)`,
    fileName: `${slug(c.vendor)}-soc2-report-photo.png`,
    documentType: "soc2_type2",
    format: "png",
    title: "",
    preamble: [],
    sections: [],
  };
}
