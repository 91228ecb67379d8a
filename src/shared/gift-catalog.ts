// The gift catalogue of the back office (SPEC 2.8, 3, 5 and 8): categories, subcategories and
// products, with the spec's rules and texts. One schema serves the admin forms and the server.
import { z } from 'zod';
import { cents, count, requiredText } from './api-fields.ts';
import { choices } from './choices.ts';
import { cappedPageOf, queryPage, querySearch, queryStatus } from './list-query.ts';

/** The icons a category may show (SPEC 3), or none. */
export const { values: categoryIcons, labels: categoryIconLabels } = choices({
  Home: 'Casa',
  Heart: 'Coração',
  Gift: 'Presente',
  Car: 'Carro',
  Plane: 'Avião',
  Coffee: 'Café',
  Camera: 'Câmera',
  Music: 'Música',
  Book: 'Livro',
  Star: 'Estrela',
});
export type CategoryIcon = (typeof categoryIcons)[number];

export const itemTypes = ['Item para Casa', 'Lua de Mel', 'Experiência', 'Doação Livre', 'Outro'] as const;
export type ItemType = (typeof itemTypes)[number];

export const categoryStatuses = ['ativa', 'inativa'] as const;
export const productStatuses = ['ativo', 'inativo'] as const;

export const catalogMessages = {
  categoryNameRequired: 'Nome da categoria é obrigatório',
  categoryInUseTooltip: 'Não é possível excluir: categoria possui subcategorias ou produtos',
  categoryInUseTitle: 'Não é possível excluir',
  categoryInUseDescription: 'Esta categoria possui subcategorias ou produtos associados.',
  categoryDeleteConfirm: 'Tem certeza que deseja excluir esta categoria?',
  categoryCreated: 'Categoria criada',
  categoryUpdated: 'Categoria atualizada',
  categoryDeleted: 'Categoria excluída',
  categoryCreateError: 'Erro ao criar categoria',
  categoryUpdateError: 'Erro ao atualizar categoria',
  categoryDeleteError: 'Erro ao excluir categoria',
  subcategoryNameRequired: 'Nome da subcategoria é obrigatório',
  subcategoryInUseTooltip: 'Não é possível excluir: subcategoria possui produtos',
  subcategoryInUseDescription: 'Esta subcategoria possui produtos associados.',
  subcategoryCreated: 'Subcategoria criada',
  subcategoryUpdated: 'Subcategoria atualizada',
  subcategoryDeleted: 'Subcategoria excluída',
  requiredTitle: 'Campos obrigatórios',
  requiredDescription: 'Preencha todos os campos obrigatórios.',
  pricePositive: 'O preço sugerido precisa ser maior que zero.',
  subcategoryMismatch: 'Escolha uma subcategoria da categoria selecionada.',
  uploadFailed: 'Falha no upload da imagem. Produto não foi criado.',
  productCreated: 'Produto criado',
  productCreatedDescription: (name: string) => `"${name}" foi adicionado ao catálogo.`,
  productCreateError: 'Erro ao criar produto',
  productUpdated: 'Produto atualizado',
  productUpdateError: 'Erro ao atualizar produto',
  productDeleted: 'Produto excluído',
  productDeleteError: 'Erro ao excluir produto',
  productDeleteConfirm: 'Excluir este produto do catálogo?',
  productDeleteHint:
    'Ele deixa de aparecer para os casais e nas listas prontas. As listas dos casais que já o escolheram continuam iguais.',
  unknownError: 'Erro desconhecido',
  copyPrefix: 'Cópia de ',
} as const;

const id = z.uuid();

/** "Ordem de exibição": parsed as an integer, falling back to 0 (SPEC 5). */
export function parseDisplayOrder(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.max(-9999, Math.min(9999, n)) : 0;
}

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, catalogMessages.categoryNameRequired).max(60),
  description: z.string().trim().max(300).default(''),
  icon: z.enum(categoryIcons).nullable().default(null),
  displayOrder: z.number().int().min(-9999).max(9999).default(0),
  status: z.enum(categoryStatuses).default('ativa'),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const subcategoryInputSchema = z.object({
  name: z.string().trim().min(1, catalogMessages.subcategoryNameRequired).max(60),
  displayOrder: z.number().int().min(-9999).max(9999).default(0),
  status: z.enum(categoryStatuses).default('ativa'),
});
export type SubcategoryInput = z.infer<typeof subcategoryInputSchema>;

export const subcategorySchema = subcategoryInputSchema.extend({
  id: z.string(),
  categoryId: z.string(),
  productCount: count,
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categoryRowSchema = z.object({
  id: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(categoryIcons).nullable(),
  displayOrder: count,
  status: z.enum(categoryStatuses),
  subcategoryCount: count,
  productCount: count,
  subcategories: z.array(subcategorySchema),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

/** Uploaded product pictures and the generated ones of the seed live under /media/. */
export const productImageUrl = z
  .string()
  .regex(/^\/media\/(catalog\/)?[\w-]+\.(webp|svg)$/, 'Imagem inválida. Envie a imagem novamente.');

const required = { error: catalogMessages.requiredDescription };

export const productInputSchema = z.object({
  name: requiredText(catalogMessages.requiredDescription, 120),
  description: z.string().trim().max(1000).default(''),
  priceCents: z.number(required).int().min(1, catalogMessages.pricePositive).max(100_000_000),
  categoryId: z.uuid(required),
  subcategoryId: z.uuid(required),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  itemType: z.enum(itemTypes).default('Item para Casa'),
  allowsCustomAmount: z.boolean().default(false),
  status: z.enum(productStatuses).default('ativo'),
  imageUrl: productImageUrl.nullable().default(null),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** "sala, decoração ,  presente" -> ["sala", "decoração", "presente"] (SPEC 5). */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export const CATALOG_PAGE_SIZE = 20;

export const catalogQuerySchema = z.object({
  q: querySearch(),
  categoryId: id.optional(),
  status: queryStatus(productStatuses),
  page: queryPage(),
});
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export const productRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string(),
  subcategoryName: z.string(),
  tags: z.array(z.string()),
  itemType: z.string(),
  allowsCustomAmount: z.boolean(),
  status: z.enum(productStatuses),
  imageUrl: z.string().nullable(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productPageSchema = cappedPageOf(productRowSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
