/**
 * Personal data out of recorded operator answers (scripts/record-scenario.ts): every telephone and
 * subscriber number, account number, NIC and passport number, e-mail address, person's name, address
 * and token is replaced by a made-up one of the same form, the same original always by the same
 * replacement (across every answer and request of the recording, so a number the portal reads in one
 * answer and sends in the next call still matches).
 *
 * How a value is recognised: first by its key (compared case-insensitively, without "_" or "-"):
 * token/jwt/secret/password keys, user ids, NIC, passport, account, telephone-ish and person-name
 * keys (a plain `name` only beside a user's keys: a usage item's name is no person's), address-ish
 * keys (their whole subtree; a town under a city key becomes another town); then by its shape, in every string anywhere (free
 * text): JWTs, e-mail addresses, 0XXXXXXXXX and 94XXXXXXXXX numbers, old (9 digits + V/X) and new
 * (12 digits, a plausible birth year and day, inside a longer text: a value of 12 digits alone is one
 * only under a NIC key, as it may be a time) NICs. Numbers and names learnt from keys are replaced in
 * free text too (a 9-digit line number inside "IPTV112100004", a surname inside a message).
 *
 * How the replacement is made: a keyed hash (HMAC-SHA256, key = a fixed salt + the optional salt
 * given) of the kind and the original picks the new digits, letters or names (fixtures/names.ts), so
 * a recording made twice gives the same file. A replacement is never an original value of the
 * recording, and two originals never share one (numbers, e-mails, ids), so nothing merges. Telephone
 * numbers keep their prefix (0 or 94) and 2-digit area or mobile code, account numbers their first two
 * digits, e-mails become addresses at example.com, NICs keep their form with a made-up birth date.
 */
import { createHmac } from "node:crypto";
import { cities } from "../fixtures/cities";
import { givenNames, surnames } from "../fixtures/names";

const FIXED_SALT = "operator-selfcare-portal/recording/v1:";

/** What a key says its value is (e-mail addresses are known by their shape wherever they are). */
export type PersonalKind = "phone" | "account" | "nic" | "passport" | "name" | "address" | "secret" | "userid";

/** A key without case, "_" and "-": "contactNamewithInit" → "contactnamewithinit". */
const norm = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

const SECRET_KEY = /token|jwt|secret|password|passwd|pwd|apikey|cookie|otp$/;
const USER_ID_KEY = /^(user|login)(name|id)$|^uname$/;
const NIC_KEY = /^(customer|owner|user|contact|cus|cust|holder|applicant|subscriber)?nic(no|number|num|id)?$|^nationalid|^idnumber$|^idno$/;
const PASSPORT_KEY = /passport|^pp$|^ppno$|^ppnumber$/;
const ACCOUNT_KEY = /^(billing|customer|cus|cust)?(account|acct|acc)(no|number|num|id)?$/;
const PHONE_KEY =
  /tel|phone|mobile|msisdn|subscriber|sltnumber|tpno|contactno|contactnumber|serviceid|originalid|altrcontact|econtact|^contact$|reciever|receiver/;
const PERSON_NAME_KEY =
  /^(full|fill|customer|cust|cus|owner|first|last|given|middle|sur|contact|holder|person|subscriber|applicant)name|namewithinit|^surname$|^initials$/;
/** Keys beside which a plain `name` is a person's (a user's info), not a package's or a usage item's. */
const PERSON_CONTEXT_KEY = /^(username|userid|usertype|email|emailaddress|mobile|mobileno|phone|nic|altrcontact|contactmobile|dob|dateofbirth|gender)$/;
const ADDRESS_KEY = /address|addr|street|postalcode|postcode|zipcode|houseno|housenumber/;
const NOT_ADDRESS_KEY = /^(e?mail|ip|mac|web|url|email)address$/;

/** What a key says its value is (null: nothing; its strings are still scanned as free text). */
export function keyKind(key: string, personContext = false): PersonalKind | null {
  const k = norm(key);
  if (SECRET_KEY.test(k)) return "secret";
  if (USER_ID_KEY.test(k)) return "userid";
  if (NIC_KEY.test(k)) return "nic";
  if (PASSPORT_KEY.test(k)) return "passport";
  if (ACCOUNT_KEY.test(k)) return "account";
  if (PERSON_NAME_KEY.test(k) || (k === "name" && personContext)) return "name";
  if (ADDRESS_KEY.test(k) && !NOT_ADDRESS_KEY.test(k)) return "address";
  if (PHONE_KEY.test(k)) return "phone";
  return null;
}

// Shapes found in free text.
const JWT = "eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*";
const EMAIL = "[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}";
const DIGITS = "\\+?\\d+(?:[VvXx](?![\\p{L}\\p{N}]))?";
const WORD = "[\\p{L}\\p{M}]+";
/** A word of a name, in any script (a Sinhala or Tamil letter's vowel signs are marks). */
const NAME_WORD = new RegExp(WORD, "gu");
const FREE_TEXT = new RegExp(`(${JWT})|(${EMAIL})|(${DIGITS})|(${WORD})`, "gu");
const EMAIL_ONLY = new RegExp(`^${EMAIL}$`);
const PHONE_ONLY = /^(?:\+?94|0)?\d{9}$/;
const NIC_ONLY = /^(\d{9}[VvXx]|\d{12})$/;

/** A 12-digit number that reads as a new NIC: a birth year and a day of the year (+500 for women). */
function plausibleNic(digits: string): boolean {
  const year = Number(digits.slice(0, 4));
  const day = Number(digits.slice(4, 7));
  return year >= 1900 && year <= 2029 && ((day >= 1 && day <= 366) || (day >= 501 && day <= 866));
}

const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "rev", "prof", "hon", "master"]);
const PARTICLES = new Set(["de", "da", "van", "von", "bin", "binti", "del", "la", "le"]);
const STREET_WORDS = new Set(["road", "street", "lane", "avenue", "mawatha", "place", "gardens", "terrace"]);
const STREETS = [
  "Temple Road",
  "Galle Road",
  "Station Road",
  "Lake Road",
  "Church Street",
  "Main Street",
  "Hospital Road",
  "School Lane",
  "Flower Road",
  "Park Avenue",
];
const JWT_HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

type Entry = { kind: string; original: string; replacement?: string; role?: "given" | "surname" | "initial" };

/**
 * One recording's replacements: `learn` every value first (so no replacement is any original), then
 * `rewrite`. `rewrite` learns what it is given too, so it is safe alone.
 */
export class Anonymiser {
  private readonly key: string;
  /** kind:original (normalised) → entry, in the order learnt. */
  private readonly entries = new Map<string, Entry>();
  /** Every original, lower-cased, in every form it takes (a line number with 0, with 94 and alone). */
  private readonly originals = new Set<string>();
  /** Words of the persons' names (lower case): no replacement may contain one. */
  private readonly originalWords = new Set<string>();
  private readonly used = new Set<string>();
  /** Words of the original addresses (streets, towns; not "road"): no made-up address may contain one. */
  private readonly addressWords = new Set<string>();

  constructor(salt = "") {
    this.key = FIXED_SALT + salt;
  }

  // ---- learning ------------------------------------------------------------------------------------

  learn(value: unknown): void {
    // What keys say first, so that a number a key names (an account number) is not taken for another
    // kind (a telephone number) where it shows up in free text.
    this.walk(value, null, "", (text, kind, key) => {
      this.learnKeyed(text.trim(), kind, key);
      return text;
    });
    this.walk(value, null, "", (text, kind, key) => {
      if (!this.learnKeyed(text.trim(), kind, key)) this.learnFreeText(text);
      return text;
    });
  }

  /** `id` is the normalised original (the lookup key); `original` keeps its case (its shape for the replacement). */
  private add(kind: string, id: string, original: string, role?: Entry["role"]): void {
    const entry = this.entries.get(`${kind}:${id}`);
    if (!entry) this.entries.set(`${kind}:${id}`, { kind, original, ...(role ? { role } : {}) });
    // A word seen once as a surname is a surname (replaced by one) wherever it shows up.
    else if (role === "surname" && entry.replacement === undefined) entry.role = role;
  }

  private addOriginal(...forms: string[]) {
    for (const form of forms) this.originals.add(form.toLowerCase());
  }

  /** A value its key says is personal, learnt; false when the key says nothing or the value is not of the key's kind. */
  private learnKeyed(t: string, kind: PersonalKind | null, key: string): boolean {
    if (!t || kind === null) return !t;
    switch (kind) {
      case "secret":
        this.learnLiteral("secret", t);
        return true;
      case "passport":
        this.learnLiteral("passport", t.toUpperCase());
        return true;
      case "address":
        this.learnLiteral(addressKind(t, key), t);
        for (const [word] of t.toLowerCase().matchAll(NAME_WORD)) if (word.length >= 4 && !STREET_WORDS.has(word)) this.addressWords.add(word);
        return true;
      case "name":
        this.learnName(t, key);
        return true;
      case "userid":
        // A user id is an e-mail (found as free text), a mobile, or anything else (made up in its shape).
        if (EMAIL_ONLY.test(t)) return false;
        if (PHONE_ONLY.test(t)) this.learnPhone(t.slice(-9));
        else this.learnLiteral("userid", t);
        return true;
      case "nic":
        if (!NIC_ONLY.test(t)) return false;
        this.learnNic(t);
        return true;
      case "account":
        if (!/^\d{6,14}$/.test(t)) return false;
        this.learnAccount(t);
        return true;
      case "phone":
        if (!PHONE_ONLY.test(t)) return false;
        this.learnPhone(t.slice(-9));
        return true;
      default:
        return false;
    }
  }

  private learnFreeText(text: string): void {
    for (const m of text.matchAll(FREE_TEXT)) {
      const [, jwt, email, digits] = m;
      if (jwt) this.learnLiteral("secret", jwt);
      else if (email) {
        this.add("email", email.toLowerCase(), email);
        this.addOriginal(email);
      } else if (digits) {
        const d = digits.replace(/^\+/, "");
        if (this.knownDigits(d)) continue;
        if (/^0\d{9}$/.test(d) || /^94\d{9}$/.test(d)) this.learnPhone(d.slice(-9));
        // A 12-digit value alone may as well be a time (202611271200) as a NIC: alone it is one only under a NIC key.
        else if (/^\d{9}[VvXx]$/.test(d) || (/^\d{12}$/.test(d) && plausibleNic(d) && text.trim() !== digits)) this.learnNic(d);
      }
    }
  }

  private knownDigits(d: string): boolean {
    return this.entries.has(`account:${d}`) || this.entries.has(`nic:${d.toUpperCase()}`);
  }

  private learnLiteral(kind: string, original: string) {
    this.add(kind, original.toLowerCase(), original);
    this.addOriginal(original);
  }

  private learnPhone(nsn: string) {
    this.add("phone", nsn, nsn);
    this.addOriginal(nsn, `0${nsn}`, `94${nsn}`);
  }

  private learnAccount(digits: string) {
    this.add("account", digits, digits);
    this.addOriginal(digits);
  }

  private learnNic(nic: string) {
    this.add("nic", nic.toUpperCase(), nic.toUpperCase());
    this.addOriginal(nic);
  }

  private learnName(name: string, key: string) {
    const words = [...name.matchAll(NAME_WORD)].map((m) => m[0]).filter((w) => !TITLES.has(w.toLowerCase()) && !PARTICLES.has(w));
    // The key says which part of a name it is (lastName), else its place does: the last of two or more words is the surname.
    const part = /^(last|sur|family)name$|^surname$/.test(norm(key)) ? "surname" : /^(first|given|middle)name$/.test(norm(key)) ? "given" : null;
    words.forEach((word, i) => {
      const role = word.length === 1 ? "initial" : (part ?? (words.length > 1 && i === words.length - 1 ? "surname" : "given"));
      this.add("word", word.toLowerCase(), word, role);
      if (word.length > 1) this.originalWords.add(word.toLowerCase());
    });
    this.addOriginal(name);
  }

  // ---- replacements --------------------------------------------------------------------------------

  private bytes(kind: string, original: string, attempt: number, length = 32): Buffer {
    const blocks: Buffer[] = [];
    for (let i = 0; blocks.length * 32 < length; i++) {
      blocks.push(createHmac("sha256", this.key).update(`${kind}\u0000${original}\u0000${attempt}\u0000${i}`).digest());
    }
    return Buffer.concat(blocks);
  }

  /** Made-up text of the original's shape: each digit, upper- and lower-case letter by another of its kind. */
  private scramble(text: string, b: Buffer): string {
    let i = 0;
    return [...text]
      .map((c) => {
        const n = b[i++ % b.length]!;
        if (/\d/.test(c)) return String(n % 10);
        if (/[A-Z]/.test(c)) return String.fromCharCode(65 + (n % 26));
        if (/[a-z]/.test(c)) return String.fromCharCode(97 + (n % 26));
        return c;
      })
      .join("");
  }

  private digits(b: Buffer, count: number, from = 0): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(b[(from + i) % b.length]! % 10);
    return out;
  }

  private make(entry: Entry, attempt: number): string {
    const { kind, original } = entry;
    const b = this.bytes(kind, original, attempt, Math.max(32, original.length * 2));
    const pick = <T>(list: readonly T[], at: number) => list[b.readUInt16BE(at) % list.length]!;
    switch (kind) {
      case "phone":
        return original.slice(0, 2) + this.digits(b, 7);
      case "account":
        return original.slice(0, 2) + this.digits(b, original.length - 2);
      case "nic": {
        const year = 1950 + (b.readUInt16BE(0) % 56);
        const day = String(1 + (b.readUInt16BE(2) % 365) + (b[4]! % 2 ? 500 : 0)).padStart(3, "0");
        return original.length === 12
          ? `${year}${day}0${this.digits(b, 4, 5)}`
          : `${String(year % 100).padStart(2, "0")}${day}${this.digits(b, 4, 5)}${original[9]}`;
      }
      case "email": {
        const local = `${pick(givenNames, 0)}.${pick(surnames, 2)}`.toLowerCase().replace(/[^a-z.]/g, "");
        return `${local}${this.digits(b, 2, 4)}@example.com`;
      }
      case "word":
        if (entry.role === "initial") return String.fromCharCode(65 + (b[0]! % 26));
        return pick(entry.role === "surname" ? surnames : givenNames, 0);
      case "address":
        return `No. ${1 + (b.readUInt16BE(0) % 250)}, ${pick(STREETS, 2)}, ${pick(cities, 4).city}`;
      case "city":
        return pick(cities, 0).city;
      case "secret":
        if (new RegExp(`^${JWT}$`, "i").test(original)) {
          const payload = Buffer.from(JSON.stringify({ sub: `recorded-${b.subarray(0, 4).toString("hex")}` })).toString("base64url");
          return `${JWT_HEADER}.${payload}.${this.scramble(original.split(".")[2] ?? "", b.subarray(8))}`;
        }
        return this.scramble(original, b);
      default: // passport, userid, digits
        return this.scramble(original, b);
    }
  }

  /** Whether a replacement is free: no original (in any form), no word of a person's name, not given to another original. */
  private free(entry: Entry, replacement: string): boolean {
    const forms = entry.kind === "phone" ? [replacement, `0${replacement}`, `94${replacement}`] : [replacement];
    if (forms.some((f) => this.originals.has(f.toLowerCase()))) return false;
    if ([...replacement.matchAll(NAME_WORD)].some((m) => m[0].length > 1 && this.originalWords.has(m[0].toLowerCase()))) return false;
    if (replacement.toLowerCase() === entry.original.toLowerCase()) return false;
    // No street or town of an original address in a made-up one.
    if ((entry.kind === "address" || entry.kind === "city") && [...replacement.toLowerCase().matchAll(NAME_WORD)].some((m) => this.addressWords.has(m[0])))
      return false;
    // Names may share a replacement (there are few); numbers, e-mails and ids never do.
    return entry.kind === "word" || !this.used.has(`${entry.kind}:${replacement.toLowerCase()}`);
  }

  private assign(): void {
    for (const entry of this.entries.values()) {
      if (entry.replacement !== undefined) continue;
      let replacement = this.make(entry, 0);
      for (let attempt = 1; !this.free(entry, replacement); attempt++) {
        // A list of names can run out: then a made-up name of the original's shape.
        replacement = attempt < 200 ? this.make(entry, attempt) : this.scramble(entry.original, this.bytes("fallback", entry.original, attempt));
      }
      entry.replacement = replacement;
      this.used.add(`${entry.kind}:${replacement.toLowerCase()}`);
    }
  }

  private replacementOf(kind: string, original: string): string | undefined {
    return this.entries.get(`${kind}:${original}`)?.replacement;
  }

  // ---- rewriting -----------------------------------------------------------------------------------

  /** The value with every personal datum replaced (learning it first). */
  rewrite<T>(value: T): T {
    this.learn(value);
    this.assign();
    const literals = [...this.entries.values()]
      // (A town alone names no one: it is replaced where a key says it is part of an address, not in free text.)
      .filter((e) => ["secret", "passport", "userid", "address"].includes(e.kind) && e.original.length >= 6)
      .map((e) => e.original)
      .sort((a, b) => b.length - a.length);
    const known = [...this.entries.values()]
      .filter((e) => e.kind === "phone" || e.kind === "account" || (e.kind === "nic" && /^\d+$/.test(e.original)))
      .map((e) => e.original)
      .sort((a, b) => b.length - a.length);
    // Group 1: the literals (an empty group before the JWT's when there are none, so the groups keep their numbers).
    const text = new RegExp(
      `${literals.length ? `((?<![\\p{L}\\p{N}])(?:${literals.map(escape).join("|")})(?![\\p{L}\\p{N}]))|` : "()"}(${JWT})|(${EMAIL})|(${DIGITS})|(${WORD})`,
      "giu",
    );
    const inside = known.length ? new RegExp(known.map(escape).join("|"), "g") : null;
    return this.walk(value, null, "", (s, kind, key) => this.rewriteText(s, kind, key, text, inside)) as T;
  }

  private rewriteText(text: string, kind: PersonalKind | null, key: string, freeText: RegExp, inside: RegExp | null): string {
    if (!text.trim()) return text;
    const t = text.trim();
    const keep = (replacement: string) => text.replace(t, () => replacement);
    const literal = (k: string) => keep(this.replacementOf(k, t.toLowerCase())!);
    switch (kind) {
      case "secret":
        return literal("secret");
      case "passport":
        return literal("passport");
      case "address":
        return literal(addressKind(t, key));
      case "name":
        return this.rewriteName(text);
      case "userid":
        if (PHONE_ONLY.test(t)) return keep(t.slice(0, -9) + this.replacementOf("phone", t.slice(-9))!);
        if (!EMAIL_ONLY.test(t)) return literal("userid");
        break;
      case "nic":
        if (NIC_ONLY.test(t)) return keep(this.rewriteNic(t));
        break;
      case "account":
        if (/^\d{6,14}$/.test(t)) return keep(this.replacementOf("account", t)!);
        break;
      case "phone":
        if (PHONE_ONLY.test(t)) return keep(t.slice(0, -9) + this.replacementOf("phone", t.slice(-9))!);
        break;
    }
    return text.replace(freeText, (match, lit: string, jwt: string, email: string, digits: string, word: string) => {
      if (lit) return this.literalReplacement(lit) ?? match;
      if (jwt) return this.replacementOf("secret", jwt.toLowerCase()) ?? match;
      if (email) return this.replacementOf("email", email.toLowerCase()) ?? match;
      if (digits) return this.rewriteDigits(digits, inside);
      if (word && word.length >= 3) {
        const replacement = this.replacementOf("word", word.toLowerCase());
        if (replacement) return caseLike(word, replacement);
      }
      return match;
    });
  }

  private literalReplacement(original: string): string | undefined {
    for (const kind of ["secret", "passport", "userid", "address"]) {
      const replacement = this.replacementOf(kind, original.toLowerCase());
      if (replacement) return replacement;
    }
    return undefined;
  }

  private rewriteNic(nic: string): string {
    const replacement = this.replacementOf("nic", nic.toUpperCase())!;
    // An old NIC keeps its letter's case.
    return nic.length === 10 ? replacement.slice(0, 9) + nic[9] : replacement;
  }

  private rewriteDigits(token: string, inside: RegExp | null): string {
    const plus = token.startsWith("+") ? "+" : "";
    const d = token.slice(plus.length);
    const account = this.replacementOf("account", d);
    if (account) return plus + account;
    if (this.entries.has(`nic:${d.toUpperCase()}`)) return plus + this.rewriteNic(d);
    if (/^(0|94)?\d{9}$/.test(d)) {
      const phone = this.replacementOf("phone", d.slice(-9));
      if (phone) return plus + d.slice(0, -9) + phone;
    }
    // A known number inside a longer one ("IPTV" + a line's digits, an id that embeds a line).
    return inside ? plus + d.replace(inside, (m) => this.replacementOf("phone", m) ?? this.replacementOf("account", m) ?? this.rewriteNic(m)) : token;
  }

  private rewriteName(name: string): string {
    return name.replace(NAME_WORD, (word) => {
      if (TITLES.has(word.toLowerCase()) || PARTICLES.has(word)) return word;
      const replacement = this.replacementOf("word", word.toLowerCase());
      return replacement ? caseLike(word, replacement) : word;
    });
  }

  // ---- walking -------------------------------------------------------------------------------------

  /** Every string (and number) of a JSON value, with the kind its key gives it and the key; objects and arrays rebuilt. */
  private walk(value: unknown, kind: PersonalKind | null, key: string, visit: (text: string, kind: PersonalKind | null, key: string) => string): unknown {
    if (typeof value === "string") return visit(value, kind, key);
    if (typeof value === "number" && Number.isInteger(value) && (kind !== null || Math.abs(value) >= 1e8)) {
      const text = visit(String(value), kind, key);
      return /^\d+$/.test(text) ? Number(text) : text;
    }
    if (Array.isArray(value)) return value.map((item) => this.walk(item, kind, key, visit));
    if (value && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>);
      const person = entries.some(([k]) => PERSON_CONTEXT_KEY.test(norm(k)));
      // A key's kind holds for everything under it (an address's lines, a token pair), unless a key inside says otherwise.
      return Object.fromEntries(
        entries.map(([k, v]) => [k, this.walk(v, keyKind(k, person) ?? (kind === "address" || kind === "secret" ? kind : null), k, visit)]),
      );
    }
    return value;
  }
}

/** An address's part: a town (a key that says so: city, town...), digits (a postal code, a house number), or a whole address. */
const addressKind = (text: string, key: string) => (/^\d+$/.test(text) ? "digits" : /city|town|village|district|province/.test(norm(key)) ? "city" : "address");

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The replacement written the way the original is: all capitals, all small, or as the list has it. */
function caseLike(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  if (original === original.toLowerCase()) return replacement.toLowerCase();
  return replacement;
}

/** One value (a whole recording) with its personal data replaced, consistently throughout. */
export function anonymise<T>(value: T, salt?: string): T {
  return new Anonymiser(salt).rewrite(value);
}
