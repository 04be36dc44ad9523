export { signInSchema } from "./validation";
