// The site's icon sprite (src/icons/sprite.ts): /icons/icons.<content hash>.svg, cached for good.
import type { APIRoute } from 'astro';
import { SPRITE_PATH, spriteSvg } from '../../icons/sprite.ts';

export function getStaticPaths() {
  return [{ params: { file: SPRITE_PATH.slice('/icons/'.length) } }];
}

export const GET: APIRoute = () =>
  new Response(spriteSvg(), { headers: { 'content-type': 'image/svg+xml' } });
