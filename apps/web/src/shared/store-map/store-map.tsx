import { escapeHtml } from "@rewards/contracts";
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** The tile server: configurable, so a deployment can use its own or a paid OSM-compatible one. */
const tileUrl = import.meta.env.VITE_MAP_TILE_URL ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const attribution =
  import.meta.env.VITE_MAP_ATTRIBUTION ?? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type MapPoint = { id: string; name: string; lat: number; lng: number };

export type StoreMapProps = {
  center: { lat: number; lng: number };
  points: MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  /** Where a marker leads (the shop's page); without it markers are not links. */
  onOpen?: (id: string) => void;
  /** Picking a place (the back office's store form): a click moves the one marker there. */
  onPick?: (at: { lat: number; lng: number }) => void;
  /** Told once when the tile server cannot be reached, so the screen can lean on its list. */
  onTilesFailed?: () => void;
  className?: string;
};

// A drawn pin rather than Leaflet's default image, which bundlers lose and which costs two requests.
const pin = (label: string) =>
  L.divIcon({
    className: "store-pin",
    html: `<span aria-hidden="true" style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--color-brand-600,#e4572e);border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)"></span><span class="sr-only">${label}</span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });

/**
 * A Leaflet map of stores, loaded only by the screens that show one (React.lazy): Leaflet and its
 * stylesheet stay out of every other screen's first load. When tiles fail (offline, tile server
 * down) the markers stay on a plain background and the screen is told, to show its list instead.
 */
export default function StoreMap({ center, points, label, onOpen, onPick, onTilesFailed, className }: StoreMapProps) {
  const { t } = useTranslation("shared/store-map");
  const host = useRef<HTMLElement>(null);
  // The first center opens the map; later ones move it (the effect below).
  const firstCenter = useRef(center);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const handlers = useRef({ onOpen, onPick, onTilesFailed });
  handlers.current = { onOpen, onPick, onTilesFailed };

  useEffect(() => {
    if (!host.current) return;
    const created = L.map(host.current, { zoomControl: true, attributionControl: true }).setView(
      [firstCenter.current.lat, firstCenter.current.lng],
      13,
    );
    let failed = false;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
      .on("tileerror", () => {
        if (failed) return;
        failed = true;
        setTilesFailed(true);
        handlers.current.onTilesFailed?.();
      })
      .addTo(created);
    created.on("click", (event: L.LeafletMouseEvent) =>
      handlers.current.onPick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = markers.current;
    const created = map.current;
    if (!group || !created) return;
    group.clearLayers();
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], {
        icon: pin(escapeHtml(point.name)),
        title: point.name,
        alt: point.name,
        keyboard: Boolean(handlers.current.onOpen),
      });
      if (handlers.current.onOpen) marker.on("click", () => handlers.current.onOpen?.(point.id));
      marker.addTo(group);
    }
    if (points.length > 1 && !handlers.current.onPick) {
      created.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number])), {
        padding: [24, 24],
        maxZoom: 15,
      });
    } else {
      created.setView([center.lat, center.lng], created.getZoom());
    }
  }, [points, center.lat, center.lng]);

  return (
    <div className={`relative overflow-hidden rounded-2xl border border-gray-200 bg-gray-100 ${className ?? ""}`}>
      <section ref={host} aria-label={label} className="size-full" data-testid="store-map" />
      {tilesFailed && (
        <p
          role="status"
          data-testid="map-tiles-failed"
          className="absolute top-2 right-2 left-12 z-[1000] rounded-lg bg-white/95 px-3 py-2 text-sm text-gray-700 shadow"
        >
          {t("map.tilesFailed")}
        </p>
      )}
    </div>
  );
}
