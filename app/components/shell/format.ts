export { formatRupees } from "~/format";
