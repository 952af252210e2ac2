import { afterEach, beforeAll, expect, test } from "vitest";
import { type Client, createClient } from "../../shared/client/index.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const server = serverForSuite();
let client: Client;
let app: Rendered | undefined;

beforeAll(async () => {
  client = await adminClient(server.url);
});

afterEach(() => app?.unmount());

test("lists the admins, oldest first, marking the signed-in one", async () => {
  app = renderApp(client, "admins");
  const frame = await app.see("test3@example.com");
  const rows = frame.split("\n").filter((line) => line.includes("@example.com"));
  expect(rows).toEqual([
    "› test@example.com                        sywbhecnh46rhm0  2022-10-10 09:50:06 (you)",
    "  test2@example.com                       sbmbsdb40jyxf7h  2022-10-10 11:22:27",
    "  test3@example.com                       9q2trqumvlyr3bd  2022-10-10 11:22:50",
  ]);
});

test("create shows the API's field messages under the fields, then creates", async () => {
  app = renderApp(client, "admins");
  await app.see("test3@example.com");
  await app.press("n");
  await app.see("New admin", "› Email:");
  await app.type("not-an-email");
  await app.press(KEY.enter);
  await app.type("short");
  await app.press(KEY.enter, KEY.enter);
  const frame = await app.see("Must be a valid email address.", "The length must be between 10 and 72.");
  expect(frame).toContain("  Password: *****");
  expect(frame).toContain("Cannot be blank.");
  // the first field with an error is focused again: fix everything
  await app.press(...Array(12).fill(KEY.backspace));
  await app.type("tui-new@example.com");
  await app.press(KEY.enter);
  await app.press(...Array(5).fill(KEY.backspace));
  await app.type("1234567890");
  await app.press(KEY.enter);
  await app.type("1234567890");
  await app.press(KEY.enter);
  await app.see("Successfully created admin.", "tui-new@example.com");
  const created = await client.pb.admins.getFirstListItem('email = "tui-new@example.com"', {
    requestKey: null,
  });
  expect(created.email).toBe("tui-new@example.com");
  const signIn = createClient(server.url);
  await signIn.pb.admins.authWithPassword("tui-new@example.com", "1234567890", { requestKey: null });
  expect(signIn.isAdmin()).toBe(true);
});

test("changing a password uses the API's checks and the new password works", async () => {
  app = renderApp(client, "admins");
  await app.see("test3@example.com");
  await app.press(KEY.down, "p");
  await app.see("Change password of test2@example.com");
  await app.type("0987654321");
  await app.press(KEY.enter);
  await app.type("mismatch00");
  await app.press(KEY.enter);
  await app.see("Values don't match.");
  await app.press(KEY.down, ...Array(10).fill(KEY.backspace));
  await app.type("0987654321");
  await app.press(KEY.enter);
  await app.see("Successfully updated admin.");
  const signIn = createClient(server.url);
  await signIn.pb.admins.authWithPassword("test2@example.com", "0987654321", { requestKey: null });
  expect(signIn.isAdmin()).toBe(true);
});

test("deleting yourself is refused; another admin goes after y", async () => {
  app = renderApp(client, "admins");
  await app.see("test3@example.com");
  await app.press("x");
  await app.see("You cannot delete yourself.");
  await app.press(KEY.down, KEY.down, "x");
  await app.see("Do you really want to delete the selected admin?");
  await app.press("n");
  await app.gone("Do you really want to delete the selected admin?");
  await app.press("x");
  await app.see("Do you really want to delete the selected admin?");
  await app.press("y");
  await app.see("Successfully deleted admin.");
  await app.gone("test3@example.com");
  const left = await client.pb.admins.getFullList({ requestKey: null });
  expect(left.map((a) => a.email)).not.toContain("test3@example.com");
});
