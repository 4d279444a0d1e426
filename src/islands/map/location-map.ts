/**
 * The interactive location map (LOC-09), imported only when the shopper presses "Show map"
 * (LocationMap.astro), so Leaflet's JS and CSS and the tile requests never weigh on a page
 * load. Pins are inline-SVG div icons (no marker images to fetch); popups and the attribution
 * are built as text, so nothing from the data is read as HTML.
 */
import L from 'leaflet';
// A URL, not a CSS import: Astro would inline an imported stylesheet into every page.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { type LocationMapData, type MapPin, mapTiles } from '../../domain/locations/map.ts';

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

/**
 * Draws the map into `canvas` (already visible) and calls `onTileError` once when a tile
 * cannot load (offline, or the tile server refuses).
 */
export function drawLocationMap(
  canvas: HTMLElement,
  data: LocationMapData,
  onTileError: () => void,
): ShownMap {
  const map = L.map(canvas, { scrollWheelZoom: false, keyboard: true });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
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

  // The view first: Leaflet creates a marker's element only once the map has a view.
  if (data.pins.length === 1) {
    const [pin] = data.pins;
    map.setView([pin!.lat, pin!.long], 15);
  } else {
    map.fitBounds(L.latLngBounds(data.pins.map((pin) => [pin.lat, pin.long] as [number, number])), {
      padding: [40, 40],
      maxZoom: 15,
    });
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
