// Padrinhos: people with name, role and photo, added, removed and put in order.
import { ArrowDown, ArrowUp, Trash2, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { readContent, StateContentForm, useSaveContent } from './content-form.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { siteTexts as t } from './site-texts.ts';

interface Person {
  key: number;
  name: string;
  role: string;
  photoId: string | null;
}

const MAX_PEOPLE = 60;
const iconButton =
  'grid size-9 place-items-center rounded-full text-ink/70 transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:pointer-events-none disabled:opacity-30';

export function GodparentsEditor({ section }: { section: EditorSection }) {
  const next = useRef(0);
  const [people, setPeople] = useState<Person[]>(() =>
    readContent('padrinhos', section.content).people.map((p) => ({ ...p, key: next.current++ })),
  );
  const [showErrors, setShowErrors] = useState(false);
  const { pending, error, save } = useSaveContent(section);

  const change = (key: number, patch: Partial<Person>) =>
    setPeople((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const move = (index: number, delta: -1 | 1) =>
    setPeople((list) => {
      const copy = [...list];
      const [item] = copy.splice(index, 1);
      copy.splice(index + delta, 0, item!);
      return copy;
    });

  function submit() {
    const missing = people.some((p) => !p.name.trim());
    setShowErrors(missing);
    save(
      {
        people: people.map(({ name, role, photoId }) => ({ name: name.trim(), role: role.trim(), photoId })),
      },
      missing ? t.nameRequired : null,
    );
  }

  return (
    <StateContentForm pending={pending} error={error} onSubmit={submit}>
      {people.length === 0 && (
        <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-8 text-center text-sm text-muted">
          Nenhum padrinho ainda. Adicionem as pessoas especiais que vão estar ao lado de vocês.
        </p>
      )}
      <ol className="space-y-3">
        {people.map((person, i) => {
          const who = person.name.trim() || `Padrinho ${i + 1}`;
          const invalid = showErrors && !person.name.trim();
          return (
            <li key={person.key} className="rounded-2xl bg-cream/70 p-4 ring-1 ring-ink/5">
              <div className="flex items-center justify-between gap-2">
                <p className="min-w-0 truncate text-sm font-semibold text-ink">{who}</p>
                <div className="flex shrink-0 items-center">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Mover ${who} para cima`}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={i === people.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Mover ${who} para baixo`}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-danger hover:bg-danger-soft hover:text-danger`}
                    onClick={() => setPeople((list) => list.filter((p) => p.key !== person.key))}
                    aria-label={`Remover ${who}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <div>
                  <Label htmlFor={`padrinho-${person.key}-nome`}>Nome</Label>
                  <Input
                    id={`padrinho-${person.key}-nome`}
                    value={person.name}
                    maxLength={80}
                    invalid={invalid}
                    onChange={(e) => change(person.key, { name: e.target.value })}
                  />
                </div>
                <div>
                  <Label htmlFor={`padrinho-${person.key}-funcao`}>Função</Label>
                  <Input
                    id={`padrinho-${person.key}-funcao`}
                    value={person.role}
                    maxLength={80}
                    placeholder="Madrinha da noiva"
                    onChange={(e) => change(person.key, { role: e.target.value })}
                  />
                </div>
              </div>
              <div className="mt-4">
                <PhotoPicker
                  label={`Foto de ${who}`}
                  shape="round"
                  mediaId={person.photoId}
                  onChange={(photoId) => change(person.key, { photoId })}
                  disabled={pending}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        disabled={people.length >= MAX_PEOPLE}
        onClick={() =>
          setPeople((list) => [...list, { key: next.current++, name: '', role: '', photoId: null }])
        }
      >
        <UserPlus className="size-4" aria-hidden="true" />
        Adicionar padrinho
      </Button>
    </StateContentForm>
  );
}
