/**
 * The icons of the pages and islands, 24×24 path data: one place, drawn once into the
 * site's icon sprite (src/icons/sprite.ts) that every page points into.
 */

/** Line icons: 2 px strokes in the text colour (the vehicle page's key facts, checks, values). */
export const STROKE_ICONS = {
  odometer: 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0',
  body: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2M9 17h6M7 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM17 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  transmission: 'M6 4v16M12 4v16M18 4v8M6 12h12',
  fuel: 'M3 22h12M4 9h10M14 22V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v18M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L18 5',
  engine: 'M4 10v6M4 13h3M7 9h3V6h5v3h2l2 2h2v6h-2l-2 2H9l-2-2z',
  drive:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 15v6M9.4 10.5 3.3 8.5M14.6 10.5l6.1-2',
  seats:
    'M7 3h3a2 2 0 0 1 2 1.7l1 7.3h5a2 2 0 0 1 2 2v3H9.5a2 2 0 0 1-2-1.7L5.2 5.3A2 2 0 0 1 7 3zM8 21h10M13 17v4',
  colour: 'M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5S12.5 5.5 12 3c-.5 2.5-2 4.9-4 6.5S5 13 5 15a7 7 0 0 0 7 7z',
  check: 'M20 6 9 17l-5-5',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  pin: 'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM12 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 6v6l4 2',
  road: 'M4 22 8 2M20 22 16 2M12 4v2M12 10v3M12 17v3',
  award: 'M12 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.2 13 7 22l5-3 5 3-1.2-9',
  swap: 'M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16',
  down: 'M22 17l-8.5-8.5-5 5L2 7M16 17h6v-6',
  close: 'M18 6 6 18M6 6l12 12',
  file: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M9 13h6M9 17h6',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-10 6L2 7',
  tag: 'M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4zM7.5 7.5h.01',
} as const;

/** Filled icons of the share and save actions (network marks, print, PDF, heart…). */
export const FILL_ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  x: 'M4 3h4.6l4.1 5.9L17.8 3H20l-6.3 7.3L21 21h-4.6l-4.5-6.4L6.3 21H4l6.9-8z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.2z',
  email: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.9-7 4.5-7-4.5V17h14z',
  sms: 'M4 3h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H8l-5 4V4a1 1 0 0 1 1-1zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
  copy: 'M9 3h10a2 2 0 0 1 2 2v10h-2V5H9zM5 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm0 2v10h10V9z',
  print: 'M7 3h10v4H7zM4 8h16a2 2 0 0 1 2 2v6h-4v5H6v-5H2v-6a2 2 0 0 1 2-2zm4 7v4h8v-4z',
  pdf: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM8 13v2h3v3h2v-3h3v-2z',
  heart:
    'M12 21s-7.5-4.6-9.3-9.2C1.4 8.6 3.4 5 6.9 5c2 0 3.4 1.1 4.1 2.3l1 1.6 1-1.6C13.7 6.1 15.1 5 17.1 5c3.5 0 5.5 3.6 4.2 6.8C19.5 16.4 12 21 12 21z',
  compare:
    'M10 3H4a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h6zm2 0v18h8a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1zm2 4h5v2h-5zm0 4h5v2h-5z',
  bookmark: 'M6 2h12a1 1 0 0 1 1 1v19l-7-4-7 4V3a1 1 0 0 1 1-1z',
} as const;

export type StrokeIconName = keyof typeof STROKE_ICONS;
export type FillIconName = keyof typeof FILL_ICONS;
