/**
 * @module The one-time token that lets only the person at pbdeck's terminal create the first admin:
 * printed there inside the installer link, good for one admin, and only for a while. Once it has
 * expired or been used, opening the installer again prints a fresh link on the terminal.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { InstallerTokenProblem } from "../../shared/client/installer-token.ts";

/** How long an installer link works (PocketBase's own installer link lasts as long). */
export const INSTALLER_TOKEN_TTL_MS = 30 * 60_000;

/** A token accepted for one request: used up when the admin is created, else given back. */
export interface InstallerTokenClaim {
  consume(): void;
  release(): void;
}

export class InstallerTokens {
  #token: string | null = null;
  #expiresAt = 0;
  #claimed = false;
  #issued = 0;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs = INSTALLER_TOKEN_TTL_MS, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /**
   * The token of the installer link: the valid one, or a new one when there is none yet or the last
   * expired or was used (`renewed` then says the link printed before no longer works).
   */
  current(): { token: string; renewed: boolean } {
    if (this.#token !== null && this.#now() < this.#expiresAt) return { token: this.#token, renewed: false };
    this.#token = randomBytes(24).toString("base64url");
    this.#expiresAt = this.#now() + this.#ttlMs;
    this.#claimed = false;
    this.#issued += 1;
    return { token: this.#token, renewed: this.#issued > 1 };
  }

  /** Checks a presented token; a good one is held for this request alone until consumed or released. */
  claim(presented: string | undefined): InstallerTokenClaim | InstallerTokenProblem {
    if (!presented) return "missing";
    const token = this.#token;
    if (token === null || !sameText(presented, token)) return "invalid";
    if (this.#now() >= this.#expiresAt) return "expired";
    if (this.#claimed) return "busy";
    this.#claimed = true;
    return {
      consume: () => {
        if (this.#token === token) this.#token = null;
      },
      release: () => {
        if (this.#token === token) this.#claimed = false;
      },
    };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
