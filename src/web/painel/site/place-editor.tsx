// Cerimônia and Recepção: place, address, date, time and notes, with the guests' "Como chegar"
// links built from the address so the couple can check it finds the right place.
import { MapPin, Navigation } from 'lucide-react';
import { useState } from 'react';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts } from '../../../shared/guest-texts.ts';
import type { Place } from '../../../shared/site.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, readContent, useSaveContent } from './content-form.tsx';

export function PlaceEditor({ section }: { section: EditorSection }) {
  const kind = section.kind === 'recepcao' ? 'recepcao' : 'cerimonia';
  const [place, setPlace] = useState<Place>(readContent(kind, section.content));
  const { pending, error, save } = useSaveContent(section);
  const set = (patch: Partial<Place>) => setPlace((p) => ({ ...p, ...patch }));
  const address = place.address.trim();
  const links = address ? directionsLinks(address) : null;
  const id = (name: string) => `${kind}-${name}`;

  return (
    <ContentForm pending={pending} error={error} onSubmit={() => save(place)}>
      <div>
        <Label htmlFor={id('local')}>Local</Label>
        <Input
          id={id('local')}
          value={place.place}
          maxLength={120}
          onChange={(e) => set({ place: e.target.value })}
          placeholder={kind === 'cerimonia' ? 'Igreja Nossa Senhora do Brasil' : 'Espaço Jardim das Flores'}
        />
      </div>
      <div>
        <Label htmlFor={id('endereco')}>Endereço</Label>
        <Input
          id={id('endereco')}
          value={place.address}
          maxLength={240}
          onChange={(e) => set({ address: e.target.value })}
          placeholder="Rua, número, bairro, cidade - UF"
          autoComplete="street-address"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('data')}>Data</Label>
          <Input
            id={id('data')}
            type="date"
            value={place.date}
            onChange={(e) => set({ date: e.target.value })}
            aria-describedby={id('data-dica')}
          />
          <p id={id('data-dica')} className="mt-1.5 text-xs text-muted">
            Em branco, vale a data do casamento.
          </p>
        </div>
        <div>
          <Label htmlFor={id('horario')}>Horário</Label>
          <Input
            id={id('horario')}
            type="time"
            value={place.time}
            onChange={(e) => set({ time: e.target.value })}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={id('observacoes')}>Observações</Label>
        <Textarea
          id={id('observacoes')}
          value={place.notes}
          maxLength={1000}
          onChange={(e) => set({ notes: e.target.value })}
          placeholder="Traje, estacionamento, recomendações..."
        />
      </div>
      <div className="rounded-2xl bg-cream p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <MapPin className="size-4 text-brand-dark" aria-hidden="true" />
          Confiram o endereço no mapa
        </p>
        {links ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {[
              { href: links.google, label: guestTexts.directionsGoogle },
              { href: links.waze, label: guestTexts.directionsWaze },
            ].map((link) => (
              <a
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-brand-dark ring-1 ring-brand/30 transition-colors hover:bg-brand-soft"
              >
                <Navigation className="size-4" aria-hidden="true" />
                {link.label}
              </a>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted">Preencham o endereço para ver os links “Como chegar”.</p>
        )}
      </div>
    </ContentForm>
  );
}
