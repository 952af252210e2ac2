import { expect, test } from "vitest";
import { EMBEDDED_BACKEND } from "../../../shared/client/backend-info.ts";
import { footerVersion } from "../../../web/src/lib/footer-version.ts";

test("the footer names the embedded backend's API, a server's own version, else its generation", () => {
  expect(footerVersion(EMBEDDED_BACKEND)).toBe("v0.18.1");
  expect(footerVersion({ generation: "v0.23+", version: "0.40.6", embedded: false })).toBe("v0.40.6");
  // a server whose dashboard names no version (built without the UI, or behind a proxy hiding /_/)
  expect(footerVersion({ generation: "v0.23+", version: null, embedded: false })).toBe("v0.23+");
  expect(footerVersion({ generation: "v0.20-v0.22", version: null, embedded: false })).toBe("v0.20–v0.22");
  expect(footerVersion({ generation: "v0.18", version: null, embedded: false })).toBe("v0.18");
});
