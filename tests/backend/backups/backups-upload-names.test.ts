/** Upload names: one the list would hide as a write in progress is refused; what is stored is listed. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { uploadBackup } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { fixtureDataDb, zipOf } from "./zip-craft.ts";

const server = serverForSuite();
let pb: PocketBase;
let archive: Buffer;

beforeAll(async () => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  archive = await zipOf([{ name: "data.db", data: fixtureDataDb() }]);
});

const file = (name: string) => new File([new Uint8Array(archive)], name);

test.each(["x.zip.1a2b.tmp", "weekly.zip.0.tmp", "backup.18f3a9c2e1d0b400.tmp"])(
  "%s is refused with a file error and stored nowhere",
  async (name) => {
    const err = await rejection(uploadBackup(pb, file(name)));
    expect(err.status).toBe(400);
    expect(err.response).toEqual({
      code: 400,
      message: "Something went wrong while processing your request.",
      data: {
        file: {
          code: "validation_invalid_name",
          message:
            "Invalid backup file name: names ending in .<hex>.tmp are reserved for files being written.",
        },
      },
    });
    const stored = existsSync(join(server.dataDir, "backups"))
      ? readdirSync(join(server.dataDir, "backups"))
      : [];
    expect(stored.filter((entry) => entry.startsWith(name))).toEqual([]);
  },
);

test("names near the reserved form are stored and listed", async () => {
  const names = ["notes.tmp", "x.zip.XYZ.tmp", "x.tmp.zip", "plain.zip"];
  for (const name of names) await uploadBackup(pb, file(name));
  const listed = (await pb.backups.getFullList()).map((item) => item.key).sort();
  expect(listed).toEqual([...names].sort());
  for (const name of names) await pb.backups.delete(name);
  expect(await pb.backups.getFullList()).toEqual([]);
});
