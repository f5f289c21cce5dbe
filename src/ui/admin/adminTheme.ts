/** The admin's palette: calm neutrals, one blue for actions, status colours that pass AA with text. */
export const adminTheme = {
  page: '#f4f6fa',
  surface: '#ffffff',
  border: '#d9dee7',
  text: '#1f2937',
  muted: '#4b5563',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  focus: '#2563eb',
  radius: '10px',
  /** The widest the header and a screen's content grow: the header's 14 links in one row. */
  pageWidth: '1280px',
  shadow: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
  tones: {
    yellow: { background: '#fef3c7', text: '#78350f', border: '#f59e0b' },
    blue: { background: '#dbeafe', text: '#1e3a8a', border: '#3b82f6' },
    green: { background: '#dcfce7', text: '#14532d', border: '#22c55e' },
    red: { background: '#fee2e2', text: '#7f1d1d', border: '#ef4444' },
    gray: { background: '#f3f4f6', text: '#374151', border: '#9ca3af' },
  },
} as const

export type Tone = keyof typeof adminTheme.tones
