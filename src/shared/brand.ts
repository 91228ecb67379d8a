// The platform's name and the few phrases every host repeats about it.
export const brand = {
  name: 'Nosso Sim',
  tagline: 'site de casamento e lista de presentes grátis',
  since: 'criando memórias desde 2025',
  privacyEmail: 'privacidade@nossosim.com.br',
} as const;
