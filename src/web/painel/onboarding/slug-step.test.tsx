// Onboarding step 6 on the shared slug field: the link is normalised as typed, an empty link with
// none saved is refused by the step's toast, and a link taken meanwhile shows as taken.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { slugMessages } from '../../../shared/slug.ts';
import { ApiError } from '../../lib/api.ts';
import { retype } from '../../testing/form-helpers.ts';
import { checkSlug, passStep, saveSlug } from './onboarding-api.ts';
import { renderStep } from './render-step.test-support.tsx';
import { SlugStep } from './slug-step.tsx';

vi.mock('./onboarding-api.ts', () => ({ checkSlug: vi.fn(), saveSlug: vi.fn(), passStep: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

function renderSlugStep(slug: string | null) {
  return renderStep(<SlugStep />, { progress: 5, slug });
}

beforeEach(() => vi.clearAllMocks());

describe('onboarding step 6', () => {
  it('asks for a link when none is typed or saved, by toast, and stays', async () => {
    renderSlugStep(null);
    const field = screen.getByLabelText('Link do site');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(toast.error).toHaveBeenCalledWith(slugMessages.requiredTitle, {
      description: slugMessages.requiredDescription,
    });
    expect(document.activeElement).toBe(field);
    expect(saveSlug).not.toHaveBeenCalled();
    expect(passStep).not.toHaveBeenCalled();
  });

  it('normalises the typed link and shows a link the server refuses as taken', async () => {
    vi.mocked(checkSlug).mockResolvedValue({ slug: 'joao-e-maria', valid: true, available: true });
    vi.mocked(saveSlug).mockRejectedValue(new ApiError(409, 'SLUG_TAKEN', 'Link em uso.'));
    renderSlugStep('ana-e-leo');
    const field = screen.getByLabelText('Link do site') as HTMLInputElement;
    await retype(field, 'João e Maria');
    expect(field.value).toBe('joao-e-maria');
    expect(await screen.findByText(slugMessages.available, {}, { timeout: 2000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(slugMessages.duplicate));
    expect(screen.getByRole('status').textContent).toBe(slugMessages.taken);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(passStep).not.toHaveBeenCalled();
  });
});
