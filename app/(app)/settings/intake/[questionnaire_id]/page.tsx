import { QuestionnairePage } from "@/components/intake/questionnaire-page";

export default async function IntakeQuestionnaireRoute({ params }: { params: Promise<{ questionnaire_id: string }> }) {
  const { questionnaire_id } = await params;
  return <QuestionnairePage questionnaireId={questionnaire_id} />;
}
