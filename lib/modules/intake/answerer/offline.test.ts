import { describe, expect, it } from "vitest";
import { irqQuestions } from "./accuracy";
import { answerOffline } from "./offline";
import { prepareEvidence } from "./prepare";
import { CONTEXT_WINDOW_CHARS, type IntakeEvidence, type MachineAnswer } from "./types";

const questions = new Map(irqQuestions().map((question) => [question.key, question] as const));

function evidence(context: string, extra: Partial<IntakeEvidence> = {}): IntakeEvidence {
  return { vendor_name: "Acme Services", context, description: null, use_case: null, website: null, ...extra };
}

function answer(key: string, from: IntakeEvidence): MachineAnswer {
  const question = questions.get(key);
  if (!question) {
    throw new Error(`no question ${key}`);
  }
  return answerOffline(question, prepareEvidence(from));
}

function expectExactCitations(from: IntakeEvidence, result: MachineAnswer) {
  for (const citation of result.citations) {
    expect(from[citation.source]?.slice(citation.start, citation.end)).toBe(citation.text);
  }
}

describe("the offline intake answerer", () => {
  it("does not select a data type the text denies, and says what it looked for", () => {
    const result = answer(
      "data_types",
      evidence("Acme will water the plants in reception. They never handle customer records."),
    );
    expect(result.selected_options).not.toContain("Personal data");
    expect(result).toMatchObject({ answer_text: null, selected_options: [], confidence: "none", citations: [] });
    expect(result.reasoning).toMatch(/^No evidence in the context: /);
    expect(result.reasoning).toContain("Ruled out by the text");
  });

  it("selects what a passage states, with the passage quoted and cited at its exact offsets", () => {
    const from = evidence(
      "Hi all,\n\n> They will process our customers'   names and\n> home addresses, but never card numbers.\n",
    );
    const result = answer("data_types", from);
    expect(result.selected_options).toEqual(["Personal data"]);
    expect(result.confidence).toBe("grounded");
    expect(result.reasoning).toContain(
      '"They will process our customers\' names and home addresses, but never card numbers."',
    );
    expect(result.citations).toHaveLength(1);
    expectExactCitations(from, result);
  });

  it("answers No to a yes/no question when a passage clearly denies it", () => {
    const result = answer(
      "premises_access",
      evidence("The work is fully remote. There will be no on-site work at all."),
    );
    expect(result.selected_options).toEqual(["No"]);
    expect(result.confidence).toBe("grounded");
    expect(answer("subprocessors_used", evidence("Acme uses no sub-processors.")).selected_options).toEqual(["No"]);
  });

  it("takes a statement of absence as the None option, but not the denial of one option", () => {
    expect(
      answer("system_access", evidence("They will not access our network or any of our systems.")).selected_options,
    ).toEqual(["No access"]);
    const vpn = answer("system_access", evidence("We won't give them VPN."));
    expect(vpn.selected_options).toEqual([]);
    expect(vpn.reasoning).toMatch(/^No evidence in the context: /);
  });

  it("ignores what is said of another company", () => {
    const result = answer(
      "system_access",
      evidence(
        "Unlike our last vendor, who had admin access to everything, Acme gets a standard user account in our Salesforce org.",
      ),
    );
    expect(result.selected_options).toEqual(["User accounts in our applications"]);
  });

  it("leaves a question unanswered when nothing bears on it, naming what was looked for", () => {
    const result = answer("hosting", evidence("Acme will cater the summer party. Budget $4,000."));
    expect(result).toEqual({
      answer_text: null,
      selected_options: [],
      reasoning: expect.stringMatching(/^No evidence in the context: no passage mentions .*AWS.*Azure/),
      confidence: "none",
      citations: [],
    });
  });

  it("infers a regulation from the data only weakly, and says it is inferred", () => {
    const result = answer(
      "regulatory_scope",
      evidence("Acme will store our EU customers' names and emails in Frankfurt."),
    );
    expect(result.selected_options).toEqual(["GDPR"]);
    expect(result.confidence).toBe("weak");
    expect(result.reasoning).toContain("inferred");
  });

  it("annualises spend, and converts other currencies only weakly", () => {
    const monthly = answer("annual_spend", evidence("They charge $4,500 a month."));
    expect(monthly).toMatchObject({ selected_options: ["$50,000 to $250,000"], confidence: "grounded" });
    const euros = answer("annual_spend", evidence("The contract is €120k per year."));
    expect(euros).toMatchObject({ selected_options: ["$50,000 to $250,000"], confidence: "weak" });
    expect(euros.reasoning).toContain("converted from EUR");
  });

  it("answers free text from the passages, in their words", () => {
    const from = evidence("Please set them up by Friday.", {
      description: "Acme runs payroll for mid-sized employers.",
    });
    const result = answer("service_description", from);
    expect(result.answer_text).toContain("payroll");
    expect(result.selected_options).toEqual([]);
    expectExactCitations(from, result);
    expect(answer("subprocessors_named", evidence("Acme uses Stripe for payments.")).answer_text).toContain("Stripe");
    expect(answer("subprocessors_named", evidence("Acme does everything itself.")).confidence).toBe("none");
  });

  it("reads only the first 20,000 characters of a 100,000-character context, with offsets into the whole", () => {
    const filler = "Notes from the weekly sync about office plants and parking. ".repeat(2_000);
    const late = `${filler.slice(0, CONTEXT_WINDOW_CHARS + 5_000)}The platform is hosted on AWS in us-east-1.`;
    expect(answer("hosting", evidence(late.padEnd(100_000, " x"))).selected_options).toEqual([]);
    const early = `Intro. The platform is hosted on AWS in us-east-1.\n${filler}`.slice(0, 100_000);
    const from = evidence(early);
    const result = answer("hosting", from);
    expect(result.selected_options).toEqual(["Public cloud (AWS, Azure, Google Cloud)"]);
    expectExactCitations(from, result);
  });

  it("answers fifteen questions over a 20,000-character context well within a second", () => {
    for (const question of questions.values()) {
      answerOffline(question, prepareEvidence(evidence("A warm-up: Acme hosts on AWS for $100 a month.")));
    }
    const paragraph =
      "Acme will process our customers' names and emails on AWS in Frankfurt. Their engineers need VPN access. " +
      "Fees are $6,000 a month. They use Twilio for SMS. Unlike our last vendor they are ISO 27001 certified. ";
    const context = paragraph.repeat(Math.ceil(100_000 / paragraph.length)).slice(0, 100_000);
    const started = performance.now();
    const prepared = prepareEvidence(evidence(context));
    const answers = [...questions.values()].map((question) => answerOffline(question, prepared));
    const elapsed = performance.now() - started;
    expect(answers).toHaveLength(15);
    expect(elapsed).toBeLessThan(1_000);
  });
});
