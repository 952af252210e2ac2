import { afterEach, expect, test } from "vitest";
import {
  $confirmation,
  $confirmationBusy,
  $confirmationError,
  answerConfirmation,
  confirm,
  resetConfirmation,
} from "../../../web/src/stores/confirmation.ts";

afterEach(() => resetConfirmation());

test("a yes that returns a promise keeps the dialog open and busy until it settles; answers meanwhile are ignored", async () => {
  let finish = () => {};
  let noCalls = 0;
  confirm(
    "Do you really want to delete a.zip?",
    () => new Promise<void>((done) => (finish = done)),
    () => noCalls++,
  );
  answerConfirmation(true);
  expect($confirmationBusy.get()).toBe(true);
  expect($confirmation.get()?.message).toBe("Do you really want to delete a.zip?");
  answerConfirmation(false); // Escape, overlay click and No all land here
  answerConfirmation(true);
  expect(noCalls).toBe(0);
  finish();
  await expect.poll(() => $confirmationBusy.get()).toBe(false);
  expect($confirmation.get()).toBeNull();
  expect($confirmationError.get()).toBeNull();
});

test("a failed yes leaves the dialog open with its error and the buttons free; a retry that succeeds closes it", async () => {
  const failure = { status: 400, response: { message: "Failed to delete record." } };
  let attempts = 0;
  confirm("Do you really want to delete the selected record?", async () => {
    attempts++;
    if (attempts === 1) throw failure;
  });
  answerConfirmation(true);
  await expect.poll(() => $confirmationBusy.get()).toBe(false);
  expect($confirmation.get()?.message).toBe("Do you really want to delete the selected record?");
  expect($confirmationError.get()).toBe(failure);
  answerConfirmation(true);
  await expect.poll(() => $confirmation.get()).toBeNull();
  expect(attempts).toBe(2);
  expect($confirmationError.get()).toBeNull();
});

test("an aborted yes is silent: no error, the dialog stays for another answer", async () => {
  confirm("x", () => Promise.reject({ isAbort: true }));
  answerConfirmation(true);
  await expect.poll(() => $confirmationBusy.get()).toBe(false);
  expect($confirmationError.get()).toBeNull();
  expect($confirmation.get()?.message).toBe("x");
  answerConfirmation(false);
  expect($confirmation.get()).toBeNull();
});

test("a plain yes closes at once, unless it asked a new question", () => {
  let ran = 0;
  confirm("first", () => ran++);
  answerConfirmation(true);
  expect(ran).toBe(1);
  expect($confirmation.get()).toBeNull();
  confirm("outer", () => confirm("inner", () => {}));
  answerConfirmation(true);
  expect($confirmation.get()?.message).toBe("inner");
});
