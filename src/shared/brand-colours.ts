// The palette's tokens for HTML the server writes without the web app's stylesheet (e-mails, the
// guest host's 404, dev pages). Same values as `src/web/styles/app.css`, which tokens.test.ts checks.
export const brandColours = {
  brandDark: '#b2417e',
  brandSoft: '#fdeef5',
  ink: '#333c4f',
  muted: '#5f656b',
  cream: '#fffaf6',
} as const;
