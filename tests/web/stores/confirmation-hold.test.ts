import { expect, test } from "vitest";
import {
  $confirmation,
  $confirmationBusy,
  answerConfirmation,
  confirmWith,
} from "../../../web/src/stores/confirmation.ts";

test("a held yes keeps the dialog open and busy until it settles; answers meanwhile are ignored", async () => {
  let finish = () => {};
  let noCalls = 0;
  confirmWith({
    message: "Do you really want to delete a.zip?",
    focusNo: true,
    holdWhileYes: true,
    yes: () => new Promise<void>((done) => (finish = done)),
    no: () => noCalls++,
  });
  answerConfirmation(true);
  expect($confirmationBusy.get()).toBe(true);
  expect($confirmation.get()?.message).toBe("Do you really want to delete a.zip?");
  answerConfirmation(false);
  expect(noCalls).toBe(0);
  finish();
  await expect.poll(() => $confirmationBusy.get()).toBe(false);
  expect($confirmation.get()).toBeNull();
});

test("a held yes that fails still closes the dialog", async () => {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (err: unknown) => errors.push(err);
  confirmWith({ message: "x", holdWhileYes: true, yes: () => Promise.reject(new Error("boom")) });
  answerConfirmation(true);
  await expect.poll(() => $confirmation.get()).toBeNull();
  expect($confirmationBusy.get()).toBe(false);
  console.error = original;
  expect(String(errors[0])).toContain("boom");
});
