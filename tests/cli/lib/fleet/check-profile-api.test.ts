/** The fleet's API check: signed in with a profile's stored token (no guest probe), the guest probe without one. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkProfile } from "../../../../cli/lib/fleet/check-profile.ts";
import { ProfileStore } from "../../../../cli/lib/profile-store.ts";
import {
  type FakeGeneration,
  type FakePocketBase,
  startFakePocketBase,
} from "../../../helpers/fake-pocketbase.ts";
import { adminToken } from "../../../helpers/fixture-tokens.ts";
import { tempDir } from "../../helpers/cli-process.ts";

const fakes = new Map<FakeGeneration, FakePocketBase>();
const config = tempDir("pbdeck-fleet-api-");
const store = new ProfileStore(config.dir);

beforeAll(async () => {
  for (const generation of ["v0.22", "v0.23"] as const) {
    const fake = await startFakePocketBase(generation);
    fakes.set(generation, fake);
    store.save(`${generation}-token`, { backend: fake.url, token: adminToken });
  }
});
afterAll(async () => {
  for (const fake of fakes.values()) await fake.close();
  config.cleanup();
});

/** The row of `name` and the guest requests its check sent to `generation`'s fake. */
async function check(generation: FakeGeneration, name: string) {
  const fake = fakes.get(generation);
  const before = fake?.guestRequests().length ?? 0;
  const row = await checkProfile(store, name, 5000);
  return { row, guests: fake?.guestRequests().slice(before) };
}

// each with a fresh URL: the fleet remembers a URL's generation for the rest of the run
test("with a stored token: v0.23+ from the refresh's 404, the token kept; v0.20–v0.22 signed in", async () => {
  const v023 = await check("v0.23", "v0.23-token");
  expect(v023.row).toMatchObject({
    api: "v0.23+",
    problem: "the stored token is an admin's, which v0.23+ no longer has: pbdeck profiles login v0.23-token",
  });
  // the dashboard is read for the exact version (the fake has none; not an API request)
  expect(v023.guests).toEqual(["GET /api/health", "GET /_/"]);
  expect(store.get("v0.23-token")?.token).toBe(adminToken);

  const v022 = await check("v0.22", "v0.22-token");
  // signed in, the check goes on to the logs (this fake refuses them: the real servers' rows are in
  // profiles-login-generations.test.ts)
  expect(v022.row).toMatchObject({ api: "v0.20-v0.22", signedIn: true, problem: "401: Admins only." });
  expect(v022.guests).toEqual(["GET /api/health", "GET /_/"]);
});

test("without a token: the guest probe", async () => {
  // a fresh fake: v0.23's generation above is remembered by URL
  const fake = await startFakePocketBase("v0.23");
  try {
    store.save("fresh-guest", { backend: fake.url });
    const row = await checkProfile(store, "fresh-guest", 5000);
    expect(row).toMatchObject({ api: "v0.23+" });
    // the generation from the health answer: no sign-in sure to fail (v0.23+ has no /api/admins)
    expect(fake.guestRequests()).toEqual(["GET /api/health", "GET /_/", "GET /api/health"]);
  } finally {
    await fake.close();
  }
});
