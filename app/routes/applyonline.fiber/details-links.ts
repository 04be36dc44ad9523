/** The stylesheets step 2 needs (the frame's `links` adds them): the map picker's and the step's own. */
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";

export const detailsStylesheets = [
  { rel: "stylesheet", href: mapStyles },
  { rel: "stylesheet", href: detailsStyles },
] as const;
