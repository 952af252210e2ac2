/**
 * Records on the newest real PocketBase (v0.23+ API) through `pbdeck --backend URL`: a collection with
 * a geoPoint, a write-only password, a hidden field, autodates and a multiple file field (made through
 * the SDK). A record created and edited in the console (geoPoint as lon/lat, autodate read-only,
 * hidden field marked), a file added to a multiple file field and another removed (checked on the
 * server's record), the records exported as CSV and JSON and the JSON imported back, the palette's
 * entries, and axe light and dark on the record panel.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import type PocketBase from "pocketbase";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { pocketBaseBinary, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { axeLightAndDark } from "./helpers/axe-audit.ts";
import { setupSuite } from "./helpers/console-app.ts";
import { SUPERUSER_EMAIL, SUPERUSER_PASSWORD, signInAsSuperuser, superuserApi } from "./helpers/superuser.ts";

const hooks = { beforeAll, afterAll, afterEach, expectNoErrors: (e: string[]) => expect(e).toEqual([]) };
const newest = pocketBaseBinary("newest");

/** The test collection: every v0.23+ field kind the records screen treats apart. */
async function createPlaces(pb: PocketBase): Promise<string> {
  const places = await pb.collections.create({
    name: "places",
    type: "base",
    fields: [
      { name: "name", type: "text" },
      { name: "where", type: "geoPoint" },
      { name: "pin", type: "password", hidden: true },
      { name: "note", type: "text", hidden: true },
      { name: "docs", type: "file", maxSelect: 5, maxSize: 1_000_000 },
      { name: "seen", type: "autodate", onCreate: true },
      { name: "created", type: "autodate", onCreate: true },
      { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
    ],
  });
  return places.id;
}

function textFile(name: string, text: string) {
  return new File([text], name, { type: "text/plain" });
}

async function exportAs(page: Page, format: "CSV" | "JSON") {
  await page.getByRole("button", { name: "Export records" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: `Export as ${format}` }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path()) ?? "" };
}

describe("records of a v0.23+ collection", () => {
  const suite = setupSuite(hooks, {
    empty: true,
    real: true,
    server: "newest",
    prepare: (dir) => upsertSuperuser(newest, dir, SUPERUSER_EMAIL, SUPERUSER_PASSWORD),
  });
  let placesId = "";

  beforeAll(async () => {
    placesId = await createPlaces(await superuserApi(suite.app()));
  });

  test("a record with a geoPoint created and edited; autodate read-only; the hidden field marked; axe light and dark", async () => {
    const pb = await superuserApi(suite.app());
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}`);
    const table = page.locator(".records-table");
    await table.waitFor();
    expect(await table.locator("thead th").filter({ hasText: "note" }).textContent()).toContain("Hidden");

    await page.locator("header").getByRole("button", { name: "New record" }).click();
    const create = page.getByRole("dialog", { name: "New places record" });
    await create.getByLabel("name").fill("Paris");
    await create.getByLabel("Longitude").fill("2.3522");
    await create.getByLabel("Latitude").fill("148.8566"); // out of range: refused before sending
    await create.getByLabel(/^pin/).fill("s3cret-pin");
    await create.getByLabel(/^note/).fill("only for superusers");
    expect(await create.getByLabel(/^seen/).getAttribute("readonly")).not.toBeNull();
    await create.getByRole("button", { name: "Create" }).click();
    await create.getByText("The latitude must be between -90 and 90.").waitFor();
    await create.getByLabel("Latitude").fill("48.8566");
    expect(await axeLightAndDark(page, ".panel")).toEqual([]);
    await create.getByRole("button", { name: "Create" }).click();
    await page.getByText("Successfully created record.").waitFor();

    const saved = await pb.collection("places").getFirstListItem('name = "Paris"');
    expect(saved.where).toEqual({ lon: 2.3522, lat: 48.8566 });
    expect(saved.note).toBe("only for superusers"); // a superuser gets hidden fields
    expect(saved.pin ?? "").toBe(""); // never returned
    expect(saved.seen).toMatch(/^\d{4}-\d\d-\d\d /); // set by the server, not by the form
    // the password was stored: the server's filter on it matches (hashed compare is not offered, but set is)
    expect((await pb.collection("places").getList(1, 1, { filter: 'pin != ""' })).totalItems).toBe(1);

    // the cell reads as lon/lat; the editor shows the stored autodate read-only and the hidden mark
    await table.getByRole("cell", { name: "lon 2.3522, lat 48.8566" }).waitFor();
    await table.getByRole("cell", { name: "Paris" }).click();
    const edit = page.getByRole("dialog", { name: "Edit places record" });
    expect(await edit.getByLabel(/^seen/).inputValue()).toBe(saved.seen.slice(0, 19));
    expect(await edit.locator(".field-label", { hasText: "note" }).textContent()).toContain("Hidden");
    expect(await edit.getByLabel(/^pin/).inputValue()).toBe("");
    await edit.getByLabel("Longitude").fill("-0.1276");
    await edit.getByLabel("Latitude").fill("51.5072");
    await edit.getByLabel("name").fill("London");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated record.").waitFor();
    const edited = await pb.collection("places").getOne(saved.id);
    expect([edited.name, edited.where, edited.seen]).toEqual([
      "London",
      { lon: -0.1276, lat: 51.5072 },
      saved.seen,
    ]);
  });

  test("a file added to a multiple file field keeps the others; a removed one goes alone", async () => {
    const pb = await superuserApi(suite.app());
    const body = new FormData();
    body.append("name", "with files");
    body.append("docs", textFile("a.txt", "a"));
    body.append("docs", textFile("b.txt", "b"));
    const record = await pb.collection("places").create(body);
    const [first, second] = record.docs as string[];
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}&recordId=${record.id}`);
    const edit = page.getByRole("dialog", { name: "Edit places record" });
    await edit.getByLabel("Upload docs").setInputFiles({
      name: "c.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("c"),
    });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully updated record.").waitFor();
    const added = (await pb.collection("places").getOne(record.id)).docs as string[];
    expect(added).toHaveLength(3);
    expect(added.slice(0, 2)).toEqual([first, second]);
    expect(added[2]).toMatch(/\.txt$/); // the new one, at the end

    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}`);
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}&recordId=${record.id}`);
    const again = page.getByRole("dialog", { name: "Edit places record" });
    await again.getByRole("button", { name: `Remove file ${first}` }).click();
    await again.getByRole("button", { name: "Save changes" }).click();
    await again.waitFor({ state: "detached" }); // saved and closed (the first save's toast may still show)
    expect((await pb.collection("places").getOne(record.id)).docs).toEqual([second, added[2]]);
  });

  test("records exported as CSV and JSON (geoPoint, hidden and autodate fields; no password), the JSON imported back", async () => {
    const pb = await superuserApi(suite.app());
    for (const r of await pb.collection("places").getFullList()) await pb.collection("places").delete(r.id);
    await pb.collection("places").create({ name: "Rome", where: { lon: 12.4964, lat: 41.9028 }, note: "n1" });
    await pb.collection("places").create({ name: "Oslo", where: { lon: 10.7522, lat: 59.9139 }, note: "n2" });
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}&sort=name`);
    await page.getByText("Showing 2 of 2").waitFor();

    const csv = await exportAs(page, "CSV");
    expect(csv.name).toMatch(/^places_\d{8}-\d{6}\.csv$/);
    const parsed = Papa.parse<Record<string, string>>(await readFile(csv.path, "utf8"), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(["id", "name", "where", "note", "docs", "seen", "created", "updated"]);
    // the cell holds the point as JSON text (its keys in the server's order)
    expect(parsed.data.map((r) => [r.name, JSON.parse(r.where), r.note])).toEqual([
      ["Oslo", { lon: 10.7522, lat: 59.9139 }, "n2"],
      ["Rome", { lon: 12.4964, lat: 41.9028 }, "n1"],
    ]);
    expect(parsed.data.every((r) => /^\d{4}-/.test(r.seen))).toBe(true);

    const json = await exportAs(page, "JSON");
    const rows = JSON.parse(await readFile(json.path, "utf8")) as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.name, r.where, r.note])).toEqual([
      ["Oslo", { lon: 10.7522, lat: 59.9139 }, "n2"],
      ["Rome", { lon: 12.4964, lat: 41.9028 }, "n1"],
    ]);

    // round trip: the records deleted, the JSON file imported (ids kept, autodates set by the server)
    for (const r of await pb.collection("places").getFullList()) await pb.collection("places").delete(r.id);
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("button", { name: "Import" }).click();
    const panel = page.getByRole("dialog", { name: "Import places records" });
    await panel.getByLabel("Records file (CSV with a header row, or a JSON array)").setInputFiles({
      name: "places.json",
      mimeType: "application/json",
      buffer: await readFile(json.path),
    });
    expect(await panel.getByLabel("Field for column where").inputValue()).toBe("where");
    expect(await panel.getByLabel("Field for column seen").inputValue()).toBe(""); // the server's own
    await panel.getByRole("button", { name: "Import 2 record(s)" }).click();
    await panel.getByRole("region", { name: "Import summary" }).getByText("Created: 2 · Failed: 0").waitFor();
    const back = await pb.collection("places").getFullList({ sort: "name" });
    expect(back.map((r) => [r.id, r.name, r.where, r.note])).toEqual(
      rows.map((r) => [r.id, r.name, r.where, r.note]),
    );
  });

  test("auth records: the account fields (email, visibility, password, verified) as on v0.18, and the providers tab", async () => {
    const pb = await superuserApi(suite.app());
    const usersId = (await pb.collections.getOne("users")).id;
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${usersId}`);
    await page.locator("header").getByRole("button", { name: "New record" }).click();
    const create = page.getByRole("dialog", { name: "New users record" });
    // v0.23+ auth records have no built-in username (the default users collection has no such field)
    expect(await create.getByLabel("Username").count()).toBe(0);
    await create.getByLabel("Email").fill("ann@example.com");
    await create.getByRole("button", { name: "Public: Off" }).click();
    await create.getByRole("textbox", { name: "Password", exact: true }).fill("1234567890");
    await create.getByLabel("Password confirm").fill("1234567890");
    await create.getByLabel("name", { exact: true }).fill("Ann");
    await create.getByRole("button", { name: "Create" }).click();
    await page.getByText("Successfully created record.").waitFor();
    const ann = await pb.collection("users").getFirstListItem('email = "ann@example.com"');
    expect([ann.name, ann.emailVisibility, ann.verified]).toEqual(["Ann", true, false]);
    await pb.collection("users").authWithPassword("ann@example.com", "1234567890"); // the password was set
    await pb.collection("_superusers").authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD);

    await page.getByRole("cell", { name: "ann@example.com" }).click();
    const edit = page.getByRole("dialog", { name: "Edit users record" });
    await edit.getByRole("switch", { name: "Verified" }).check();
    await page.getByRole("button", { name: "Yes" }).click();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached" });
    expect((await pb.collection("users").getOne(ann.id)).verified).toBe(true);

    // v0.23+ keeps the links as records of _externalAuths: listed and unlinked through them
    const link = { collectionRef: usersId, recordRef: ann.id, provider: "gitlab", providerId: "4242" };
    await pb.collection("_externalAuths").create(link);
    await page.getByRole("cell", { name: "ann@example.com" }).click();
    await edit.getByRole("tab", { name: "Authorized providers" }).click();
    await edit.getByText("ID: 4242").waitFor();
    await edit.getByRole("button", { name: "Unlink" }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await page.getByText("Successfully unlinked the gitlab provider.").waitFor();
    expect(await pb.collection("_externalAuths").getFullList()).toEqual([]);
  });

  test("the palette: Superusers (not Admins), New record and New collection", async () => {
    const { page } = await suite.page();
    await signInAsSuperuser(page, suite.app());
    await page.goto(`${suite.app().consoleUrl}#/collections?collectionId=${placesId}`);
    await page.locator(".records-table").waitFor();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("option").first().waitFor();
    const options = await palette.getByRole("option").allTextContents();
    expect(options).toEqual(
      expect.arrayContaining([
        "SettingsSettings: Superusers",
        "ActionNew record in places",
        "ActionNew collection",
      ]),
    );
    expect(options.filter((o) => o.includes("Admins"))).toEqual([]);
    await page.keyboard.press("Escape");
  });
});
