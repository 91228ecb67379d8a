// `/dashboard/acesso-compartilhado` (issue 21, section 6): the couple invites its partner or a
// cerimonialista by e-mail, sees who has access and who was invited, re-sends or cancels an
// invitation and removes someone's access. A planner reads that only the couple does this.
import { MailCheck, RefreshCw, Trash2, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateShort } from '../../../shared/dates.ts';
import { type Member, sharedAccessTexts as t } from '../../../shared/shared-access.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageIntro } from '../layout/page-intro.tsx';
import { useWeddingId } from '../session/session-context.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { useMemberActions, useMembers } from './use-members.ts';
import { useWeddingRole } from './use-wedding-role.ts';

const cardClass = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8';
const iconButton =
  'grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark';

const statusLabel: Record<Member['status'], string> = {
  pending: t.pending,
  expired: t.expired,
  accepted: t.accepted,
};

const day = (iso: string) => formatDateShort(iso.slice(0, 10));

const columns: DataColumn<Member>[] = [
  { id: 'email', header: 'E-mail', cell: (m) => m.email, rowHeader: true, card: 'title' },
  { id: 'role', header: t.role, cell: (m) => t.roleLabel[m.role] },
  {
    id: 'status',
    header: 'Situação',
    cell: (m) => (
      <span className="grid gap-1">
        <Badge tone={m.status === 'accepted' ? 'teal' : m.status === 'expired' ? 'neutral' : 'brand'}>
          {statusLabel[m.status]}
        </Badge>
        <span className="text-xs text-muted">
          {m.acceptedAt ? t.acceptedOn(day(m.acceptedAt)) : t.invitedOn(day(m.invitedAt))}
        </span>
      </span>
    ),
  },
];

function MemberActions({
  member,
  onResend,
  onRemove,
}: {
  member: Member;
  onResend: (m: Member) => void;
  onRemove: (m: Member) => void;
}) {
  const pending = member.status !== 'accepted';
  return (
    <span className="flex gap-1">
      {pending && (
        <IconButton
          icon={RefreshCw}
          label={`${t.resend}: ${member.email}`}
          className={iconButton}
          onClick={() => onResend(member)}
        />
      )}
      <IconButton
        icon={pending ? Trash2 : UserRoundX}
        label={`${pending ? t.cancel : t.remove}: ${member.email}`}
        className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
        onClick={() => onRemove(member)}
      />
    </span>
  );
}

function Members({ weddingId }: { weddingId: string }) {
  const query = useMembers(weddingId);
  const actions = useMemberActions(weddingId);
  const [removing, setRemoving] = useState<Member | null>(null);

  async function resend(member: Member) {
    try {
      await actions.resend(member.id);
      toast.success(t.resent(member.email));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <>
      <IconCard
        id="acesso-convidar"
        icon={MailCheck}
        title={t.inviteTitle}
        className={cardClass}
        headingClassName="mb-4"
      >
        <InviteMemberForm onInvite={actions.invite} />
      </IconCard>
      <section aria-labelledby="acesso-lista" className="grid gap-4">
        <h2 id="acesso-lista" className="font-serif text-xl font-bold text-ink">
          {t.listTitle}
        </h2>
        <ListState query={query} isEmpty={(rows) => rows.length === 0} empty={t.empty}>
          {(rows) => (
            <DataTable
              caption={t.listTitle}
              columns={columns}
              rows={rows}
              actions={(m) => <MemberActions member={m} onResend={resend} onRemove={setRemoving} />}
              actionsHeader="Ações"
              actionsWidth="w-28"
              cardsBelow="md"
            />
          )}
        </ListState>
      </section>
      <ConfirmAndToastDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={removing?.status === 'accepted' ? t.removeTitle : `${t.cancel}?`}
        describe={(m) => (m.status === 'accepted' ? t.removeBody(m.email) : m.email)}
        confirmLabel={removing?.status === 'accepted' ? t.remove : t.cancel}
        pendingLabel="Removendo..."
        onConfirm={(m) => actions.remove(m.id)}
        done={(m) => (m.status === 'accepted' ? t.removed(m.email) : t.cancelled(m.email))}
      />
    </>
  );
}

export function SharedAccessPage() {
  usePageTitle(t.pageTitle);
  const weddingId = useWeddingId();
  const role = useWeddingRole();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageIntro area="Minha conta" title={t.pageTitle} lead={t.pageLead} />
      {role === 'planner' || !weddingId ? (
        <p role="alert" className={cardClass}>
          {t.coupleOnly}
        </p>
      ) : (
        <Members weddingId={weddingId} />
      )}
    </div>
  );
}
