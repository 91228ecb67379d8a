// The admin themes studio (SPEC 2.7, 2.8, 3, 4, 5, 8): statuses, tags, texts, rules and the shapes
// of its API, shared by the admin pages and the server.
import { z } from 'zod';
import { count, instant } from './api-fields.ts';
import { pageOf, queryPage } from './list-query.ts';
import { stripAccents } from './text.ts';
import { sectionStyleSchema, themeBlocksSchema } from './theme-blocks.ts';
import { type HeroLayout, type ornaments, themeDesignSchema, uploadedImageUrl } from './theme-design.ts';

export const themeStatuses = ['rascunho', 'publicado', 'em_revisao', 'arquivado'] as const;
export type ThemeStatus = (typeof themeStatuses)[number];

export const themeStatusLabels: Record<ThemeStatus, string> = {
  publicado: 'Publicado',
  rascunho: 'Rascunho',
  em_revisao: 'Em Revisão',
  arquivado: 'Arquivado',
};

/** Every tag a theme can carry (SPEC 3); the theme list filters by any of them. */
export const themeTags = [
  'Moderno',
  'Clássico',
  'Minimalista',
  'Romântico',
  'Praia',
  'Vintage',
  'Delicado',
  'Tropical',
  'Casual',
  'Elegante',
] as const;

/** The drawn graphic elements a theme can use by default (theme-design.ts `ornaments`). */
export const ornamentLabels: Record<(typeof ornaments)[number], string> = {
  flourish: 'Floreio',
  leaves: 'Folhas',
  geometric: 'Geométrico',
  line: 'Linha com losango',
  dots: 'Pontos',
  feathers: 'Penas',
  waves: 'Ondas',
  vines: 'Ramos',
  flowers: 'Flor',
  hearts: 'Corações',
  stars: 'Estrelas',
  palm: 'Folha de palmeira',
  laurel: 'Louros',
  rings: 'Alianças',
  sun: 'Sol',
  deco: 'Art déco',
  shell: 'Concha',
  ribbon: 'Laço',
  branch: 'Galho com bagas',
};

export const heroLayoutLabels: Record<HeroLayout, string> = {
  centered: 'Centralizada',
  left: 'Alinhada à esquerda',
  framed: 'Com moldura',
  arch: 'Em arco',
};

export const NEW_THEME_NAME = 'Novo Tema';
export const NEW_THEME_VERSION = '1.0';
export const NEW_PAGE_NAME = 'Nova Página';
export const THEMES_PAGE_SIZE = 20;

export const themeMessages = {
  errorTitle: 'Erro',
  successTitle: 'Sucesso',
  loadTheme: 'Falha ao carregar dados do tema',
  createTheme: 'Falha ao criar novo tema',
  updateTheme: 'Falha ao atualizar tema',
  loadSections: 'Falha ao carregar seções do tema',
  createDefaults: 'Falha ao criar seções padrão no banco de dados',
  defaultsCreated: 'Seções padrão criadas no banco de dados.',
  reorder: 'Falha ao reordenar seções',
  visibility: 'Falha ao atualizar visibilidade da seção',
  rename: 'Falha ao renomear seção',
  addSection: 'Falha ao adicionar nova seção',
  deleteSection: 'Falha ao excluir seção',
  noSections: 'Nenhuma seção configurada. Clique em Adicionar Página para começar.',
  defaultsHelp: 'Seções padrão não podem ser excluídas, apenas ocultadas.',
  loading: 'Carregando...',
  nameRequired: 'O nome do tema é obrigatório.',
  saved: 'Tema salvo',
  published: 'Tema publicado',
  duplicated: 'Tema duplicado',
  deleted: 'Tema excluído',
  archived: 'Tema arquivado',
  linkCopied: 'Link da prévia copiado',
  notFound: 'Tema não encontrado.',
} as const;

/** "Este tema é usado por 3 sites e não pode ser excluído." */
export function themeInUseMessage(sites: number): string {
  const count = sites === 1 ? '1 site' : `${sites} sites`;
  return `Este tema é usado por ${count} e não pode ser excluído. Arquive-o para que não seja mais oferecido aos casais; os sites que já o usam continuam iguais.`;
}

/**
 * A section's slug from its name (SPEC 5): accents removed, lowercased, trimmed, spaces to hyphens,
 * other characters dropped, repeated hyphens collapsed; ours also trims hyphens left at either end.
 */
export function sectionSlug(name: string): string {
  const slug = stripAccents(name)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'secao';
}

/** The version after a publication: "1.0" -> "1.1", "2.9" -> "2.10"; anything else restarts. */
export function nextVersion(version: string): string {
  const m = /^(\d+)\.(\d+)$/.exec(version.trim());
  if (!m) return NEW_THEME_VERSION;
  return `${m[1]}.${Number(m[2]) + 1}`;
}

export const themeSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(['default', 'custom']),
  /** The default section it is (home, o-casal...), fixed however it is renamed; null for pages. */
  key: z.string().nullable(),
  position: count,
  visible: z.boolean(),
  blocks: themeBlocksSchema,
  style: sectionStyleSchema,
});
export type ThemeSection = z.infer<typeof themeSectionSchema>;

export const themeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(themeStatuses),
  version: z.string(),
  tags: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  design: themeDesignSchema,
  createdAt: instant,
  updatedAt: instant,
  createdBy: z.string().nullable(),
  sitesUsing: count,
});
export type ThemeRow = z.infer<typeof themeRowSchema>;

export const themeDetailSchema = themeRowSchema.extend({ sections: z.array(themeSectionSchema) });
export type ThemeDetail = z.infer<typeof themeDetailSchema>;

export const themeListQuery = z.object({
  search: z.string().trim().max(80).optional(),
  status: z.enum(themeStatuses).optional(),
  tag: z.enum(themeTags).optional(),
  page: queryPage(1000),
});

export const themeSummarySchema = z.object({
  total: count,
  byStatus: z.record(z.enum(themeStatuses), count),
  sitesUsing: count,
});

export const themeListSchema = pageOf(themeRowSchema).extend({ summary: themeSummarySchema });
export type ThemeList = z.infer<typeof themeListSchema>;

export const themePatchSchema = z.object({
  name: z.string().trim().min(1, themeMessages.nameRequired).max(80).optional(),
  description: z.string().trim().max(500).optional(),
  tags: z.array(z.enum(themeTags)).max(themeTags.length).optional(),
  thumbnailUrl: uploadedImageUrl.nullable().optional(),
  status: z.enum(themeStatuses).optional(),
  design: themeDesignSchema.optional(),
});
export type ThemePatch = z.infer<typeof themePatchSchema>;

export const sectionPatchSchema = z.object({
  name: z.string().trim().min(1, 'O nome da seção não pode ficar vazio.').max(60).optional(),
  visible: z.boolean().optional(),
});

export const sectionContentSchema = z.object({
  id: z.uuid(),
  blocks: themeBlocksSchema,
  style: sectionStyleSchema,
});
export const themeContentSchema = z.object({ sections: z.array(sectionContentSchema).max(100) });
export type ThemeContent = z.infer<typeof themeContentSchema>;

/** What the preview draws instead of the saved theme: unsaved design, blocks and styles. */
export const themePreviewSchema = z.object({
  design: themeDesignSchema.optional(),
  sections: z.array(sectionContentSchema).max(100).optional(),
});
export type ThemePreviewDraft = z.infer<typeof themePreviewSchema>;
