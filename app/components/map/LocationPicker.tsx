/**
 * A location picker for forms, reusable by any page (complaints, the coverage map): with
 * JavaScript a Leaflet map (lazy-loaded, client only) with a pin set by a click or a drag, and a
 * place search limited to Sri Lanka; the pick travels in hidden `latitude`/`longitude` inputs.
 * Without JavaScript: a select of towns and optional latitude/longitude inputs; the server
 * resolves the town (app/map/places.server.ts) and checks that a location was given.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { FieldError } from "~/components/inputs";
import { KEEP_HIDDEN, useGivenBack } from "~/forms/kept-entries";
import { useHydrated } from "~/components/use-hydrated";
import { DEFAULT_CENTER, formatCoordinate, pointFrom, type LatLng } from "~/map/geo";
import { parsePlaceHits, placeSearchUrl, type PlaceHit } from "~/map/search";
import type { LocationPickerTexts, MapServices, PlaceOption } from "~/map/types";

import type { MapView } from "./LeafletMap";

const LeafletMap = lazy(() => import("./LeafletMap"));

export interface LocationPickerProps {
  id: string;
  services: MapServices;
  places: PlaceOption[];
  texts: LocationPickerTexts;
  /** Initial values (e.g. what the last submission sent). */
  defaultLatitude?: string;
  defaultLongitude?: string;
  defaultPlace?: string;
  errors?: string[] | null;
  names?: { latitude: string; longitude: string; place: string };
  onChange?: (point: LatLng | null) => void;
  /** The pin, when the page holds it (controlled; e.g. cleared when a city is chosen). Default: the picker holds it. */
  point?: LatLng | null;
  /** Where the map looks while no pin is set (centre and zoom); a new view moves the map. Default: the default centre and zoom. */
  view?: MapView;
  /** Zoom level once a pin is set. Default 16. */
  pickedZoom?: number;
  /** Pin icon size in pixels, width and height. Default 28 × 42. */
  pinSize?: readonly [number, number];
  /** A place found by the search: given, it is told here instead of becoming the pin (the page recentres the map). */
  onSearch?: (point: LatLng) => void;
}

const defaultNames = { latitude: "latitude", longitude: "longitude", place: "place" };

export function LocationPicker(props: LocationPickerProps) {
  const hydrated = useHydrated();
  return hydrated ? <MapPicker {...props} /> : <FallbackPicker {...props} />;
}

function FallbackPicker({ id, places, texts, defaultLatitude, defaultLongitude, defaultPlace, errors, names = defaultNames }: LocationPickerProps) {
  const errorId = `${id}-error`;
  const invalid = errors?.length ? true : undefined;
  return (
    <fieldset className="field location-picker" aria-describedby={errorId}>
      <legend>{texts.legend}</legend>
      <div className="field">
        <label htmlFor={`${id}-place`}>{texts.place}</label>
        <select id={`${id}-place`} name={names.place} className="input" defaultValue={defaultPlace ?? ""} aria-invalid={invalid} aria-describedby={errorId}>
          <option value="">{texts.placeChoose}</option>
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <p className="location-coordinates-title">{texts.coordinates}</p>
      <div className="location-coordinates">
        {(
          [
            ["lat", names.latitude, texts.latitude, defaultLatitude],
            ["lng", names.longitude, texts.longitude, defaultLongitude],
          ] as const
        ).map(([suffix, name, label, value]) => (
          <div className="field" key={suffix}>
            <label htmlFor={`${id}-${suffix}`}>{label}</label>
            <input
              id={`${id}-${suffix}`}
              name={name}
              className="input"
              type="number"
              step="any"
              inputMode="decimal"
              defaultValue={value ?? ""}
              aria-invalid={invalid}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

function MapPicker({
  id,
  services,
  texts,
  defaultLatitude,
  defaultLongitude,
  errors,
  names = defaultNames,
  onChange,
  point: controlled,
  view,
  pickedZoom,
  pinSize,
  onSearch,
}: LocationPickerProps) {
  const [own, setPoint] = useState<LatLng | null>(() => pointFrom(defaultLatitude, defaultLongitude));
  const point = controlled !== undefined ? controlled : own;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A pin kept for a form (app/forms/kept-entries.ts) comes back as its two coordinates, latitude first.
  const givenLat = useRef("");
  const latRef = useGivenBack((lat) => (givenLat.current = lat));
  const lngRef = useGivenBack((lng) => {
    const given = pointFrom(givenLat.current, lng);
    if (given && (!point || formatCoordinate(given.lat) !== formatCoordinate(point.lat) || formatCoordinate(given.lng) !== formatCoordinate(point.lng)))
      pick(given);
  });
  const centreRef = useRef<(() => LatLng) | null>(null);

  const pick = useCallback(
    (next: LatLng) => {
      setPoint(next);
      onChange?.(next);
    },
    [onChange],
  );

  // conform listens to input events: tell it the hidden inputs changed (revalidates the location).
  useEffect(() => {
    const input = latRef.current;
    if (input && point) input.dispatchEvent(new Event("input", { bubbles: true }));
  }, [point, latRef]);

  return (
    <fieldset className="field location-picker" aria-describedby={errorId}>
      <legend>{texts.legend}</legend>
      <p id={hintId} className="location-hint">
        {texts.hint}
      </p>
      <PlaceSearch id={id} searchUrl={services.searchUrl} texts={texts} onPick={onSearch ?? pick} />
      <div className={errors?.length ? "map-frame invalid" : "map-frame"}>
        <Suspense fallback={<p className="map-loading">{texts.loading}</p>}>
          <LeafletMap
            services={services}
            value={point}
            onPick={pick}
            label={texts.mapLabel}
            pinLabel={texts.pin}
            describedBy={hintId}
            centreRef={centreRef}
            view={view}
            pickedZoom={pickedZoom}
            pinSize={pinSize}
          />
        </Suspense>
      </div>
      <button
        type="button"
        className="btn-link location-centre"
        onClick={() => {
          // While the map is still loading, its centre is the one it will open on.
          const centre = centreRef.current?.() ?? (view ? { lat: view.lat, lng: view.lng } : DEFAULT_CENTER);
          pick({ lat: centre.lat, lng: centre.lng });
        }}
      >
        {texts.pinCentre}
      </button>
      <p className="location-picked" aria-live="polite" data-testid="location-picked">
        {point ? texts.picked(formatCoordinate(point.lat), formatCoordinate(point.lng)) : texts.notPicked}
      </p>
      <input ref={latRef} type="hidden" name={names.latitude} value={point ? formatCoordinate(point.lat) : ""} {...KEEP_HIDDEN} />
      <input ref={lngRef} type="hidden" name={names.longitude} value={point ? formatCoordinate(point.lng) : ""} {...KEEP_HIDDEN} />
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}

function PlaceSearch({ id, searchUrl, texts, onPick }: { id: string; searchUrl: string; texts: LocationPickerTexts; onPick: (p: LatLng) => void }) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<{ status: "idle" | "searching" | "done" | "failed"; hits: PlaceHit[] }>({ status: "idle", hits: [] });
  const inputId = `${id}-search`;
  const statusId = useId();

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setState({ status: "idle", hits: [] });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => ({ ...s, status: "searching" }));
      try {
        const response = await fetch(placeSearchUrl(searchUrl, q), { signal: abort.signal, headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: "done", hits: parsePlaceHits(await response.json()) });
      } catch {
        if (!abort.signal.aborted) setState({ status: "failed", hits: [] });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, searchUrl]);

  const choose = (hit: PlaceHit) => {
    onPick({ lat: hit.lat, lng: hit.lng });
    setQuery("");
  };

  const status =
    state.status === "searching"
      ? texts.searching
      : state.status === "failed"
        ? texts.failed
        : state.status === "done"
          ? state.hits.length
            ? texts.count(state.hits.length)
            : texts.none
          : "";

  return (
    <div className="field place-search">
      <label htmlFor={inputId}>{texts.search}</label>
      <input
        id={inputId}
        type="search"
        className="input"
        value={query}
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        aria-describedby={statusId}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter picks the first place rather than submitting the form.
          if (e.key !== "Enter") return;
          e.preventDefault();
          if (state.hits[0]) choose(state.hits[0]);
        }}
      />
      <p id={statusId} className="place-search-status" aria-live="polite">
        {status}
      </p>
      {state.hits.length ? (
        <ul className="place-results list-plain" aria-label={texts.results}>
          {state.hits.map((hit) => (
            <li key={hit.id}>
              <button type="button" className="place-result" onClick={() => choose(hit)}>
                {hit.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
