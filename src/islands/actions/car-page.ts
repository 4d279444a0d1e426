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
 */
import '../leads/bootstrap.ts';
import './analytics-links.ts';
import './phone-reveal.ts';
import './view-tracker.ts';
