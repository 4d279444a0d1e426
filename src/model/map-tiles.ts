/**
 * The default map tile server (OpenStreetMap's standard tiles, needs internet) and the
 * attribution its tile usage policy requires: the defaults of the tenant setting
 * locations.map (src/config/schemas/locations.ts), which a page's map data then leaves out
 * (src/domain/locations/map.ts) and the browser's map puts back (src/islands/map/location-map.ts).
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';
