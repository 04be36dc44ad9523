export { formatVolume } from "~/format";
