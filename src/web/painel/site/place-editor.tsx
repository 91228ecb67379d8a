// Cerimônia and Recepção: place, address, date, time and notes, with the guests' "Como chegar"
// links built from the address so the couple can check it finds the right place.
import { MapPin, Navigation } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts } from '../../../shared/guest-texts.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { FormField } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, useContentForm } from './content-form.tsx';

export function PlaceEditor({ section }: { section: EditorSection }) {
  const kind = section.kind === 'recepcao' ? 'recepcao' : 'cerimonia';
  const form = useContentForm(kind, section);
  const address = (useWatch({ control: form.control, name: 'address' }) ?? '').trim();
  const links = address ? directionsLinks(address) : null;
  const id = (name: string) => `${kind}-${name}`;

  return (
    <ContentForm section={section} form={form}>
      <FormField form={form} name="place" id={id('local')} label="Local">
        {(control) => (
          <Input
            {...control}
            maxLength={120}
            placeholder={kind === 'cerimonia' ? 'Igreja Nossa Senhora do Brasil' : 'Espaço Jardim das Flores'}
          />
        )}
      </FormField>
      <FormField form={form} name="address" id={id('endereco')} label="Endereço">
        {(control) => (
          <Input
            {...control}
            maxLength={240}
            placeholder="Rua, número, bairro, cidade - UF"
            autoComplete="street-address"
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="date"
          id={id('data')}
          label="Data"
          hint="Em branco, vale a data do casamento."
        >
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <FormField form={form} name="time" id={id('horario')} label="Horário">
          {(control) => <Input {...control} type="time" />}
        </FormField>
      </div>
      <FormField form={form} name="notes" id={id('observacoes')} label="Observações">
        {(control) => (
          <Textarea {...control} maxLength={1000} placeholder="Traje, estacionamento, recomendações..." />
        )}
      </FormField>
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
