/** What a page gives the location picker: the map services (from the server's settings) and its texts. */
export interface MapServices {
  /** Tile URL template with {z}, {x} and {y}. */
  tileUrl: string;
  /** Nominatim-compatible search endpoint. */
  searchUrl: string;
  attribution: string;
  /** A translucent tile layer drawn over the map ({z}, {x}, {y}): the 4G LTE coverage, where a page shows it. */
  overlayUrl?: string;
}

/** A place of the no-JavaScript fallback list. */
export interface PlaceOption {
  id: string;
  label: string;
}

/** The picker's texts, looked up when the page draws the picker (the figures they show filled in by the picker). */
export interface LocationPickerTexts {
  legend: string;
  hint: string;
  mapLabel: string;
  pin: string;
  pinCentre: string;
  loading: string;
  /** "Selected location: 6.9271, 79.8612" */
  picked: (lat: string, lng: string) => string;
  notPicked: string;
  search: string;
  searchPlaceholder: string;
  searching: string;
  none: string;
  /** "3 places found": a plural, in the page's language. */
  count: (count: number) => string;
  results: string;
  failed: string;
  place: string;
  placeChoose: string;
  coordinates: string;
  latitude: string;
  longitude: string;
}
