// One Astro project builds every tenant: scripts/build.ts runs it once per tenant with
// TENANT_DATA_FILE pointing at that tenant's prepared data and outDir dist/<slug>.
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { tenantSite } from './src/build/astro-integration.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The config as a typed object rather than through defineConfig: astro/config also loads SVGO,
// its CSS parsers and Astro's font providers (0.1 s of every build process's start), for an
// identity function.
/** @type {import('astro').AstroUserConfig} */
export default {
  output: 'static',
  site: process.env.TENANT_SITE_URL || undefined,
  trailingSlash: 'ignore',
  // One stylesheet per tenant (src/styles/site.css), linked, never inlined into every page.
  // 16 pages at a time: a page's file writes then overlap other pages' rendering (BLD-08).
  build: { format: 'directory', concurrency: 16, inlineStylesheets: 'never' },
  integrations: [
    // Islands are rendered to a string at build time, not streamed: a static page waits for
    // the whole island anyway, and React's web streams (and decoding them back into text) cost
    // more than rendering many of the islands. No island renders a Suspense boundary on the
    // server (the lazy parts open on a shopper's action), so the markup is the same.
    react({ experimentalDisableStreaming: true }),
    tenantSite(root),
    {
      // client:interact hydrates an island on the shopper's first touch (src/islands/directives/interact.ts).
      name: 'client-interact',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'interact', entrypoint: './src/islands/directives/interact.ts' }),
      },
    },
  ],
  devToolbar: { enabled: false },
  // Vehicle, reserve and landing pages carry a cache key (src/lib/page-keys.ts): a page whose
  // key is unchanged is kept in the live site by the build's prerenderer
  // (src/build/tenant-batch.ts, src/build/page-reuse.ts), not Astro's incremental build, which
  // wrote every page twice and kept its cache per build rather than per tenant.
  vite: {
    // side-channel (qs's, inside InstantSearch's router) on the platform's Map and WeakMap
    // instead of get-intrinsic and object-inspect: about 8 KB gzip off the search page.
    resolve: { alias: { 'side-channel': `${root}src/build/browser/side-channel.cjs` } },
    build: {
      reportCompressedSize: false,
      // Page scripts go to hashed, immutable files like the stylesheet: a vehicle page's HTML
      // carries its own content, not the same scripts again on every car (BLD-08).
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
    },
  },
};
