// Paths of the themes studio (SPEC 2.7): the list, and each theme's wizard steps, builder and
// preview; `novo` stands for a theme created on arrival.
import { adminPagePaths } from '../layout/admin-paths.ts';

export const themeSteps = [
  'secoes',
  'informacoes-basicas',
  'configuracoes-design',
  'editar',
  'construtor-visual',
  'construtor',
  'preview',
] as const;
export type ThemeStep = (typeof themeSteps)[number];

export const NEW_THEME_ID = 'novo';

export function themePath(id: string, step: ThemeStep): string {
  return `${adminPagePaths.themes}/${id}/${step}`;
}

/** The builder, opened on one section ("Editar Seção"). */
export function builderPath(id: string, sectionId?: string): string {
  const path = themePath(id, 'construtor-visual');
  return sectionId ? `${path}?secao=${sectionId}` : path;
}

/** Router state carried through the wizard of a theme created in this visit. */
export interface WizardState {
  isNew?: boolean;
}
