import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type pg from "pg";
import { Pool } from "undici";
import { type AppProcess, sleep } from "./app-process";
import { cpuBetween, cpuSnapshot, inProcessGroup, isPostgres, type ProcessFilter } from "./cpu-usage";
import { withDatabaseClient } from "./database-client";
import { onTheClock } from "./paced";
import { percentile } from "./percentile";
import { call, expectStatus, type SeededOrg } from "./seed";

/**
 * Intake answering (part `intake` of `npm run bench`). Sessions of the inherent risk questionnaire
 * (type irq, 15 questions) with 100,000 characters of context, a vendor's proposal, statement of work
 * and security answers as procurement pastes them (vendorContext), answered by the offline answerer
 * (no LLM_* settings) on the answering threads (lib/modules/intake/answer-thread.ts).
 *
 * 1. One session at a time, SINGLE_ROUNDS times: POST /v1/intake/api/sessions, then GET the session
 *    every POLL_MS until it has ended: create → complete on the client's clock (from sending the
 *    POST to the GET that shows it complete), and on the server's (completed_at − created_at in the
 *    database: the API's timestamps are whole seconds).
 * 2. GET /api/health on the clock (HEALTH_RATE a second, not waiting for answers, from a thread of
 *    its own: HealthProbe), idle for IDLE_SECONDS, then while CONCURRENT_SESSIONS such sessions are
 *    filed at once and answered, until every one has ended (seen by polling the database, not the
 *    app); BUSY_ROUNDS rounds alternating idle and busy, each kind's requests pooled. Target: the
 *    busy p99 at most HEALTH_TARGET_MULTIPLE × the idle p99 (answering must not starve requests).
 *    The busy requests are also split at the last POST's answer: sent while the sessions were being
 *    filed, and after (answering only). The time the concurrent sessions take is reported too.
 *
 * Nothing is asserted about time: these are figures and a verdict.
 */

export const CONTEXT_CHARS = 100_000;
export const CONCURRENT_SESSIONS = 10;
/** Sessions answered one at a time; the report gives each, the median and the max. */
export const SINGLE_ROUNDS = 5;
/** How often the single session's GET polls (ms). */
const POLL_MS = 50;
/** Health requests a second, in both kinds of phase. */
export const HEALTH_RATE = 50;
/** Idle health measured before the first round, and not counted (connections opened, code warm). */
const WARMUP_SECONDS = 3;
/** Each round's idle phase. */
export const IDLE_SECONDS = 5;
/**
 * Rounds of an idle phase then CONCURRENT_SESSIONS filed at once: each kind's requests are pooled.
 * Ten sessions are answered in 1.5–3 s on two cores, some 100 requests a round: ten rounds, so that
 * the busy p99 rests on about a thousand (its 10th slowest), and idle and busy alternate, so that a
 * machine whose load drifts weighs on both alike.
 */
export const BUSY_ROUNDS = 10;
/** Busy p99 at most this multiple of the idle p99. */
export const HEALTH_TARGET_MULTIPLE = 2;
const SESSION_TIMEOUT_MS = 300_000;
/** How often the busy phase asks the database whether every session has ended (ms). */
const DB_POLL_MS = 100;

// ---------------------------------------------------------------------------------------------
// The context: a vendor request as procurement pastes it.

/** A small deterministic generator (mulberry32), so that each session's text differs, reproducibly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VENDORS = [
  { name: "Northwind Payroll Services", short: "Northwind", product: "payroll and benefits administration platform" },
  { name: "Bluebell Analytics", short: "Bluebell", product: "customer analytics and reporting service" },
  { name: "Harbor Freight Logistics", short: "Harbor", product: "warehouse and last-mile delivery service" },
  { name: "Quillon Support Desk", short: "Quillon", product: "outsourced customer support centre" },
  { name: "Cedarline Cloud Backup", short: "Cedarline", product: "managed backup and disaster recovery service" },
];
const SUBPROCESSORS = [
  "Amazon Web Services",
  "Twilio",
  "SendGrid",
  "Datadog",
  "Zendesk",
  "Snowflake",
  "Cloudflare",
  "Okta",
  "Stripe",
  "Atlassian",
];
const REGIONS = ["us-east-1 (Virginia)", "eu-west-1 (Ireland)", "eu-central-1 (Frankfurt)", "ca-central-1 (Montreal)"];
const PEOPLE = ["Dana Whitfield", "Marcus Oyelaran", "Priya Raman", "Tomasz Nowak", "Elena Ferreira", "Sam Okafor"];
const TEAMS = ["Finance", "HR", "Customer Success", "IT Operations", "Legal", "Marketing", "Security"];

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const money = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** One block of the text: an e-mail, a section of the statement of work, security answers, notes. */
function paragraphs(vendor: (typeof VENDORS)[number], block: number, next: () => number): string[] {
  const v = vendor.short;
  const employees = 150 + Math.floor(next() * 4_850);
  const fee = 1_000 * (20 + Math.floor(next() * 480));
  const uptime = pick(next, ["99.5", "99.9", "99.95"]);
  const hours = 2 + Math.floor(next() * 22);
  const first = Math.floor(next() * SUBPROCESSORS.length);
  const subs = [0, 3, 7].map((step) => SUBPROCESSORS[(first + step) % SUBPROCESSORS.length] as string);
  const region = pick(next, REGIONS);
  const person = pick(next, PEOPLE);
  const team = pick(next, TEAMS);
  const day = 1 + Math.floor(next() * 28);
  const month = pick(next, ["January", "March", "April", "June", "September", "November"]);
  const section = block + 1;
  const variants = [
    [
      `From: ${person} <${person.split(" ")[0]?.toLowerCase()}@example.com>`,
      `Subject: Re: ${vendor.name} proposal, round ${section}`,
      `Hi team, forwarding the latest from ${v} after our call on ${month} ${day}. ${team} wants to move ahead with the ${vendor.product} for about ${employees.toLocaleString("en-US")} employees, starting next quarter. They quoted ${money(fee)} a year for the first ${1 + Math.floor(next() * 3)} years, with a ${3 + Math.floor(next() * 7)}% uplift after that.`,
      `${v} confirmed they will not need access to our production network; their consultants work remotely and will only get named user accounts in our HR and ticketing tools, with SSO through our identity provider. Nobody from ${v} will visit our offices or data centres.`,
    ],
    [
      `Statement of work, section ${section}.${1 + Math.floor(next() * 9)}: scope and deliverables.`,
      `${vendor.name} will provide the ${vendor.product}, including configuration, data migration from our current system, ${hours} hours of training for the ${team} team and ongoing support during business hours (08:00 to 18:00, Monday to Friday). Out of scope: on-site work, hardware, and any change to our ERP beyond the two documented integrations.`,
      `Deliverable ${section}: a migration plan within ${10 + Math.floor(next() * 20)} working days of signature; deliverable ${section + 1}: a production cut-over with no more than ${1 + Math.floor(next() * 4)} hours of downtime, scheduled over a weekend.`,
    ],
    [
      `Security questionnaire, answers ${section * 10} to ${section * 10 + 9} (${v}'s reply).`,
      `Q: Where is customer data hosted? A: The service runs on ${subs[0]} in ${region}; backups are replicated to a second region in the same country. Customer data is never stored outside those regions and is not accessed from offshore support centres.`,
      `Q: Which certifications do you hold? A: ${v} holds a SOC 2 Type II report (period ending ${month} ${day}) and ISO/IEC 27001 certification; we do not hold PCI DSS, as we do not process payment card data. The last penetration test found ${Math.floor(next() * 4)} medium and no critical issues.`,
      `Q: Do you use sub-processors? A: Yes: ${subs.join(", ")} (infrastructure, messaging and monitoring). We notify customers ${15 + Math.floor(next() * 45)} days before adding one.`,
    ],
    [
      `Data handled. To run the ${vendor.product}, ${v} will process employee names, work e-mail addresses, home addresses, salary figures and bank account details for direct deposit, and social security numbers for tax filings. No customer records, no health or medical information and no payment card numbers are shared with them.`,
      `Records are retained for ${3 + Math.floor(next() * 5)} years after the contract ends, as tax law requires, then deleted; deletion is confirmed in writing within ${10 + Math.floor(next() * 20)} days.`,
    ],
    [
      `Service levels: ${uptime}% monthly availability; priority 1 incidents answered within ${1 + Math.floor(next() * 3)} hour(s) and resolved or worked around within ${hours} hours; service credits of ${5 + Math.floor(next() * 20)}% of the monthly fee for each missed target. ${v} does not offer an on-premises version.`,
      `If ${v} were unavailable for more than a day, ${team} could fall back to manual spreadsheets for one pay cycle, but not longer: replacing them would take roughly ${2 + Math.floor(next() * 7)} months of migration and parallel runs.`,
    ],
    [
      `Meeting notes, ${month} ${day} (${person}, ${team}, two people from ${v}).`,
      `- ${v} does not use AI or machine learning on customer data and does not train models on it; a future "insights" feature would be opt-in and off by default.`,
      `- Their support team will not contact our employees or customers directly; all requests go through our ${team} administrators.`,
      `- Budget: ${money(fee)} approved for this fiscal year; the purchase order number will follow. Payment terms net ${pick(next, ["30", "45", "60"])}.`,
      `- Open question: whether the EU entity (about ${Math.floor(employees / 7).toLocaleString("en-US")} staff) falls under the same contract; legal thinks GDPR and the UK GDPR apply to that part, and SOX controls apply to the payroll journal feed.`,
    ],
  ];
  return variants[block % variants.length] as string[];
}

/** About `chars` characters (exactly, cut at the end) of a vendor request's text; `seed` varies it. */
export function vendorContext(chars: number, seed: number): { vendorName: string; text: string } {
  const next = random(seed);
  const vendor = VENDORS[seed % VENDORS.length] as (typeof VENDORS)[number];
  const parts: string[] = [];
  let length = 0;
  for (let block = 0; length < chars; block += 1) {
    const text = paragraphs(vendor, block, next).join("\n");
    parts.push(text);
    length += text.length + 2;
  }
  return { vendorName: vendor.name, text: parts.join("\n\n").slice(0, chars) };
}

// ---------------------------------------------------------------------------------------------
// Sessions.

interface SessionDetail {
  session_id: string;
  status: "pending" | "processing" | "complete" | "failed";
  question_count: number;
  answered_count: number;
  failed_count: number;
  created_at: number;
  completed_at: number | null;
}

const ended = (status: string) => status === "complete" || status === "failed";

/** Server-side times of sessions, from the database (milliseconds, where the API gives seconds). */
interface ServerTimes {
  status: string;
  /** created_at → completed_at. */
  createdToCompleteMs: number;
  /** created_at → the first answer stored: waiting for a job slot and a thread, and answering. */
  createdToFirstAnswerMs: number;
  /** The first answer stored → completed_at: the answers' transactions and the session's end. */
  firstAnswerToCompleteMs: number;
  createdAt: number;
  completedAt: number;
  answered: number;
  failed: number;
}

async function serverTimes(client: pg.Client, sessionIds: string[]): Promise<Map<string, ServerTimes>> {
  const { rows } = await client.query<{
    id: string;
    status: string;
    created: number;
    completed: number | null;
    first_answer: number | null;
    answered: number;
    failed: number;
  }>(
    `SELECT s.id, s.status, extract(epoch FROM s.created_at) * 1000 AS created,
       extract(epoch FROM s.completed_at) * 1000 AS completed,
       extract(epoch FROM min(a.answered_at)) * 1000 AS first_answer,
       count(*) FILTER (WHERE a.status = 'answered')::int AS answered,
       count(*) FILTER (WHERE a.status = 'failed')::int AS failed
     FROM intake_sessions s LEFT JOIN intake_answers a ON a.session_id = s.id
     WHERE s.id = ANY($1) GROUP BY s.id`,
    [sessionIds],
  );
  return new Map(
    rows.map((row) => {
      const created = Number(row.created);
      const completed = row.completed === null ? Number.NaN : Number(row.completed);
      const first = row.first_answer === null ? Number.NaN : Number(row.first_answer);
      return [
        row.id,
        {
          status: row.status,
          createdToCompleteMs: completed - created,
          createdToFirstAnswerMs: first - created,
          firstAnswerToCompleteMs: completed - first,
          createdAt: created,
          completedAt: completed,
          answered: row.answered,
          failed: row.failed,
        },
      ];
    }),
  );
}

interface Filing {
  appUrl: string;
  token: string;
  questionnaireId: string;
}

/**
 * The JSON body of a session with its own text. Built before a measured phase: generating and
 * serialising ten 100,000-character texts takes the benchmark's own thread 50–350 ms.
 */
function sessionBody(filing: Filing, seed: number): string {
  const { vendorName, text } = vendorContext(CONTEXT_CHARS, seed);
  return JSON.stringify({
    vendor_name: `${vendorName} #${seed}`,
    questionnaire_ids: [filing.questionnaireId],
    context: text,
  });
}

async function fileSession(filing: Filing, body: string): Promise<string> {
  const response = await fetch(`${filing.appUrl}/v1/intake/api/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${filing.token}` },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`file an intake session: expected 201, got ${response.status} ${text.slice(0, 300)}`);
  }
  return (JSON.parse(text) as { session_id: string }).session_id;
}

export interface SingleRound {
  /** Sending the POST → its answer. */
  postMs: number;
  /** Sending the POST → the GET that showed the session ended (polled every POLL_MS). */
  clientMs: number;
  /** The API's created_at → completed_at (whole seconds). */
  apiSeconds: number;
  server: ServerTimes;
  polls: number;
  status: string;
  answered: number;
  questions: number;
}

async function singleRound(filing: Filing, client: pg.Client, seed: number): Promise<SingleRound> {
  const body = sessionBody(filing, seed);
  const sentAt = performance.now();
  const sessionId = await fileSession(filing, body);
  const postMs = performance.now() - sentAt;
  let polls = 0;
  for (;;) {
    const tickAt = performance.now();
    polls += 1;
    const session = await expectStatus<SessionDetail>(
      "read an intake session",
      200,
      await call(filing.appUrl, `/v1/intake/api/sessions/${sessionId}`, { token: filing.token }),
    );
    if (ended(session.status)) {
      const clientMs = performance.now() - sentAt;
      const server = (await serverTimes(client, [sessionId])).get(sessionId) as ServerTimes;
      return {
        postMs,
        clientMs,
        apiSeconds: (session.completed_at ?? Number.NaN) - session.created_at,
        server,
        polls,
        status: session.status,
        answered: session.answered_count,
        questions: session.question_count,
      };
    }
    if (performance.now() - sentAt > SESSION_TIMEOUT_MS) {
      throw new Error(`intake session ${sessionId} still ${session.status} after ${SESSION_TIMEOUT_MS / 1000} s`);
    }
    await sleep(Math.max(0, tickAt + POLL_MS - performance.now()));
  }
}

// ---------------------------------------------------------------------------------------------
// /api/health on the clock.

/** What the probe thread is started with (workerData). */
interface ProbeStart {
  intakeHealthProbe: { appUrl: string; rate: number };
}

type ProbeReply = { started: true } | { stopped: { latencies: Timed[]; errors: number; failure?: string } };

/**
 * The body of the probe thread: GET /api/health at `rate` a second on keep-alive connections from
 * "start" to "stop", each answer's send time (the epoch, in ms) and latency kept.
 */
function serveHealthProbe({ appUrl, rate }: ProbeStart["intakeHealthProbe"]): void {
  const pool = new Pool(appUrl, { connections: 16, pipelining: 1 });
  let stop: (() => Promise<void>) | undefined;
  let latencies: Timed[] = [];
  let errors = 0;
  let failure: string | undefined;
  parentPort?.on("message", async (message: "start" | "stop") => {
    if (message === "start") {
      latencies = [];
      errors = 0;
      failure = undefined;
      stop = onTheClock(rate, async () => {
        const sentAt = performance.now();
        try {
          const response = await pool.request({ path: "/api/health", method: "GET", headersTimeout: 30_000 });
          await response.body.text();
          latencies.push({ sentAt: performance.timeOrigin + sentAt, ms: performance.now() - sentAt });
          if (response.statusCode !== 200) {
            errors += 1;
          }
        } catch (error) {
          errors += 1;
          failure ??= error instanceof Error ? error.message : String(error);
        }
      }).stop;
      parentPort?.postMessage({ started: true } satisfies ProbeReply);
    } else {
      await stop?.();
      parentPort?.postMessage({ stopped: { latencies, errors, failure } } satisfies ProbeReply);
    }
  });
}

/**
 * GET /api/health on the clock from a thread of its own, so that the benchmark's own work (sending
 * ten 100 KB bodies, polling the database) never delays a probe or the reading of its answer.
 */
class HealthProbe {
  private readonly thread: Worker;
  errors = 0;
  failure: string | undefined;

  constructor(appUrl: string) {
    this.thread = new Worker(path.join(process.cwd(), "lib", "bench", "intake-bench.ts"), {
      execArgv: ["--require", "tsx/cjs"],
      workerData: { intakeHealthProbe: { appUrl, rate: HEALTH_RATE } } satisfies ProbeStart,
    });
  }

  private ask(message: "start" | "stop"): Promise<ProbeReply> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.thread.once("error", onError);
      this.thread.once("message", (reply: ProbeReply) => {
        this.thread.off("error", onError);
        resolve(reply);
      });
      this.thread.postMessage(message);
    });
  }

  /** Starts the stream; `stop` ends it, waits for the answers in flight and returns their latencies. */
  async start(): Promise<{ stop: () => Promise<Timed[]> }> {
    await this.ask("start");
    return {
      stop: async () => {
        const reply = await this.ask("stop");
        if (!("stopped" in reply)) {
          throw new Error("the health probe thread answered out of turn");
        }
        this.errors += reply.stopped.errors;
        this.failure ??= reply.stopped.failure;
        return reply.stopped.latencies;
      },
    };
  }

  close(): Promise<number> {
    return this.thread.terminate();
  }
}

/** A health request: when it was sent (ms since the epoch, comparable across threads) and how long its answer took. */
interface Timed {
  sentAt: number;
  ms: number;
}

/** A phase's requests, unsummarised, so that phases can be pooled. */
interface PhaseSamples {
  latencies: Timed[];
  seconds: number;
}

export interface HealthPhase {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

function summarise(samples: PhaseSamples[]): HealthPhase {
  const all = ascending(samples.flatMap((sample) => sample.latencies.map((request) => request.ms)));
  return {
    requests: all.length,
    seconds: samples.reduce((sum, sample) => sum + sample.seconds, 0),
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    maxMs: all[all.length - 1] ?? Number.NaN,
  };
}

/** The busy phase split at the last POST's answer: requests sent while sessions were being filed, and after. */
function splitAtFiling(
  busy: PhaseSamples,
  busyStarted: number,
  filedAt: number,
): { filing: PhaseSamples; answering: PhaseSamples } {
  return {
    filing: {
      latencies: busy.latencies.filter((request) => request.sentAt < filedAt),
      seconds: (filedAt - busyStarted) / 1000,
    },
    answering: {
      latencies: busy.latencies.filter((request) => request.sentAt >= filedAt),
      seconds: busy.seconds - (filedAt - busyStarted) / 1000,
    },
  };
}

export interface ConcurrentRound {
  idle: HealthPhase;
  busy: HealthPhase;
  /** The busy phase's requests sent before the last POST answered (filing), and after (answering only). */
  filing: HealthPhase;
  answering: HealthPhase;
  /** Sending the POSTs (all at once) → the slowest one's answer. */
  postsAnsweredMs: number;
  /** Sending the POSTs → every session ended, seen by polling the database every DB_POLL_MS. */
  allEndedPolledMs: number;
  /** The first session's created_at → the last one's completed_at (the database's clock). */
  firstCreatedToLastCompleteMs: number;
  /** Each session's created_at → completed_at, ascending. */
  sessionMs: number[];
  /** Each session's created_at → its first answer stored, ascending. */
  firstAnswerMs: number[];
  /** Each session's first answer stored → completed_at (the answers' writes), ascending. */
  writesMs: number[];
  complete: number;
  failed: number;
  answered: number;
  failedAnswers: number;
}

/** Files CONCURRENT_SESSIONS sessions at once and waits until every one has ended (asking the database). */
async function concurrentSessions(
  filing: Filing,
  client: pg.Client,
  bodies: string[],
): Promise<Omit<ConcurrentRound, "idle" | "busy" | "filing" | "answering">> {
  const sentAt = performance.now();
  const ids = await Promise.all(bodies.map((body) => fileSession(filing, body)));
  const postsAnsweredMs = performance.now() - sentAt;
  for (;;) {
    const { rows } = await client.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM intake_sessions WHERE id = ANY($1) AND status IN ('pending', 'processing')",
      [ids],
    );
    if (rows[0]?.open === 0) {
      break;
    }
    if (performance.now() - sentAt > SESSION_TIMEOUT_MS) {
      throw new Error(
        `${rows[0]?.open} of ${ids.length} intake sessions still open after ${SESSION_TIMEOUT_MS / 1000} s`,
      );
    }
    await sleep(DB_POLL_MS);
  }
  const allEndedPolledMs = performance.now() - sentAt;
  const times = [...(await serverTimes(client, ids)).values()];
  return {
    postsAnsweredMs,
    allEndedPolledMs,
    firstCreatedToLastCompleteMs:
      Math.max(...times.map((time) => time.completedAt)) - Math.min(...times.map((time) => time.createdAt)),
    sessionMs: ascending(times.map((time) => time.createdToCompleteMs)),
    firstAnswerMs: ascending(times.map((time) => time.createdToFirstAnswerMs)),
    writesMs: ascending(times.map((time) => time.firstAnswerToCompleteMs)),
    complete: times.filter((time) => time.status === "complete").length,
    failed: times.filter((time) => time.status === "failed").length,
    answered: times.reduce((sum, time) => sum + time.answered, 0),
    failedAnswers: times.reduce((sum, time) => sum + time.failed, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The part.

export interface IntakeResult {
  /** Where the answering runs, for the report. */
  topology: string;
  questions: number;
  single: SingleRound[];
  rounds: ConcurrentRound[];
  /** Every round's idle requests together, and every round's busy ones: the verdict's. */
  idle: HealthPhase;
  busy: HealthPhase;
  /** The busy requests sent while the POSTs were in flight, and those sent after (answering only). */
  filing: HealthPhase;
  answering: HealthPhase;
  healthErrors: number;
  /** CPU seconds per process group over every busy phase, and over every idle phase. */
  busyCpu: Map<string, number>;
  idleCpu: Map<string, number>;
  /** Lines of the answering process's output that mention an error or a warning. */
  problems: string[];
}

export interface IntakeProcesses {
  /** The web server whose /api/health is measured. */
  app: AppProcess;
  /** A jobs-only worker process answering the sessions, when the web server does not. */
  worker?: AppProcess;
}

function addCpu(total: Map<string, number>, more: Map<string, number>): void {
  for (const [group, seconds] of more) {
    total.set(group, (total.get(group) ?? 0) + seconds);
  }
}

/**
 * Runs the part against the web server at `appUrl`, whose jobs run where `processes` says; `seedBase`
 * varies the texts between calls. The organization must be a fresh one (its questionnaires).
 */
export async function runIntakeBench(
  appUrl: string,
  databaseUrl: string,
  org: SeededOrg,
  processes: IntakeProcesses,
  topology: string,
  seedBase = 0,
): Promise<IntakeResult> {
  const listed = await expectStatus<{ items: { id: string; question_count: number }[] }>(
    "the inherent risk questionnaire",
    200,
    await call(appUrl, "/v1/intake/api/questionnaires?type=irq", { token: org.token }),
  );
  const irq = listed.items[0];
  if (!irq) {
    throw new Error("the organization has no inherent risk questionnaire (type irq)");
  }
  const filing: Filing = { appUrl, token: org.token, questionnaireId: irq.id };
  const cpuGroups: Record<string, ProcessFilter> = {
    [processes.worker ? "app" : "app (answers too)"]: inProcessGroup(processes.app.pid),
    ...(processes.worker ? { worker: inProcessGroup(processes.worker.pid) } : {}),
    postgres: isPostgres,
  };
  return withDatabaseClient(databaseUrl, async (client) => {
    const health = new HealthProbe(appUrl);
    let seed = seedBase;
    try {
      const single: SingleRound[] = [];
      for (let round = 1; round <= SINGLE_ROUNDS; round += 1) {
        console.log(`intake (${topology}), one session at a time, round ${round} of ${SINGLE_ROUNDS}…`);
        single.push(await singleRound(filing, client, seed++));
      }

      console.log(`intake: /api/health warm-up, ${WARMUP_SECONDS} s at ${HEALTH_RATE}/s…`);
      const warmup = await health.start();
      await sleep(WARMUP_SECONDS * 1000);
      await warmup.stop();

      const rounds: ConcurrentRound[] = [];
      const idleSamples: PhaseSamples[] = [];
      const busySamples: PhaseSamples[] = [];
      const filingSamples: PhaseSamples[] = [];
      const answeringSamples: PhaseSamples[] = [];
      const idleCpu = new Map<string, number>();
      const busyCpu = new Map<string, number>();
      for (let round = 1; round <= BUSY_ROUNDS; round += 1) {
        console.log(
          `intake, round ${round} of ${BUSY_ROUNDS}: /api/health idle, ${IDLE_SECONDS} s at ${HEALTH_RATE}/s…`,
        );
        const idleCpuBefore = cpuSnapshot(cpuGroups);
        const idleStream = await health.start();
        const idleStarted = performance.now();
        await sleep(IDLE_SECONDS * 1000);
        const idle = { latencies: await idleStream.stop(), seconds: (performance.now() - idleStarted) / 1000 };
        addCpu(idleCpu, cpuBetween(idleCpuBefore, cpuSnapshot(cpuGroups)));

        console.log(`intake, round ${round}: ${CONCURRENT_SESSIONS} sessions filed at once, /api/health meanwhile…`);
        const bodies = Array.from({ length: CONCURRENT_SESSIONS }, () => sessionBody(filing, seed++));
        const busyCpuBefore = cpuSnapshot(cpuGroups);
        const busyStream = await health.start();
        const busyStarted = performance.timeOrigin + performance.now();
        const sessions = await concurrentSessions(filing, client, bodies);
        const busy = {
          latencies: await busyStream.stop(),
          seconds: (performance.timeOrigin + performance.now() - busyStarted) / 1000,
        };
        addCpu(busyCpu, cpuBetween(busyCpuBefore, cpuSnapshot(cpuGroups)));
        const split = splitAtFiling(busy, busyStarted, busyStarted + sessions.postsAnsweredMs);
        idleSamples.push(idle);
        busySamples.push(busy);
        filingSamples.push(split.filing);
        answeringSamples.push(split.answering);
        rounds.push({
          ...sessions,
          idle: summarise([idle]),
          busy: summarise([busy]),
          filing: summarise([split.filing]),
          answering: summarise([split.answering]),
        });
      }
      return {
        topology,
        questions: irq.question_count,
        single,
        rounds,
        idle: summarise(idleSamples),
        busy: summarise(busySamples),
        filing: summarise(filingSamples),
        answering: summarise(answeringSamples),
        healthErrors: health.errors,
        busyCpu,
        idleCpu,
        problems: [...(processes.worker ?? processes.app).problems],
      };
    } finally {
      await health.close();
      if (health.failure) {
        console.error("a /api/health request failed:", health.failure);
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The report.

const median = (values: number[]) => percentile(ascending(values), 50);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const cpuText = (cpu: Map<string, number>, wall: number) =>
  [...cpu].map(([name, used]) => `${name} ${((used / wall) * 100).toFixed(0)}%`).join(", ");

/** The figures and the verdict. Returns whether every session was answered and every health request answered 200. */
export function printIntakeReport(result: IntakeResult): boolean {
  const multiple = result.busy.p99Ms / result.idle.p99Ms;
  const sessionsValid =
    result.single.every((round) => round.status === "complete" && round.answered === round.questions) &&
    result.rounds.every((round) => round.complete === CONCURRENT_SESSIONS && round.failedAnswers === 0);
  const valid = sessionsValid && result.healthErrors === 0;
  console.log(
    `\nintake answering (${result.topology}): the ${result.questions}-question inherent risk questionnaire,` +
      ` ${CONTEXT_CHARS.toLocaleString("en-US")} characters of context, the offline answerer`,
  );
  console.log(
    `  one session at a time (${result.single.length} rounds; create → complete, the GET polled every ${POLL_MS} ms):`,
  );
  for (const [index, round] of result.single.entries()) {
    console.log(
      `    round ${index + 1}: POST answered in ${ms(round.postMs)}; client ${ms(round.clientMs)} (${round.polls} GETs);` +
        ` server ${ms(round.server.createdToCompleteMs)} (created → first answer stored ${ms(round.server.createdToFirstAnswerMs)},` +
        ` → complete ${ms(round.server.firstAnswerToCompleteMs)}; the API's whole seconds: ${round.apiSeconds} s);` +
        ` ${round.status}, ${round.answered} of ${round.questions} answered`,
    );
  }
  const clientMs = result.single.map((round) => round.clientMs);
  const serverMs = result.single.map((round) => round.server.createdToCompleteMs);
  console.log(
    `    create → complete: client median ${ms(median(clientMs))}, max ${ms(Math.max(...clientMs))};` +
      ` server median ${ms(median(serverMs))}, max ${ms(Math.max(...serverMs))}`,
  );
  console.log(
    `  ${CONCURRENT_SESSIONS} sessions filed at once, /api/health at ${HEALTH_RATE}/s on the clock (${result.rounds.length} rounds, each after ${IDLE_SECONDS} s idle):`,
  );
  for (const [index, round] of result.rounds.entries()) {
    console.log(
      `    round ${index + 1}: POSTs answered after ${ms(round.postsAnsweredMs)}; all ended after ${seconds(round.allEndedPolledMs)}` +
        ` (polled), first created → last complete ${seconds(round.firstCreatedToLastCompleteMs)};` +
        ` a session created → complete median ${ms(median(round.sessionMs))}, max ${ms(Math.max(...round.sessionMs))}` +
        ` (→ first answer stored median ${ms(median(round.firstAnswerMs))}, writes median ${ms(median(round.writesMs))});` +
        ` ${round.complete} complete, ${round.failed} failed, ${round.answered} answers, ${round.failedAnswers} failed;` +
        ` health idle p99 ${round.idle.p99Ms.toFixed(1)} ms (${round.idle.requests}), busy p99 ${round.busy.p99Ms.toFixed(1)} ms` +
        ` (${round.busy.requests}), ${(round.busy.p99Ms / round.idle.p99Ms).toFixed(2)}×` +
        ` (while filing p99 ${round.filing.p99Ms.toFixed(1)} ms of ${round.filing.requests},` +
        ` then answering only p99 ${round.answering.p99Ms.toFixed(1)} ms of ${round.answering.requests})`,
    );
  }
  const line = (label: string, phase: HealthPhase) =>
    `    ${label}: ${phase.requests} requests in ${phase.seconds.toFixed(1)} s, p50 ${phase.p50Ms.toFixed(1)} ms,` +
    ` p99 ${phase.p99Ms.toFixed(1)} ms, max ${phase.maxMs.toFixed(1)} ms`;
  console.log("  GET /api/health, every round's requests together:");
  console.log(line("idle", result.idle));
  console.log(line(`while ${CONCURRENT_SESSIONS} sessions are filed and answered`, result.busy));
  console.log(line("  of which sent while the POSTs were in flight", result.filing));
  console.log(line("  and sent after the last POST answered (answering only)", result.answering));
  console.log(
    `  CPU during the busy phases: ${cpuText(result.busyCpu, result.busy.seconds)}` +
      ` (idle phases: ${cpuText(result.idleCpu, result.idle.seconds)}; 100% = one core)`,
  );
  if (result.problems.length > 0) {
    console.log(
      `  the answering process's output mentioning errors/warnings (${result.problems.length} lines, first 5):`,
    );
    for (const problem of result.problems.slice(0, 5)) {
      console.log(`    ${problem}`);
    }
  }
  if (result.healthErrors > 0) {
    console.log(`  ${result.healthErrors} /api/health requests failed or did not answer 200`);
  }
  console.log(
    `  busy p99 ${multiple.toFixed(2)}× idle (target <= ${HEALTH_TARGET_MULTIPLE}×): ${
      !valid
        ? "INVALID (sessions or health requests failed)"
        : multiple <= HEALTH_TARGET_MULTIPLE
          ? "PASS"
          : "BELOW TARGET"
    }; answering only ${(result.answering.p99Ms / result.idle.p99Ms).toFixed(2)}×,` +
      ` while filing ${(result.filing.p99Ms / result.idle.p99Ms).toFixed(2)}×`,
  );
  return valid;
}

if (!isMainThread && (workerData as Partial<ProbeStart> | undefined)?.intakeHealthProbe) {
  serveHealthProbe((workerData as ProbeStart).intakeHealthProbe);
}
