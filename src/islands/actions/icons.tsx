/** Small inline icons for the action islands; decorative (aria-hidden), labels are text. */
const paths = {
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

export type IconName = keyof typeof paths;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={`icon icon-${name}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
