import { defineModule } from "../descriptor";
import { registerContractRoutes } from ".";
import { contractRemindersJob, contractRemindersSchedule } from "./reminders";
import { contractReaders } from "./routes/access";

export const contractsModule = defineModule({
  name: "contracts",
  gate: "contract_records",
  routes: registerContractRoutes,
  jobs: [contractRemindersJob],
  schedules: [contractRemindersSchedule],
  changeLog: [{ entityType: "contract_record", readers: contractReaders }],
  navigation: [
    {
      label: "Contracts",
      href: "/contracts",
      position: 45,
      icon: "M5 2h7l4 4v12H5z M12 2v4h4 M8 9h5 M8 12h5 M8 15h3",
    },
  ],
});
