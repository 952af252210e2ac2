/** `pbdeck fleet --json`: one document, exit 2 when a backend is down or has an error-level finding; a hanging one is cut off. */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { healFixture } from "../helpers/doctor-data.ts";
import { copyFixture, freePort, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { type S3Peer, startS3 } from "../helpers/s3rver-peer.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";

let config: ReturnType<typeof tempDir>;
let env: Record<string, string>;
let s3: S3Peer;
let healthy: PbdeckProcess;
let hanging: Server;
const copy = copyFixture();

interface FleetJson {
  checkedAt: string;
  profiles: Array<Record<string, unknown> & { name: string; status: string; problem: string | null }>;
  down: number;
  withErrors: number;
  attention: boolean;
}

beforeAll(async () => {
  config = tempDir("pbdeck-fleet-json-");
  env = { PBDECK_CONFIG_DIR: config.dir };
  s3 = await startS3(["backups"]);
  healFixture(copy.dir, s3.config("backups"));
  healthy = await startPbdeck(copy.dir);
  // accepts connections, never answers
  hanging = createServer(() => {});
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  await runCli(["profiles", "add", "prod", "--backend", healthy.url, "--email", "test@example.com"], env);
  expect((await runCli(["profiles", "login", "prod"], { ...env, PBDECK_PASSWORD: "1234567890" })).code).toBe(
    0,
  );
});

afterAll(async () => {
  hanging.closeAllConnections();
  hanging.close();
  expect(await healthy.stop()).toBe(0);
  await s3.close();
  copy.cleanup();
  config.cleanup();
});

async function fleet(timeout = "10"): Promise<{ code: number | null; json: FleetJson }> {
  const result = await runCli(["fleet", "--json", "--timeout", timeout], env);
  return { code: result.code, json: JSON.parse(result.stdout) as FleetJson };
}

test("a healthy, signed-in fleet: exit 0 and the row's figures", async () => {
  const { code, json } = await fleet();
  expect(code).toBe(0);
  expect(json).toMatchObject({ down: 0, withErrors: 0, attention: false });
  expect(json.profiles).toHaveLength(1);
  expect(json.profiles[0]).toMatchObject({
    name: "prod",
    url: healthy.url,
    status: "up",
    api: "v0.18",
    apiLabel: "PocketBase v0.18 API",
    signedIn: true,
    problem: null,
    lastBackup: null,
    findings: { error: 0, warning: 0, info: 0 },
    doctor: [],
  });
  expect(json.profiles[0].latencyMs).toEqual(expect.any(Number));
  expect(json.profiles[0].requests).toEqual({
    lastHour: expect.any(Number),
    errorsLastHour: expect.any(Number),
    hourly: expect.any(Array),
  });
});

test("a down and a hanging backend: exit 2, each cut off on its own, the healthy one up", async () => {
  const downPort = await freePort();
  const hangingPort = (hanging.address() as { port: number }).port;
  await runCli(["profiles", "add", "gone", "--backend", `http://127.0.0.1:${downPort}`], env);
  await runCli(["profiles", "add", "stuck", "--backend", `http://127.0.0.1:${hangingPort}`], env);
  const { code, json } = await fleet("2");
  expect(code).toBe(2);
  expect(json).toMatchObject({ down: 2, withErrors: 0, attention: true });
  // (how far the healthy row got within 2 s depends on the machine: only its health is asserted)
  expect(json.profiles.map((p) => [p.name, p.status, p.status === "down" ? p.problem : "-"])).toEqual([
    ["gone", "down", "cannot connect"],
    ["prod", "up", "-"],
    ["stuck", "down", "no answer within 2 s"],
  ]);
  await runCli(["profiles", "remove", "gone"], env);
  await runCli(["profiles", "remove", "stuck"], env);
});

test("a profile not signed in: up, no findings known, how to sign in; no terminal, no screen", async () => {
  await runCli(["profiles", "add", "open", "--backend", healthy.url], env);
  const { code, json } = await fleet();
  // the same healthy backend, but no session: no findings known, no failure either
  expect(code).toBe(0);
  expect(json.profiles[0]).toMatchObject({
    name: "open",
    status: "up",
    signedIn: false,
    problem: "not signed in: pbdeck profiles login open",
    findings: null,
  });
  await runCli(["profiles", "remove", "open"], env);
  const plain = await runCli(["fleet"], env);
  expect(plain).toMatchObject({
    code: 1,
    stderr: "pbdeck: the fleet screen needs a terminal; use pbdeck fleet --json in scripts\n",
  });
});

test("an error-level finding makes exit 2", async () => {
  const raw = copyFixture();
  const server = await startPbdeck(raw.dir);
  try {
    await runCli(["profiles", "add", "raw", "--backend", server.url, "--email", "test@example.com"], env);
    expect((await runCli(["profiles", "login", "raw"], { ...env, PBDECK_PASSWORD: "1234567890" })).code).toBe(
      0,
    );
    const { code, json } = await fleet();
    expect(code).toBe(2);
    expect(json).toMatchObject({ down: 0, withErrors: 1, attention: true });
    expect(json.profiles.find((p) => p.name === "raw")).toMatchObject({
      findings: { error: 7, warning: 5, info: 0 },
    });
    await runCli(["profiles", "remove", "raw"], env);
  } finally {
    expect(await server.stop()).toBe(0);
    raw.cleanup();
  }
});
