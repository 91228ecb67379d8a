// Gift categories, subcategories and catalogue products (SPEC 3: categorias_presentes,
// subcategorias_presentes, produtos_catalogo). The data lives in one file per category under
// ./catalog/; this module assembles it in display order.
import { camaMesaBanho } from './catalog/cama-mesa-banho.ts';
import { contribuicao } from './catalog/contribuicao.ts';
import { cozinha } from './catalog/cozinha.ts';
import { decoracao } from './catalog/decoracao.ts';
import { buildCategory, type CategorySeed, type ProductSeed } from './catalog/define-category.ts';
import { divertidos } from './catalog/divertidos.ts';
import { eletrodomesticos } from './catalog/eletrodomesticos.ts';
import { eletronicos } from './catalog/eletronicos.ts';
import { luaDeMel } from './catalog/lua-mel.ts';
import { moveis } from './catalog/moveis.ts';
import { outros } from './catalog/outros.ts';

/** Display order: the position in this list. */
const categoryTables = [
  cozinha,
  camaMesaBanho,
  decoracao,
  eletrodomesticos,
  eletronicos,
  moveis,
  luaDeMel,
  divertidos,
  contribuicao,
  outros,
];

const built = categoryTables.map((table, i) => buildCategory(table, i + 1));

export const categorySeeds: CategorySeed[] = built.map((b) => b.category);

export const productSeeds: ProductSeed[] = built.flatMap((b) => b.products);
