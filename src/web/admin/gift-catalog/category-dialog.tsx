// "Nova categoria" / "Editar categoria": name (required, SPEC 5), description, icon, display order
// (an integer, 0 when left empty) and status. Failures keep the dialog open with the reason.
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type CategoryRow,
  catalogMessages,
  categoryIconLabels,
  categoryIcons,
  categoryInputSchema,
  parseDisplayOrder,
} from '../../../shared/gift-catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { saveCategory } from './catalog-api.ts';
import { toastFailure } from './catalog-toasts.ts';

function CategoryForm({ category, onDone }: { category: CategoryRow | null; onDone: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [icon, setIcon] = useState<string>(category?.icon ?? '');
  const [order, setOrder] = useState(String(category?.displayOrder ?? 0));
  const [status, setStatus] = useState(category?.status ?? 'ativa');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const failTitle = category ? catalogMessages.categoryUpdateError : catalogMessages.categoryCreateError;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = categoryInputSchema.safeParse({
      name,
      description,
      icon: icon || null,
      displayOrder: parseDisplayOrder(order),
      status,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? catalogMessages.categoryNameRequired;
      setError(message);
      toast.error(failTitle, { description: message });
      return;
    }
    setPending(true);
    setError(null);
    try {
      await saveCategory(category?.id ?? null, parsed.data);
      toast.success(category ? catalogMessages.categoryUpdated : catalogMessages.categoryCreated);
      onDone();
    } catch (err) {
      setError(toastFailure(failTitle, err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div>
          <Label htmlFor="categoria-nome">Nome da categoria *</Label>
          <Input
            id="categoria-nome"
            value={name}
            maxLength={60}
            autoComplete="off"
            invalid={error === catalogMessages.categoryNameRequired}
            aria-describedby={error ? 'categoria-erro' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="categoria-descricao">Descrição</Label>
          <Textarea
            id="categoria-descricao"
            rows={3}
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <div>
            <Label htmlFor="categoria-icone">Ícone</Label>
            <Select id="categoria-icone" value={icon} onChange={(e) => setIcon(e.target.value)}>
              <option value="">Nenhum</option>
              {categoryIcons.map((i) => (
                <option key={i} value={i}>
                  {categoryIconLabels[i]} ({i})
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="categoria-ordem">Ordem de exibição</Label>
            <Input
              id="categoria-ordem"
              type="number"
              inputMode="numeric"
              step={1}
              value={order}
              onChange={(e) => setOrder(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="categoria-status">Status</Label>
            <Select
              id="categoria-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as 'ativa' | 'inativa')}
            >
              <option value="ativa">Ativa</option>
              <option value="inativa">Inativa</option>
            </Select>
          </div>
        </div>
      </fieldset>
      <FormError id="categoria-erro" message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} className="sm:w-auto">
          {category ? 'Salvar categoria' : 'Criar categoria'}
        </SubmitButton>
      </div>
    </form>
  );
}

/** `category`: null for a new one, undefined when closed. */
export function CategoryDialog({
  category,
  onClose,
  onSaved,
}: {
  category: CategoryRow | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={category !== undefined} onOpenChange={(open) => !open && onClose()}>
      {category !== undefined && (
        <DialogContent
          title={category ? 'Editar categoria' : 'Nova categoria'}
          description="As categorias organizam o catálogo e os filtros das listas dos casais."
          closeLabel="Cancelar e fechar"
        >
          <CategoryForm
            key={category?.id ?? 'nova'}
            category={category}
            onDone={() => {
              onSaved();
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
