/** What a locationMessage shows: a map thumbnail when the channel gave one, a link, coordinates. */
export interface LocationInfo {
  latitude: number | null;
  longitude: number | null;
  /** A map thumbnail: a data:image URL or an http(s) address; null when none was given. */
  thumbnail: string | null;
  /** Where the map opens: the channel's link when it is http(s), else one built from the coordinates. */
  link: string | null;
  description: string;
}

const COORDS = /(-?\d{1,2}(?:\.\d+)?)\s*(?:,|%2C)\s*(-?\d{1,3}(?:\.\d+)?)/i;

function validCoords(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

function coordsIn(text: string): [number, number] | null {
  const match = COORDS.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return validCoords(lat, lng) ? [lat, lng] : null;
}

const isHttp = (value: string) => /^https?:\/\//i.test(value);
const isThumbnail = (value: string) => /^data:image\/(png|jpe?g|webp|gif);base64,/i.test(value) || isHttp(value);

/** Google Maps for coordinates: what the Whaticket family links to as well. */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`;
}

function fromJson(body: string): LocationInfo | null {
  try {
    const data = JSON.parse(body) as Record<string, unknown>;
    const lat = Number(data.latitude ?? data.degreesLatitude ?? data.lat);
    const lng = Number(data.longitude ?? data.degreesLongitude ?? data.lng);
    if (!validCoords(lat, lng)) return null;
    const description = [data.name, data.address, data.description].filter((v) => typeof v === 'string' && v).join(' · ');
    return { latitude: lat, longitude: lng, thumbnail: null, link: mapsLink(lat, lng), description };
  } catch {
    return null;
  }
}

/**
 * Decodes a locationMessage body. Whaticket-family backends store `thumbnail|link|description`
 * (the thumbnail a base64 data URL, the link Google Maps with `q=lat,lng`); a body of bare
 * coordinates (`-15.6,-56.1`), a geo: URI or JSON with latitude/longitude is read as well.
 * Returns null when nothing in it is a place.
 */
export function parseLocation(body: string): LocationInfo | null {
  const text = body.trim();
  if (!text) return null;
  if (text.startsWith('{')) return fromJson(text);
  const parts = text.split('|');
  if (parts.length >= 2) {
    const [image, link, ...rest] = parts.map((p) => p.trim());
    const coords = coordsIn(decodeURIComponent(link.replace(/%(?![0-9a-f]{2})/gi, '%25')));
    const safeLink = isHttp(link) ? link : coords ? mapsLink(...coords) : null;
    if (!safeLink && !coords) return null;
    return {
      latitude: coords?.[0] ?? null,
      longitude: coords?.[1] ?? null,
      thumbnail: isThumbnail(image) ? image : null,
      link: safeLink,
      description: rest.join('|'),
    };
  }
  const coords = coordsIn(text.replace(/^geo:/i, ''));
  if (!coords) return null;
  return { latitude: coords[0], longitude: coords[1], thumbnail: null, link: mapsLink(...coords), description: '' };
}
