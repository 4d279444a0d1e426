// The project's own client directive (src/islands/directives/interact.ts), registered in
// astro.config.mjs, for Astro's JSX types.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean;
  }
}
