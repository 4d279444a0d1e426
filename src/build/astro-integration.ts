/**
 * Astro integration for tenant sites. A build renders the batch of tenants the build script
 * announced (src/build/tenant-batch.ts). In dev it serves the tenant's logo and local media
 * (the build copies them instead) and reloads the page when the prepared data changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AstroIntegration } from 'astro';
import { reuseBundle } from './bundle-cache.ts';
import { pageHtmlHandoff } from './page-html-handoff.ts';
import { reactStringRender } from './react-string-render.ts';
import { tagReactIslands } from './tag-react-islands.ts';
import { MEDIA_DIR } from './tenant-assets.ts';
import { currentTenantBatch, tenantBatchPrerenderer } from './tenant-batch.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

export function tenantSite(root: string): AstroIntegration {
  return {
    name: 'tenant-site',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: { plugins: [tagReactIslands(), reactStringRender(), pageHtmlHandoff(), reuseBundle()] },
        });
      },
      // A build script that announced a batch of tenants renders them all from this build.
      'astro:build:start': ({ setPrerenderer }) => {
        const batch = currentTenantBatch();
        if (batch) setPrerenderer(tenantBatchPrerenderer(batch));
      },
      'astro:server:setup': ({ server }) => {
        const dataFile = process.env['TENANT_DATA_FILE'];
        if (dataFile) server.watcher.add(dataFile);
        server.watcher.on('change', (file) => {
          if (file === dataFile) server.ws.send({ type: 'full-reload' });
        });
        server.middlewares.use((req, res, next) => {
          const url = (req.url ?? '').split('?')[0]!;
          let file: string | undefined;
          if (url.startsWith('/media/'))
            file = join(root, MEDIA_DIR, normalize(url.slice(7)).replace(/^(\.\.[/\\])+/, ''));
          else if (url.startsWith('/brand/') && dataFile) {
            const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { tenant: { dir: string } };
            file = join(data.tenant.dir, normalize(url.slice(7)).replace(/^(\.\.[/\\])+/, ''));
          }
          if (!file || !existsSync(file)) return next();
          res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
          res.end(readFileSync(file));
        });
      },
    },
  };
}
