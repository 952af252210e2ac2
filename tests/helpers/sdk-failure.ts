/** Awaiting SDK calls that must fail, for assertions on the error envelope. */
import { ClientResponseError } from "pocketbase";

/** The status and error body of a call that must fail. @throws when it succeeds or fails without an HTTP answer */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const err = await rejection(promise);
  return { status: err.status, body: err.response };
}

/** The SDK error of a call that must fail. @throws when it succeeds or fails with another error */
export async function rejection(promise: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error("the request was expected to fail");
}
