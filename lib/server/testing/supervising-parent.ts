import path from "node:path";
import { superviseChild } from "../supervise";

/** A parent for supervise.test.ts: supervises supervised-child.ts and prints the child's PID. */
const child = superviseChild({
  entry: path.join(__dirname, "supervised-child.ts"),
  env: process.env,
  label: "The test child",
  nodeFlags: ["--import", "tsx"],
});
const announce = setInterval(() => {
  if (child.pid) {
    console.log(`child ${child.pid}`);
    clearInterval(announce);
  }
}, 10);
setInterval(() => {}, 60_000);
