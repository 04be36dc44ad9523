/**
 * Instantiates persona templates (fixtures/personas.ts) as fresh users with their own lines.
 * Area modules register seeders that create their state (usage, wallets, bills...) for each line.
 */
import type { Faker } from "@faker-js/faker";
import { givenNames, surnames } from "../fixtures/names";
import { personaTemplate, type LineTemplate, type PersonaTemplate } from "../fixtures/personas";
import { findUser, lines, links, users, type LineRecord, type UserRecord } from "./store";
import { digits, fakerFor, nextId, nowMs } from "./world";

export interface SeedContext {
  user: UserRecord;
  line: LineRecord;
  template: LineTemplate;
  persona: PersonaTemplate;
  faker: Faker;
}

type Seeder = (ctx: SeedContext) => Promise<void> | void;
const seeders: Seeder[] = [];

/** Areas call this at import time to create their state for every new line. */
export function registerSeeder(seeder: Seeder) {
  seeders.push(seeder);
}

export interface PersonaSeedContext {
  user: UserRecord;
  persona: PersonaTemplate;
  faker: Faker;
}

/** What a persona-level seeder adds to the instance it answers (e.g. the order a visitor placed). */
type PersonaExtras = Pick<PersonaInstance, "order" | "home">;
type PersonaSeeder = (ctx: PersonaSeedContext) => Promise<PersonaExtras | void> | PersonaExtras | void;
const personaSeeders: PersonaSeeder[] = [];

/** Areas call this at import time to create state that belongs to the person, not to a line (orders). */
export function registerPersonaSeeder(seeder: PersonaSeeder) {
  personaSeeders.push(seeder);
}

export interface PersonaInstance {
  persona: string;
  userName: string;
  password: string;
  userType: string;
  name: string;
  nic: string;
  lines: Array<{ telephoneNo: string; accountNo: string; promotionType: string; linked: boolean; nic: string }>;
  /** The persona's online order, if the template has one: what a test needs to look it up. */
  order?: { refNo: string; seq: string; mobile: string; service: "FTTH" | "LTE" };
  /** Where the persona lives, if the template says (a town of fixtures/cities.ts and its coordinates). */
  home?: { city: string; lat: number; lng: number };
}

/** The person's template: a scenario's version of it when one made them, else their persona's. */
export function personOf(user: Pick<UserRecord, "persona" | "spec">): PersonaTemplate {
  return (user.spec as PersonaTemplate | null) ?? personaTemplate(user.persona);
}

/**
 * A fresh user name for a control-plane or scenario instance, in the template's kind: `<persona>-<n>@sim.test`,
 * or a mobile number for MOBILE users, from a counter of the world, so the same seed and the same calls give the
 * same names (never the demo ones).
 */
export function freshUserName(persona: string): string {
  const mobile = personaTemplate(persona).userType === "MOBILE";
  for (;;) {
    const n = nextId("control:user");
    const userName = mobile ? `077${String(n).padStart(7, "0")}` : `${persona}-${n}@sim.test`;
    if (!findUser(userName)) return userName;
  }
}

/** Identifiers in the operator's formats. */
export function allocateLine(kind: LineTemplate["kind"], medium?: string) {
  const n = nextId("line", 1);
  const prefix = kind === "prepaid" || medium === "LTE" ? "0114" : "0112";
  const telephoneNo = `${prefix}${String(100000 + n).slice(-6)}`;
  const accountNo = `00${String(10000000 + n * 7919).slice(-8)}`;
  return { telephoneNo, accountNo };
}

function nicFor(subject: string, faker: Faker): string {
  const year = faker.number.int({ min: 1965, max: 2000 });
  const day = faker.number.int({ min: 1, max: 365 });
  return `${year}${String(day).padStart(3, "0")}${digits(`nic:${subject}`, 5)}`;
}

export async function createUserFromPersona(
  key: string,
  overrides: {
    userName?: string;
    password?: string;
    name?: string;
    userType?: UserRecord["userType"];
    /** false for users who registered through the portal: they start with no lines at all. */
    withLines?: boolean;
    /** The template to make them from, when not the persona's own (a scenario's overrides of it). */
    template?: PersonaTemplate;
    /** What their generated data is drawn from instead of their user id and line numbers (a scenario's user). */
    subject?: string;
  } = {},
): Promise<PersonaInstance> {
  const persona = overrides.template ?? personaTemplate(key);
  const n = nextId(`persona:${key}`);
  // The demo credentials belong to the demo world only; any other instance is a fresh user.
  const demo = overrides.userName ? undefined : persona.demo;
  const userName = (overrides.userName ?? demo?.userName ?? `${key}-${n}@sim.test`).toLowerCase();
  if (findUser(userName)) throw new Error(`User ${userName} already exists`);
  const subject = overrides.subject ?? userName;
  const faker = fakerFor(`persona:${subject}`);
  const name = overrides.name ?? demo?.name ?? `${faker.helpers.arrayElement(givenNames)} ${faker.helpers.arrayElement(surnames)}`;
  const password = overrides.password ?? demo?.password ?? "Passw0rd!";
  const nic = nicFor(userName, faker);
  const user = await users.create({
    userName,
    userType: overrides.userType ?? persona.userType,
    name,
    password,
    persona: key,
    spec: overrides.template ? (structuredClone(overrides.template) as unknown as Record<string, unknown>) : null,
    nic,
    altrContact: "",
    failedLogins: 0,
    lockedUntil: null,
    createdAt: nowMs(),
  });

  const created: PersonaInstance["lines"] = [];
  const lineTemplates = overrides.withLines === false ? [] : persona.lines;
  for (const [i, template] of lineTemplates.entries()) {
    const ids = allocateLine(template.kind, template.broadband?.medium);
    const line = await lines.create({
      ...ids,
      nic,
      ownerName: name,
      promotionType: template.kind === "prepaid" ? "Prepaid" : "Postpaid",
      persona: key,
      spec: template as unknown as Record<string, unknown>,
    });
    const linked = template.linked ?? true;
    if (linked) await links.create({ userName, ...ids, position: i });
    for (const seed of seeders) {
      const lineSubject = overrides.subject ? `${overrides.subject}:line${i}` : ids.telephoneNo;
      await seed({ user, line, template, persona, faker: fakerFor(`line:${lineSubject}`) });
    }
    created.push({ ...ids, promotionType: line.promotionType, linked, nic });
  }
  let extras: PersonaExtras = {};
  // Users the portal creates for a verified mobile (withLines false) start with nothing of the template.
  if (overrides.withLines !== false) {
    for (const seed of personaSeeders) extras = { ...extras, ...(await seed({ user, persona, faker: fakerFor(`person:${subject}`) })) };
  }
  return { persona: key, userName, password, userType: user.userType, name, nic, lines: created, ...extras };
}
