// Calls of shared access (issue 21, section 6): the couple's members and invitations, and the
// invited person's acceptance.
import type { InviteMember, Member, MemberInvite } from '../../../shared/shared-access.ts';
import { api } from '../../lib/api.ts';

export const membersKey = (weddingId: string) => ['wedding-members', weddingId] as const;

const base = (weddingId: string) => `/api/weddings/${weddingId}/members`;

export const fetchMembers = (weddingId: string, signal?: AbortSignal) =>
  api<{ members: Member[] }>(base(weddingId), { signal }).then((r) => r.members);

export const inviteMember = (weddingId: string, input: InviteMember) =>
  api<Member>(base(weddingId), { method: 'POST', json: input });

export const resendInvite = (weddingId: string, memberId: string) =>
  api<Member>(`${base(weddingId)}/${memberId}/resend`, { method: 'POST', json: {} });

export const removeMember = (weddingId: string, memberId: string) =>
  api<{ ok: true }>(`${base(weddingId)}/${memberId}`, { method: 'DELETE' });

export const fetchInvite = (token: string, signal?: AbortSignal) =>
  api<MemberInvite>(`/api/member-invites/${encodeURIComponent(token)}`, { signal });

export const acceptInvite = (token: string, password: string) =>
  api<{ redirectTo: string }>('/api/member-invites/accept', { method: 'POST', json: { token, password } });
