/** Simulated operator behaviour of the broadband area (see simulator/areas/broadband/). */
export { implementations, extraHandlers } from "./broadband/index";
export { completePayNow } from "./broadband/operations";
