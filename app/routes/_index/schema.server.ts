/**
 * The sign-in schema, for the action only. The page checks in the browser with the plain rule
 * functions; taking the schema through a .server module guarantees that zod never reaches this
 * page's browser bundle, which has the tightest JavaScript budget of the portal.
 */
export { signInSchema } from "~/auth/validation";
