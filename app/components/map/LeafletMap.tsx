/**
 * The Leaflet map of the location picker. Loaded only in the browser and only by pages that
 * show a map (LocationPicker imports it lazily), with Leaflet's stylesheet.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, type MutableRefObject } from "react";
import { DEFAULT_CENTER, DEFAULT_ZOOM, PICKED_ZOOM, type LatLng } from "~/map/geo";
import type { MapServices } from "~/map/types";

const pinIcon = L.divIcon({
  className: "map-pin",
  html: '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0Z" style="fill: currentColor"/><circle cx="12" cy="12" r="4.5" style="fill: var(--color-surface)"/></svg>',
  iconSize: [28, 42],
  iconAnchor: [14, 42],
});

export default function LeafletMap({
  services,
  value,
  onPick,
  label,
  pinLabel,
  describedBy,
  centreRef,
}: {
  services: MapServices;
  value: LatLng | null;
  onPick: (point: LatLng) => void;
  label: string;
  pinLabel: string;
  describedBy?: string;
  /** Set to a function reading the map's centre (the keyboard way to pick: pan with the arrows, then pin the centre). */
  centreRef?: MutableRefObject<(() => LatLng) | null>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { center: value ?? DEFAULT_CENTER, zoom: value ? PICKED_ZOOM : DEFAULT_ZOOM });
    L.tileLayer(services.tileUrl, { maxZoom: 19, attribution: services.attribution }).addTo(m);
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
  }, [services.tileUrl, services.attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const pin = L.marker(value, { draggable: true, icon: pinIcon, keyboard: true, title: pinLabel }).addTo(m);
      pin.on("dragend", () => {
        const at = pin.getLatLng();
        pick.current({ lat: at.lat, lng: at.lng });
      });
      pin.getElement()?.setAttribute("aria-label", pinLabel);
      marker.current = pin;
    } else {
      marker.current.setLatLng(value);
    }
    m.setView(value, PICKED_ZOOM);
  }, [value, pinLabel]);

  return <div ref={container} className="map-canvas" role="region" aria-label={label} aria-describedby={describedBy} data-testid="location-map" />;
}
