/** Every area's sample calls. An area adds its file here. */
import type { Example } from "./example";
import { examples as auth } from "./auth";

export const allExamples: Example[] = [...auth];
