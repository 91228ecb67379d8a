// The QR code of the site address as PNG and SVG data URLs, ready to show and to download. The
// `qrcode` library loads only when a panel page first needs it.
import { useEffect, useState } from 'react';

export interface SiteQr {
  png: string;
  svg: string;
}

const colors = { dark: '#333c4fff', light: '#ffffffff' };

export function useSiteQr(url: string | null): { qr: SiteQr | null; failed: boolean } {
  const [state, setState] = useState<{ url: string; qr: SiteQr | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then(async ({ default: QRCode }) => {
        const options = { margin: 2, errorCorrectionLevel: 'M' as const, color: colors };
        const [png, svg] = await Promise.all([
          QRCode.toDataURL(url, { ...options, width: 1024 }),
          QRCode.toString(url, { ...options, type: 'svg' }),
        ]);
        if (live)
          setState({
            url,
            qr: { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` },
            failed: false,
          });
      })
      .catch(() => {
        if (live) setState({ url, qr: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [url]);

  if (!state || state.url !== url) return { qr: null, failed: false };
  return { qr: state.qr, failed: state.failed };
}
