// Turns a category's compact per-subcategory tables into seed rows, so each catalogue file reads
// like a price list instead of hundreds of object literals. Pure and deterministic: the same
// tables always give the same keys, tags and order.
import { productKey } from '../../../../shared/text.ts';

/** One row of categorias_presentes, with its subcategories. */
export interface CategorySeed {
  key: string;
  name: string;
  description: string;
  icon: string | null;
  displayOrder: number;
  subcategories: { key: string; name: string }[];
}

/** One row of produtos_catalogo. */
export interface ProductSeed {
  key: string;
  name: string;
  description: string;
  priceCents: number;
  categoryKey: string;
  subcategoryKey: string;
  tags: string[];
  itemType: 'Item para Casa' | 'Lua de Mel' | 'Experiência' | 'Doação Livre' | 'Outro';
  allowsCustomAmount: boolean;
}

type ItemType = ProductSeed['itemType'];

/** The icons SPEC 3 lets a category show (or none). */
export type CategoryIcon =
  | 'Home'
  | 'Heart'
  | 'Gift'
  | 'Car'
  | 'Plane'
  | 'Coffee'
  | 'Camera'
  | 'Music'
  | 'Book'
  | 'Star'
  | null;

export interface SubcategoryTable {
  key: string;
  name: string;
  /** Tags every product of the subcategory carries; a row may add more. */
  tags: string[];
  /** Defaults to the category's item type. */
  itemType?: ItemType;
  /** Quotas and contributions: the guest chooses how much to give. Defaults to the category's. */
  allowsCustomAmount?: boolean;
  /**
   * One product a line: `name | price in centavos | description | extra tags (comma-separated, optional)`.
   * Prices are integer centavos: 59990 is R$ 599,90.
   */
  rows: string;
}

export interface CategoryTable {
  key: string;
  name: string;
  description: string;
  icon: CategoryIcon;
  itemType: ItemType;
  /** Every product is a quota or contribution unless its subcategory says otherwise. */
  allowsCustomAmount?: boolean;
  subcategories: SubcategoryTable[];
}

function parseRow(row: string, sub: SubcategoryTable, category: CategoryTable): ProductSeed {
  const cells = row.split('|').map((cell) => cell.trim());
  const [name, price, description, extraTags = ''] = cells;
  const priceCents = Number(price);
  if (cells.length < 3 || cells.length > 4 || !name || !description || !Number.isSafeInteger(priceCents)) {
    throw new Error(`Linha inválida no catálogo (${sub.key}): ${row}`);
  }
  const tags = [
    ...new Set([
      ...sub.tags,
      ...extraTags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ]),
  ];
  return {
    key: productKey(name),
    name,
    description,
    priceCents,
    categoryKey: category.key,
    subcategoryKey: sub.key,
    tags,
    itemType: sub.itemType ?? category.itemType,
    allowsCustomAmount: sub.allowsCustomAmount ?? category.allowsCustomAmount ?? false,
  };
}

export function buildCategory(
  table: CategoryTable,
  displayOrder: number,
): { category: CategorySeed; products: ProductSeed[] } {
  return {
    category: {
      key: table.key,
      name: table.name,
      description: table.description,
      icon: table.icon,
      displayOrder,
      subcategories: table.subcategories.map(({ key, name }) => ({ key, name })),
    },
    products: table.subcategories.flatMap((sub) =>
      sub.rows
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((row) => parseRow(row, sub, table)),
    ),
  };
}
