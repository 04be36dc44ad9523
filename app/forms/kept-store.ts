/**
 * What a customer typed into a long form and has not yet sent successfully, kept in the tab's
 * sessionStorage so that a reload, Back and Forward, a post lost to a dropped connection or a
 * session that timed out loses nothing (kept-entries.ts puts it in and takes it out of the form).
 *
 * - A record belongs to a scope: the signed-in customer (a digest of their user name, never the name)
 *   or "guest". A record is given back only in its own scope, so a page seen signed out never shows
 *   a customer's entries, and after signing in again the same customer finds them.
 * - Secrets are never kept: passwords, one-time codes, PINs, card data, files.
 * - Records go when the form's post succeeds, on logout, when another customer signs in on this
 *   browser tab, and after KEPT_HOURS.
 */

export const KEPT_PREFIX = "kept:";
const OWNER_KEY = "kept-owner";
const KEPT_HOURS = 12;
export const GUEST_SCOPE = "guest";

/** The part of the Web Storage interface used (a Map-backed one in the unit tests). */
export type KeptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** A field's name and value; null for a box left unticked. */
export type KeptEntries = [name: string, value: string | null][];

interface KeptRecord {
  scope: string;
  at: number;
  entries: KeptEntries;
}

/** Fields never kept, by name: passwords, one-time codes, PINs, card data; and the portal's own post fields. */
const SECRET_NAME = /password|passcode|otp|^pin$|pinCode|cvv|cvc|cardNumber|secret|token/i;
const OWN_FIELDS = new Set(["_submission", "intent", "via", "keepOnly"]);
/** Input types never kept. */
const SECRET_TYPES = new Set(["password", "file", "submit", "button", "reset", "image"]);

/** Whether an input of this name and type may be kept. */
export function keepable(name: string, type: string, autocomplete = ""): boolean {
  if (!name || OWN_FIELDS.has(name)) return false;
  if (SECRET_TYPES.has(type.toLowerCase())) return false;
  if (/one-time-code|cc-/.test(autocomplete)) return false;
  return !SECRET_NAME.test(name);
}

const recordKey = (key: string) => `${KEPT_PREFIX}${key}`;

export function saveEntries(storage: KeptStorage, key: string, scope: string, entries: KeptEntries, now = Date.now()): void {
  const record: KeptRecord = { scope, at: now, entries };
  try {
    storage.setItem(recordKey(key), JSON.stringify(record));
  } catch {
    // Storage full or refused (private mode): the form works as it would without keeping.
  }
}

/** The entries kept for `key` in `scope`, or null (none, another scope's, too old, unreadable). */
export function readEntries(storage: KeptStorage, key: string, scope: string, now = Date.now()): KeptEntries | null {
  const raw = storage.getItem(recordKey(key));
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<KeptRecord>;
    if (record.scope !== scope || typeof record.at !== "number" || !Array.isArray(record.entries)) return null;
    if (now - record.at > KEPT_HOURS * 3_600_000) {
      storage.removeItem(recordKey(key));
      return null;
    }
    return record.entries.filter(
      (e): e is [string, string | null] => Array.isArray(e) && typeof e[0] === "string" && (typeof e[1] === "string" || e[1] === null),
    );
  } catch {
    return null;
  }
}

export function forgetEntries(storage: KeptStorage, key: string): void {
  storage.removeItem(recordKey(key));
}

/** Forgets every kept record (logout, another customer). */
export function forgetAll(storage: KeptStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(KEPT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  storage.removeItem(OWNER_KEY);
}

/** Whether records of `scope` may still be written here: a guest's always, a customer's until a logout forgot them. */
export function ownsScope(storage: KeptStorage, scope: string): boolean {
  return scope === GUEST_SCOPE || storage.getItem(OWNER_KEY) === scope;
}

/**
 * The page's scope is now `scope`: when a customer other than the one whose entries are kept has
 * signed in on this tab, everything kept is forgotten. Guest pages (the sign-in page after a
 * session timed out) leave a customer's records alone: they cannot read them.
 */
export function adoptScope(storage: KeptStorage, scope: string): void {
  if (scope === GUEST_SCOPE) return;
  const owner = storage.getItem(OWNER_KEY);
  if (owner && owner !== scope) forgetAll(storage);
  if (owner !== scope) storage.setItem(OWNER_KEY, scope);
}
