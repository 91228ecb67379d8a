// An admin path no page owns: the not-found text inside the admin frame, with the way back.
import { ComingSoonCard } from '../../components/coming-soon-card.tsx';
import { adminPagePaths as p } from './admin-paths.ts';

export function AdminNotFoundPage() {
  return <ComingSoonCard feature={undefined} backTo={p.dashboard} backLabel="Voltar ao dashboard" />;
}
