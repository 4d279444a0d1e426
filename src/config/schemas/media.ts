import * as v from 'valibot';
import { checkedString, group, optionalSetting, setting } from '../define.ts';

const IMAGE_CDN_SHAPE =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?\/[^\s"'<>\\`]*$/i;
const PLACEHOLDERS = ['url', 'width', 'quality', 'format'];
const EXAMPLE = 'https://images.example-cdn.com/{url}?w={width}&q={quality}&fm={format}';

/** Why an image CDN URL template is refused, or undefined when it is usable. */
export function imageCdnProblem(value: string): string | undefined {
  if (!IMAGE_CDN_SHAPE.test(value))
    return `Expected an https:// URL template with no spaces, quotes or angle brackets, e.g. ${EXAMPLE}`;
  const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1])
    .filter((n) => !PLACEHOLDERS.includes(n ?? ''));
  if (unknown.length > 0)
    return `Unknown placeholder {${unknown[0]}}: only {url}, {width}, {quality} and {format} are filled in`;
  if (!value.includes('{url}') || !value.includes('{width}'))
    return `The image CDN template needs {url} and {width}, e.g. ${EXAMPLE}`;
  return undefined;
}

/** Car photos (spec-2 §7, spec-1 §9): resized by an image CDN, or by the build itself. */
export const MediaSchema = group(
  "Photos (cars and the tenant's own content): resized by the tenant's image CDN, or by the build's own image pipeline (spec-2 §7).",
  {
    imageCdn: optionalSetting(
      checkedString(imageCdnProblem),
      "The image CDN's URL template (imgix, Cloudflare Images or Thumbor style): {url} is the photo's own URL (encoded), {width} the width a layout needs, {quality} media.quality, {format} avif or jpg. Every photo at an http(s) address is then asked of the CDN at the widths its layout needs; the site's own photos (/media/…) are still resized by the build, as the CDN cannot fetch them from a site not yet published. Without it the build resizes every photo itself (local files and reachable URLs) and serves them from the site.",
      EXAMPLE,
    ),
    quality: setting(
      v.pipe(v.number(), v.integer('Expected a whole number'), v.minValue(30), v.maxValue(95)),
      75,
      'Quality of the resized photos, from the CDN or the build (spec-2 §7: 75).',
      70,
    ),
  },
);
