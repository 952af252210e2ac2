/** A "people" collection with a few known records, made through the SDK for the records e2e tests. */
import PocketBase from "pocketbase";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./console-app.ts";

export const PEOPLE = [
  { id: "person000000001", name: "Ada", age: 36, active: true, tags: ["a", "b"], meta: { x: 1 } },
  { id: "person000000002", name: "Bob, Jr.", age: 12, active: false, tags: [], meta: null },
  { id: "person000000003", name: 'Cy "C"', age: 48, active: true, tags: ["c"], meta: [1, 2] },
];

/** An admin SDK client of the app. */
export async function adminClient(apiUrl: string): Promise<PocketBase> {
  const pb = new PocketBase(apiUrl);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD);
  return pb;
}

/**
 * Creates the collection (name text required, age number, active bool, tags select of 2, meta json)
 * with the PEOPLE records. `jsonMaxSize`: the json size limit v0.20+ servers require (v0.18 has none).
 */
export async function createPeople(
  apiUrl: string,
  name = "people",
  jsonMaxSize?: number,
): Promise<{ id: string; pb: PocketBase }> {
  const pb = await adminClient(apiUrl);
  const collection = await pb.collections.create({
    name,
    type: "base",
    schema: [
      { name: "name", type: "text", required: true },
      { name: "age", type: "number", options: { min: 0 } },
      { name: "active", type: "bool" },
      { name: "tags", type: "select", options: { maxSelect: 2, values: ["a", "b", "c"] } },
      { name: "meta", type: "json", ...(jsonMaxSize ? { options: { maxSize: jsonMaxSize } } : {}) },
    ],
  });
  for (const person of PEOPLE) await pb.collection(collection.id).create(person);
  return { id: collection.id, pb };
}
