import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { adminToken, user1Token, user2Token } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token, user2: user2Token } as const;

const generic = "Something went wrong while processing your request.";

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
const streams: AbortController[] = [];

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
});
afterEach(() => {
  for (const controller of streams.splice(0)) controller.abort();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
  data.cleanup();
});

/** Opens a stream and returns its client id (read from the PB_CONNECT frame). */
async function connect(): Promise<string> {
  const controller = new AbortController();
  streams.push(controller);
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("\n\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stream ended before PB_CONNECT");
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return (/^id:(.*)$/m.exec(text) as RegExpExecArray)[1];
}

function post(body: string | FormData, headers: Record<string, string> = {}): Promise<Response> {
  const contentType: Record<string, string> =
    typeof body === "string" ? { "content-type": "application/json" } : {};
  return fetch(`${server.url}/api/realtime`, {
    method: "POST",
    headers: { ...contentType, ...headers },
    body,
  });
}

interface Scenario {
  name: string;
  body: string;
  status: number;
  response: unknown;
}

const scenarios: Scenario[] = [
  { name: "malformed JSON", body: "{", status: 400, response: { code: 400, message: generic, data: {} } },
  { name: "a JSON array", body: "[]", status: 400, response: { code: 400, message: generic, data: {} } },
  {
    name: "a numeric clientId",
    body: '{"clientId":12}',
    status: 400,
    response: { code: 400, message: generic, data: {} },
  },
  {
    name: "subscriptions that are not strings",
    body: '{"clientId":"abc","subscriptions":[1]}',
    status: 400,
    response: { code: 400, message: generic, data: {} },
  },
  {
    name: "subscriptions as a string",
    body: '{"clientId":"abc","subscriptions":"demo2"}',
    status: 400,
    response: { code: 400, message: generic, data: {} },
  },
  {
    name: "no clientId",
    body: '{"subscriptions":["demo2"]}',
    status: 400,
    response: {
      code: 400,
      message: generic,
      data: { clientId: { code: "validation_required", message: "Cannot be blank." } },
    },
  },
  {
    name: "JSON null",
    body: "null",
    status: 400,
    response: {
      code: 400,
      message: generic,
      data: { clientId: { code: "validation_required", message: "Cannot be blank." } },
    },
  },
  {
    name: "a clientId of 256 characters",
    body: JSON.stringify({ clientId: "a".repeat(256) }),
    status: 400,
    response: {
      code: 400,
      message: generic,
      data: {
        clientId: {
          code: "validation_length_out_of_range",
          message: "The length must be between 1 and 255.",
        },
      },
    },
  },
  {
    name: "an unknown clientId",
    body: JSON.stringify({ clientId: "a".repeat(40), subscriptions: [] }),
    status: 404,
    response: { code: 404, message: "Missing or invalid client id.", data: {} },
  },
];

for (const scenario of scenarios) {
  test(`POST /api/realtime with ${scenario.name} → ${scenario.status}`, async () => {
    const res = await post(scenario.body);
    expect(res.status).toBe(scenario.status);
    expect(await res.json()).toEqual(scenario.response);
  });
}

test("an empty body without a content type is a blank clientId", async () => {
  const res = await fetch(`${server.url}/api/realtime`, { method: "POST" });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    code: 400,
    message: generic,
    data: { clientId: { code: "validation_required", message: "Cannot be blank." } },
  });
});

test("HEAD /api/realtime opens no stream", async () => {
  const res = await fetch(`${server.url}/api/realtime`, { method: "HEAD" });
  expect(res.status).toBe(404);
});

test("a valid subscription answers 204 with an empty body; multipart forms work too", async () => {
  const clientId = await connect();
  const res = await post(JSON.stringify({ clientId, subscriptions: ["demo2/*", "", "users"] }));
  expect(res.status).toBe(204);
  expect(await res.text()).toBe("");
  const form = new FormData();
  form.append("clientId", clientId);
  form.append("subscriptions", "demo2/*");
  form.append("subscriptions", "demo4/*");
  const multipart = await post(form);
  expect(multipart.status).toBe(204);
});

test("the identity bound by the first POST cannot change later", async () => {
  const clientId = await connect();
  const body = JSON.stringify({ clientId, subscriptions: ["demo2/*"] });
  const mismatch = {
    code: 403,
    message: "The current and the previous request authorization don't match.",
    data: {},
  };
  // a guest client may become authenticated
  expect((await post(body)).status).toBe(204);
  expect((await post(body, { authorization: tokens.user1 })).status).toBe(204);
  expect((await post(body, { authorization: tokens.user1 })).status).toBe(204);
  for (const authorization of [tokens.user2, tokens.admin, ""]) {
    const res = await post(body, authorization ? { authorization } : {});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(mismatch);
  }
  // "Bearer " is the same identity
  expect((await post(body, { authorization: `Bearer ${tokens.user1}` })).status).toBe(204);
});

test("an admin-bound client stays admin-bound", async () => {
  const clientId = await connect();
  const body = JSON.stringify({ clientId, subscriptions: [] });
  expect((await post(body, { authorization: tokens.admin })).status).toBe(204);
  expect((await post(body, { authorization: tokens.user1 })).status).toBe(403);
});

test("GET /api/oauth2-redirect pushes {code, state} to the @oauth2 subscriber and redirects", async () => {
  const missing = await fetch(`${server.url}/api/oauth2-redirect?state=abc`, { redirect: "manual" });
  expect(missing.status).toBe(400);
  expect(await missing.json()).toEqual({
    code: 400,
    message: "Invalid OAuth2 redirect parameters.",
    data: {},
  });

  const controller = new AbortController();
  streams.push(controller);
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const readFrame = async () => {
    while (!text.includes("\n\n")) text += decoder.decode((await reader.read()).value, { stream: true });
    const frame = text.slice(0, text.indexOf("\n\n") + 2);
    text = text.slice(frame.length);
    return frame;
  };
  const clientId = (/^id:(.*)$/m.exec(await readFrame()) as RegExpExecArray)[1];

  const unsubscribed = await fetch(`${server.url}/api/oauth2-redirect?state=${clientId}&code=xyz`, {
    redirect: "manual",
  });
  expect(unsubscribed.status).toBe(404);
  expect(await unsubscribed.json()).toEqual({
    code: 404,
    message: "Missing or invalid OAuth2 subscription client.",
    data: {},
  });

  expect((await post(JSON.stringify({ clientId, subscriptions: ["@oauth2"] }))).status).toBe(204);
  const redirect = await fetch(`${server.url}/api/oauth2-redirect?state=${clientId}&code=xyz`, {
    redirect: "manual",
  });
  expect(redirect.status).toBe(307);
  expect(redirect.headers.get("location")).toBe("../_/#/auth/oauth2-redirect");
  expect(await readFrame()).toBe(
    `id:${clientId}\nevent:@oauth2\ndata:{"code":"xyz","state":"${clientId}"}\n\n`,
  );
});
