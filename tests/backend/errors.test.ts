import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { rejection } from "../helpers/sdk-failure.ts";
import { serverForSuite } from "../helpers/server-suite.ts";

const server = serverForSuite();

// every object level of a field-error tree, with its keys as they came over the wire
function keyLists(value: unknown, out: string[][] = []): string[][] {
  if (value !== null && typeof value === "object" && !("code" in value && "message" in value)) {
    out.push(Object.keys(value));
    for (const child of Object.values(value)) keyLists(child, out);
  }
  return out;
}

test("field errors come out with their keys sorted, as Go writes a map", async () => {
  const pb = new PocketBase(server.url);
  const err = await rejection(pb.collection("users").confirmPasswordReset("", "", "", { requestKey: null }));
  expect(Object.keys(err.response.data)).toEqual(["password", "passwordConfirm", "token"]);
});

test("nested field errors are sorted at every depth", async () => {
  const pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  const err = await rejection(
    pb.collections.create({
      type: "base",
      name: "",
      schema: [
        { type: "text", name: "" },
        { type: "select", name: "title", options: { maxSelect: 1, values: [] } },
      ],
    }),
  );
  const lists = keyLists(err.response.data);
  expect(lists.length).toBeGreaterThan(1);
  expect(Object.keys(err.response.data)).toEqual(["name", "schema"]);
  for (const keys of lists) expect(keys).toEqual([...keys].sort());
});

test("index keys are in byte order too (10 before 2), as Go writes them", async () => {
  const schema = Array.from({ length: 12 }, (_, i) => ({ type: "text", name: `field${i}` }));
  schema[2] = { type: "text", name: "bad name" };
  schema[10] = { type: "text", name: "also bad" };
  const res = await fetch(`${server.url}/api/collections`, {
    method: "POST",
    headers: { Authorization: adminToken, "Content-Type": "application/json" },
    body: JSON.stringify({ type: "base", name: "ordered_errors", schema }),
  });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const text = await res.text();
  expect(text.indexOf('"10":')).toBeGreaterThan(0);
  expect(text.indexOf('"10":')).toBeLessThan(text.indexOf('"2":'));
  expect(JSON.parse(text).data.schema).toHaveProperty("2.name.code");
});
