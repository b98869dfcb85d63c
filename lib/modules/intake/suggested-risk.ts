/**
 * The inherent risk level a session's answers suggest, with the answers it rests on. A person's
 * answer wins over the machine's; an answer without evidence counts for nothing. The rule reads the
 * shipped inherent risk questions by their wording's options, so an admin's own questionnaire with
 * other options simply suggests less.
 */

export interface AnswerFacts {
  questionText: string;
  selected: string[];
}

export interface RiskSuggestion {
  /** 1 = Critical … 4 = Low, the rank in the default scale. */
  rank: 1 | 2 | 3 | 4;
  levelName: "Critical" | "High" | "Medium" | "Low";
  reasons: string[];
}

const SENSITIVE_DATA = ["Sensitive personal data", "Payment card data", "Health data"];
const ORDINARY_DATA = ["Personal data", "Confidential business data"];

const quote = (fact: AnswerFacts, options: string[]) =>
  `${fact.questionText} ${options.map((o) => `"${o}"`).join(", ")}`;

export function suggestInherentRisk(facts: AnswerFacts[]): RiskSuggestion | null {
  if (!facts.some((fact) => fact.selected.length > 0)) {
    return null;
  }
  const chosen = (options: string[]) =>
    facts.flatMap((fact) => {
      const hits = fact.selected.filter((option) => options.includes(option));
      return hits.length > 0 ? [quote(fact, hits)] : [];
    });
  const sensitive = chosen(SENSITIVE_DATA);
  const privileged = chosen(["Privileged or administrator access"]);
  const network = chosen(["Network or VPN access"]);
  const critical = chosen(["Critical: operations stop without it"]);
  const high = chosen(["High: significant disruption"]);
  const ordinary = chosen(ORDINARY_DATA);
  const accounts = chosen(["User accounts in our applications"]);
  const premises = facts.flatMap((fact) =>
    /premises|physical access/i.test(fact.questionText) && fact.selected.includes("Yes") ? [quote(fact, ["Yes"])] : [],
  );

  if (sensitive.length > 0 && (privileged.length > 0 || critical.length > 0)) {
    return { rank: 1, levelName: "Critical", reasons: [...sensitive, ...privileged, ...critical] };
  }
  const highReasons = [...sensitive, ...privileged, ...network, ...critical];
  if (highReasons.length > 0) {
    return { rank: 2, levelName: "High", reasons: highReasons };
  }
  const mediumReasons = [...ordinary, ...accounts, ...premises, ...high];
  if (mediumReasons.length > 0) {
    return { rank: 3, levelName: "Medium", reasons: mediumReasons };
  }
  return {
    rank: 4,
    levelName: "Low",
    reasons: ["No answer shows sensitive data, access to our systems or premises, or a critical service."],
  };
}
