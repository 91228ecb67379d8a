// `/dashboard/papelaria/{convite,save-the-date,comunicado}`: one stationery item of the wedding,
// with its layout, its texts, a preview that follows the typing, the downloads and WhatsApp.
import { toast } from 'sonner';
import {
  type StationeryDesignInput,
  type StationeryItem,
  type StationeryOverview,
  stationeryDesignInput,
  stationeryItemLabels,
} from '../../../shared/stationery.ts';
import { Loading, PageLoadFailed } from '../../components/ui/query-state.tsx';
import { NoWeddingNotice } from '../layout/no-wedding-notice.tsx';
import { WeddingPageFrame } from '../wedding-page-frame.tsx';
import { StationeryForm } from './stationery-form.tsx';
import { stationeryTexts as t } from './stationery-texts.ts';
import { useSaveStationery, useStationery } from './use-stationery.ts';

function Editor({ weddingId, item }: { weddingId: string; item: StationeryItem }) {
  const query = useStationery(weddingId);
  const save = useSaveStationery(weddingId);
  if (query.isError)
    return (
      <PageLoadFailed
        message={`${t.loadFailed} ${query.error.message}`}
        retryLabel={t.retry}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Loading label={t.loading} />;
  const overview: StationeryOverview = query.data;
  const view = overview.items.find((i) => i.item === item);
  if (!view) return null;
  return (
    <StationeryForm
      // A new item's page starts from that item's choices.
      key={item}
      weddingId={weddingId}
      overview={overview}
      view={view}
      onSave={async (design: StationeryDesignInput) => {
        const saved = await save(item, stationeryDesignInput.parse(design));
        toast.success(t.saved);
        return saved;
      }}
    />
  );
}

export function StationeryPage({ item }: { item: StationeryItem }) {
  return (
    <WeddingPageFrame
      area={t.area}
      title={stationeryItemLabels[item]}
      lead={t.leads[item]}
      noWedding={<NoWeddingNotice message={t.noWedding} />}
    >
      {(weddingId) => <Editor weddingId={weddingId} item={item} />}
    </WeddingPageFrame>
  );
}
