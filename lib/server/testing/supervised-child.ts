import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { exitWithParent } from "../supervise";

/**
 * A child for supervise.test.ts. It writes "start <pid>" to CHILD_LOG once its handlers are in
 * place; exits with code 3 at once when CRASH_ONCE_MARKER names a file that does not exist yet
 * (creating it); writes "term <pid>" and exits on SIGTERM unless IGNORE_SIGTERM is set; and writes
 * "orphaned <pid>" and exits when its parent goes.
 */
const log = process.env.CHILD_LOG as string;
const marker = process.env.CRASH_ONCE_MARKER;
if (marker && !existsSync(marker)) {
  writeFileSync(marker, "crashed");
  appendFileSync(log, `start ${process.pid}\n`);
  process.exit(3);
}
exitWithParent(() => {
  appendFileSync(log, `orphaned ${process.pid}\n`);
  process.exit(0);
});
process.on("SIGTERM", () => {
  if (!process.env.IGNORE_SIGTERM) {
    appendFileSync(log, `term ${process.pid}\n`);
    process.exit(0);
  }
});
setInterval(() => {}, 60_000);
appendFileSync(log, `start ${process.pid}\n`);
