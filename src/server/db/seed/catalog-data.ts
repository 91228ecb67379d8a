// Gift categories, subcategories and catalogue products (placeholder; replaced by the full catalogue).
export interface CategorySeed {
  key: string;
  name: string;
  description: string;
  icon: string | null;
  displayOrder: number;
  subcategories: { key: string; name: string }[];
}

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

export const categorySeeds: CategorySeed[] = [
  {
    key: 'cozinha',
    name: 'Cozinha',
    description: 'Panelas, utensílios e tudo para cozinhar juntos.',
    icon: 'Coffee',
    displayOrder: 1,
    subcategories: [{ key: 'cozinha-panelas', name: 'Panelas' }],
  },
];

export const productSeeds: ProductSeed[] = [
  {
    key: 'jogo-de-panelas-inox',
    name: 'Jogo de panelas inox 5 peças',
    description: 'Panelas de aço inox com fundo triplo.',
    priceCents: 59990,
    categoryKey: 'cozinha',
    subcategoryKey: 'cozinha-panelas',
    tags: ['cozinha', 'inox'],
    itemType: 'Item para Casa',
    allowsCustomAmount: false,
  },
];
