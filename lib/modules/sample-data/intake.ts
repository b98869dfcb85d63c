import type { Actor } from "@/lib/api/context";
import { answerSessionInProcess, createSession, listQuestionnaires, moveProcurementStatus } from "@/lib/modules/intake";
import { listStatuses } from "@/lib/modules/taxonomy";
import type { SampleStep } from "./load";

interface SampleRequest {
  vendorName: string;
  website: string;
  useCase: string;
  context: string;
  /** Where the risk team has got to with it. */
  procurementStatus: "Submitted" | "In review" | "Approved";
}

/**
 * Requests procurement filed, answered by the offline answerer as any session is. The catering
 * request says little, so most of its questions wait for a person: the "needs your answer" group.
 */
export const SAMPLE_INTAKE_REQUESTS: SampleRequest[] = [
  {
    vendorName: "Brightside Payroll",
    website: "https://www.brightsidepayroll.example",
    useCase: "Outsourced payroll for our UK and US employees",
    procurementStatus: "In review",
    context: [
      "From: Dana (HR operations)",
      "Subject: Payroll provider we'd like to onboard",
      "",
      "Brightside Payroll will run monthly payroll for about 650 employees in the United States and the United Kingdom.",
      "They will process employee names, home addresses, salaries, bank account details and social security numbers.",
      "Their platform runs on Amazon Web Services, with data stored in the US (us-east-1) and the UK (eu-west-2).",
      "Brightside will get user accounts in our HR system through single sign-on; they do not need VPN access.",
      "They hold a SOC 2 Type II report and an ISO 27001 certificate.",
      "Sub-processors: Amazon Web Services for hosting and Twilio for text message notifications.",
      "If payroll stopped, employees would not be paid on time, so this service is critical.",
      "Their staff never come on site. The quoted annual fee is $84,000.",
    ].join("\n"),
  },
  {
    vendorName: "Sunny Side Catering",
    website: "https://www.sunnysidecatering.example",
    useCase: "Friday lunch for the London office",
    procurementStatus: "Submitted",
    context: [
      "Hi, can we set up Sunny Side Catering? They would deliver lunch to the London office every Friday.",
      "Two of their staff set up the buffet in our kitchen on the 4th floor.",
      "Budget is around £500 a week.",
    ].join("\n"),
  },
  {
    vendorName: "Quill Analytics",
    website: "https://www.quillanalytics.example",
    useCase: "Churn prediction on our customer usage data",
    procurementStatus: "Approved",
    context: [
      "Statement of work, Quill Analytics",
      "1. Scope: Quill will build churn prediction models using machine learning on our product usage data and customer account records (company names, contact names and emails).",
      "2. Data: no payment card data or health data is shared. Data is exported nightly to Quill's Google Cloud project in the European Union (Belgium).",
      "3. Access: Quill receives read-only exports; Quill has no access to our systems or network.",
      "4. Sub-processors: none beyond Google Cloud.",
      "5. Fees: $60,000 per year.",
      "6. The models inform account management; we could switch to another analytics provider within a few weeks.",
    ].join("\n"),
  },
];

/** Files the sample requests as a colleague (procurement), answers them, and moves each to its status. */
export async function loadSampleIntake(step: SampleStep, filer: Actor): Promise<void> {
  const { irqId, statusIds } = await step(async (ctx) => {
    const questionnaires = (await listQuestionnaires(ctx, "irq")).items;
    const statuses = (await listStatuses(ctx, "procurement")).items;
    return { irqId: questionnaires[0]?.id, statusIds: new Map(statuses.map((status) => [status.name, status.id])) };
  });
  if (!irqId) {
    return;
  }
  for (const request of SAMPLE_INTAKE_REQUESTS) {
    const { body } = await createSession(
      { ...step.runsAs, actor: filer },
      {
        vendor_name: request.vendorName,
        vendor_website: request.website,
        use_case: request.useCase,
        context: request.context,
        questionnaire_ids: [irqId],
      },
    );
    await answerSessionInProcess(step.runsAs.orgId, body.session_id);
    const statusId = statusIds.get(request.procurementStatus);
    if (statusId && request.procurementStatus !== "Submitted") {
      await step((ctx) => moveProcurementStatus(ctx, { sessionId: body.session_id, statusId }));
    }
  }
}
