// `/admin/temas/{id}/{step}`: loads the theme for its page, or, for `novo`, creates "Novo Tema" with
// its default sections (SPEC 4) and moves to the same step of the new theme.
import { LoaderCircle } from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { Button } from '../../components/ui/button.tsx';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { BasicInfoStep } from './basic-info-step.tsx';
import { BuilderPage } from './builder-page.tsx';
import { DesignStep } from './design-step.tsx';
import { PreviewPage } from './preview-page.tsx';
import { SectionsStep } from './sections-step.tsx';
import { NEW_THEME_ID, type ThemeStep, themePath, themeSteps, type WizardState } from './theme-paths.ts';
import { themeError, themeSuccess } from './theme-toasts.ts';
import { createTheme } from './themes-api.ts';
import { LoadedThemeContext, useThemeCache, useThemeQuery } from './use-themes.ts';

const pages: Record<ThemeStep, ComponentType> = {
  secoes: SectionsStep,
  'informacoes-basicas': BasicInfoStep,
  'configuracoes-design': DesignStep,
  editar: DesignStep,
  'construtor-visual': BuilderPage,
  construtor: BuilderPage,
  preview: PreviewPage,
};

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-24 text-muted">
      <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
      {m.loading}
    </p>
  );
}

/** One creation per arrival on `novo`, even when React runs the effect twice. */
const creations = new Map<string, ReturnType<typeof createTheme>>();

function NewTheme({ step }: { step: ThemeStep }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const cache = useThemeCache();
  const failed = useRef(false);

  useEffect(() => {
    let creation = creations.get(key);
    if (!creation) {
      creation = createTheme();
      creations.set(key, creation);
    }
    let current = true;
    creation.then(
      (theme) => {
        if (!current) return;
        cache.setTheme(theme);
        themeSuccess(m.successTitle, m.defaultsCreated);
        navigate(themePath(theme.id, step), { replace: true, state: { isNew: true } satisfies WizardState });
      },
      (err: unknown) => {
        if (!current || failed.current) return;
        failed.current = true;
        themeError(m.createTheme, err);
        navigate(adminPagePaths.themes, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, step, cache, navigate]);

  return <Loading />;
}

function LoadedTheme({ id, step }: { id: string; step: ThemeStep }) {
  const query = useThemeQuery(id);
  const reported = useRef(false);
  useEffect(() => {
    if (query.isError && !reported.current) {
      reported.current = true;
      themeError(m.loadTheme, query.error);
    }
  }, [query.isError, query.error]);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-lg py-16 text-center">
        <p className="font-medium text-danger">
          {m.loadTheme}. {query.error.message}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const Page = pages[step];
  return (
    <LoadedThemeContext.Provider value={query.data}>
      <Page key={id} />
    </LoadedThemeContext.Provider>
  );
}

export function ThemeRoute() {
  const { themeId = '', step = '' } = useParams();
  const known = (themeSteps as readonly string[]).includes(step);
  if (themeId === NEW_THEME_ID) return <NewTheme step={known ? (step as ThemeStep) : 'secoes'} />;
  if (!known || !/^[0-9a-f-]{36}$/.test(themeId)) return <Navigate to={adminPagePaths.themes} replace />;
  return <LoadedTheme id={themeId} step={step as ThemeStep} />;
}

/** `/admin/temas/novo` opens the first step (SPEC 2.7); another theme's bare path, its edit page. */
export function ThemeIndexRedirect() {
  const { themeId = '' } = useParams();
  return <Navigate to={themePath(themeId, themeId === NEW_THEME_ID ? 'secoes' : 'editar')} replace />;
}
