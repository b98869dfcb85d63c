import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerIntakeRoutes } from ".";
import { answerSessionJob } from "./answer-job";
import { seedIntakeDefaults } from "./questionnaires";
import { sweepStalledSessionsJob, sweepStalledSessionsSchedule } from "./sweep";

export const intakeModule = defineModule({
  name: "intake",
  routes: registerIntakeRoutes,
  jobs: [answerSessionJob, sweepStalledSessionsJob],
  schedules: [sweepStalledSessionsSchedule],
  organizationDefaults: seedIntakeDefaults,
  changeLog: [
    { entityType: "intake_session", readers: anyCredential },
    { entityType: "intake_questionnaire", readers: anyCredential },
  ],
  navigation: [
    {
      label: "Intake",
      href: "/intake",
      position: 25,
      icon: "M4 3h8l4 4v10H4z M12 3v4h4 M7 10h6 M7 13h6",
    },
    { label: "Intake questionnaires", href: "/settings/intake", position: 9, under: "/settings/organization" },
  ],
});
