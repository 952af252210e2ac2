import PocketBase, { ClientResponseError } from "pocketbase";
import { describe, expect, test } from "vitest";
import { INSTALLER_TOKEN_HEADER } from "../../../shared/client/installer-token.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { installerTokenOf, printedConsoleUrl } from "../../helpers/pbdeck-process.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture token of test@example.com (data-model §8.8), valid until 2040

const adminRequired = {
  code: 401,
  message: "The request requires valid admin authorization token to be set.",
  data: {},
};
describe("admin management on a private copy", () => {
  const server = serverForSuite();

  test("create, update, change password, delete", async () => {
    const root = new PocketBase(server.url);
    root.authStore.save(adminToken, null);

    const created = await root.admins.create({
      id: "newadmin0000001",
      email: "new@example.com",
      password: "new-password",
      passwordConfirm: "new-password",
      avatar: 4,
    });
    expect(created).toMatchObject({ id: "newadmin0000001", email: "new@example.com", avatar: 4 });
    expect(created).not.toHaveProperty("passwordHash");
    expect(created).not.toHaveProperty("tokenKey");

    const other = new PocketBase(server.url);
    const firstLogin = await other.admins.authWithPassword("new@example.com", "new-password");
    const oldToken = firstLogin.token;

    const renamed = await root.admins.update(created.id, { email: "renamed@example.com" });
    expect(renamed).toMatchObject({ email: "renamed@example.com", avatar: 4 });
    expect(renamed.updated > created.updated).toBe(true);
    // the old token survives an email change
    other.authStore.save(oldToken, null);
    await expect(other.admins.authRefresh()).resolves.toMatchObject({
      admin: { email: "renamed@example.com" },
    });

    // a password change regenerates the token key: every earlier token stops working
    await root.admins.update(created.id, {
      password: "changed-password",
      passwordConfirm: "changed-password",
    });
    other.authStore.save(oldToken, null);
    await expect(other.admins.authRefresh()).rejects.toMatchObject({ status: 401 });
    await expect(other.admins.authWithPassword("renamed@example.com", "new-password")).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      other.admins.authWithPassword("renamed@example.com", "changed-password"),
    ).resolves.toBeTruthy();

    await root.admins.delete(created.id);
    await expect(root.admins.getOne(created.id)).rejects.toMatchObject({ status: 404 });
    // the deleted admin's token is now a guest's
    await expect(other.admins.authRefresh()).rejects.toMatchObject({ status: 401 });
  });

  test("the last admin cannot be deleted", async () => {
    const root = new PocketBase(server.url);
    root.authStore.save(adminToken, null);
    await root.admins.delete("sbmbsdb40jyxf7h");
    await root.admins.delete("9q2trqumvlyr3bd");
    const err = await root.admins.delete("sywbhecnh46rhm0").catch((e: ClientResponseError) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(400);
    expect((err as ClientResponseError).response).toEqual({
      code: 400,
      message: "Failed to delete admin.",
      data: {},
    });
    await expect(root.admins.getOne("sywbhecnh46rhm0")).resolves.toMatchObject({ email: "test@example.com" });
  });
});

describe("on an empty data dir", () => {
  const server = serverForSuite({ empty: true });

  test("whoever has the printed installer link may create the first admin, then nobody but admins", async () => {
    const guest = new PocketBase(server.url);
    const token = installerTokenOf(await printedConsoleUrl(server));
    const first = await guest.admins.create(
      { email: "first@example.com", password: "1234567890", passwordConfirm: "1234567890" },
      { headers: { [INSTALLER_TOKEN_HEADER]: token } },
    );
    expect(first.id).toMatch(/^[a-z0-9]{15}$/);
    expect(first.avatar).toBe(0);

    const err = await guest.admins
      .create({ email: "second@example.com", password: "1234567890", passwordConfirm: "1234567890" })
      .catch((e: ClientResponseError) => e);
    expect((err as ClientResponseError).status).toBe(401);
    expect((err as ClientResponseError).response).toEqual(adminRequired);

    const auth = await guest.admins.authWithPassword("first@example.com", "1234567890");
    expect(auth.admin.id).toBe(first.id);
  });
});
