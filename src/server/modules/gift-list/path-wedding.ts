// The wedding a gift-list route's path names, once the caller is known to own it (http/access.ts).
import type { FastifyRequest } from 'fastify';
import { requireOwnWedding } from '../weddings/wedding-access.ts';

export async function pathWedding(request: FastifyRequest & { params: { weddingId: string } }) {
  return (await requireOwnWedding(request, request.params.weddingId)).wedding;
}
