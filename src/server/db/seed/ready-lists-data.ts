// The four ready-made lists of onboarding step 5 (SPEC 2.5: travel, home, wedding, fun), picked from
// the catalogue seed: the first products of each named subcategory, so the picks are deterministic.
import type { ReadyListKey } from '../../../shared/gift-list.ts';
import { productSeeds } from './catalog-data.ts';

export interface ReadyListSeed {
  key: ReadyListKey;
  name: string;
  description: string;
  productKeys: string[];
}

function pick(counts: Record<string, number>): string[] {
  return Object.entries(counts).flatMap(([subcategory, n]) => {
    const found = productSeeds.filter((p) => p.subcategoryKey === subcategory).slice(0, n);
    if (found.length < n) throw new Error(`Lista pronta pede ${n} produtos de ${subcategory}`);
    return found.map((p) => p.key);
  });
}

export const readyListSeeds: ReadyListSeed[] = [
  {
    key: 'travel',
    name: 'Viagem e lua de mel',
    description: 'Passagens, hospedagem, passeios e mimos para a lua de mel dos sonhos.',
    productKeys: pick({
      'lua-mel-cotas': 8,
      'lua-mel-passeios': 6,
      'lua-mel-gastronomia': 5,
      'lua-mel-bem-estar': 4,
      'lua-mel-mimos': 4,
      'divertidos-experiencias': 3,
    }),
  },
  {
    key: 'home',
    name: 'Casa',
    description: 'Cozinha, cama, mesa, banho e eletrodomésticos para montar o novo lar.',
    productKeys: pick({
      'cozinha-panelas': 4,
      'cozinha-utensilios': 3,
      'cozinha-loucas': 4,
      'cozinha-cafe': 2,
      'cama-mesa-banho-cama': 3,
      'cama-mesa-banho-banho': 3,
      'cama-mesa-banho-mesa': 2,
      'eletrodomesticos-portateis': 4,
      'eletrodomesticos-cafeteiras': 2,
      'eletrodomesticos-linha-branca': 2,
      'moveis-sala': 2,
      'decoracao-iluminacao': 2,
      'decoracao-objetos': 2,
    }),
  },
  {
    key: 'wedding',
    name: 'Casamento',
    description: 'Uma lista completa, de tudo um pouco: casa, lua de mel, contribuições e diversão.',
    productKeys: pick({
      'lua-mel-cotas': 5,
      'lua-mel-passeios': 4,
      'cozinha-panelas': 4,
      'cozinha-loucas': 4,
      'cozinha-bar': 3,
      'cama-mesa-banho-cama': 4,
      'cama-mesa-banho-banho': 3,
      'eletrodomesticos-portateis': 5,
      'eletrodomesticos-cafeteiras': 3,
      'eletronicos-audio': 3,
      'eletronicos-casa-inteligente': 3,
      'decoracao-quadros': 3,
      'decoracao-vasos': 3,
      'moveis-sala': 3,
      'contribuicao-livre': 3,
      'contribuicao-festa': 3,
      'divertidos-vales': 3,
    }),
  },
  {
    key: 'fun',
    name: 'Divertidos',
    description: 'Presentes criativos e bem-humorados para arrancar risadas dos noivos.',
    productKeys: pick({
      'divertidos-vales': 8,
      'divertidos-brincadeiras': 8,
      'divertidos-experiencias': 6,
      'divertidos-jogos': 6,
      'eletronicos-games': 2,
    }),
  },
];
