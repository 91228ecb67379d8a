// A theme's row menu (SPEC 2.7): edit, preview, duplicate and delete. A theme sites use cannot be
// deleted: the dialog says so and offers to archive it instead.
import { Copy, Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { themeMessages as m, type ThemeRow, themeInUseMessage } from '../../../shared/theme-studio.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { RowMenu, RowMenuItem, RowMenuSeparator } from '../lib/row-menu.tsx';
import { themePath } from './theme-paths.ts';
import { themeError } from './theme-toasts.ts';
import { deleteTheme, duplicateTheme, patchTheme } from './themes-api.ts';
import { useThemeCache } from './use-themes.ts';

export function ThemeRowMenu({ theme }: { theme: ThemeRow }) {
  const navigate = useNavigate();
  const cache = useThemeCache();
  const [confirming, setConfirming] = useState(false);
  const inUse = theme.sitesUsing > 0;
  const archived = theme.status === 'arquivado';

  async function duplicate() {
    try {
      const copy = await duplicateTheme(theme.id);
      await cache.refreshList();
      toast.success(m.duplicated, { description: copy.name });
    } catch (err) {
      themeError('Falha ao duplicar tema', err);
    }
  }

  async function remove() {
    if (inUse && archived) return;
    try {
      if (inUse) {
        cache.setTheme(await patchTheme(theme.id, { status: 'arquivado' }));
        toast.success(m.archived, { description: theme.name });
      } else {
        await deleteTheme(theme.id);
        toast.success(m.deleted, { description: theme.name });
      }
    } catch (err) {
      // Someone chose the theme meanwhile: the list learns it is in use.
      if (err instanceof ApiError && err.code === 'THEME_IN_USE') void cache.refreshList();
      throw err;
    }
    await cache.refreshList();
  }

  return (
    <>
      <RowMenu label={`Ações do tema ${theme.name}`}>
        <RowMenuItem icon={Pencil} onSelect={() => navigate(themePath(theme.id, 'editar'))}>
          Editar
        </RowMenuItem>
        <RowMenuItem icon={Eye} onSelect={() => navigate(themePath(theme.id, 'preview'))}>
          Preview
        </RowMenuItem>
        <RowMenuItem icon={Copy} onSelect={() => void duplicate()}>
          Duplicar
        </RowMenuItem>
        <RowMenuSeparator />
        <RowMenuItem icon={Trash2} danger onSelect={() => setConfirming(true)}>
          Excluir
        </RowMenuItem>
      </RowMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={inUse ? 'Tema em uso' : 'Excluir tema'}
        description={
          inUse
            ? `${themeInUseMessage(theme.sitesUsing)}${archived ? ' Ele já está arquivado.' : ''}`
            : `Tem certeza que deseja excluir o tema "${theme.name}"? Esta ação não pode ser desfeita.`
        }
        confirmLabel={inUse ? (archived ? 'Entendi' : 'Arquivar tema') : 'Excluir'}
        pendingLabel={inUse ? 'Arquivando...' : 'Excluindo...'}
        onConfirm={remove}
      />
    </>
  );
}
