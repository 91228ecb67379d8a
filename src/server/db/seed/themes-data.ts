// The nine themes of onboarding step 7, each with its own design settings.
import { searchKey } from '../../../shared/text.ts';
import { defaultSections, defaultThemeDesign, type ThemeDesign } from '../../../shared/theme-design.ts';

interface ThemeSeed {
  key: string;
  name: string;
  description: string;
  tags: string[];
  colors: ThemeDesign['colors'];
  headingFont: ThemeDesign['typography']['headingFont'];
  bodyFont: ThemeDesign['typography']['bodyFont'];
  ornament: ThemeDesign['ornament'];
}

const themes: ThemeSeed[] = [
  {
    key: 'classico',
    name: 'Clássico',
    description: 'Rosa e verde-água sobre branco, títulos serifados: a elegância que nunca sai de moda.',
    tags: ['Clássico', 'Romântico'],
    // The spec's default design (SPEC 9) is Clássico's.
    colors: defaultThemeDesign.colors,
    headingFont: 'Playfair Display',
    bodyFont: 'Poppins',
    ornament: 'flourish',
  },
  {
    key: 'rustico',
    name: 'Rústico',
    description: 'Tons terrosos, madeira e ramos secos para casamentos no campo.',
    tags: ['Vintage', 'Casual'],
    colors: {
      primary: '#8B5E3C',
      secondary: '#6B7F4E',
      accent: '#D9B88F',
      background: '#FBF6EF',
      text: '#3E2F23',
      textLight: '#7A6A5C',
      sectionBackground: '#F3EADD',
      sectionTitleColor: '#8B5E3C',
    },
    headingFont: 'Lora',
    bodyFont: 'Open Sans',
    ornament: 'leaves',
  },
  {
    key: 'moderno',
    name: 'Moderno',
    description: 'Contraste forte, tipografia geométrica e linhas retas.',
    tags: ['Moderno', 'Minimalista'],
    colors: {
      primary: '#1F2937',
      secondary: '#F59E0B',
      accent: '#FCD34D',
      background: '#FFFFFF',
      text: '#111827',
      textLight: '#6B7280',
      sectionBackground: '#F3F4F6',
      sectionTitleColor: '#1F2937',
    },
    headingFont: 'Montserrat',
    bodyFont: 'Roboto',
    ornament: 'geometric',
  },
  {
    key: 'elegante',
    name: 'Elegante',
    description: 'Azul-noite e dourado, para cerimônias de gala.',
    tags: ['Elegante', 'Clássico'],
    colors: {
      primary: '#1E2A4A',
      secondary: '#B8955A',
      accent: '#E6D3A8',
      background: '#FCFBF8',
      text: '#1E2A4A',
      textLight: '#5E6678',
      sectionBackground: '#F4F1EA',
      sectionTitleColor: '#B8955A',
    },
    headingFont: 'Great Vibes',
    bodyFont: 'Crimson Text',
    ornament: 'line',
  },
  {
    key: 'minimalista',
    name: 'Minimalista',
    description: 'Muito espaço em branco, cinzas suaves e nada além do essencial.',
    tags: ['Minimalista', 'Moderno'],
    colors: {
      primary: '#4B5563',
      secondary: '#9CA3AF',
      accent: '#D1D5DB',
      background: '#FFFFFF',
      text: '#1F2937',
      textLight: '#6B7280',
      sectionBackground: '#FAFAFA',
      sectionTitleColor: '#374151',
    },
    headingFont: 'Montserrat',
    bodyFont: 'Open Sans',
    ornament: 'dots',
  },
  {
    key: 'boho',
    name: 'Boho',
    description: 'Terracota, penas e pôr do sol: livre e acolhedor.',
    tags: ['Casual', 'Romântico'],
    colors: {
      primary: '#C2703D',
      secondary: '#A3A380',
      accent: '#EBC9A8',
      background: '#FFF9F3',
      text: '#4A3426',
      textLight: '#8C7563',
      sectionBackground: '#F8ECE0',
      sectionTitleColor: '#C2703D',
    },
    headingFont: 'Dancing Script',
    bodyFont: 'Lora',
    ornament: 'feathers',
  },
  {
    key: 'praia',
    name: 'Praia',
    description: 'Azul do mar e areia clara para dizer sim com os pés na areia.',
    tags: ['Praia', 'Tropical'],
    colors: {
      primary: '#0E7490',
      secondary: '#F4A261',
      accent: '#A5E1EC',
      background: '#FFFDF8',
      text: '#12343B',
      textLight: '#5B7B82',
      sectionBackground: '#EFF9FB',
      sectionTitleColor: '#0E7490',
    },
    headingFont: 'Dancing Script',
    bodyFont: 'Poppins',
    ornament: 'waves',
  },
  {
    key: 'jardim',
    name: 'Jardim',
    description: 'Verdes frescos e folhagens para cerimônias ao ar livre.',
    tags: ['Delicado', 'Romântico'],
    colors: {
      primary: '#3F7D58',
      secondary: '#C9A227',
      accent: '#B7D8B5',
      background: '#FBFDF8',
      text: '#24382B',
      textLight: '#65786B',
      sectionBackground: '#EEF5EC',
      sectionTitleColor: '#3F7D58',
    },
    headingFont: 'Playfair Display',
    bodyFont: 'Lora',
    ornament: 'vines',
  },
  {
    key: 'floral',
    name: 'Floral',
    description: 'Flores em aquarela, lilás e rosé: delicado e romântico.',
    tags: ['Romântico', 'Delicado'],
    colors: {
      primary: '#9D5C9F',
      secondary: '#E58FA5',
      accent: '#F4C7D5',
      background: '#FFFBFD',
      text: '#3C2A3E',
      textLight: '#7D6A7F',
      sectionBackground: '#FAF0F6',
      sectionTitleColor: '#9D5C9F',
    },
    headingFont: 'Great Vibes',
    bodyFont: 'Montserrat',
    ornament: 'flowers',
  },
];

export const themeSeeds = themes.map((t) => ({
  key: t.key,
  name: t.name,
  searchName: searchKey(t.name),
  description: t.description,
  tags: t.tags,
  status: 'publicado' as const,
  design: {
    colors: t.colors,
    background: { useImage: false, imageUrl: null, fallbackColor: t.colors.background },
    typography: {
      headingFont: t.headingFont,
      bodyFont: t.bodyFont,
      headingSize: 32,
      bodySize: 16,
      lineHeight: 1.6,
      sectionTitleSize: 28,
    },
    ornament: t.ornament,
    sectionGraphics: defaultSections.map((s) => ({ id: s.slug, name: s.name, imageUrl: null })),
  } satisfies ThemeDesign,
}));
