// "Agradecer": the couple writes a thank-you that goes to the guest by e-mail, and the gift is
// marked as thanked.
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type ReceivedGift,
  thankYouBody,
  thankYouMessages,
} from '../../../shared/payments/gifts-received.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { receivedKeys, sendThanks } from './received-api.ts';

/** Mounted while the dialog is open. */
function ThankYouForm({
  weddingId,
  gift,
  onSent,
}: {
  weddingId: string;
  gift: ReceivedGift;
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(thankYouBody, { defaultValues: { message: '' } });
  const first = gift.guestName.split(' ')[0] ?? gift.guestName;
  return (
    <Form
      form={form}
      summarize
      className="space-y-4"
      onSubmit={async ({ message }) => {
        await sendThanks(weddingId, gift.id, message);
        toast.success(thankYouMessages.sent);
        onSent();
        await queryClient.invalidateQueries({ queryKey: receivedKeys.all(weddingId) });
      }}
      footer={
        <FormSubmit pendingLabel="Enviando..." className="sm:w-auto">
          Enviar agradecimento
        </FormSubmit>
      }
    >
      <FormField form={form} name="message" id="agradecimento" label="Mensagem de agradecimento">
        {(control) => (
          <Textarea
            {...control}
            maxLength={1000}
            rows={5}
            placeholder={`${first}, muito obrigado pelo presente!`}
          />
        )}
      </FormField>
    </Form>
  );
}

export function ThankYouDialog({ weddingId, gift }: { weddingId: string; gift: ReceivedGift }) {
  const [open, setOpen] = useState(false);
  const first = gift.guestName.split(' ')[0] ?? gift.guestName;

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
        <div className="mt-5">
          <ThankYouForm weddingId={weddingId} gift={gift} onSent={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
