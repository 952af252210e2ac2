/** @module Random strings the console makes: secrets, generated passwords and dialog ids (crypto strength). */

/** Length of a random secret when none is asked for (the spec's constants). */
export const RANDOM_SECRET_LENGTH = 32;
/** Length of a password the console generates for an auth record. */
export const GENERATED_PASSWORD_LENGTH = 15;
/** Length of a dialog's random id (its title and aria links hang off it). */
export const DIALOG_ID_LENGTH = 5;

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";

/** `length` characters of `alphabet`, each equally likely. */
function randomFrom(alphabet: string, length: number): string {
  // reject the tail of the byte range that does not divide evenly, so no character is favoured
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length - out.length))) {
      if (b < limit) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}

/** A random secret of `length` letters and digits; token secrets ask for 50, passwords 15. */
export function randomSecret(length = RANDOM_SECRET_LENGTH): string {
  return randomFrom(ALPHANUMERIC, length);
}

/**
 * A random dialog id of 5 characters: a lowercase letter, then lowercase letters and digits (a leading
 * letter keeps it a valid CSS id as well; lowercase keeps it apart from React's own ids).
 */
export function randomDialogId(): string {
  return randomFrom(LOWERCASE, 1) + randomFrom(`${LOWERCASE}0123456789`, DIALOG_ID_LENGTH - 1);
}
