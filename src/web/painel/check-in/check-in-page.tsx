// `/dashboard/convidados/check-in`: the door's screen on the day (issue 21, section 5). Choose the
// event, find a household by name or by its personal link's code (typed, pasted or read from the
// QR code where the browser can), and mark who arrived; "N de M chegaram" follows every device live.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Download, QrCode, Undo2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CheckInHousehold } from '../../../shared/check-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { GuestsLoading, GuestsPageFrame } from '../guests/guests-page-frame.tsx';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { useWeddingQueryWith } from '../session/use-wedding-query.ts';
import {
  checkInKeys,
  checkInPdfUrl,
  fetchCheckInSummary,
  searchCheckIn,
  setArrivals,
} from './check-in-api.ts';

const title = 'Check-in';
const lead = 'Na porta, no dia: procurem o nome ou o código do convite e marquem quem chegou.';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const barcodeDetector = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

function QrReader({ onCode, onClose }: { onCode: (value: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let stopped = false;
    const scan = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      if (codes[0]) onCode(codes[0].rawValue);
      else requestAnimationFrame(() => void scan());
    };
    void navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void scan();
      })
      .catch(onClose);
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, onClose]);
  return (
    <div className="grid gap-2">
      <video ref={video} className="w-full rounded-2xl bg-ink" muted playsInline />
      <Button variant="outline" onClick={onClose}>
        Fechar câmera
      </Button>
    </div>
  );
}

const clock = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** "19h42": when the member was marked at the door. */
export const arrivalTime = (iso: string) => clock.format(new Date(iso)).replace(':', 'h');

function HouseholdCard({
  household,
  onArrive,
}: {
  household: CheckInHousehold;
  onArrive: (memberIds: string[], arrived: boolean) => void;
}) {
  const waiting = household.members.filter((m) => m.confirmed && !m.arrivedAt);
  return (
    <article className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10" aria-label={household.name}>
      <h2 className="text-lg font-semibold text-ink">{household.name}</h2>
      <ul className="mt-3 grid gap-2">
        {household.members.map((m) => (
          <li key={m.id} className="flex items-center justify-between gap-3">
            <span className={m.confirmed ? 'text-ink' : 'text-muted'}>
              {m.name}
              {!m.confirmed && <span className="text-sm"> (não confirmou)</span>}
              {m.arrivedAt && (
                <span className="block text-sm text-muted">Chegou às {arrivalTime(m.arrivedAt)}</span>
              )}
            </span>
            {m.arrivedAt ? (
              <Button
                variant="outline"
                onClick={() => onArrive([m.id], false)}
                aria-label={`Desfazer chegada de ${m.name}`}
              >
                <Undo2 className="size-4" aria-hidden="true" />
                Desfazer
              </Button>
            ) : (
              <Button onClick={() => onArrive([m.id], true)} aria-label={`Chegou: ${m.name}`}>
                <Check className="size-4" aria-hidden="true" />
                Chegou
              </Button>
            )}
          </li>
        ))}
      </ul>
      {waiting.length > 1 && (
        <Button
          className="mt-4 w-full"
          onClick={() =>
            onArrive(
              waiting.map((m) => m.id),
              true,
            )
          }
        >
          Todos chegaram
        </Button>
      )}
    </article>
  );
}

export function CheckIn({ weddingId }: { weddingId: string }) {
  const client = useQueryClient();
  const [eventId, setEventId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  useWeddingEvents(weddingId, { checkin: { keys: [checkInKeys.all(weddingId)] } });
  const summary = useWeddingQueryWith(weddingId, eventId, checkInKeys.summary, fetchCheckInSummary);
  const chosen = eventId ?? summary.data?.eventId ?? null;
  const results = useQuery({
    queryKey: checkInKeys.search(weddingId, chosen ?? '', query),
    queryFn: ({ signal }) => searchCheckIn(weddingId, chosen!, query, signal),
    enabled: Boolean(chosen && query),
    retry: false,
  });
  if (summary.isPending) return <GuestsLoading />;
  if (!summary.data?.events.length || !chosen)
    return (
      <p className="rounded-3xl bg-teal-soft p-5 text-ink">Cadastrem um evento para fazer o check-in.</p>
    );
  const { arrived, expected, events } = summary.data;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };
  const arrive = async (memberIds: string[], value: boolean) => {
    try {
      await setArrivals(weddingId, { eventId: chosen, memberIds, arrived: value });
    } catch (err) {
      toast.error(errorMessage(err));
    }
    await client.invalidateQueries({ queryKey: checkInKeys.all(weddingId) });
  };
  const notFound = results.error instanceof ApiError && results.error.status === 404;

  return (
    <div className="grid max-w-xl gap-5">
      <div className="grid gap-2">
        <label htmlFor="check-in-event" className="font-semibold text-ink">
          Evento
        </label>
        <Select id="check-in-event" value={chosen} onChange={(e) => setEventId(e.target.value)}>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </Select>
      </div>
      <p className="rounded-3xl bg-teal-soft p-4 text-xl font-semibold text-ink" role="status">
        {arrived} de {expected} chegaram
      </p>
      <form className="grid gap-2" onSubmit={search}>
        <label htmlFor="check-in-search" className="font-semibold text-ink">
          Nome ou código do convite
        </label>
        <div className="flex gap-2">
          <Input
            id="check-in-search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
          <Button type="submit">Buscar</Button>
        </div>
      </form>
      {barcodeDetector() && !scanning && (
        <Button variant="outline" onClick={() => setScanning(true)}>
          <QrCode className="size-4" aria-hidden="true" />
          Ler QR code
        </Button>
      )}
      {scanning && (
        <QrReader
          onClose={() => setScanning(false)}
          onCode={(value) => {
            setScanning(false);
            setTyped(value);
            setQuery(value);
          }}
        />
      )}
      {query && results.isPending && <GuestsLoading label="Procurando…" />}
      {notFound && <p className="text-danger">Nenhum convite deste evento com esse código.</p>}
      {results.data && results.data.households.length === 0 && (
        <p className="text-muted">Ninguém encontrado com esse nome.</p>
      )}
      {results.data?.households.map((h) => (
        <HouseholdCard key={h.id} household={h} onArrive={(ids, value) => void arrive(ids, value)} />
      ))}
      <a
        className="inline-flex items-center gap-2 font-semibold text-brand-dark underline"
        href={checkInPdfUrl(weddingId, chosen)}
      >
        <Download className="size-4" aria-hidden="true" />
        Baixar lista (PDF)
      </a>
    </div>
  );
}

export function CheckInPage() {
  return (
    <GuestsPageFrame title={title} lead={lead}>
      {(weddingId) => <CheckIn weddingId={weddingId} />}
    </GuestsPageFrame>
  );
}
