// Shapes of the site editor API (issue 5), shared by the panel and the server.
import { z } from 'zod';
import { addableSections, musicSettingsSchema, sectionKinds, siteSettingsSchema } from './site.ts';

export const siteMessages = {
  saved: 'Alterações salvas',
  published: 'Site publicado! Já pode compartilhar o link.',
  unpublished: 'Site despublicado. Só vocês podem vê-lo agora.',
  passwordSet: 'Senha do site definida.',
  passwordRemoved: 'Senha removida. O site está aberto a todos com o link.',
  passwordTooShort: 'A senha do site precisa ter pelo menos 8 caracteres.',
  renameEmpty: 'O nome da seção não pode ficar vazio.',
  defaultNotDeletable: 'Seções padrão não podem ser excluídas, apenas ocultadas.',
  needsSlug: 'Defina o link do site antes de publicar.',
} as const;

export const editorSectionSchema = z.object({
  id: z.string(),
  kind: z.enum(sectionKinds),
  title: z.string(),
  position: z.number().int(),
  visible: z.boolean(),
  content: z.record(z.string(), z.unknown()),
  /** The theme's eight sections: hidden, never deleted. */
  isDefault: z.boolean(),
});
export type EditorSection = z.infer<typeof editorSectionSchema>;

export const siteEditorStateSchema = z.object({
  weddingId: z.string(),
  slug: z.string().nullable(),
  themeId: z.string().nullable(),
  published: z.boolean(),
  hiddenFromSearch: z.boolean(),
  /** "Aparecer em buscadores (Google)": search engines may index the site (never with a password). */
  searchIndexing: z.boolean(),
  hasPassword: z.boolean(),
  settings: siteSettingsSchema,
  sections: z.array(editorSectionSchema),
});
export type SiteEditorState = z.infer<typeof siteEditorStateSchema>;

export const settingsPatchSchema = z.object({
  intro: siteSettingsSchema.shape.intro.unwrap().optional(),
  design: siteSettingsSchema.shape.design.unwrap().optional(),
  music: musicSettingsSchema.optional(),
  messagesRequireApproval: z.boolean().optional(),
});

export const sectionPatchSchema = z.object({
  title: z.string().trim().min(1, siteMessages.renameEmpty).max(60).optional(),
  visible: z.boolean().optional(),
  content: z.record(z.string(), z.unknown()).optional(),
});

/** A section the couple adds: a gallery, videos or text, with its title. */
export const newSectionBody = z.object({
  kind: z.enum(addableSections.map((s) => s.kind) as ['galeria', 'videos', 'texto']),
  title: z.string().max(60).optional(),
});

export const publicationBody = z.object({ published: z.boolean() });
/** Hidden from "Encontre um casal". */
export const searchVisibilityBody = z.object({ hidden: z.boolean() });
/** Shown by search engines (Google): the site's pages drop noindex. */
export const searchIndexingBody = z.object({ indexed: z.boolean() });
export const searchIndexingTexts = {
  label: 'Aparecer em buscadores (Google)',
  hint: 'Quando marcado, o Google pode mostrar o site de vocês nas buscas. Sites com senha nunca aparecem.',
} as const;

export const sitePasswordBody = z.object({
  password: z.string().trim().min(8, siteMessages.passwordTooShort).max(100).nullable(),
});
