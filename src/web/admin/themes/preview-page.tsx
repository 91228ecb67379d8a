// The theme preview (SPEC 2.8): the whole sample site with the device toggle, "Compartilhar" (this
// page's link, which opens for any signed-in admin), "Duplicar" and the edit link.
import { Copy, LoaderCircle, Pencil, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { themePath } from './theme-paths.ts';
import { DeviceSwitch, ThemePreviewFrame, usePreviewDevice } from './theme-preview-frame.tsx';
import { themeError } from './theme-toasts.ts';
import { duplicateTheme } from './themes-api.ts';
import { useLoadedTheme, useThemeCache } from './use-themes.ts';
import { ThemeHeading } from './wizard-frame.tsx';

export function PreviewPage() {
  const theme = useLoadedTheme();
  const cache = useThemeCache();
  const navigate = useNavigate();
  const [device, setDevice] = usePreviewDevice();
  const [duplicating, setDuplicating] = useState(false);

  async function share() {
    const url = `${window.location.origin}${themePath(theme.id, 'preview')}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.linkCopied, { description: url });
    } catch {
      toast.info('Copie o link da prévia', { description: url });
    }
  }

  async function duplicate() {
    setDuplicating(true);
    try {
      const copy = await duplicateTheme(theme.id);
      cache.setTheme(copy);
      toast.success(m.duplicated, { description: copy.name });
      navigate(themePath(copy.id, 'informacoes-basicas'));
    } catch (err) {
      themeError('Falha ao duplicar tema', err);
    } finally {
      setDuplicating(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <ThemeHeading title="Prévia do tema">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void share()}>
            <Share2 className="size-4" aria-hidden="true" />
            Compartilhar
          </Button>
          <Button variant="outline" onClick={() => void duplicate()} disabled={duplicating}>
            {duplicating ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            Duplicar
          </Button>
          <ButtonLink to={themePath(theme.id, 'editar')}>
            <Pencil className="size-4" aria-hidden="true" />
            Editar tema
          </ButtonLink>
        </div>
      </ThemeHeading>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Um site de exemplo, de Ana &amp; Rui, vestindo o tema como está salvo.
        </p>
        <DeviceSwitch value={device} onChange={setDevice} />
      </div>
      <ThemePreviewFrame themeId={theme.id} draft={{}} device={device} className="mt-3" />
    </div>
  );
}
