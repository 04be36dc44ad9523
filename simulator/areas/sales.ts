/** Simulated operator behaviour of the online-sales area (NewCon); the pieces live in ./sales/. */
import type { Implementation } from "../implement";
import { catalogueImplementations } from "./sales/catalogue";
import { draftImplementations } from "./sales/drafts";
import { orderImplementations } from "./sales/orders";
import { otpImplementations } from "./sales/otp";

export const implementations: Implementation[] = [...otpImplementations, ...catalogueImplementations, ...draftImplementations, ...orderImplementations];
