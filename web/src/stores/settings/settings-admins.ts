/**
 * @module Admins of the settings area (v0.23+: superusers): the paged list and create, update,
 * delete, through the connected backend's admins service.
 */
import { atom } from "nanostores";
import type { Admin } from "../../../../shared/models.ts";
import { pb } from "../../lib/api.ts";
import { errorMessage, errorStatus, handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { admins } from "../connection.ts";
import { addSuccessToast } from "../toasts.ts";

/** Admins fetched per page. */
export const ADMINS_PER_PAGE = 100;
/** Identifiers plain search text matches. */
export const ADMIN_SEARCH_FIELDS = ["id", "email", "created", "updated"];

export const $admins = atom<Admin[]>([]);
export const $adminsTotal = atom(0);
export const $adminsPage = atom(0);
export const $adminsLoading = atom(false);
/** The API's reason for refusing the search filter (a 400), shown under the search box; "" otherwise. */
export const $adminsFilterError = atom("");

/** Loads a page of admins (page 1 replaces the list, later pages append). */
export async function loadAdmins(filter: string, sort: string, page = 1): Promise<void> {
  $adminsLoading.set(true);
  try {
    const { service, filter: withOwn } = admins();
    const res = await service.getList(page, ADMINS_PER_PAGE, {
      filter: withOwn(filter),
      sort,
      requestKey: "settings_admins",
    });
    const items = res.items as unknown as Admin[];
    $admins.set(page === 1 ? items : [...$admins.get(), ...items]);
    $adminsTotal.set(res.totalItems);
    $adminsPage.set(page);
    $adminsFilterError.set("");
    $adminsLoading.set(false);
  } catch (err) {
    if (isAbortError(err)) return; // a newer search replaced this one and owns the loading flag
    const badFilter = errorStatus(err) === 400;
    handleApiError(err, { notify: !badFilter }); // silence filter errors: the box shows them
    $adminsFilterError.set(badFilter ? errorMessage(err) : "");
    $admins.set([]);
    $adminsTotal.set(0);
    $adminsPage.set(0);
    $adminsLoading.set(false);
  }
}

export interface AdminInput {
  email: string;
  avatar: number;
  password?: string;
  passwordConfirm?: string;
}

/** Creates or updates an admin; saving yourself refreshes the session's admin. Answers the saved admin. */
export async function upsertAdmin(id: string, input: AdminInput): Promise<Admin | null> {
  const { service, hasAvatar, noun } = admins();
  // superusers have no avatar: the field is left out rather than sent for nothing
  const { avatar, ...rest } = input;
  const body = hasAvatar ? input : rest;
  try {
    const saved = (id
      ? await service.update(id, body, { requestKey: null })
      : await service.create(body, { requestKey: null })) as unknown as Admin;
    if (id && pb.authStore.model?.id === id) pb.authStore.save(pb.authStore.token, saved as never);
    addSuccessToast(id ? `Successfully updated ${noun}.` : `Successfully created ${noun}.`);
    return saved;
  } catch (err) {
    handleApiError(err);
    return null;
  }
}

/**
 * Deletes an admin and drops it from the list.
 * @throws the SDK error of a failed delete (the confirmation shows it).
 */
export async function deleteAdmin(id: string): Promise<void> {
  const { service, noun } = admins();
  await service.delete(id, { requestKey: null });
  addSuccessToast(`Successfully deleted ${noun}.`);
  $admins.set($admins.get().filter((a) => a.id !== id));
  $adminsTotal.set(Math.max(0, $adminsTotal.get() - 1));
}
