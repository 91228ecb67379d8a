// "Agradecer": the couple writes a thank-you that goes to the guest by e-mail, and the gift is
// marked as thanked.
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type ReceivedGift, thankYouMessages } from '../../../shared/payments/gifts-received.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { receivedKeys, sendThanks } from './received-api.ts';

export function ThankYouDialog({ weddingId, gift }: { weddingId: string; gift: ReceivedGift }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const queryClient = useQueryClient();
  const { pending, error, fail, run } = useFormAction();
  const first = gift.guestName.split(' ')[0] ?? gift.guestName;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return fail(thankYouMessages.required);
    void run(async () => {
      await sendThanks(weddingId, gift.id, message);
      toast.success(thankYouMessages.sent);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: receivedKeys.all(weddingId) });
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant={gift.thankedAt ? 'outline' : 'primary'} onClick={() => setOpen(true)}>
        <Heart className="size-4" aria-hidden="true" />
        {gift.thankedAt ? 'Agradecer de novo' : 'Agradecer'}
        <span className="sr-only"> {gift.guestName}</span>
      </Button>
      <DialogContent
        title={`Agradecer ${first}`}
        description={`A mensagem vai por e-mail para ${gift.guestEmail ?? gift.guestName}.`}
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-busy={pending}>
          <div>
            <Label htmlFor="agradecimento">Mensagem de agradecimento</Label>
            <Textarea
              id="agradecimento"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={1000}
              rows={5}
              placeholder={`${first}, muito obrigado pelo presente!`}
              disabled={pending}
            />
          </div>
          <FormError message={error} />
          <SubmitButton pending={pending} pendingLabel="Enviando..." className="sm:w-auto">
            Enviar agradecimento
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
