// Node's flags for the processes that render sites (scripts/build-tenant.ts, scripts/build-part.ts).
//
// A build allocates a page's worth of strings for every page it renders and keeps little of it.
// On a machine with plenty of memory, V8 lets the heap grow four times over what survived the
// last full collection before it collects again, so a 20,000-car part peaked at 1.5 GB holding
// under half of that. Growing by half at a time collects sooner: a 1,000-car build's peak fell
// from 627 to 448–486 MB and the 20,000-car part's to 827 MB, with no slower render.
export const BUILD_PROCESS_FLAGS: readonly string[] = ['--heap-growing-percent=50'];
