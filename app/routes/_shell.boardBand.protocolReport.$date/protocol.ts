/** The protocol report's pie chart labels only slices above 5 percent: smaller ones have no room for their text. */
export const PROTOCOL_LABEL_MIN = 5;
export const protocolLabelled = (share: number) => share > PROTOCOL_LABEL_MIN;
