/**
 * The interactive location map (LOC-09), imported only when the shopper presses "Show map"
 * (LocationMap.astro), so Leaflet's JS and CSS and the tile requests never weigh on a page
 * load. Under the pins: the tenant's tiles, or the project's own outline of Australia
 * (locations.map.base "outline", src/model/australia-outline.json, its own chunk loaded here),
 * which needs no outside host. Pins are inline-SVG div icons (no marker images to fetch);
 * popups and the attribution are built as text, so nothing from the data is read as HTML.
 */
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
// A URL, not a CSS import: Astro would inline an imported stylesheet into every page.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { type LocationMapData, type MapPin, mapTiles } from '../../domain/locations/map.ts';
import {
  OUTLINE_ATTRIBUTION,
  OUTLINE_ATTRIBUTION_URL,
  OUTLINE_VIEW,
  type OutlineMap,
} from '../../model/map-outline.ts';

/** The outline map's zooms: Australia whole at the least, a region at the most (its detail is 1:50m). */
const OUTLINE_ZOOM = { min: 3, max: 8 } as const;
/** Degrees of longitude an outline map of one place spans as it opens: the region around it. */
const OUTLINE_SPAN = 16;

/** The zoom at which a canvas this wide spans about `degrees` of longitude (256 px tiles). */
function zoomForSpan(width: number, degrees: number): number {
  const zoom = Math.round(Math.log2((width * 360) / (256 * degrees)));
  return Math.min(Math.max(zoom, OUTLINE_ZOOM.min), OUTLINE_ZOOM.max);
}
const OUTLINE_STYLE = {
  state: { color: '#8f9a8c', weight: 1, fillColor: '#f6f3e7', fillOpacity: 1 },
  neighbour: { color: '#c5cabd', weight: 1, fillColor: '#e9ebe4', fillOpacity: 1 },
} as const;

const PIN_SVG =
  '<svg viewBox="0 0 24 36" width="30" height="45" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" fill="currentColor" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function popupContent(pin: MapPin): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = pin.name;
  const address = document.createElement('span');
  address.textContent = pin.address;
  box.append(name, document.createElement('br'), address);
  return box;
}

/** Adds Leaflet's stylesheet once and waits for it, so the map never draws unstyled. */
export function loadLeafletCss(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-leaflet-css]');
  if (existing) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = leafletCss;
  link.dataset['leafletCss'] = '';
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error('Leaflet stylesheet did not load')));
  });
  document.head.append(link);
  return loaded;
}

export interface ShownMap {
  map: L.Map;
}

async function loadOutline(): Promise<OutlineMap> {
  const { default: outline } = await import('../../model/australia-outline.json');
  return outline as unknown as OutlineMap;
}

/** The outline under the pins: the states and the neighbouring land, and the states' names. */
function drawOutline(map: L.Map, outline: OutlineMap): void {
  L.geoJSON(outline as unknown as FeatureCollection, {
    interactive: false,
    style: (feature) =>
      feature?.properties?.kind === 'neighbour' ? OUTLINE_STYLE.neighbour : OUTLINE_STYLE.state,
  }).addTo(map);
  // The states' names as fixed tooltips, not markers: no keyboard stop, and not taken for pins.
  for (const feature of outline.features) {
    const label = feature.properties.label;
    if (!label) continue;
    const name = document.createElement('span');
    name.textContent = feature.id;
    L.tooltip({ permanent: true, direction: 'center', className: 'map-state-label', interactive: false })
      .setLatLng([label[1], label[0]])
      .setContent(name)
      .addTo(map);
  }
}

/**
 * Draws the map into `canvas` (already visible) and calls `onTileError` once when a tile
 * cannot load (offline, or the tile server refuses). Rejects when the outline cannot load.
 */
export async function drawLocationMap(
  canvas: HTMLElement,
  data: LocationMapData,
  onTileError: () => void,
): Promise<ShownMap> {
  const points = data.pins.map((pin) => [pin.lat, pin.long] as [number, number]);
  const outline = data.base === 'outline' ? await loadOutline() : undefined;
  const [west, south, east, north] = OUTLINE_VIEW;
  const map = L.map(canvas, {
    scrollWheelZoom: false,
    keyboard: true,
    ...(outline && {
      minZoom: OUTLINE_ZOOM.min,
      maxZoom: OUTLINE_ZOOM.max,
      // Panning stops where the outline does (and where any pin is).
      maxBounds: L.latLngBounds([south, west], [north, east]).extend(L.latLngBounds(points)).pad(0.05),
      maxBoundsViscosity: 1,
    }),
  });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  if (outline) {
    canvas.classList.add('map-outline');
    map.attributionControl.addAttribution(
      `<a href="${escapeHtml(OUTLINE_ATTRIBUTION_URL)}">${escapeHtml(OUTLINE_ATTRIBUTION)}</a>`,
    );
    drawOutline(map, outline);
  } else {
    const tiles = mapTiles(data);
    const attribution = `<a href="${escapeHtml(tiles.attributionUrl)}">${escapeHtml(tiles.attribution)}</a>`;
    let reported = false;
    L.tileLayer(tiles.tileUrl, { attribution, maxZoom: 19 })
      .on('tileerror', () => {
        if (reported) return;
        reported = true;
        onTileError();
      })
      .addTo(map);
  }

  // The view first: Leaflet creates a marker's element only once the map has a view.
  const closest = outline ? zoomForSpan(canvas.clientWidth, OUTLINE_SPAN) : 15;
  if (points.length === 1) {
    map.setView(points[0]!, closest);
  } else {
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: closest });
  }
  const icon = L.divIcon({
    html: PIN_SVG,
    className: 'map-pin',
    iconSize: [30, 45],
    iconAnchor: [15, 45],
    popupAnchor: [0, -40],
  });
  const markers: L.Marker[] = [];
  for (const pin of data.pins) {
    const marker = L.marker([pin.lat, pin.long], { icon, title: pin.name, keyboard: true, riseOnHover: true })
      .bindPopup(popupContent(pin))
      .addTo(map);
    marker.getElement()?.setAttribute('aria-label', `${pin.name}, ${pin.address}`);
    markers.push(marker);
  }
  // Escape closes an open popup and returns to its pin (Leaflet listens only on the map itself).
  canvas.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = markers.find((marker) => marker.isPopupOpen());
    if (!open) return;
    open.closePopup();
    open.getElement()?.focus();
  });
  canvas.setAttribute('role', 'region');
  canvas.setAttribute('aria-label', data.label);
  return { map };
}
