/**
 * The vehicle page's only JavaScript before interaction: vanilla, tiny, one chunk.
 * LeadForms.astro and ViewTracker.astro each import it (it runs once);
 * each part acts only on its own elements, and what it needs was computed at build time into
 * data attributes by the domain rules, so no rule is re-implemented in the browser.
 *
 * - ../leads/bootstrap.ts: [data-lead] links open the lead modals (imported on first click);
 *   utm_* landing parameters are kept.
 * - ./phone-reveal.ts: [data-phone-reveal] masked numbers, reveal record, event 25.
 * - ./view-tracker.ts: [data-view-tracker] viewed cars, view count, event 4; ?print=1.
 * - ./analytics-links.ts: [data-analytics-event] links report their event (60: history report).
 * - ./sticky-bars.ts: the sticky car header and call-to-action bar (VDP-03).
 * - ./toggles.ts: [data-toggle] show more / less controls.
 * - ./announcement-bar.ts: dismissing the 'Located at …' bar (VDP-08).
 * - ../reserve/reserve-status.ts: a hold made since the build (VDP-14).
 *
 * One script tag, one file: each part in its own tag was another request and ~35 bytes gzip
 * of every car page.
 */
import '../leads/bootstrap.ts';
import '../reserve/reserve-status.ts';
import './analytics-links.ts';
import './announcement-bar.ts';
import './phone-reveal.ts';
import './sticky-bars.ts';
import './toggles.ts';
import './view-tracker.ts';
