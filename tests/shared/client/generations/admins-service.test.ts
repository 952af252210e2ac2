import PocketBase from "pocketbase";
import { expect, test } from "vitest";
import { adminsService } from "../../../../shared/client/generations/admins-service.ts";

const pb = new PocketBase("http://127.0.0.1:1");

test("up to v0.22: the admins service, the filter as given, avatars", () => {
  for (const generation of ["v0.18", "v0.20-v0.22"] as const) {
    const admins = adminsService(pb, generation);
    expect(admins.service).toBe(pb.admins);
    expect(admins.filter('email ~ "a"')).toBe('email ~ "a"');
    expect([admins.hasAvatar, admins.noun]).toEqual([true, "admin"]);
  }
});

test("v0.23+: the _superusers records, the installer's hidden record filtered out, no avatar", () => {
  const superusers = adminsService(pb, "v0.23+");
  expect(superusers.service).toBe(pb.collection("_superusers"));
  expect(superusers.filter("")).toBe('email != "__pbinstaller@example.com"');
  expect(superusers.filter('email ~ "a" || id = "b"')).toBe(
    '(email ~ "a" || id = "b") && email != "__pbinstaller@example.com"',
  );
  expect([superusers.hasAvatar, superusers.noun]).toEqual([false, "superuser"]);
});
