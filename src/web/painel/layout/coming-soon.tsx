// The panel's "Em breve" page: every panel link whose feature a later issue builds lands here, with
// the feature's name and what it will do. Unknown panel paths get the not-found text instead.
import { useLocation } from 'react-router';
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { comingSoonFeatures } from './coming-soon-features.ts';
import { panelPaths } from './panel-paths.ts';

export function ComingSoonPage() {
  const { pathname } = useLocation();
  const feature = comingSoonFeatures(useSettings())[pathname.replace(/\/+$/, '')];
  return <ComingSoonCard feature={feature} backTo={panelPaths.dashboard} backLabel="Voltar ao painel" />;
}
