/**
 * Password sign-ins do not hold the server: bcrypt runs in the password pool's threads, so /api/health
 * answers as fast during 8 concurrent sign-ins as it does alone. Latency during the sign-ins is compared
 * with a baseline measured in the same test (no fixed time): when bcrypt ran on the event loop each health
 * call waited for rounds of eight 100 ms bcrypt slices, hundreds of ms against a baseline of a few.
 */
import { expect, test } from "vitest";
import { serverForSuite } from "../helpers/server-suite.ts";

const server = serverForSuite();

async function healthLatency(): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${server.url}/api/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - sent;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** The fixture's accounts (bcrypt cost 13): four admin and four users sign-ins. */
function signIn(i: number): Promise<Response> {
  const admin = i % 2 === 0;
  return fetch(`${server.url}/api/${admin ? "admins" : "collections/users"}/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: "test@example.com", password: "1234567890" }),
  });
}

test("health answers within its usual time while 8 password sign-ins run", { timeout: 120_000 }, async () => {
  // warm the connection pool and the health route, then the baseline alone
  for (let i = 0; i < 5; i++) await healthLatency();
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) alone.push(await healthLatency());

  let signingIn = true;
  const signIns = Promise.all(Array.from({ length: 8 }, (_, i) => signIn(i))).finally(() => {
    signingIn = false;
  });
  const during: number[] = [];
  while (signingIn) during.push(await healthLatency());
  const answers = await signIns;
  for (const res of answers) expect(res.status, await res.text()).toBe(200);

  // health was asked many times while the sign-ins ran (each takes the bcrypt of a cost-13 hash)
  expect(during.length).toBeGreaterThanOrEqual(10);
  const usual = median(alone);
  // generous: the bcrypt threads share the cores with the server and this test on a loaded machine
  expect(
    median(during),
    `alone: ${alone.map(Math.round)}; during: ${during.map(Math.round)}`,
  ).toBeLessThanOrEqual(usual * 4 + 40);
});
