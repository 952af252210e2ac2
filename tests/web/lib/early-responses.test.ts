import { afterEach, expect, test } from "vitest";
import { fetchWithEarlyAnswers, takeEarlyResponse } from "../../../web/src/lib/early-responses.ts";

type Early = { url: string; authorization: string; response: Promise<Response> }[];
const holder = globalThis as { __pbdeckEarly?: Early };

afterEach(() => {
  delete holder.__pbdeckEarly;
});

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

test("an early answer is taken once, by a GET of the same URL (any parameter order) and the same token", async () => {
  holder.__pbdeckEarly = [
    {
      url: "http://127.0.0.1:8090/api/collections?page=1&perPage=200&skipTotal=1&sort=%2Bname",
      authorization: "token-a",
      response: answer({ items: ["early"] }),
    },
  ];
  const url = "http://127.0.0.1:8090/api/collections?sort=%2Bname&perPage=200&page=1&skipTotal=1";
  // another token, or a write: not this answer
  expect(takeEarlyResponse(url, { headers: { Authorization: "token-b" } })).toBeNull();
  expect(takeEarlyResponse(url, { method: "POST", headers: { Authorization: "token-a" } })).toBeNull();
  const taken = takeEarlyResponse(url, { headers: { Authorization: "token-a" } });
  expect(await (await (taken as Promise<Response>)).json()).toEqual({ items: ["early"] });
  expect(takeEarlyResponse(url, { headers: { Authorization: "token-a" } })).toBeNull();
});

test("an aborted request rejects as fetch does, and the answer is gone", async () => {
  holder.__pbdeckEarly = [
    { url: "http://127.0.0.1:8090/api/settings", authorization: "t", response: new Promise(() => {}) },
  ];
  const controller = new AbortController();
  const taken = fetchWithEarlyAnswers("http://127.0.0.1:8090/api/settings", {
    headers: { Authorization: "t" },
    signal: controller.signal,
  });
  controller.abort();
  await expect(taken).rejects.toMatchObject({ name: "AbortError" });
  expect(holder.__pbdeckEarly).toEqual([]);
});

test("without early answers the network is asked", async () => {
  expect(takeEarlyResponse("http://127.0.0.1:8090/api/settings")).toBeNull();
});
