// A theme's row menu (SPEC 2.7): edit, preview, duplicate and delete. A theme sites use cannot be
// deleted: the dialog says so and offers to archive it instead.
import { Copy, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { themeMessages as m, type ThemeRow, themeInUseMessage } from '../../../shared/theme-studio.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { ApiError } from '../../lib/api.ts';
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
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Ações do tema ${theme.name}`}
          className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft data-[state=open]:bg-brand-soft"
        >
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(themePath(theme.id, 'editar'))}>
            <Pencil className="size-4 text-brand-dark" aria-hidden="true" />
            Editar
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate(themePath(theme.id, 'preview'))}>
            <Eye className="size-4 text-brand-dark" aria-hidden="true" />
            Preview
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void duplicate()}>
            <Copy className="size-4 text-brand-dark" aria-hidden="true" />
            Duplicar
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => setConfirming(true)}
            className="text-danger data-highlighted:bg-danger-soft data-highlighted:text-danger-deep"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
