/**
 * The Leaflet map of the location picker. Loaded only in the browser and only by pages that
 * show a map (LocationPicker imports it lazily), with Leaflet's stylesheet.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, type MutableRefObject } from "react";
import { t } from "~/i18n";
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICKED_ZOOM, type LatLng } from "~/map/geo";
import type { MapServices } from "~/map/types";

/** The pin's width and height in pixels (its tip marks the point). */
export const DEFAULT_PIN_SIZE: readonly [number, number] = [28, 42];

function pinIconOf([width, height]: readonly [number, number]) {
  return L.divIcon({
    className: "map-pin",
    html: `<svg viewBox="0 0 24 36" width="${width}" height="${height}" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0Z" style="fill: currentColor"/><circle cx="12" cy="12" r="4.5" style="fill: var(--color-surface)"/></svg>`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height],
  });
}

/** Where the map looks while no pin is set: a centre and a zoom level. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export default function LeafletMap({
  services,
  value,
  onPick,
  label,
  pinLabel,
  describedBy,
  centreRef,
  view,
  pickedZoom = PICKED_ZOOM,
  pinSize = DEFAULT_PIN_SIZE,
}: {
  services: MapServices;
  value: LatLng | null;
  onPick: (point: LatLng) => void;
  label: string;
  pinLabel: string;
  describedBy?: string;
  /** Set to a function reading the map's centre (the keyboard way to pick: pan with the arrows, then pin the centre). */
  centreRef?: MutableRefObject<(() => LatLng) | null>;
  /** Where the map looks without a pin (default: the default centre and zoom); a new view moves the map there. */
  view?: MapView;
  /** The zoom after a pin is set (default 16). */
  pickedZoom?: number;
  /** The pin's size in pixels (default 28 × 42). */
  pinSize?: readonly [number, number];
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, {
      center: value ?? (view ? { lat: view.lat, lng: view.lng } : DEFAULT_CENTER),
      zoom: value ? pickedZoom : (view?.zoom ?? DEFAULT_ZOOM),
      zoomControl: false,
    });
    // Leaflet's own zoom buttons are named in English: these are named in the page's language.
    L.control.zoom({ zoomInTitle: t("map.zoomIn"), zoomOutTitle: t("map.zoomOut") }).addTo(m);
    L.tileLayer(services.tileUrl, { maxZoom: 19, attribution: services.attribution }).addTo(m);
    if (services.overlayUrl) L.tileLayer(services.overlayUrl, { maxZoom: 19, opacity: 0.6, className: "map-overlay" }).addTo(m);
    m.attributionControl.setPrefix(false);
    m.on("click", (e: L.LeafletMouseEvent) => pick.current({ lat: e.latlng.lat, lng: e.latlng.lng }));
    map.current = m;
    if (centreRef) centreRef.current = () => m.getCenter();
    return () => {
      if (centreRef) centreRef.current = null;
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once; later values move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services.tileUrl, services.attribution, services.overlayUrl]);

  // A new view (e.g. a chosen city) moves the map; a pin, when there is one, wins (below).
  const viewLat = view?.lat;
  const viewLng = view?.lng;
  const viewZoom = view?.zoom;
  useEffect(() => {
    const m = map.current;
    if (!m || viewLat === undefined || viewLng === undefined || viewZoom === undefined) return;
    m.setView({ lat: viewLat, lng: viewLng }, viewZoom);
  }, [viewLat, viewLng, viewZoom]);

  const pinWidth = pinSize[0];
  const pinHeight = pinSize[1];
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const pin = L.marker(value, { draggable: true, icon: pinIconOf([pinWidth, pinHeight]), keyboard: true, title: pinLabel }).addTo(m);
      pin.on("dragend", () => {
        const at = pin.getLatLng();
        pick.current({ lat: at.lat, lng: at.lng });
      });
      pin.getElement()?.setAttribute("aria-label", pinLabel);
      marker.current = pin;
    } else {
      marker.current.setLatLng(value);
    }
    m.setView(value, pickedZoom);
  }, [value, pinLabel, pickedZoom, pinWidth, pinHeight]);

  return <div ref={container} className="map-canvas" role="region" aria-label={label} aria-describedby={describedBy} data-testid="location-map" />;
}
