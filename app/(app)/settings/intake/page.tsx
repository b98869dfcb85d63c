import { QuestionnaireSettings } from "@/components/intake/questionnaire-settings";

export default function IntakeQuestionnairesSettingsPage() {
  return <QuestionnaireSettings />;
}
