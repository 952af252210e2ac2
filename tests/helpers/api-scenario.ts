/** Table-driven API scenarios: one request through the SDK, checked by status and by what the answer must and must not contain. */
import PocketBase, { ClientResponseError } from "pocketbase";
import { expect } from "vitest";

export interface Scenario {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  token?: string;
  expectedStatus: number;
  expectedContent?: string[];
  notExpectedContent?: string[];
}

/** Sends one scenario through the SDK and checks the status and the JSON text of the answer. */
export async function runScenario(baseUrl: string, scenario: Scenario): Promise<void> {
  const pb = new PocketBase(baseUrl);
  let status = 0;
  pb.afterSend = (response, data) => {
    status = response.status;
    return data;
  };
  pb.authStore.save(scenario.token ?? "", null);
  let text: string;
  try {
    const json = await pb.send(scenario.url, {
      method: scenario.method,
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
      headers: { "Content-Type": "application/json" },
    });
    text = JSON.stringify(json);
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    text = JSON.stringify(err.response);
  }
  expect(status, scenario.name).toBe(scenario.expectedStatus);
  for (const part of scenario.expectedContent ?? []) expect(text, scenario.name).toContain(part);
  for (const part of scenario.notExpectedContent ?? []) expect(text, scenario.name).not.toContain(part);
}
