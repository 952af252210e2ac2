import { expect, test } from "vitest";
import { fromServerSettings, toServerPatch } from "../../../../../shared/client/generations/v023/settings.ts";

// the shape of a real 0.40.6 answer (trimmed): secrets left out, `meta.appURL`
const answer = {
  meta: { appName: "Acme", appURL: "http://localhost:8090", senderName: "Support", hideControls: false },
  smtp: {
    enabled: true,
    host: "h",
    port: 587,
    username: "mailer",
    authMethod: "",
    tls: false,
    localName: "",
  },
  s3: { enabled: false, bucket: "", region: "", endpoint: "", accessKey: "", forcePathStyle: false },
  backups: { cron: "", cronMaxKeep: 3, s3: { enabled: true, accessKey: "key", bucket: "b" } },
  batch: { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 },
};

test("an answer in the console's shape: appUrl, and a left-out secret masked only beside its user or key", () => {
  const settings = fromServerSettings(answer);
  expect(settings.meta.appUrl).toBe("http://localhost:8090");
  expect("appURL" in settings.meta).toBe(false);
  expect(settings.smtp.password).toBe("******");
  expect(settings.s3.secret).toBe("");
  expect(settings.backups?.s3?.secret).toBe("******");
  expect(settings.batch).toEqual(answer.batch);
  // the answer itself is left as it was
  expect(answer.meta.appURL).toBe("http://localhost:8090");
});

test("a patch in the server's shape: appURL, the mask left out so the stored secret is kept", () => {
  expect(
    toServerPatch({
      meta: { appName: "X", appUrl: "https://x.test" },
      smtp: { host: "h", password: "******" },
      s3: { secret: "new" },
    }),
  ).toEqual({ meta: { appName: "X", appURL: "https://x.test" }, smtp: { host: "h" }, s3: { secret: "new" } });
});
