/** Every area's sample calls. */
import type { Example } from "./example";
import { examples as auth } from "./auth";
import { examples as accounts } from "./accounts";
import { examples as broadband } from "./broadband";
import { examples as prepaid } from "./prepaid";
import { examples as tv } from "./tv";
import { examples as bills } from "./bills";
import { examples as voice } from "./voice";
import { examples as complaints } from "./complaints";
import { examples as profile } from "./profile";
import { examples as services } from "./services";
import { examples as sales } from "./sales";
import { examples as payments } from "./payments";

export const allExamples: Example[] = [
  ...auth,
  ...accounts,
  ...broadband,
  ...prepaid,
  ...tv,
  ...bills,
  ...voice,
  ...complaints,
  ...profile,
  ...services,
  ...sales,
  ...payments,
];
