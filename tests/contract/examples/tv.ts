import * as tv from "#contracts/tv";
import { example } from "./example";

// The TV site needs no sign-in: only the API key the transport sends.
export const examples = [
  example(tv.movies, ["no-accounts", "postpaid-fibre"], () => ({})),
  example(tv.packages, ["no-accounts", "postpaid-fibre"], () => ({})),
];
