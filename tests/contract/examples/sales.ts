import type { Example } from "./example";

export const examples: Example[] = [];
