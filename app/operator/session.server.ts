/**
 * The session. The browser holds only a signed, httpOnly, SameSite=Lax cookie with the session's id;
 * the tokens and everything else live on the server (session-store.server.ts: this process, or Redis
 * with REDIS_URL), so nothing of it reaches page scripts, loader data or the access log. A session
 * ends after SESSION_IDLE_MINUTES without a request or SESSION_ABSOLUTE_HOURS after sign-in,
 * whichever comes first; logout destroys it on the server; a sign-in starts a new session id.
 */
import { createCookie, createSession, createSessionStorage, redirect, type Session as RemixSession } from "@remix-run/node";
import { createHmac } from "node:crypto";
import { env, servedOverHttps, sessionSecret } from "~/env.server";
import {
  memoryStore,
  meteredStore,
  newSessionId,
  redisStore,
  remainingMs,
  type SessionChange,
  type SessionStore,
  type StoredSession,
} from "./session-store.server";

export type UserType = "EMAIL" | "MOBILE" | "Google" | "Facebook";
export type LoginBy = "mySlt" | "ftth";

/**
 * What the session holds. An area that keeps something of its own in the session adds its key to
 * this interface from its own module (`declare module "~/operator/session.server"`), so this layer
 * knows no area.
 */
export interface SessionData {
  accessToken: string;
  refreshToken: string;
  userName: string;
  userType: UserType;
  loginBy: LoginBy;
  /** Registration waiting for its OTP: who to resend it to. */
  pendingRegistration: { id: string; userName: string; userType: "EMAIL" | "MOBILE" };
  /** Forgot-password: the user id the OTP was sent to. */
  resetUserName: string;
  resetUserType: "EMAIL" | "MOBILE";
  /**
   * A visitor's identity with the operator for their order (online sales without signing in): the
   * user id and tokens a verified one-time code gave them. Kept apart from a sign-in, so a visitor
   * tracking an order is not taken for a signed-in customer.
   */
  orderIdentity: {
    userName: string;
    accessToken: string;
    refreshToken: string;
    /**
     * The orders this identity may read by an id in a URL: the one its code was verified for, and
     * those it saved itself. The operator's tokens alone are not trusted to keep a visitor to their own.
     */
    orders?: string[];
  };
}

export const SESSION_COOKIE = "__session";

/** The store of sessions (and of the refresh lock): Redis when REDIS_URL is set, else this process. */
export const sessionStore: SessionStore = meteredStore(env.REDIS_URL ? redisStore(env.REDIS_URL) : memoryStore({}, holdsIdentity));

/** A session that holds a sign-in or an order identity: the in-process store drops these last when full. */
function holdsIdentity(data: Record<string, unknown>): boolean {
  return Boolean(data.accessToken || data.orderIdentity);
}

const IDLE_MS = env.SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = env.SESSION_ABSOLUTE_HOURS * 3_600_000;
const LIFETIME = { idleMs: IDLE_MS, absoluteMs: ABSOLUTE_MS };
/** A session's last use is written back at most this often (a read alone does not rewrite it each time). */
const TOUCH_MS = 60_000;

/** How long the store keeps a record: until the first of its idle and absolute ends. */
const keepFor = (record: StoredSession, now: number) => remainingMs(record, LIFETIME, now);

/**
 * The stored data of a session, or null when the store no longer holds it (or its time is up). A
 * read alone writes only the time it was seen, at most once a minute: a rewrite of the whole record
 * could undo another request's change.
 */
async function readRecord(id: string): Promise<Partial<SessionData> | null> {
  const record = await sessionStore.read(id);
  if (!record) return null;
  const now = Date.now();
  if (keepFor(record, now) <= 0) {
    await sessionStore.remove(id);
    return null;
  }
  if (now - record.seenAt > TOUCH_MS) await sessionStore.update(id, { set: {}, unset: [] }, LIFETIME, now);
  return record.data as Partial<SessionData>;
}

const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [sessionSecret],
  // Secure whenever the portal is served over https (always in live mode; the demo runs on plain http://localhost).
  secure: servedOverHttps,
  maxAge: Math.round(ABSOLUTE_MS / 1000),
});

/**
 * Sessions are only ever created whole with a new id (createData); after that a save applies a
 * change to the record the store holds and never writes it whole again, so a session that ended
 * (logout, its time) stays ended and its `createdAt` never moves.
 */
export const sessionStorage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data) {
    const id = newSessionId();
    const now = Date.now();
    const record = { data: data as Record<string, unknown>, createdAt: now, seenAt: now };
    await sessionStore.write(id, record, keepFor(record, now));
    return id;
  },
  async readData(id) {
    return readRecord(id);
  },
  async updateData(id, data) {
    // Remix's own commit of a session read without tracking its changes: the data replaces what is
    // stored, but only while the store still holds the session.
    const stored = await sessionStore.read(id);
    if (!stored) return;
    const unset = Object.keys(stored.data).filter((key) => !(key in data));
    await sessionStore.update(id, { set: data as Record<string, unknown>, unset }, LIFETIME, Date.now());
  },
  async deleteData(id) {
    await sessionStore.remove(id);
  },
});

export type Session = RemixSession<SessionData, SessionData>;

/**
 * The request's session. A cookie whose id the store does not hold (ended, expired, or never
 * issued) gives a session without an id: a change to it starts a new session, never the old id again.
 */
export async function getSession(request: Request): Promise<Session> {
  const id: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  const data = typeof id === "string" && id ? await readRecord(id) : null;
  return createSession<SessionData>((data ?? {}) as SessionData, data && typeof id === "string" ? id : "");
}

/** A session of nobody, never stored (a request that needs no session: operatorWithoutSession). */
export function emptySession(): Session {
  return createSession<SessionData>({} as SessionData, "");
}

/** Sessions whose id must change when they are saved: a sign-in starts a new id (no session fixation). */
const renewed = new WeakSet<object>();

/** What each request's session changed, key by key (set or unset), since it was read. */
const changes = new WeakMap<object, Map<string, { value: unknown } | "unset">>();

/**
 * Records every set and unset of the session, so that saving it applies just this request's changes
 * to the stored session (concurrent requests of the same session, such as a page's parallel
 * loaders, then keep each other's changes). Unsetting a key the session does not hold is no change.
 */
export function trackChanges(session: Session): Session {
  const changed = new Map<string, { value: unknown } | "unset">();
  changes.set(session, changed);
  const { set, unset, flash } = session;
  session.set = (name, value) => {
    changed.set(name, { value });
    set.call(session, name, value);
  };
  session.unset = (name) => {
    if (!session.has(name)) return;
    changed.set(name, "unset");
    unset.call(session, name);
  };
  session.flash = (name, value) => {
    changed.set(`__flash_${name}__`, { value });
    flash.call(session, name, value);
  };
  return session;
}

/**
 * Whether saving the session would store anything: a sign-in's new id, a change to a stored
 * session, or a visitor's first data. A request without a session that ends holding nothing (it
 * only unset keys, or set and then unset them) stores no session, so requests without a cookie
 * cannot fill the store.
 */
export function hasChanges(session: Session): boolean {
  if (renewed.has(session)) return true;
  const changed = changes.get(session);
  if (!changed || changed.size === 0) return false;
  return Boolean(session.id) || Object.values(session.data).some((value) => value !== undefined);
}

/** The Set-Cookie that makes the browser forget its session. */
const forgetCookie = () => sessionCookie.serialize("", { maxAge: undefined, expires: new Date(0) });

/**
 * The Set-Cookie of a session saved now (withOperator calls it when the session changed). A session
 * that ended while this request ran (logout, or its time ran out) is never written again: the
 * request answers signed out, with the cookie cleared.
 */
export async function commitSession(session: Session): Promise<string> {
  if (renewed.has(session)) await takeCarried(session);
  if (renewed.has(session) && session.id) {
    renewed.delete(session);
    await sessionStorage.destroySession(session);
    return sessionStorage.commitSession(createSession<SessionData>(session.data as SessionData));
  }
  const changed = changes.get(session);
  if (session.id && changed) {
    const change = takeChange(changed);
    await carryChange(session, change);
    return (await sessionStore.update(session.id, change, LIFETIME, Date.now())) ? sessionCookie.serialize(session.id) : forgetCookie();
  }
  return sessionStorage.commitSession(session);
}

/**
 * Saves what late work (a part of a page streamed in after the response left) changed in a session
 * already saved by its request: only those keys, and only while the store still holds the session
 * (a session that ended or was renewed meanwhile is never written back).
 */
export async function saveLateChanges(session: Session): Promise<void> {
  const changed = changes.get(session);
  if (!session.id || !changed || changed.size === 0 || renewed.has(session)) return;
  const change = takeChange(changed);
  await carryChange(session, change);
  await sessionStore.update(session.id, change, LIFETIME, Date.now());
}

/**
 * Where a customer stands in an order wizard is theirs beyond one session: an area names the keys
 * that hold it (carryAcrossSignIns), each change a signed-in session makes to them is copied to the
 * customer's own record (under a digest of the user name), and the customer's next sign-in starts with
 * them. A session that timed out, or a logout, then keeps their place in the wizard and what its
 * steps saved; never their unsent entries (the browser keeps those, and forgets them on logout), nor
 * anything of the sign-in. Kept SESSION_ABSOLUTE_HOURS after the last change.
 */
const carried = new Set<string>();

export function carryAcrossSignIns(...keys: Array<keyof SessionData>): void {
  for (const key of keys) carried.add(key);
}

const carryId = (userName: string) => `carry:${createHmac("sha256", sessionSecret).update(`carry:${userName}`).digest("base64url")}`;

async function carryChange(session: Session, change: SessionChange): Promise<void> {
  const userName = isSignedIn(session) ? session.get("userName") : undefined;
  const set = Object.entries(change.set).filter(([key]) => carried.has(key));
  const unset = change.unset.filter((key) => carried.has(key));
  if (!userName || (set.length === 0 && unset.length === 0)) return;
  const id = carryId(userName);
  const data = { ...((await sessionStore.read(id))?.data ?? {}) };
  for (const [key, value] of set) data[key] = value;
  for (const key of unset) delete data[key];
  const now = Date.now();
  await sessionStore.write(id, { data, createdAt: now, seenAt: now }, ABSOLUTE_MS);
}

/** A sign-in starts with what the customer's wizards held (a new id or an order identity alone takes nothing). */
async function takeCarried(session: Session): Promise<void> {
  const userName = isSignedIn(session) ? session.get("userName") : undefined;
  if (!userName) return;
  const record = await sessionStore.read(carryId(userName));
  if (!record || record.createdAt + ABSOLUTE_MS < Date.now()) return;
  for (const [key, value] of Object.entries(record.data)) {
    if (carried.has(key) && !session.has(key as keyof SessionData)) session.set(key as keyof SessionData, value as never);
  }
}

/** The changes recorded so far, as one change for the store; the record starts empty again. */
function takeChange(changed: Map<string, { value: unknown } | "unset">): SessionChange {
  const change: SessionChange = { set: {}, unset: [] };
  for (const [name, what] of changed) {
    if (what === "unset") change.unset.push(name);
    else change.set[name] = what.value;
  }
  changed.clear();
  return change;
}

export const destroySession = sessionStorage.destroySession;

export function isSignedIn(session: Session): boolean {
  return Boolean(session.get("accessToken"));
}

/**
 * Whose typed entries the browser may give back (app/forms/kept-store.ts): a digest of the signed-in
 * customer's user name (the same after signing in again, never the name), or the guest's.
 */
export function keptEntriesScope(session: Session): string {
  const userName = isSignedIn(session) ? session.get("userName") : undefined;
  return userName ? createHmac("sha256", sessionSecret).update(`kept-entries:${userName}`).digest("base64url").slice(0, 16) : "guest"; // GUEST_SCOPE of app/forms/kept-store.ts
}

/** Where a signed-out user goes: the buy-online promo for users from the fibre order flow. */
export function signedOutHome(session: Session): string {
  return session.get("loginBy") === "ftth" ? "/promo/buyonline" : "/";
}

/**
 * Where a customer goes to sign in again: the sign-in page, with the page they were on to come back
 * to (`returnTo`, a path of this portal) when there is one; the buy-online promo for fibre-order users.
 */
export function signInAgain(session: Session, returnTo?: string): string {
  const home = signedOutHome(session);
  return home === "/" && returnTo && returnTo !== "/" && !returnTo.startsWith("/?") ? `/?returnTo=${encodeURIComponent(returnTo)}` : home;
}

/**
 * End the session: clear everything and send the user to the right public page. A session the
 * operator ended (a refused refresh) comes back to `returnTo` after signing in; a logout does not.
 */
export async function endSession(session: Session, returnTo?: string): Promise<Response> {
  const target = signInAgain(session, returnTo);
  return redirect(target, { headers: { "Set-Cookie": await destroySession(session) } });
}

/** Public pages: a signed-in user goes straight to the broadband summary. */
export function requireAnonymous({ session }: { session: Session }): Session {
  if (isSignedIn(session)) throw redirect("/boardBand/summary");
  return session;
}

/** Signed-in pages: a visitor goes to sign in, and comes back to the page once signed in (a session that timed out). */
export function requireUser({ session, returnTo }: { session: Session; returnTo?: string }): Session {
  if (!isSignedIn(session)) throw redirect(signInAgain(session, returnTo));
  return session;
}

/** Store a fresh sign-in in the session. */
export function signIn(
  session: Session,
  tokens: { accessToken: string; refreshToken: string },
  user: { userName: string; userType: UserType; loginBy?: LoginBy },
) {
  // A fresh sign-in starts from an empty session: nothing of a previous user stays.
  for (const key of Object.keys(session.data) as Array<keyof SessionData>) session.unset(key);
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("userName", user.userName);
  session.set("userType", user.userType);
  session.set("loginBy", user.loginBy ?? "mySlt");
  renewSessionId(session);
}

/**
 * The session is saved under a new id (the old one is deleted): whatever grants an identity does this,
 * so an id planted in the browser before (session fixation) never carries it.
 */
export function renewSessionId(session: Session): void {
  renewed.add(session);
}
