/** A city of the operator's list, as the wizards' city pickers offer it (choosing one fills district, RTOM and postal code). */
export interface CityOption {
  city: string;
  district: string;
  rtom: string;
  postalCode: string;
  lat: number;
  lng: number;
}

/** Start-of-word matching: "kan" finds Kandy and "Nuwara Eliya" is found by "eli". */
export function citiesMatching(cities: CityOption[], query: string): CityOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return cities;
  return cities.filter(
    (c) =>
      c.city
        .toLowerCase()
        .split(/[\s-]+/)
        .some((word) => word.startsWith(q)) || c.city.toLowerCase().startsWith(q),
  );
}
